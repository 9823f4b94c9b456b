import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/rows';
import { accounts, users } from '@/modules/accounts/tables';
import { auctions, bids, sales } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '@/modules/orders/tables';
import { LOT_CATEGORIES } from '@/keys';
import { stockholmWallClock } from '@/platform/time';
import { computePrice } from '@/modules/bidding/domain/proxy-bidding';
import { DEMO_BIDDERS, isDatabaseEmpty, isDemoSeeded, seedDemo } from '../../demo/seed-demo';
import { createTestDatabase, memoryStorage, testEngine, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
const storage = memoryStorage();
const now = new Date('2026-11-21T22:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

describe(`demo seed on ${testEngine}`, () => {
  it('fills an empty database with a believable weekly sale', async () => {
    expect(await isDatabaseEmpty(t.database)).toBe(true);
    const result = await seedDemo(t.database, { storage, now });
    expect(result.seeded).toBe(true);
    expect(result.lots).toBeGreaterThanOrEqual(120);
    expect(await isDemoSeeded(t.database)).toBe(true);

    const db = t.database.db;
    const lots = await db
      .select({
        id: auctions.id,
        category: auctions.category,
        endsAt: auctions.endsAt,
        lot: auctions.lotNumber,
        status: auctions.status,
        images: items.images,
      })
      .from(auctions)
      .innerJoin(items, eq(items.id, auctions.itemId))
      .where(eq(auctions.status, 'live'))
      .orderBy(asc(auctions.lotNumber));
    expect(lots.length).toBe(result.lots);
    expect(new Set(lots.map((lot) => lot.category))).toEqual(new Set(LOT_CATEGORIES));
    expect(lots.every((lot) => lot.status === 'live')).toBe(true);

    // One sale, closing on the next Sunday ≥ 3 days away at 19:00 Stockholm, one lot per minute.
    const [sale] = await db.select().from(sales).where(eq(sales.title, 'Veckans auktion'));
    expect(sale?.firstEndsAt.toISOString()).toBe('2026-11-29T18:00:00.000Z');
    lots.forEach((lot, index) => {
      expect(lot.endsAt.getTime() - sale!.firstEndsAt.getTime()).toBe(index * 60_000);
    });
    const lastWall = stockholmWallClock(lots.at(-1)!.endsAt);
    expect(lastWall.weekday).toBe(0);

    // Every lot has its images stored.
    for (const lot of lots) {
      expect(lot.images.length).toBeGreaterThanOrEqual(1);
      for (const image of lot.images) expect(storage.files.has(image.key)).toBe(true);
    }
  });

  it('creates demo bidders who can sign in with a password, and bids that follow the proxy rules', async () => {
    const db = t.database.db;
    for (const bidder of DEMO_BIDDERS) {
      const [user] = await db.select().from(users).where(eq(users.email, bidder.email));
      expect(user).toBeTruthy();
      const [account] = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
      expect(account?.providerId).toBe('credential');
      expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    }
    const withBids = await db
      .select()
      .from(auctions)
      .where(sql`${auctions.bidCount} > 0`);
    expect(withBids.length).toBeGreaterThan(20);
    for (const auction of withBids) {
      const history = await db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.id));
      expect(history).toHaveLength(auction.bidCount);
      const replay = computePrice(
        auction,
        history.map((bid, sequence) => ({ bidderId: bid.bidderId, maxAmount: bid.maxAmount, sequence })),
      );
      expect(auction.currentPrice).toBe(replay.currentPrice);
      expect(auction.leaderId).toBe(replay.leaderId);
      // Shown amounts never go down, and bids were placed in the past.
      for (let i = 1; i < history.length; i++) expect(history[i]!.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount);
      for (const bid of history) expect(bid.placedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('gives the first demo bidder last Sunday’s two purchases: one to pay, one paid and in the studio', async () => {
    const db = t.database.db;
    const [anna] = await db.select().from(users).where(eq(users.email, DEMO_BIDDERS[0].email));
    const bought = await db.select().from(orders).where(eq(orders.buyerId, anna!.id)).orderBy(asc(orders.id));
    expect(bought.map((order) => [order.paymentStatus, order.deliveryStatus])).toEqual([
      ['pending', 'waiting'],
      ['paid', 'inStock'],
    ]);
    for (const order of bought) {
      const [lot] = await db.select().from(auctions).where(eq(auctions.id, order.auctionId));
      expect(lot).toMatchObject({ status: 'ended', outcome: 'sold', leaderId: anna!.id, currentPrice: order.hammerPrice });
      // Made by the orders command: exact öre at the configured rates, and days left to pay.
      expect(order.totalOre).toBe(order.hammerPrice * 120);
      expect(order.dueAt.getTime()).toBeGreaterThan(now.getTime() + 4 * 86_400_000);
      expect(lot!.endsAt.getTime()).toBeLessThan(now.getTime());
    }
    const [lastWeek] = await db.select().from(sales).where(eq(sales.title, 'Förra veckans auktion'));
    expect(lastWeek!.firstEndsAt.toISOString()).toBe('2026-11-15T18:00:00.000Z');
  });

  it('is idempotent: a second run changes nothing', async () => {
    const countAll = async () =>
      (
        await queryRows<{ n: number | string }>(
          t.database.db,
          sql`select (select count(*) from auctions) + (select count(*) from bids) + (select count(*) from users) as n`,
        )
      )[0]?.n;
    const before = await countAll();
    const again = await seedDemo(t.database, { storage, now });
    expect(again.seeded).toBe(false);
    expect(await countAll()).toBe(before);
  });
});

describe('interleaveByCategory', () => {
  it('lets categories take turns and keeps every lot once', async () => {
    const { interleaveByCategory } = await import('../../demo/seed-demo');
    const lots = [
      { k: 1, category: 'A' },
      { k: 2, category: 'A' },
      { k: 3, category: 'A' },
      { k: 4, category: 'B' },
      { k: 5, category: 'C' },
    ];
    expect(interleaveByCategory(lots).map((lot) => lot.k)).toEqual([1, 4, 5, 2, 3]);
  });
});
