import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/db/client';
import { auctions, sales } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { uploads, type StoredImage } from '@/modules/uploads/tables';
import { nextWeeklyClose, staggeredEnd, type LotPublication, type PublishedLot } from '@/modules/auctions';
import {
  completeAuction,
  createAuctionFromItem,
  createAuctionWithItem,
  listAdminAuctions,
  listMySales,
  publishAuction,
  relistAuction,
  searchAuctions,
  updateAuctionInfo,
} from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { createItem, getItem, publishItemImages, updateItem } from '@/modules/catalog/server';
import { itemLots } from '@/modules/auctions/server';
import { saleSettlement } from '@/modules/orders/server';
import { AppError } from '@/platform/errors';
import { pageTopic } from '@/platform/page-cache';
import { latestEventId } from '@/platform/realtime';
import { connector } from '../setup/app-fetch';
import { type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The studio's catalogue (docs/product.md §1, §9): items with photos claimed from uploads and published
 * outside the transaction, draft lots placed at the end of the next Sunday's stagger, publishing
 * (status table, search, the LotPublication port in the same transaction), price edits before and
 * after the first bid, relisting, and the actions' access and refusals through the real connector.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Admin', admin: true });
const member = t.signedInUser({ firstName: 'Medlem' });
const seller = t.signedInUser({ firstName: 'Saljare' });
const db = () => t.database.db;

/** Finished uploads of `ownerId`, as Helper A's tus module leaves them. */
async function readyUploads(ownerId: string, n: number): Promise<string[]> {
  const keys = Array.from({ length: n }, () => randomBytes(16).toString('hex'));
  await db()
    .insert(uploads)
    .values(
      keys.map((key) => ({ key, ownerId, status: 'ready' as const, format: 'jpeg', width: 1600, height: 1200, fileName: `${key}.jpg` })),
    );
  return keys;
}

/** A publisher that "copies" files in memory; `fail` makes it throw like a full disk. */
function memoryPublisher(options: { fail?: boolean } = {}) {
  const copied: string[] = [];
  return {
    copied,
    publish: async (images: StoredImage[], prefix: string) => {
      if (options.fail) throw new Error('disk full');
      return images.map((image) => {
        const key = `${prefix}/${image.key.split('/')[1]}.jpg`;
        copied.push(key);
        return { ...image, key };
      });
    },
  };
}

/** Records each publication and what the lot looked like inside the publishing transaction. */
function recordingPublication(options: { fail?: boolean } = {}) {
  const calls: { lot: PublishedLot; statusInTx: string }[] = [];
  const publication: LotPublication = {
    async published(tx, lot) {
      const [row] = await tx.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, lot.auctionId));
      calls.push({ lot, statusInTx: row!.status });
      if (options.fail) throw new AppError('INTERNAL', 'port failed');
    },
  };
  return { calls, publication };
}

let titleCounter = 0;
async function studioLot(
  overrides: { auction?: Record<string, unknown>; title?: string; publish?: ReturnType<typeof memoryPublisher> } = {},
) {
  const title = overrides.title ?? `Studions testföremål ${++titleCounter}`;
  const keys = await readyUploads(admin.id, 2);
  return createAuctionWithItem(db(), {
    actorId: admin.id,
    item: {
      title,
      description: 'En vacker sak.',
      category: 'GLAS_PORSLIN_DUKNING',
      maker: null,
      year: null,
      condition: null,
      dimensions: null,
      shippingPrice: 149,
      images: keys,
      estimateLow: 800,
      estimateHigh: 1200,
    },
    auction: { startPrice: 500, ...(overrides.auction ?? {}) },
    publish: (overrides.publish ?? memoryPublisher()).publish,
  });
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(AppError.is(error)).toBe(true);
  return (error as AppError).toJSON();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several actions, compared by value
async function call(data: Record<string, unknown>, user?: TestUser | null): Promise<{ status: number; body: any }> {
  const response = await connector(data, user ? user.auth : {});
  return { status: response.status, body: await response.json() };
}

const settlement = saleSettlement();

async function endLot(auctionId: number) {
  await db()
    .update(auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, auctionId));
  return completeAuction(db(), auctionId, { settlement });
}

describe(`the studio's catalogue on ${testEngine}`, () => {
  it('creates an item with a draft lot at the end of the next Sunday stagger, lots in a row one minute apart', async () => {
    const now = new Date();
    const close = nextWeeklyClose(now);
    // Lots already in that Sunday's sale (numbers up to 7).
    const [sale] = await db().insert(sales).values({ title: 'Veckans auktion', firstEndsAt: close }).returning();
    const existing = await createItem(db(), {
      sellerId: null,
      title: 'Redan katalogiserad',
      description: '',
      category: 'OVRIGT',
      images: [] as StoredImage[],
    }).catch(() => null);
    expect(existing).toBeNull(); // an item needs a photo
    const [item] = await db()
      .insert(items)
      .values({ title: 'Redan katalogiserad', category: 'OVRIGT', images: [{ key: 'demo/x.jpg', width: 1, height: 1, alt: 'x' }] })
      .returning();
    const end7 = staggeredEnd(close, 6);
    await db().insert(auctions).values({
      slug: 'redan',
      itemId: item!.id,
      saleId: sale!.id,
      lotNumber: 7,
      category: 'OVRIGT',
      startPrice: 100,
      startsAt: now,
      endsAt: end7,
      originalEndsAt: end7,
      status: 'live',
      publishedAt: now,
    });

    const made = [await studioLot(), await studioLot(), await studioLot()];
    for (const [i, created] of made.entries()) {
      expect(created.auction).toMatchObject({ status: 'draft', endsAt: staggeredEnd(close, 7 + i).toISOString() });
      expect(new Date(created.auction.endsAt).getTime() - now.getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
      const [row] = await db().select().from(auctions).where(eq(auctions.id, created.auction.id));
      expect(row).toMatchObject({
        saleId: sale!.id,
        lotNumber: 8 + i,
        sellerId: null,
        estimateLow: 800,
        estimateHigh: 1200,
        startPrice: 500,
      });
    }
    // The photos were claimed and published under items/<id>; the uploads are used.
    const view = await getItem(db(), made[0]!.item.id);
    expect(view!.shippingPrice).toBe(149);
    expect(view!.images.map((image) => image.key)).toEqual([
      expect.stringMatching(`^items/${made[0]!.item.id}/`),
      expect.stringMatching(`^items/`),
    ]);
    expect(view!.images.every((image) => !image.private && image.alt === view!.title)).toBe(true);
    const unused = await db()
      .select()
      .from(uploads)
      .where(sql`${uploads.usedAt} is null`);
    expect(unused).toEqual([]);
  });

  it('keeps a draft whole when copying photos fails, and publishing retries the copy', async () => {
    const created = await studioLot({ publish: memoryPublisher({ fail: true }) });
    const before = await getItem(db(), created.item.id);
    expect(before!.images.every((image) => image.private && image.key.startsWith('uploads/'))).toBe(true);
    // Still failing: publishing is refused and the lot stays a draft.
    const { publication, calls } = recordingPublication();
    expect(
      await refusalOf(publishAuction(db(), created.auction.id, { publication, publish: memoryPublisher({ fail: true }).publish })),
    ).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    expect(calls).toEqual([]);
    const published = await publishAuction(db(), created.auction.id, { publication, publish: memoryPublisher().publish });
    expect(published.auction.status).toBe('live');
    expect((await getItem(db(), created.item.id))!.images.every((image) => image.key.startsWith(`items/${created.item.id}/`))).toBe(true);
  });

  it('publishes a draft live (found by its title at once) with the port in the same transaction; twice is refused', async () => {
    const created = await studioLot({ title: 'Skimrande kristallskål Orrefors' });
    expect((await searchAuctions(db(), { search: 'kristallskål' })).items.map((a) => a.id)).not.toContain(created.auction.id);

    // A failing port rolls the publish back.
    const failing = recordingPublication({ fail: true });
    expect(await refusalOf(publishAuction(db(), created.auction.id, { publication: failing.publication }))).toMatchObject({
      status: 'INTERNAL',
    });
    expect((await db().select().from(auctions).where(eq(auctions.id, created.auction.id)))[0]).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });

    const { publication, calls } = recordingPublication();
    const result = await publishAuction(db(), created.auction.id, { publication });
    expect(result.auction).toMatchObject({
      id: created.auction.id,
      status: 'live',
      href: expect.stringMatching(/^\/auktioner\/\d+-skimrande-kristallskal/),
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.statusInTx).toBe('live');
    expect(calls[0]!.lot).toMatchObject({
      auctionId: created.auction.id,
      itemId: created.item.id,
      sellerId: null,
      title: 'Skimrande kristallskål Orrefors',
      status: 'live',
    });
    const [row] = await db().select().from(auctions).where(eq(auctions.id, created.auction.id));
    expect(row!.publishedAt).not.toBeNull();
    expect((await searchAuctions(db(), { search: 'kristallskål' })).items.map((a) => a.id)).toContain(created.auction.id);

    expect(await refusalOf(publishAuction(db(), created.auction.id, { publication }))).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Auktionen är redan publicerad.',
    });
    expect(calls).toHaveLength(1);
  });

  it('publishes a lot that starts later as scheduled', async () => {
    const startsAt = new Date(Date.now() + 86_400_000);
    const created = await studioLot({ auction: { startsAt } });
    const { publication, calls } = recordingPublication();
    expect((await publishAuction(db(), created.auction.id, { publication })).auction.status).toBe('scheduled');
    expect(calls[0]!.lot.status).toBe('scheduled');
  });

  it('changes prices before the first bid only, and the end only before the start', async () => {
    const created = await studioLot();
    const id = created.auction.id;
    await updateAuctionInfo(db(), id, { startPrice: 600, reservePrice: 900, buyNowPrice: 2000, estimateLow: 1000, estimateHigh: 1500 });
    expect((await db().select().from(auctions).where(eq(auctions.id, id)))[0]).toMatchObject({
      startPrice: 600,
      reservePrice: 900,
      buyNowPrice: 2000,
    });
    expect(await refusalOf(updateAuctionInfo(db(), id, { reservePrice: 100 }))).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Reservationspriset kan inte vara lägre än startpriset.',
    });
    const endsAt = new Date(Date.now() + 5 * 86_400_000);
    expect((await updateAuctionInfo(db(), id, { endsAt })).auction.endsAt).toBe(endsAt.toISOString());
    expect((await db().select().from(auctions).where(eq(auctions.id, id)))[0]).toMatchObject({ saleId: null, lotNumber: null });

    await publishAuction(db(), id, { publication: recordingPublication().publication });
    await placeBidOnAuction(db(), { userId: member.id, auctionId: id, amount: 700 });
    expect(await refusalOf(updateAuctionInfo(db(), id, { startPrice: 650 }))).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Priserna kan inte ändras efter första budet.',
    });
    // The same values again change nothing and are fine; the end of a live lot is not the studio's to move.
    await updateAuctionInfo(db(), id, { startPrice: 600 });
    expect(await refusalOf(updateAuctionInfo(db(), id, { endsAt: new Date(Date.now() + 9 * 86_400_000) }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
  });

  it('relists only an ended unsold lot, once, as a new draft of the same item', async () => {
    const created = await studioLot();
    const id = created.auction.id;
    expect(await refusalOf(relistAuction(db(), id, {}))).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Bara en avslutad auktion som inte såldes kan läggas upp igen.',
    });
    await publishAuction(db(), id, { publication: recordingPublication().publication });
    expect(await refusalOf(relistAuction(db(), id, {}))).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await endLot(id))!.outcome).toBe('unsold');

    const relisted = await relistAuction(db(), id, {});
    expect(relisted.auction).toMatchObject({ status: 'draft', relistedFromId: id });
    const [row] = await db().select().from(auctions).where(eq(auctions.id, relisted.auction.id));
    expect(row).toMatchObject({ itemId: created.item.id, startPrice: 500, estimateLow: 800, status: 'draft', relistedFromId: id });
    expect(await refusalOf(relistAuction(db(), id, {}))).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Auktionen är redan upplagd igen.',
    });

    // A sold lot is not relisted.
    const sold = await studioLot();
    await publishAuction(db(), sold.auction.id, { publication: recordingPublication().publication });
    await placeBidOnAuction(db(), { userId: member.id, auctionId: sold.auction.id, amount: 500 });
    expect((await endLot(sold.auction.id))!.outcome).toBe('sold');
    expect(await refusalOf(relistAuction(db(), sold.auction.id, {}))).toMatchObject({ status: 'FAILED_PRECONDITION' });
  });

  it("defaults a lot's prices to its source's through the port, and refuses a second open lot of one item", async () => {
    const item = await createItem(db(), {
      sellerId: seller.id,
      valuationId: 42,
      title: '  Pall\u0000 av Alvar Aalto ',
      description: 'Björk.\r\nFin patina.',
      category: 'MOBLER',
      images: [{ key: 'items/x/pall.jpg', width: 10, height: 10, alt: '' }],
      shippingPrice: null,
    });
    const stored = await getItem(db(), item.id);
    expect(stored).toMatchObject({
      title: 'Pall av Alvar Aalto',
      description: 'Björk.\nFin patina.',
      shippingPrice: null,
      valuationId: 42,
    });
    const asked: unknown[] = [];
    const priceDefaults = {
      async forItem(_tx: DbOrTx, source: { itemId: number; valuationId: number | null }) {
        asked.push(source);
        return { startPrice: 1500, reservePrice: 2000, estimateLow: 2500, estimateHigh: 3500 };
      },
    };
    const { auction } = await createAuctionFromItem(db(), item.id, { buyNowPrice: 6000 }, { priceDefaults });
    expect(asked).toEqual([{ itemId: item.id, valuationId: 42 }]);
    expect((await db().select().from(auctions).where(eq(auctions.id, auction.id)))[0]).toMatchObject({
      startPrice: 1500,
      reservePrice: 2000,
      buyNowPrice: 6000,
      estimateLow: 2500,
      estimateHigh: 3500,
      sellerId: seller.id,
      status: 'draft',
    });
    expect(await refusalOf(createAuctionFromItem(db(), item.id, { startPrice: 100 }, { priceDefaults }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    // The seller sees the lot under "Mina försäljningar".
    expect((await listMySales(db(), seller.id)).map((sale) => sale.id)).toContain(auction.id);
    expect(await listMySales(db(), member.id)).toEqual([]);
  });

  it("updates an item: kept images by key, new uploads claimed, another user's upload refused", async () => {
    const created = await studioLot();
    const before = (await getItem(db(), created.item.id))!;
    const [fresh] = await readyUploads(admin.id, 1);
    const [others] = await readyUploads(member.id, 1);
    expect(
      await refusalOf(updateItem(db(), { itemId: created.item.id, actorId: admin.id, images: [before.images[0]!.key, others!] }, itemLots)),
    ).toMatchObject({ status: 'NOT_FOUND' });
    const result = await updateItem(
      db(),
      {
        itemId: created.item.id,
        actorId: admin.id,
        title: 'Nytt namn',
        category: 'BELYSNING',
        images: [fresh!, before.images[1]!.key],
      },
      itemLots,
    );
    expect(result.newImages).toBe(1);
    await publishItemImages(db(), created.item.id, { publish: memoryPublisher().publish, lots: itemLots });
    const after = (await getItem(db(), created.item.id))!;
    expect(after.title).toBe('Nytt namn');
    expect(after.images.map((image) => image.key)).toEqual([`items/${created.item.id}/${fresh}.jpg`, before.images[1]!.key]);
    expect((await db().select().from(auctions).where(eq(auctions.id, created.auction.id)))[0]!.category).toBe('BELYSNING');
    // A draft's page is seen by no visitor: nothing to announce. A published lot's page is
    // announced changed with the edit, so the page cache drops its copies.
    const [lot] = await db().select({ slug: auctions.slug }).from(auctions).where(eq(auctions.id, created.auction.id));
    const lotPage = pageTopic(`/auktioner/${created.auction.id}-${lot!.slug}`);
    expect(await latestEventId(db(), lotPage)).toBe(0);
    await publishAuction(db(), created.auction.id, { publication: recordingPublication().publication, publish: memoryPublisher().publish });
    await updateItem(db(), { itemId: created.item.id, actorId: admin.id, description: 'Ny beskrivning.' }, itemLots);
    expect(await latestEventId(db(), lotPage)).toBeGreaterThan(0);
    expect(await refusalOf(updateItem(db(), { itemId: 999_999, actorId: admin.id, title: 'x y z' }, itemLots))).toMatchObject({
      status: 'NOT_FOUND',
    });
  });

  it('lists the studio lots by tab with counts', async () => {
    const list = await listAdminAuctions(db(), { status: 'draft' });
    expect(list.auctions.length).toBeGreaterThan(0);
    expect(list.auctions.every((row) => row.status === 'draft')).toBe(true);
    expect(list.counts.draft).toBe(list.total);
    expect(list.counts.live).toBeGreaterThan(0);
  });
});

describe(`the catalogue actions on ${testEngine}`, () => {
  const denied = { status: 'PERMISSION_DENIED', message: 'Du har inte behörighet till det här.' };
  const auctionWithItem = (overrides: { item?: Record<string, unknown>; auction?: Record<string, unknown> } = {}) => ({
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title: 'Vas',
      description: '',
      category: 'VASER_KRUKOR',
      images: ['abc'],
      estimateLow: 100,
      estimateHigh: 200,
      ...overrides.item,
    },
    auction: { startPrice: 50, ...overrides.auction },
  });

  it('are for admins only', async () => {
    for (const data of [
      auctionWithItem(),
      { action: 'CREATE_AUCTION_FROM_ITEM', itemId: 1 },
      { action: 'PUBLISH_AUCTION', auctionId: 1 },
      { action: 'UPDATE_AUCTION_INFO', auctionId: 1, startPrice: 10 },
      { action: 'RELIST_AUCTION', auctionId: 1 },
      { action: 'LIST_ADMIN_AUCTIONS' },
      { action: 'CREATE_ITEM', title: 'Vas', description: '', category: 'VASER_KRUKOR', images: ['abc'] },
      { action: 'UPDATE_ITEM', itemId: 1, title: 'Vas' },
      { action: 'GET_ITEM', itemId: 1 },
    ]) {
      expect(await call(data, member)).toEqual({ status: 403, body: { error: denied } });
      expect((await call(data, null)).body.error.status).toBe('UNAUTHENTICATED');
    }
  });

  it('answer NOT_FOUND for unknown ids', async () => {
    for (const data of [
      { action: 'CREATE_AUCTION_FROM_ITEM', itemId: 999_999, startPrice: 100 },
      { action: 'PUBLISH_AUCTION', auctionId: 999_999 },
      { action: 'UPDATE_AUCTION_INFO', auctionId: 999_999, startPrice: 10 },
      { action: 'RELIST_AUCTION', auctionId: 999_999 },
      { action: 'UPDATE_ITEM', itemId: 999_999, title: 'Vas' },
      { action: 'GET_ITEM', itemId: 999_999 },
      { action: 'GET_ADMIN_AUCTION', auctionId: 999_999 },
    ]) {
      const answer = await call(data, admin);
      expect(answer.status, JSON.stringify(data)).toBe(404);
      expect(answer.body.error.status).toBe('NOT_FOUND');
    }
  });

  it('answer an unknown photo key NOT_FOUND, as another user’s would be', async () => {
    const answer = await call(auctionWithItem(), admin);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({ status: 'NOT_FOUND', message: 'Bilden hittades inte.' });
  });

  it('refuse bad money and bad text with a Swedish INVALID_ARGUMENT', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [auctionWithItem({ auction: { startPrice: 10.5 } }), 'Startpriset måste vara i hela kronor.'],
      [auctionWithItem({ auction: { startPrice: -5 } }), 'Startpriset måste vara större än 0 kr.'],
      [auctionWithItem({ auction: { startPrice: '500' } }), 'Startpriset måste vara ett belopp i hela kronor.'],
      [auctionWithItem({ auction: { startPrice: 500, reservePrice: 400 } }), 'Reservationspriset kan inte vara lägre än startpriset.'],
      [auctionWithItem({ auction: { startPrice: 500, buyNowPrice: 500 } }), 'Köp nu-priset måste vara högre än startpriset.'],
      [auctionWithItem({ item: { estimateLow: 300, estimateHigh: 200 } }), 'Det lägre utropet kan inte vara högre än det högre.'],
      [auctionWithItem({ item: { shippingPrice: -1 } }), 'Frakten kan inte vara negativ.'],
      [auctionWithItem({ item: { images: [] } }), 'Lägg till minst en bild.'],
      [auctionWithItem({ item: { category: 'ALLA_AUKTIONER' } }), 'Välj en kategori.'],
      [auctionWithItem({ item: { title: '\u0000\u0001' } }), 'Ange en titel på minst 3 tecken.'],
      [
        auctionWithItem({ auction: { startPrice: 50, endsAt: new Date(Date.now() - 60_000).toISOString() } }),
        'Sluttiden måste ligga i framtiden.',
      ],
      [auctionWithItem({ auction: { startPrice: 50, endsAt: 'i morgon' } }), 'Sluttiden måste vara en giltig tidpunkt.'],
      [{ action: 'UPDATE_AUCTION_INFO', auctionId: 1, reservePrice: 0 }, 'Reservationspriset måste vara större än 0 kr.'],
    ];
    for (const [data, message] of cases) {
      const answer = await call(data, admin);
      // Schema refusals name the field ("Ogiltigt värde för auction.startPrice: …"); rule refusals are the message alone.
      expect(answer.body.error, JSON.stringify(data)).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: expect.stringMatching(new RegExp(`(^|: )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
      });
      expect(answer.status).toBe(400);
    }
  });
});
