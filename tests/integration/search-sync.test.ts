import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { queryRows } from '@/db/rows';
import type { LotCategoryKey } from '@/keys';
import { searchAuctions } from '@/modules/auctions/queries/search-auctions';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

/**
 * Search reads auction_search and auction_category_counts, copies kept by triggers (migration
 * 0008). Every kind of change to auctions and items must show in the next search, exactly.
 */

let t: TestDatabase;
const now = Date.now();

async function addLot(
  title: string,
  category: LotCategoryKey,
  options: { maker?: string; endsInMinutes?: number; status?: 'live' | 'ended' | 'draft' } = {},
) {
  const db = t.database.db;
  const [item] = await db
    .insert(items)
    .values({ title, maker: options.maker ?? null, category })
    .returning({ id: items.id });
  const endsAt = new Date(now + (options.endsInMinutes ?? 60) * 60_000);
  const [auction] = await db
    .insert(auctions)
    .values({
      slug: `lot-${item!.id}`,
      itemId: item!.id,
      category,
      startPrice: 100,
      startsAt: new Date(now - 86_400_000),
      endsAt,
      originalEndsAt: endsAt,
      status: options.status ?? 'live',
      publishedAt: new Date(now - 3_600_000),
    })
    .returning({ id: auctions.id });
  return { itemId: item!.id, auctionId: auction!.id };
}

const titles = async (search: string, extra: Parameters<typeof searchAuctions>[1] = {}) =>
  (await searchAuctions(t.database.db, { search, ...extra })).items.map((item) => item.title);

/** The kept counts must always equal counting the auctions afresh. */
async function expectCountsExact() {
  const kept = await queryRows<{ status: string; category: string; n: number }>(
    t.database.db,
    sql`select status::text, category::text, n from auction_category_counts where n <> 0 order by 1, 2`,
  );
  const fresh = await queryRows<{ status: string; category: string; n: number }>(
    t.database.db,
    sql`select status::text, category::text, count(*)::int as n from auctions group by 1, 2 order by 1, 2`,
  );
  expect(kept.map((row) => ({ ...row, n: Number(row.n) }))).toEqual(fresh.map((row) => ({ ...row, n: Number(row.n) })));
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

describe(`search stays in step with auctions and items on ${testEngine}`, () => {
  it('finds a lot by its new title after the item is edited, and not by the old one', async () => {
    const lot = await addLot('Karaff, facetterad', 'GLAS_PORSLIN_DUKNING');
    expect(await titles('karaff')).toEqual(['Karaff, facetterad']);
    await t.database.db.update(items).set({ title: 'Sockerskål, pressglas', maker: 'Eda' }).where(eq(items.id, lot.itemId));
    expect(await titles('karaff')).toEqual([]);
    expect(await titles('sockerskålar')).toEqual(['Sockerskål, pressglas']);
    expect(await titles('eda')).toEqual(['Sockerskål, pressglas']);
    await t.database.db.update(items).set({ description: 'Med lock i silver.' }).where(eq(items.id, lot.itemId));
    expect(await titles('silver')).toEqual(['Sockerskål, pressglas']);
  });

  it('sorts by the price and bid count that bids leave on the auction', async () => {
    const cheap = await addLot('Gjutjärnsgryta, liten', 'OVRIGT');
    const dear = await addLot('Gjutjärnsgryta, stor', 'OVRIGT');
    expect(await titles('gjutjärnsgryta', { sort: 'hogst-pris' })).toEqual(['Gjutjärnsgryta, liten', 'Gjutjärnsgryta, stor']);
    await t.database.db.update(auctions).set({ currentPrice: 900, bidCount: 4 }).where(eq(auctions.id, dear.auctionId));
    await t.database.db.update(auctions).set({ currentPrice: 300, bidCount: 1 }).where(eq(auctions.id, cheap.auctionId));
    expect(await titles('gjutjärnsgryta', { sort: 'hogst-pris' })).toEqual(['Gjutjärnsgryta, stor', 'Gjutjärnsgryta, liten']);
    expect(await titles('gjutjärnsgryta', { sort: 'lagst-pris' })).toEqual(['Gjutjärnsgryta, liten', 'Gjutjärnsgryta, stor']);
    expect(await titles('gjutjärnsgryta', { sort: 'flest-bud' })).toEqual(['Gjutjärnsgryta, stor', 'Gjutjärnsgryta, liten']);
    // A soft-close extension moves the lot in the ending-soonest order.
    await t.database.db
      .update(auctions)
      .set({ endsAt: new Date(now + 1_000 * 60_000) })
      .where(eq(auctions.id, cheap.auctionId));
    expect(await titles('gjutjärnsgryta', { sort: 'slutar-snart' })).toEqual(['Gjutjärnsgryta, stor', 'Gjutjärnsgryta, liten']);
  });

  it('sorts the list without a search by newest, price and bids, reading the page ids first', async () => {
    const db = t.database.db;
    const older = await addLot('Spegel, rokoko', 'SPEGLAR');
    const newer = await addLot('Spegel, empire', 'SPEGLAR');
    await db
      .update(auctions)
      .set({ publishedAt: new Date(now - 7_200_000), currentPrice: 800, bidCount: 1 })
      .where(eq(auctions.id, older.auctionId));
    await db
      .update(auctions)
      .set({ publishedAt: new Date(now - 60_000), bidCount: 5 })
      .where(eq(auctions.id, newer.auctionId));
    const list = async (sort: NonNullable<Parameters<typeof searchAuctions>[1]['sort']>) =>
      (await searchAuctions(db, { categories: ['SPEGLAR'], sort })).items.map((item) => item.title);
    expect(await list('nyast')).toEqual(['Spegel, empire', 'Spegel, rokoko']);
    expect(await list('hogst-pris')).toEqual(['Spegel, rokoko', 'Spegel, empire']);
    expect(await list('lagst-pris')).toEqual(['Spegel, empire', 'Spegel, rokoko']);
    expect(await list('flest-bud')).toEqual(['Spegel, empire', 'Spegel, rokoko']);
    const page = await searchAuctions(db, { categories: ['SPEGLAR'], sort: 'nyast', pageSize: 1, page: 2 });
    expect(page.items.map((item) => item.title)).toEqual(['Spegel, rokoko']);
    expect(page.total).toBe(2);
  });

  it('follows status and category changes in the results, the facets and the totals without a search', async () => {
    const lot = await addLot('Brudkrona, förgylld', 'SMYCKEN');
    const before = await searchAuctions(t.database.db, {});
    expect(await titles('brudkrona')).toEqual(['Brudkrona, förgylld']);

    await t.database.db.update(auctions).set({ category: 'SAMLARFOREMAL' }).where(eq(auctions.id, lot.auctionId));
    expect((await searchAuctions(t.database.db, { search: 'brudkrona' })).facets).toEqual({ SAMLARFOREMAL: 1 });
    const moved = await searchAuctions(t.database.db, {});
    expect(moved.total).toBe(before.total);
    expect(moved.facets.SMYCKEN ?? 0).toBe((before.facets.SMYCKEN ?? 0) - 1);
    expect(moved.facets.SAMLARFOREMAL ?? 0).toBe((before.facets.SAMLARFOREMAL ?? 0) + 1);

    await t.database.db.update(auctions).set({ status: 'ended' }).where(eq(auctions.id, lot.auctionId));
    expect(await titles('brudkrona')).toEqual([]);
    expect(await titles('brudkrona', { includeEnded: true })).toEqual(['Brudkrona, förgylld']);
    const ended = await searchAuctions(t.database.db, {});
    expect(ended.total).toBe(before.total - 1);
    expect((await searchAuctions(t.database.db, { includeEnded: true })).total).toBe(before.total);
    await expectCountsExact();
  });

  it('leaves drafts out and counts a lot once it goes live', async () => {
    const lot = await addLot('Bokstöd, brons', 'SKULPTURER_FIGURINER', { status: 'draft' });
    const before = await searchAuctions(t.database.db, {});
    expect(await titles('bokstöd', { includeEnded: true })).toEqual([]);
    await t.database.db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, lot.auctionId));
    expect(await titles('bokstöd')).toEqual(['Bokstöd, brons']);
    expect((await searchAuctions(t.database.db, {})).total).toBe(before.total + 1);
    await expectCountsExact();
  });

  it('forgets deleted auctions, one or many at a time', async () => {
    const first = await addLot('Tekanna, tenn', 'OVRIGT');
    const second = await addLot('Tekanna, porslin', 'GLAS_PORSLIN_DUKNING');
    const before = await searchAuctions(t.database.db, {});
    expect((await titles('tekanna')).sort()).toEqual(['Tekanna, porslin', 'Tekanna, tenn']);
    await t.database.db.delete(auctions).where(inArray(auctions.id, [first.auctionId, second.auctionId]));
    expect(await titles('tekanna')).toEqual([]);
    expect((await searchAuctions(t.database.db, {})).total).toBe(before.total - 2);
    await expectCountsExact();
  });

  it('keeps the counts exact through a multi-row insert and update', async () => {
    const db = t.database.db;
    const made = await db
      .insert(items)
      .values([1, 2, 3, 4].map((n) => ({ title: `Servett ${n}, linne`, category: 'MATTOR_TEXTIL' as const })))
      .returning({ id: items.id });
    const endsAt = new Date(now + 90 * 60_000);
    await db.insert(auctions).values(
      made.map((item, n) => ({
        slug: `servett-${n}`,
        itemId: item.id,
        category: 'MATTOR_TEXTIL' as const,
        startPrice: 50,
        startsAt: new Date(now - 86_400_000),
        endsAt,
        originalEndsAt: endsAt,
        status: n % 2 === 0 ? ('live' as const) : ('scheduled' as const),
      })),
    );
    expect(await titles('servetter')).toHaveLength(2);
    await expectCountsExact();
    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.category, 'MATTOR_TEXTIL'));
    expect(await titles('servetter')).toHaveLength(4);
    await expectCountsExact();
  });

  it('corrects a word again when the only title that had it was renamed', async () => {
    // search_words keeps "vinkaraffen" for good. Once the lot is renamed nothing contains "karaff",
    // so "karaffen" must be corrected against the vocabulary (to "karafen") as if it was never there.
    const renamed = await addLot('Vinkaraffen, kristall', 'GLAS_PORSLIN_DUKNING');
    await addLot('Karafen, pressglas', 'GLAS_PORSLIN_DUKNING');
    expect(await titles('karaffen')).toEqual(['Vinkaraffen, kristall']);
    await t.database.db.update(items).set({ title: 'Dekanter, kristall' }).where(eq(items.id, renamed.itemId));
    expect(await titles('karaffen')).toEqual(['Karafen, pressglas']);
  });
});

describe(`title words and description full text together on ${testEngine}`, () => {
  it('finds a description word a title word already starts with, by the whole word and by a prefix', async () => {
    // "vasen" stems to "vas", which the title word "vas" starts with: body_vector leaves it out and
    // title_words finds it, for the long and the short prefix alike.
    await addLot('Vas, klarglas', 'VASER_KRUKOR');
    await t.database.db.update(items).set({ description: 'Vasen har en liten nagg.' }).where(eq(items.title, 'Vas, klarglas'));
    expect(await titles('vasen')).toContain('Vas, klarglas');
    expect(await titles('nagg')).toEqual(['Vas, klarglas']);
    expect(await titles('va')).toContain('Vas, klarglas');
  });

  it('matches a word of one or two letters as a prefix in titles, makers and descriptions', async () => {
    const inTitle = await addLot('Byrå, ek', 'MOBLER');
    const inText = await addLot('Skåp, allmoge', 'MOBLER');
    await t.database.db.update(items).set({ description: 'Skåpet är av massiv ek.' }).where(eq(items.id, inText.itemId));
    expect((await titles('ek')).sort()).toEqual(['Byrå, ek', 'Skåp, allmoge']);
    await t.database.db.update(items).set({ title: 'Byrå, björk' }).where(eq(items.id, inTitle.itemId));
    expect(await titles('ek')).toEqual(['Skåp, allmoge']);
  });
});
