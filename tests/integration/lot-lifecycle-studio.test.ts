import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionSearch, auctions } from '@/modules/auctions/tables';
import { auditLog, jobs } from '@/platform/tables';
import { uploads, type StoredImage } from '@/modules/uploads/tables';
import { getDashboard } from '@/modules/admin/server';
import { openLotsLine } from '@/modules/admin/components/dashboard-text';
import { auctionTopic, type LotPublication } from '@/modules/auctions';
import {
  backfillAuctionSearch,
  closingBoard,
  createAuctionWithItem,
  getAuction,
  getLotFeed,
  publishAuction,
  searchAuctions,
} from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { createItem, getItem } from '@/modules/catalog/server';
import { GET as auctionRoute } from '../../app/api/auctions/[id]/route';
import { BASE } from '../setup/app-fetch';
import { createLot, eventsOn, lotRow, type TestUser } from '../setup/lots';
import { call } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A lot's life in the studio's hands: a valuation's item checked and corrected in the step that
 * makes its lot, saved together (UPDATE_ITEM's rules inside CREATE_AUCTION_FROM_ITEM); ending a
 * live lot nobody has bid on at once and moving its end (END_AUCTION_NOW, UPDATE_AUCTION_INFO;
 * docs/decisions/0033); a rehearsal lot that no public list, search, board, feed or count shows
 * and whose page answers only admins and its link; and the dashboard's count of open lots on a
 * Saturday whose lots close the Sunday after, as the public list counts them.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const bidder = t.signedInUser({ firstName: 'Bodil' });
const seller = t.signedInUser({ firstName: 'Sixten' });
const db = () => t.database.db;

/** A publisher that "copies" photos in memory (no files in these tests). */
const memoryPublish = async (images: StoredImage[], prefix: string) =>
  images.map((image) => ({ ...image, key: `${prefix}/${image.key.split('/').pop()}.jpg` }));

const noPublication: LotPublication = { published: async () => undefined };

async function readyUploads(n: number): Promise<string[]> {
  const keys = Array.from({ length: n }, () => randomBytes(16).toString('hex'));
  await db()
    .insert(uploads)
    .values(
      keys.map((key) => ({
        key,
        ownerId: admin.id,
        status: 'ready' as const,
        format: 'jpeg',
        width: 1600,
        height: 1200,
        fileName: `${key}.jpg`,
      })),
    );
  return keys;
}

let counter = 0;
/** The studio's own object and its lot, through CREATE_AUCTION_WITH_ITEM's command; published when asked. */
async function studioLot(auction: Record<string, unknown>, options: { publish?: boolean; now?: Date; title?: string } = {}) {
  const title = options.title ?? `Provföremål ${++counter} kaffeservis`;
  const created = await createAuctionWithItem(db(), {
    actorId: admin.id,
    item: {
      title,
      description: 'Gustavsberg, 1950-tal.',
      category: 'GLAS_PORSLIN_DUKNING',
      maker: null,
      year: null,
      condition: null,
      dimensions: null,
      shippingPrice: 99,
      images: await readyUploads(1),
      estimateLow: 800,
      estimateHigh: 1200,
    },
    auction: { startPrice: 500, ...auction },
    now: options.now,
    publish: memoryPublish,
  });
  if (options.publish)
    await publishAuction(db(), created.auction.id, { publication: noPublication, publish: memoryPublish, now: options.now });
  return created;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function apiRead(auctionId: number, query = '', user?: TestUser) {
  const response = await auctionRoute(new Request(`${BASE}/api/auctions/${auctionId}${query}`, { headers: user ? user.auth : {} }), {
    params: Promise.resolve({ id: String(auctionId) }),
  });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

describe(`turning a valuation's item into a lot on ${testEngine}`, () => {
  async function valuationItem() {
    return createItem(db(), {
      sellerId: seller.id,
      title: 'Golvlampa i mässing',
      description: 'Från säljarens formulär.',
      category: 'OVRIGT',
      images: [{ key: `items/v1/lampa-${++counter}.jpg`, width: 800, height: 600, alt: 'Golvlampa' }],
      shippingPrice: null,
    });
  }

  it('saves the studio’s corrections of the item with the lot, in one action', async () => {
    const item = await valuationItem();
    const stored = await getItem(db(), item.id);
    const answer = await call(
      {
        action: 'CREATE_AUCTION_FROM_ITEM',
        itemId: item.id,
        startPrice: 400,
        item: {
          title: 'Golvlampa, mässing, 1960-tal',
          description: 'Rättad beskrivning.',
          category: 'BELYSNING',
          condition: 'Små bruksspår.',
          dimensions: 'H 150 cm',
          shippingPrice: 249,
          images: stored!.images.map((image) => image.key),
        },
      },
      admin,
    );
    expect(answer.status).toBe(200);
    const lot = await lotRow(db(), answer.body.result.auction.id);
    expect(lot.category).toBe('BELYSNING');
    expect(lot.slug).toBe('golvlampa-massing-1960-tal');
    expect(await getItem(db(), item.id)).toMatchObject({
      title: 'Golvlampa, mässing, 1960-tal',
      description: 'Rättad beskrivning.',
      category: 'BELYSNING',
      condition: 'Små bruksspår.',
      dimensions: 'H 150 cm',
      shippingPrice: 249,
    });
    // One admin action: the item's change and the lot are both in the log under it.
    const logged = await db().select().from(auditLog).where(eq(auditLog.action, 'CREATE_AUCTION_FROM_ITEM'));
    expect(logged.map((row) => `${row.entityType}:${row.entityId}`).sort()).toEqual([`auction:${lot.id}`, `item:${item.id}`].sort());
  });

  it('keeps the item as it was when the lot is refused, and makes no lot when the item is refused', async () => {
    const item = await valuationItem();
    // No start price and no valuation to take it from: the lot is refused, the item's change too.
    const refused = await call(
      { action: 'CREATE_AUCTION_FROM_ITEM', itemId: item.id, item: { category: 'BELYSNING', shippingPrice: 99 } },
      admin,
    );
    expect(refused.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Ange ett startpris.' });
    expect(await getItem(db(), item.id)).toMatchObject({ category: 'OVRIGT', shippingPrice: null });
    const badItem = await call({ action: 'CREATE_AUCTION_FROM_ITEM', itemId: item.id, startPrice: 300, item: { title: 'ab' } }, admin);
    expect(badItem.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('Ange en titel på minst 3 tecken.'),
    });
    expect(await db().select().from(auctions).where(eq(auctions.itemId, item.id))).toEqual([]);
    const unknownField = await call(
      { action: 'CREATE_AUCTION_FROM_ITEM', itemId: item.id, startPrice: 300, item: { sellerId: 'x' } },
      admin,
    );
    expect(unknownField.body.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe(`ending and moving a live lot on ${testEngine}`, () => {
  it('ends a live lot nobody has bid on at once, unsold, through the completion path, audited', async () => {
    const lot = await createLot(db(), { endsAt: minutesFromNow(3 * 24 * 60) });
    const before = Date.now();
    const answer = await call({ action: 'END_AUCTION_NOW', auctionId: lot.id }, admin);
    expect(answer.body).toEqual({ result: { auctionId: lot.id, completed: true, outcome: 'unsold', orderId: null } });
    const row = await lotRow(db(), lot.id);
    expect(row).toMatchObject({ status: 'ended', outcome: 'unsold' });
    expect(row.endsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'END_AUCTION_NOW'), eq(auditLog.entityId, String(lot.id))));
    expect(entry).toMatchObject({ actorId: admin.id, entityType: 'auction', before: { status: 'live' } });
    expect(entry!.after).toMatchObject({ status: 'ended', outcome: 'unsold', endedEarly: true });
    // Open pages hear that it ended.
    const events = await eventsOn(db(), auctionTopic(lot.id));
    expect(JSON.parse(JSON.stringify(events.at(-1)!.payload))).toMatchObject({ status: 'ended' });
    // A second press changes nothing.
    expect((await call({ action: 'END_AUCTION_NOW', auctionId: lot.id }, admin)).body.result).toMatchObject({ completed: false });
  });

  it('refuses to end a lot early once a bid exists, in Swedish, and completes it once its end has come', async () => {
    const lot = await createLot(db(), { startPrice: 300, endsAt: minutesFromNow(120) });
    await placeBidOnAuction(db(), { userId: bidder.id, auctionId: lot.id, amount: 300 });
    const refused = await call({ action: 'END_AUCTION_NOW', auctionId: lot.id }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Auktionen har bud och kan inte avslutas i förväg. Den klubbas vid sluttiden.',
    });
    expect((await lotRow(db(), lot.id)).status).toBe('live');
    await db()
      .update(auctions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(auctions.id, lot.id));
    expect((await call({ action: 'END_AUCTION_NOW', auctionId: lot.id }, admin)).body.result).toMatchObject({
      completed: true,
      outcome: 'sold',
    });
  });

  it('moves a live lot’s end earlier or later while nobody has bid, an hour ahead at least', async () => {
    const lot = await createLot(db(), { endsAt: minutesFromNow(3 * 24 * 60) });
    const earlier = minutesFromNow(90);
    const moved = await call({ action: 'UPDATE_AUCTION_INFO', auctionId: lot.id, endsAt: earlier.toISOString() }, admin);
    expect(moved.status).toBe(200);
    expect(await lotRow(db(), lot.id)).toMatchObject({ endsAt: earlier, originalEndsAt: earlier, status: 'live' });
    const [searchRow] = await db().select().from(auctionSearch).where(eq(auctionSearch.auctionId, lot.id));
    expect(searchRow!.endsAt).toEqual(earlier);
    const later = minutesFromNow(10 * 24 * 60);
    expect((await call({ action: 'UPDATE_AUCTION_INFO', auctionId: lot.id, endsAt: later.toISOString() }, admin)).status).toBe(200);
    const tooSoon = await call({ action: 'UPDATE_AUCTION_INFO', auctionId: lot.id, endsAt: minutesFromNow(30).toISOString() }, admin);
    expect(tooSoon.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Sluttiden måste ligga minst en timme fram i tiden.' });
    const start = await call({ action: 'UPDATE_AUCTION_INFO', auctionId: lot.id, startsAt: minutesFromNow(5).toISOString() }, admin);
    expect(start.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Starttiden kan inte ändras när auktionen har börjat.' });

    await placeBidOnAuction(db(), { userId: bidder.id, auctionId: lot.id, amount: 1000 });
    const afterBid = await call({ action: 'UPDATE_AUCTION_INFO', auctionId: lot.id, endsAt: minutesFromNow(300).toISOString() }, admin);
    expect(afterBid.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Sluttiden kan inte flyttas efter första budet.' });
    expect((await lotRow(db(), lot.id)).endsAt).toEqual(later);
  });
});

describe(`a rehearsal lot ("Provauktion") on ${testEngine}`, () => {
  it('may end minutes away, while a real lot may not, and needs its own end', async () => {
    const rehearsal = await studioLot({ rehearsal: true, endsAt: minutesFromNow(3) });
    expect(rehearsal.auction).toMatchObject({ status: 'draft', rehearsal: true });
    const real = studioLot({ endsAt: minutesFromNow(3) });
    await expect(real).rejects.toThrow('Sluttiden måste vara minst en timme efter starttiden.');
    await expect(studioLot({ rehearsal: true })).rejects.toThrow('En provauktion behöver en egen sluttid.');
    await expect(studioLot({ rehearsal: true, endsAt: new Date(Date.now() + 30_000) })).rejects.toThrow(
      'En provauktion måste sluta minst en minut fram i tiden.',
    );
  });

  it('is in no public list, search, facet, board, feed or alert, and its page answers only admins and its link', async () => {
    const title = `Provauktion porslinsfat ${randomBytes(3).toString('hex')}`;
    const before = await searchAuctions(db(), {});
    const { auction } = await studioLot({ rehearsal: true, endsAt: minutesFromNow(5) }, { publish: true, title });
    const row = await lotRow(db(), auction.id);
    expect(row).toMatchObject({ status: 'live', saleId: null, lotNumber: null });
    expect(row.rehearsalKey).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Lists, search, facets and the home page's lots (all searchAuctions), the board, the feed (and so the sitemap).
    const after = await searchAuctions(db(), {});
    expect(after.total).toBe(before.total);
    expect(after.facets).toEqual(before.facets);
    expect((await searchAuctions(db(), { search: 'porslinsfat' })).items.map((lot) => lot.id)).not.toContain(auction.id);
    expect((await searchAuctions(db(), { auctionIds: [auction.id] })).items).toEqual([]);
    expect((await searchAuctions(db(), { sort: 'nyast', pageSize: 100 })).items.map((lot) => lot.id)).not.toContain(auction.id);
    expect(await db().select().from(auctionSearch).where(eq(auctionSearch.auctionId, auction.id))).toEqual([]);
    expect((await closingBoard(db())).map((lot) => lot.id)).not.toContain(auction.id);
    expect((await getLotFeed(db(), { publicUrl: BASE })).lots.map((lot) => lot.id)).not.toContain(auction.id);
    // No saved-search alert is queued for it.
    const queued = await db().select().from(jobs).where(eq(jobs.name, 'auctions.lots-live'));
    expect(queued.some((job) => JSON.stringify(job.payload).includes(`${auction.id}`))).toBe(false);
    // The search backfill leaves it out as the triggers do.
    await backfillAuctionSearch(db());
    expect(await db().select().from(auctionSearch).where(eq(auctionSearch.auctionId, auction.id))).toEqual([]);
    expect((await searchAuctions(db(), {})).total).toBe(before.total);

    // The lot itself: as if missing without the link, shown with it or to an admin.
    expect(await getAuction(db(), auction.id, null)).toBeNull();
    expect(await getAuction(db(), auction.id, null, new Date(), { rehearsalKey: 'x'.repeat(24) })).toBeNull();
    expect(await getAuction(db(), auction.id, null, new Date(), { rehearsalKey: row.rehearsalKey })).toMatchObject({
      rehearsal: true,
      title,
    });
    expect(await getAuction(db(), auction.id, null, new Date(), { admin: true })).toMatchObject({ rehearsal: true });
    expect((await apiRead(auction.id)).status).toBe(404);
    expect((await apiRead(auction.id, '', bidder)).status).toBe(404);
    const linked = await apiRead(auction.id, `?provlank=${row.rehearsalKey}`);
    expect(linked).toMatchObject({ status: 200, cacheControl: 'private, no-store', body: { rehearsal: true } });
    expect((await apiRead(auction.id, '', admin)).status).toBe(200);
    // A real lot says it is not a rehearsal.
    const real = await createLot(db());
    expect((await apiRead(real.id)).body).toMatchObject({ rehearsal: false });
  });

  it('ends at once without bids, is never relisted, and stays out of the counts once ended', async () => {
    const { auction } = await studioLot({ rehearsal: true, endsAt: minutesFromNow(10) }, { publish: true });
    const ended = await call({ action: 'END_AUCTION_NOW', auctionId: auction.id }, admin);
    expect(ended.body.result).toMatchObject({ completed: true, outcome: 'unsold' });
    const relist = await call({ action: 'RELIST_AUCTION', auctionId: auction.id }, admin);
    expect(relist.body.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'En provauktion läggs inte upp igen. Skapa en ny provauktion i stället.',
    });
    expect((await searchAuctions(db(), { includeEnded: true, auctionIds: [auction.id] })).items).toEqual([]);
  });

  it('takes bids from the studio’s own accounts only: to a customer who guesses its id it does not exist', async () => {
    const { auction } = await studioLot({ rehearsal: true, endsAt: minutesFromNow(20) }, { publish: true });
    const guessed = await call({ action: 'BID_ON_AUCTION', auctionId: auction.id, amount: 5000 }, bidder);
    expect(guessed.body.error).toEqual({ status: 'NOT_FOUND', message: 'Auktionen finns inte.' });
    expect((await call({ action: 'BUY_NOW', auctionId: auction.id }, bidder)).body.error).toMatchObject({ status: 'NOT_FOUND' });
    const team = await call({ action: 'BID_ON_AUCTION', auctionId: auction.id, amount: 5000 }, admin);
    expect(team.status).toBe(200);
    expect((await lotRow(db(), auction.id)).bidCount).toBe(1);
  });

  it('moves its end to a minute ahead while nobody has bid', async () => {
    const { auction } = await studioLot({ rehearsal: true, endsAt: minutesFromNow(30) }, { publish: true });
    const soon = minutesFromNow(2);
    expect((await call({ action: 'UPDATE_AUCTION_INFO', auctionId: auction.id, endsAt: soon.toISOString() }, admin)).status).toBe(200);
    expect((await lotRow(db(), auction.id)).endsAt).toEqual(soon);
    const weekly = await call({ action: 'UPDATE_AUCTION_INFO', auctionId: auction.id, endsAt: null }, admin);
    expect(weekly.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'En provauktion behöver en egen sluttid.' });
  });
});

describe(`the dashboard on a Saturday on ${testEngine}`, () => {
  it('counts the open lots as the public list does, and names the next close, when they all close the Sunday after', async () => {
    // Saturday 28 November 2026, noon in Stockholm: this week (23–29 Nov) has no close; the open
    // lots close on Sunday 6 December from 19:00 (UTC+1), one a minute.
    const saturday = new Date('2026-11-28T11:00:00Z');
    const sunday1900 = new Date('2026-12-06T18:00:00Z');
    await db().update(auctions).set({ archivedAt: saturday }); // a clean slate: earlier tests' lots leave the lists and counts
    const open = await Promise.all(
      Array.from({ length: 5 }, (_, n) => createLot(db(), { endsAt: new Date(sunday1900.getTime() + n * 60_000) })),
    );
    // A lot with its own end this week that has already ended ("after one lot ended").
    const endedEarlier = await createLot(db(), { status: 'ended', endsAt: new Date('2026-11-27T15:00:00Z') });
    await db().update(auctions).set({ outcome: 'unsold' }).where(eq(auctions.id, endedEarlier.id));
    // A rehearsal lot running: the studio's own, counted apart.
    await studioLot({ rehearsal: true, endsAt: new Date(Date.now() + 10 * 60_000) }, { publish: true });

    const { lots } = await getDashboard(db(), saturday);
    const publicList = await searchAuctions(db(), {});
    expect(publicList.total).toBe(open.length);
    expect(lots).toMatchObject({ live: publicList.total, scheduled: 0, unsold: 1, rehearsals: 1, nextCloseAt: sunday1900.toISOString() });
    expect(openLotsLine(lots)).toBe('5 pågår · nästa stängning sön 6 dec kl. 19:00');
  });
});
