import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { DbOrTx } from '@/db/client';
import { auctions, bids, sales } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '@/modules/orders/tables';
import { appSettings } from '@/platform/tables';
import type { StoredImage } from '@/modules/uploads/tables';
import { DEMO_LOTS, type DemoLot } from './catalogue';
import { DEMO_MARKER, isDemoSeeded } from './status';
import { imageSize, renderLotImage } from './render-image';
import { ensurePasswordUser } from '@/modules/accounts/server';
import { nextWeeklyClose, staggeredEnd } from '@/modules/auctions';
import { type AuctionClock, type AuctionTerms, minimumBidFor, placeBid, replay } from '@/modules/bidding';
import { slugify } from '@/modules/catalog';
import { configuredFeeRates, createOrder } from '@/modules/orders/server';
import { seededRandom as random } from '@/platform/seeded-random';

/**
 * The demo catalogue: every demo lot in one weekly sale closing next Sunday from 19:00,
 * staggered one minute per lot, with a handful of demo bidders whose bids follow the proxy rules.
 * Idempotent: a marker row records that it ran, and items are keyed by their demo key.
 */

export { DEMO_MARKER, isDatabaseEmpty, isDemoSeeded } from './status';
export const DEMO_PASSWORD = 'klubban-demo';

export const DEMO_BIDDERS = [
  { email: 'anna.lindqvist@demo.klubban.se', firstName: 'Anna', lastName: 'Lindqvist' },
  { email: 'erik.johansson@demo.klubban.se', firstName: 'Erik', lastName: 'Johansson' },
  { email: 'sara.nilsson@demo.klubban.se', firstName: 'Sara', lastName: 'Nilsson' },
  { email: 'johan.berg@demo.klubban.se', firstName: 'Johan', lastName: 'Berg' },
  { email: 'maria.ek@demo.klubban.se', firstName: 'Maria', lastName: 'Ek' },
  { email: 'olof.holm@demo.klubban.se', firstName: 'Olof', lastName: 'Holm' },
] as const;

export const DEMO_SELLER = { email: 'studio@demo.klubban.se', firstName: 'Klubban', lastName: 'Studio' } as const;

export interface SeedStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface SeedResult {
  seeded: boolean;
  lots: number;
  bids: number;
  ms: number;
}

/** Catalogue order for the sale: categories take turns, so the evening's close is varied. */
export function interleaveByCategory<T extends { category: string }>(lots: readonly T[]): T[] {
  const queues = new Map<string, T[]>();
  for (const lot of lots) {
    const queue = queues.get(lot.category) ?? [];
    queue.push(lot);
    queues.set(lot.category, queue);
  }
  const ordered: T[] = [];
  while (ordered.length < lots.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered;
}

async function storeImages(lot: DemoLot, storage: SeedStorage): Promise<StoredImage[]> {
  const recipes = [lot.image, ...(lot.extraImages ?? [])];
  const stored: StoredImage[] = [];
  for (const [index, recipe] of recipes.entries()) {
    const key = `demo/${lot.key}-${index + 1}.jpg`;
    if (!(await storage.exists(key))) await storage.put(key, await renderLotImage(recipe), 'image/jpeg');
    const { width, height } = imageSize(recipe);
    stored.push({ key, width, height, alt: recipe.alt });
  }
  return stored;
}

export async function seedDemo(
  database: Database,
  options: { storage: SeedStorage; now?: Date; lots?: readonly DemoLot[] },
): Promise<SeedResult> {
  const started = performance.now();
  if (await isDemoSeeded(database)) return { seeded: false, lots: 0, bids: 0, ms: 0 };
  const now = options.now ?? new Date();
  const lots = interleaveByCategory(options.lots ?? DEMO_LOTS);

  // Images first, outside any transaction (no file I/O inside transactions).
  const images = new Map<string, StoredImage[]>();
  for (const lot of lots) images.set(lot.key, await storeImages(lot, options.storage));

  // Users next: hashing is slow and belongs outside the catalogue transaction too.
  const seller = await ensurePasswordUser(database.db, { ...DEMO_SELLER, password: DEMO_PASSWORD });
  const bidderIds: string[] = [];
  for (const bidder of DEMO_BIDDERS) bidderIds.push((await ensurePasswordUser(database.db, { ...bidder, password: DEMO_PASSWORD })).id);

  const firstEnd = nextWeeklyClose(now);
  const next = random(20261129);
  let bidTotal = 0;

  await database.db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(sales)
      .values({ title: 'Veckans auktion', firstEndsAt: firstEnd, staggerSeconds: 60 })
      .returning({ id: sales.id });
    if (!sale) throw new Error('sale not created');

    for (const [position, lot] of lots.entries()) {
      const [item] = await tx
        .insert(items)
        .values({
          sellerId: seller.id,
          title: lot.title,
          description: lot.description,
          category: lot.category,
          maker: lot.maker,
          year: lot.year,
          condition: lot.condition,
          dimensions: lot.dimensions,
          images: images.get(lot.key) ?? [],
          shippingPrice: demoShippingPrice(lot.category),
          sellerVatStatus: lot.sellerVatStatus ?? 'private',
          resaleRight: lot.resaleRight ?? false,
          demoKey: lot.key,
        })
        .onConflictDoNothing({ target: items.demoKey })
        .returning({ id: items.id });
      if (!item) continue; // an earlier, interrupted seed made it

      const endsAt = staggeredEnd(firstEnd, position, 60);
      const startsAt = new Date(now.getTime() - Math.floor(1 + next() * 5) * 86_400_000 - Math.floor(next() * 36_000_000));
      const [auction] = await tx
        .insert(auctions)
        .values({
          slug: slugify(lot.title),
          itemId: item.id,
          sellerId: seller.id,
          saleId: sale.id,
          lotNumber: position + 1,
          category: lot.category,
          estimateLow: lot.estimateLow,
          estimateHigh: lot.estimateHigh,
          startPrice: lot.startPrice,
          reservePrice: lot.reservePrice,
          buyNowPrice: lot.buyNowPrice,
          startsAt,
          endsAt,
          originalEndsAt: endsAt,
          status: 'live',
          publishedAt: startsAt,
        })
        .returning({ id: auctions.id });
      if (!auction) throw new Error('auction not created');

      // About half of the lots have bidding under way.
      if (next() < 0.5) {
        const bidCount = 1 + Math.floor(next() * 7);
        const terms: AuctionTerms = {
          startPrice: lot.startPrice,
          reservePrice: lot.reservePrice,
          buyNowPrice: lot.buyNowPrice,
          sellerId: seller.id,
        };
        const clock: AuctionClock = { status: 'live', startsAt, endsAt };
        const rows: (typeof bids.$inferInsert)[] = [];
        let state = replay(terms, endsAt, []);
        let time = startsAt.getTime() + 3_600_000;
        const span = Math.max(1, now.getTime() - 600_000 - time);
        for (let n = 0; n < bidCount; n++) {
          const bidder = bidderIds[Math.floor(next() * bidderIds.length)] ?? bidderIds[0]!;
          // The leader's minimum is above their own maximum (a raise); everyone else's is the next bid.
          const minimum = minimumBidFor(state, terms, bidder);
          // A maximum between the minimum and a little above the high estimate.
          const ceiling = Math.max(minimum, Math.round(lot.estimateHigh * (0.6 + next() * 0.6)));
          const raw = minimum + Math.floor(next() * (ceiling - minimum + 1));
          const maxAmount = Math.max(minimum, Math.round(raw / 10) * 10);
          time += Math.floor((span / bidCount) * next());
          const placedAt = new Date(time);
          const result = placeBid({ terms, clock, standing: state, bidderId: bidder, maxAmount, now: placedAt });
          if (!result.ok) continue;
          state = result.state;
          rows.push({ auctionId: auction.id, bidderId: bidder, maxAmount, amount: Math.min(result.amount, maxAmount), placedAt });
        }
        if (rows.length === 0) continue;
        await tx.insert(bids).values(rows);
        await tx
          .update(auctions)
          .set({ currentPrice: state.currentPrice, leaderId: state.leaderId, leaderMax: state.leaderMax, bidCount: state.bidCount })
          .where(eq(auctions.id, auction.id));
        bidTotal += rows.length;
      }
    }
    await seedLastWeeksPurchases(tx, { lots, images, sellerId: seller.id, buyerId: bidderIds[0]!, firstEnd, now });
    await tx.insert(appSettings).values({ key: DEMO_MARKER, value: now.toISOString() }).onConflictDoNothing();
  });

  return { seeded: true, lots: lots.length, bids: bidTotal, ms: Math.round(performance.now() - started) };
}

/** What shipping a demo lot costs (whole SEK): furniture, mirrors and rugs are pickup only (null). */
export function demoShippingPrice(category: string): number | null {
  switch (category) {
    case 'MOBLER':
    case 'SPEGLAR':
    case 'MATTOR_TEXTIL':
      return null;
    case 'SMYCKEN':
    case 'KLADER_ACCESSOARER':
      return 79;
    case 'TAVLOR_TRYCK':
    case 'BELYSNING':
    case 'SKULPTURER_FIGURINER':
      return 249;
    default:
      return 149;
  }
}

const WEEK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

/**
 * Last Sunday's sale, closed: the first demo bidder (Anna) won two lots of it — one still to pay,
 * one paid with Swish and waiting in the studio for pickup — so a visitor signing in as her can
 * try checkout at once, and the studio's console has orders to settle. The orders are made by
 * the orders module's own command; the payment time is shifted so the unpaid one is not yet due.
 */
async function seedLastWeeksPurchases(
  tx: DbOrTx,
  input: { lots: readonly DemoLot[]; images: Map<string, StoredImage[]>; sellerId: string; buyerId: string; firstEnd: Date; now: Date },
): Promise<void> {
  let closed = input.firstEnd.getTime() - WEEK_MS;
  while (closed > input.now.getTime() - 3_600_000) closed -= WEEK_MS;
  const [sale] = await tx
    .insert(sales)
    .values({ title: 'Förra veckans auktion', firstEndsAt: new Date(closed), staggerSeconds: 60 })
    .returning({ id: sales.id });
  if (!sale) throw new Error("last week's sale not created");
  // Made "two days ago" at the latest, so the unpaid purchase still has days left to pay.
  const ordered = new Date(Math.max(closed, input.now.getTime() - 2 * DAY_MS));
  const won = input.lots.filter((lot) => lot.startPrice >= 500).slice(0, 2);
  for (const [position, lot] of won.entries()) {
    const endsAt = new Date(closed + position * 60_000);
    // One bid, so the hammer is the start price (what the proxy rules make of a lone bidder).
    const hammer = lot.startPrice;
    const [item] = await tx
      .insert(items)
      .values({
        sellerId: input.sellerId,
        title: lot.title,
        description: lot.description,
        category: lot.category,
        maker: lot.maker,
        year: lot.year,
        condition: lot.condition,
        dimensions: lot.dimensions,
        images: input.images.get(lot.key) ?? [],
        shippingPrice: demoShippingPrice(lot.category),
        demoKey: `${lot.key}-forra-veckan`,
      })
      .onConflictDoNothing({ target: items.demoKey })
      .returning({ id: items.id });
    if (!item) continue;
    const [auction] = await tx
      .insert(auctions)
      .values({
        slug: slugify(lot.title),
        itemId: item.id,
        sellerId: input.sellerId,
        saleId: sale.id,
        lotNumber: position + 1,
        category: lot.category,
        estimateLow: lot.estimateLow,
        estimateHigh: lot.estimateHigh,
        startPrice: lot.startPrice,
        startsAt: new Date(closed - WEEK_MS),
        endsAt,
        originalEndsAt: endsAt,
        status: 'ended',
        outcome: 'sold',
        currentPrice: hammer,
        leaderId: input.buyerId,
        leaderMax: hammer + 200,
        bidCount: 1,
        publishedAt: new Date(closed - WEEK_MS),
      })
      .returning({ id: auctions.id });
    if (!auction) throw new Error("last week's lot not created");
    await tx.insert(bids).values({
      auctionId: auction.id,
      bidderId: input.buyerId,
      maxAmount: hammer + 200,
      amount: hammer,
      placedAt: new Date(endsAt.getTime() - DAY_MS),
    });
    const { orderId } = await createOrder(tx, {
      auctionId: auction.id,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      hammerPrice: hammer,
      now: ordered,
      rates: configuredFeeRates(),
    });
    if (orderId !== null && position === 1) {
      const paidAt = new Date(ordered.getTime() + 3_600_000);
      await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paidAt,
          paymentProvider: 'test',
          paymentMethod: 'swish',
          deliveryMethod: 'pickup',
          deliveryStatus: 'inStock',
          inStockAt: new Date(paidAt.getTime() + 3_600_000),
        })
        .where(eq(orders.id, orderId));
    }
  }
}
