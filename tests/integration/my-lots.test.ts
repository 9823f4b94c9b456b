import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { buyNowAuction, placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { saleSettlement } from '@/modules/orders/server';
import { listMyBids } from '@/modules/bidding/queries/list-my-bids';
import { listWonLots } from '@/modules/orders/server';
import { DEMO_BIDDERS, seedDemo } from '../../demo/seed-demo';
import { setWatching } from '@/modules/watchlist/commands/watchlist';
import { isWatching, listWatchlist } from '@/modules/watchlist/queries/list-watchlist';
import { createTestDatabase, memoryStorage, testEngine, type TestDatabase } from '../setup/test-db';

/**
 * The account pages' reads: "Mina bud", "Vunna" and the watchlist, after real bids, a purchase and
 * watch changes made through the commands. A user sees only their own maximum.
 */

let t: TestDatabase;
let anna: string;
let erik: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.database, { storage: memoryStorage() });
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_BIDDERS[0].email, DEMO_BIDDERS[1].email]));
  anna = rows.find((row) => row.email === DEMO_BIDDERS[0].email)!.id;
  erik = rows.find((row) => row.email === DEMO_BIDDERS[1].email)!.id;
}, 120_000);
afterAll(async () => t?.cleanup());

/** Live lots without bids, soonest ending first. */
async function freshLots(n: number, withBuyNow = false) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.status, 'live'), eq(auctions.bidCount, 0), withBuyNow ? isNotNull(auctions.buyNowPrice) : undefined))
    .orderBy(asc(auctions.endsAt));
  const mine = new Set(
    (
      await db
        .select({ auctionId: bids.auctionId })
        .from(bids)
        .where(inArray(bids.bidderId, [anna, erik]))
    ).map((r) => r.auctionId),
  );
  return rows.filter((row) => !mine.has(row.id)).slice(0, n);
}

describe(`the account pages' reads on ${testEngine}`, () => {
  it('lists my bids with my own maximum only, whether I lead, open lots first', async () => {
    const db = t.database.db;
    const [first, second] = await freshLots(2);
    // Anna leads on the first lot; on the second Erik outbids her with a higher maximum.
    await placeBidOnAuction(db, { userId: anna, auctionId: first!.id, amount: first!.startPrice + 500 });
    await placeBidOnAuction(db, { userId: anna, auctionId: second!.id, amount: second!.startPrice });
    const erikMax = second!.startPrice + 4_321;
    await placeBidOnAuction(db, { userId: erik, auctionId: second!.id, amount: erikMax });

    const mine = await listMyBids(db, anna);
    const one = mine.find((lot) => lot.id === first!.id)!;
    const two = mine.find((lot) => lot.id === second!.id)!;
    expect(one).toMatchObject({
      yourMaximum: first!.startPrice + 500,
      youLead: true,
      bidCount: 1,
      currentPrice: first!.startPrice,
      status: 'live',
    });
    // Outbid: her own maximum, never Erik's.
    expect(two).toMatchObject({ yourMaximum: second!.startPrice, youLead: false, bidCount: 2 });
    expect(mine.flatMap((lot) => Object.values(lot))).not.toContain(erikMax);
    expect(two.title.length).toBeGreaterThan(0);
    expect(two.imageUrl).toMatch(/^\/media\/demo\//);

    const erikSees = (await listMyBids(db, erik)).find((lot) => lot.id === second!.id)!;
    expect(erikSees).toMatchObject({ yourMaximum: erikMax, youLead: true });

    // Open lots, soonest ending first.
    const open = mine.filter((lot) => lot.status === 'live');
    expect(open.map((lot) => Date.parse(lot.endsAt))).toEqual(open.map((lot) => Date.parse(lot.endsAt)).sort((a, b) => a - b));
    // Someone who never bid has an empty list.
    expect(await listMyBids(db, 'no-such-user')).toEqual([]);
  });

  it('puts ended lots after open ones, latest end first', async () => {
    const db = t.database.db;
    const [lot] = await freshLots(1);
    await placeBidOnAuction(db, { userId: anna, auctionId: lot!.id, amount: lot!.startPrice });
    await db.update(auctions).set({ status: 'ended', outcome: 'sold', endedAt: new Date() }).where(eq(auctions.id, lot!.id));
    const mine = await listMyBids(db, anna);
    const firstEnded = mine.findIndex((row) => row.status === 'ended');
    // The demo's last-week lots Anna won ended earlier: this one, ending latest, leads the ended ones.
    expect(mine[firstEnded]).toMatchObject({ id: lot!.id, status: 'ended', outcome: 'sold', youLead: true });
    const ended = mine.slice(firstEnded);
    expect(ended.every((row) => row.status === 'ended')).toBe(true);
    expect(ended.map((row) => row.endsAt)).toEqual([...ended.map((row) => row.endsAt)].sort().reverse());
  });

  it('lists what I won, with the hammer price, the premium and the payment status', async () => {
    const db = t.database.db;
    const [lot] = await freshLots(1, true);
    expect(lot?.buyNowPrice).toBeTruthy();
    const bought = await buyNowAuction(db, {
      userId: erik,
      auctionId: lot!.id,
      settlement: saleSettlement({ buyerPremiumPercent: 20, sellerCommissionPercent: 15 }),
    });
    const won = await listWonLots(db, erik);
    expect(won[0]).toMatchObject({
      orderId: bought.orderId,
      auctionId: lot!.id,
      hammerPrice: lot!.buyNowPrice,
      buyerPremiumOre: lot!.buyNowPrice! * 20,
      totalOre: lot!.buyNowPrice! * 120,
      paymentStatus: 'pending',
      deliveryStatus: 'waiting',
      viaBuyNow: true,
    });
    expect(Date.parse(won[0]!.dueAt)).toBeGreaterThan(Date.now());
    // Another bidder's purchases (the demo gives Anna two of last week's) never include Erik's.
    expect((await listWonLots(db, anna)).map((row) => row.auctionId)).not.toContain(lot!.id);
  });

  it('lists the watchlist, open lots soonest ending first, with my state where I bid', async () => {
    const db = t.database.db;
    const lots = await freshLots(3);
    const [bidOn] = lots;
    await placeBidOnAuction(db, { userId: anna, auctionId: bidOn!.id, amount: bidOn!.startPrice });
    // Watch in reverse order: the list still starts with the lot ending first.
    for (const lot of [...lots].reverse()) await setWatching(db, anna, lot.id, true);
    expect(await isWatching(db, anna, lots[0]!.id)).toBe(true);
    expect(await isWatching(db, erik, lots[0]!.id)).toBe(false);

    const watched = await listWatchlist(db, anna);
    expect(watched.map((lot) => lot.id)).toEqual(lots.map((lot) => lot.id));
    expect(watched[0]).toMatchObject({ yourMaximum: bidOn!.startPrice, youLead: true });
    expect(watched[1]).toMatchObject({ yourMaximum: null, youLead: false, bidCount: 0, currentPrice: null });

    await setWatching(db, anna, lots[1]!.id, false);
    expect((await listWatchlist(db, anna)).map((lot) => lot.id)).toEqual([lots[0]!.id, lots[2]!.id]);
    expect(await listWatchlist(db, erik)).toEqual([]);
  });
});
