import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '@/modules/auctions/tables';
import { incrementFor } from '@/modules/auctions/domain/increments';
import { replay, type StandingBid } from '@/modules/bidding/domain/engine';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';

/**
 * What the crash test's server starts on, written into its database before the first start (for
 * PGlite the folder is the server's alone once it runs):
 * - bidders, a buyer, an uploader and an admin (users with live sessions, used as Bearer tokens);
 * - open lots the bidders hammer: most end in a day, some (`softCloseLots`) within the soft-close
 *   window, so nearly every bid on them moves their end (the replay must give the same end);
 * - closing lots, already bid on an hour ago, ending one after another while the server is being
 *   killed: the scheduler ends them and each sale's order, notices and e-mails are written then;
 * - buy-now lots the buyer buys over HTTP (the order is written in the request).
 */

export interface CrashFixture {
  bidders: TestUser[];
  buyer: TestUser;
  uploader: TestUser;
  admin: TestUser;
  /** Lots the bidders bid on, with their start prices. */
  openLots: { id: number; startPrice: number }[];
  closingLots: { id: number; endsAt: Date }[];
  buyNowLots: { id: number; price: number }[];
}

export interface FixtureOptions {
  bidders: number;
  openLots: number;
  softCloseLots: number;
  closingLots: number;
  buyNowLots: number;
  /** The closing lots end evenly spread from `closingFrom` to `closingUntil`. */
  closingFrom: Date;
  closingUntil: Date;
}

export async function seedCrashFixture(db: DbOrTx, options: FixtureOptions): Promise<CrashFixture> {
  const bidders: TestUser[] = [];
  for (let i = 0; i < options.bidders; i++) bidders.push(await createSignedInUser(db, { firstName: `Krasch${i}` }));
  const buyer = await createSignedInUser(db, { firstName: 'Köpare' });
  const uploader = await createSignedInUser(db, { firstName: 'Fotograf' });
  const admin = await createSignedInUser(db, { firstName: 'Studio', admin: true });

  const now = Date.now();
  const openLots: CrashFixture['openLots'] = [];
  for (let i = 0; i < options.openLots; i++) {
    const startPrice = [100, 500, 1000, 4000][i % 4]!;
    // Soft-close lots end 100 s from now, inside the soft-close window (two minutes) from the
    // start: every bid on them moves their end, and they end only once the bids stop.
    const endsAt = new Date(now + (i < options.softCloseLots ? 100_000 : 86_400_000));
    const lot = await createLot(db, { title: `Kraschföremål ${i + 1}`, startPrice, endsAt });
    openLots.push({ id: lot.id, startPrice });
  }

  const closingLots: CrashFixture['closingLots'] = [];
  const span = options.closingUntil.getTime() - options.closingFrom.getTime();
  for (let i = 0; i < options.closingLots; i++) {
    const endsAt = new Date(options.closingFrom.getTime() + (options.closingLots > 1 ? (span * i) / (options.closingLots - 1) : 0));
    // Every third closing lot has a reserve its bids do not reach: it ends unsold, with no order.
    const reservePrice = i % 3 === 2 ? 1_000_000 : null;
    const lot = await createLot(db, { title: `Slutande föremål ${i + 1}`, startPrice: 200, reservePrice, endsAt });
    await placePastBids(
      db,
      lot.id,
      bidders
        .slice(i % bidders.length)
        .concat(bidders)
        .slice(0, 3),
      2 + (i % 4),
    );
    closingLots.push({ id: lot.id, endsAt });
  }

  const buyNowLots: CrashFixture['buyNowLots'] = [];
  for (let i = 0; i < options.buyNowLots; i++) {
    const price = 2000 + i * 100;
    const lot = await createLot(db, { title: `Köp nu-föremål ${i + 1}`, startPrice: 500, buyNowPrice: price });
    buyNowLots.push({ id: lot.id, price });
  }
  return { bidders, buyer, uploader, admin, openLots, closingLots, buyNowLots };
}

/**
 * `count` bids placed an hour ago by `bidders` in turn, each a step above the last, stored as the
 * bidding command stores them (each bid's amount is the price after it) and the lot's row set to
 * the engine's replay of them. An hour before the end, they move no end.
 */
async function placePastBids(db: DbOrTx, auctionId: number, bidders: TestUser[], count: number): Promise<void> {
  const [lot] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!lot) throw new Error(`no lot ${auctionId}`);
  const terms = { startPrice: lot.startPrice, reservePrice: lot.reservePrice, buyNowPrice: lot.buyNowPrice, sellerId: lot.sellerId };
  const placedAt = new Date(Date.now() - 3_600_000);
  const standing: StandingBid[] = [];
  let maxAmount = lot.startPrice;
  for (let k = 0; k < count; k++) {
    const bidderId = bidders[k % bidders.length]!.id;
    const provisional = { id: 0, bidderId, maxAmount, placedAt, sequence: Number.MAX_SAFE_INTEGER };
    const amount = replay(terms, lot.originalEndsAt, [...standing, provisional]).currentPrice!;
    const [row] = await db.insert(bids).values({ auctionId, bidderId, maxAmount, amount, placedAt }).returning({ id: bids.id });
    standing.push({ id: row!.id, bidderId, maxAmount, placedAt, sequence: row!.id });
    maxAmount += 2 * incrementFor(maxAmount);
  }
  const state = replay(terms, lot.originalEndsAt, standing);
  await db
    .update(auctions)
    .set({
      currentPrice: state.currentPrice,
      leaderId: state.leaderId,
      leaderMax: state.leaderMax,
      bidCount: state.bidCount,
      endsAt: state.endsAt,
    })
    .where(eq(auctions.id, auctionId));
}
