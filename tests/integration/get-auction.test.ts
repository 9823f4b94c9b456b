import { asc, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids } from '@/modules/auctions/tables';
import { getAuction } from '@/modules/auctions/queries/get-auction';
import { minimumNextBid } from '@/modules/auctions/domain/increments';
import { seedDemo } from '../../demo/seed-demo';
import { createTestDatabase, memoryStorage, testEngine, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
const now = new Date('2026-11-21T22:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.database, { storage: memoryStorage(), now });
}, 120_000);
afterAll(async () => t?.cleanup());

const FORBIDDEN_KEYS = [
  'reservePrice',
  'maxAmount',
  'bidderId',
  'sellerId',
  'leaderId',
  'itemId',
  'reserve_price',
  'max_amount',
  'leaderMax',
  'leader_max',
];

/** Every key anywhere in a JSON-like value. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) allKeys(entry, into);
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      into.add(key);
      allKeys(entry, into);
    }
  }
  return into;
}

async function lotWithBids(minBidders = 2) {
  const db = t.database.db;
  const rows = await db.select().from(auctions).where(gt(auctions.bidCount, 1)).orderBy(asc(auctions.id));
  for (const auction of rows) {
    const history = await db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.placedAt), asc(bids.id));
    if (new Set(history.map((bid) => bid.bidderId)).size >= minBidders) return { auction, history };
  }
  throw new Error('the demo seed has no lot with several bidders');
}

describe(`getAuction on ${testEngine}`, () => {
  it('answers the public view of a lot', async () => {
    const { auction } = await lotWithBids();
    const view = await getAuction(t.database.db, auction.id, null, now);
    expect(view).not.toBeNull();
    expect(Object.keys(view!).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'category',
        'imageUrl',
        'currentPrice',
        'startPrice',
        'estimateLow',
        'estimateHigh',
        'bidCount',
        'endsAt',
        'originalEndsAt',
        'startsAt',
        'status',
        'outcome',
        'reserveMet',
        'hasReserve',
        'description',
        'maker',
        'year',
        'condition',
        'dimensions',
        'images',
        'buyNowPrice',
        'shippingPrice',
        'nextMinimumBid',
        'lotNumber',
        'version',
        'bids',
        'yourMaximum',
        'youLead',
        'yourItem',
        'rehearsal',
        // The lot's right of withdrawal (docs/decisions/0043): the page says it in one line.
        'withdrawalExcluded',
        'withdrawalExcludedReason',
        // Who sells it, for VAT, and the resale right: the whole price before the bid reckons with both (docs/decisions/0045).
        'sellerVatStatus',
        'resaleRight',
        // Hidden from the archive of what sold: the page is not indexed (docs/decisions/0047).
        'archiveHidden',
      ].sort(),
    );
    expect(view).toMatchObject({
      id: auction.id,
      slug: auction.slug,
      currentPrice: auction.currentPrice,
      startPrice: auction.startPrice,
      bidCount: auction.bidCount,
      status: 'live',
      endsAt: auction.endsAt.toISOString(),
      originalEndsAt: auction.originalEndsAt.toISOString(),
      lotNumber: auction.lotNumber,
      yourMaximum: null,
      youLead: false,
    });
    expect(view!.title.length).toBeGreaterThan(3);
    expect(view!.images.length).toBeGreaterThanOrEqual(1);
    for (const image of view!.images) {
      expect(image.url).toMatch(/^\/media\/demo\/[a-z0-9-]+\.jpg$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt.length).toBeGreaterThan(0);
    }
    expect(view!.imageUrl).toBe(view!.images[0]!.url);
    expect(typeof view!.hasReserve).toBe('boolean');
    // Newest first, accepted bids only: one own row per bid (as many as the count), plus the
    // automatic rows of the maximums that answered (decision 0031); none above the price.
    expect(view!.bids.filter((bid) => !bid.automatic)).toHaveLength(auction.bidCount);
    for (const bid of view!.bids) expect(bid.amount).toBeLessThanOrEqual(auction.currentPrice!);
    const times = view!.bids.map((bid) => Date.parse(bid.placedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(view!.bids[0]!.amount).toBe(auction.currentPrice);
  });

  it('numbers bidders by their first bid, stably across reads', async () => {
    const { auction, history } = await lotWithBids(2);
    const view = await getAuction(t.database.db, auction.id, null, now);
    const expected = new Map<string, string>();
    for (const bid of history) if (!expected.has(bid.bidderId)) expected.set(bid.bidderId, `Budgivare ${expected.size + 1}`);
    const oldestFirst = [...view!.bids].reverse().filter((bid) => !bid.automatic);
    expect(oldestFirst.map((bid) => bid.alias)).toEqual(history.map((bid) => expected.get(bid.bidderId)));
    expect(oldestFirst[0]!.alias).toBe('Budgivare 1');
    const again = await getAuction(t.database.db, auction.id, null, now);
    expect(again!.bids.map((bid) => bid.alias)).toEqual(view!.bids.map((bid) => bid.alias));
  });

  it('shows the viewer "Du", their own maximum and whether they lead', async () => {
    const { auction, history } = await lotWithBids(2);
    const viewer = history.at(-1)!.bidderId;
    const view = await getAuction(t.database.db, auction.id, viewer, now);
    const own = history.filter((bid) => bid.bidderId === viewer);
    expect(view!.yourMaximum).toBe(Math.max(...own.map((bid) => bid.maxAmount)));
    expect(view!.youLead).toBe(auction.leaderId === viewer);
    expect(view!.bids.filter((bid) => bid.alias === 'Du')).toHaveLength(own.length);
    // The other bidders keep their numbers.
    const anonymous = await getAuction(t.database.db, auction.id, null, now);
    view!.bids.forEach((bid, index) => {
      if (bid.alias !== 'Du') expect(bid.alias).toBe(anonymous!.bids[index]!.alias);
    });
    // The leader sees youLead; a stranger neither.
    const leader = await getAuction(t.database.db, auction.id, auction.leaderId, now);
    expect(leader!.youLead).toBe(true);
    const stranger = await getAuction(t.database.db, auction.id, 'no-such-user', now);
    expect(stranger).toMatchObject({ youLead: false, yourMaximum: null, yourItem: false });
    // The seller is told it is their own item (and not who else is the seller).
    const seller = await getAuction(t.database.db, auction.id, auction.sellerId, now);
    expect(seller).toMatchObject({ yourItem: true, youLead: false });
    expect(view!.yourItem).toBe(false);
    expect(stranger!.bids.some((bid) => bid.alias === 'Du')).toBe(false);
  });

  it('never reveals the reserve, maximums, bidders or the seller', async () => {
    const db = t.database.db;
    const withReserve = await db.select().from(auctions).where(isNotNull(auctions.reservePrice)).orderBy(asc(auctions.id));
    expect(withReserve.length).toBeGreaterThan(0);
    // A lot whose reserve nobody reached, if the seed has one; else any lot with a reserve.
    const unmet =
      withReserve.find((auction) => auction.bidCount > 0 && (auction.currentPrice ?? 0) < auction.reservePrice!) ?? withReserve[0]!;
    const sample = [unmet, ...withReserve.slice(0, 5), (await lotWithBids()).auction];
    for (const auction of sample) {
      const history = await db.select().from(bids).where(eq(bids.auctionId, auction.id));
      for (const viewer of [null, history[0]?.bidderId ?? null]) {
        const view = await getAuction(db, auction.id, viewer, now);
        const keys = allKeys(view);
        for (const key of FORBIDDEN_KEYS) expect(keys.has(key), `${key} in lot ${auction.id}`).toBe(false);
        expect(view!.hasReserve).toBe(auction.reservePrice !== null);
        const json = JSON.stringify(view);
        for (const id of [auction.sellerId, ...history.map((bid) => bid.bidderId)]) if (id) expect(json).not.toContain(id);
      }
    }
    const view = await getAuction(db, unmet.id, null, now);
    expect(view!.reserveMet).toBe(unmet.bidCount > 0 && (unmet.currentPrice ?? 0) >= unmet.reservePrice!);
    // The unmet reserve's amount appears nowhere, unless it happens to equal a public figure.
    const publicNumbers = new Set<number | null>([
      view!.nextMinimumBid,
      view!.startPrice,
      view!.estimateLow,
      view!.estimateHigh,
      view!.buyNowPrice,
      view!.currentPrice,
      view!.lotNumber,
      view!.version,
      ...view!.bids.flatMap((bid) => [bid.amount, bid.id]),
      ...view!.images.flatMap((image) => [image.width, image.height]),
    ]);
    if (!view!.reserveMet && !publicNumbers.has(unmet.reservePrice)) {
      expect(JSON.stringify(view)).not.toMatch(new RegExp(`[^0-9]${unmet.reservePrice}[^0-9]`));
    }
  });

  it('offers buy now only while there are no bids, and derives the next minimum bid', async () => {
    const db = t.database.db;
    const offered = await db.select().from(auctions).where(isNotNull(auctions.buyNowPrice)).orderBy(asc(auctions.id));
    expect(offered.length).toBeGreaterThan(0);
    for (const auction of offered) {
      const view = await getAuction(db, auction.id, null, now);
      expect(view!.buyNowPrice).toBe(auction.bidCount > 0 ? null : auction.buyNowPrice);
    }
    const all = await db.select().from(auctions).orderBy(asc(auctions.id)).limit(40);
    for (const auction of all) {
      const view = await getAuction(db, auction.id, null, now);
      if (view!.bidCount > 0) expect(view!.buyNowPrice).toBeNull();
      expect(view!.nextMinimumBid).toBe(minimumNextBid(auction));
      if (auction.bidCount === 0) expect(view!.nextMinimumBid).toBe(auction.startPrice);
    }
    // Once ended, buy now is gone even without bids.
    const noBids = offered.find((auction) => auction.bidCount === 0);
    if (noBids) expect((await getAuction(db, noBids.id, null, new Date(noBids.endsAt.getTime() + 1000)))!.buyNowPrice).toBeNull();
  });

  it('hides removed bids from the history and the alias numbering', async () => {
    const db = t.database.db;
    const { auction, history } = await lotWithBids(2);
    const first = history[0]!;
    await db.update(bids).set({ status: 'removed', removedAt: now }).where(eq(bids.id, first.id));
    try {
      const view = await getAuction(db, auction.id, null, now);
      expect(view!.bids.map((bid) => bid.id)).not.toContain(first.id);
      expect(view!.bids.at(-1)!.alias).toBe('Budgivare 1');
    } finally {
      await db.update(bids).set({ status: 'accepted', removedAt: null }).where(eq(bids.id, first.id));
    }
  });

  it('returns null for a missing lot or a draft', async () => {
    const db = t.database.db;
    expect(await getAuction(db, 987_654, null, now)).toBeNull();
    expect(await getAuction(db, 0, null, now)).toBeNull();
    expect(await getAuction(db, Number.NaN, null, now)).toBeNull();
    const [lot] = await db.select().from(auctions).where(eq(auctions.bidCount, 0)).orderBy(asc(auctions.id)).limit(1);
    await db.update(auctions).set({ status: 'draft' }).where(eq(auctions.id, lot!.id));
    try {
      expect(await getAuction(db, lot!.id, null, now)).toBeNull();
    } finally {
      await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, lot!.id));
    }
    expect(await getAuction(db, lot!.id, null, now)).not.toBeNull();
  });
});
