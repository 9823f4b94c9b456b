import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { queryRows } from '@/db/rows';
import type { LotCategoryKey } from '@/keys';
import { searchAuctions, type SearchParams } from '@/modules/auctions/queries/search-auctions';
import { getSoldLotLinks } from '@/modules/auctions/queries/sold-lots';
import { clearEndedAuctions } from '@/modules/auctions/commands/clear-ended';
import { hideFromArchive } from '@/modules/auctions/commands/hide-from-archive';
import { backfillAuctionSearch } from '@/modules/auctions/commands/backfill-search';
import { runAsAdminAction } from '@/platform/audit';
import { auditSentence } from '@/modules/admin/domain/audit-text';
import { createSignedInUser } from '../setup/lots';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

/**
 * The archive of what sold (docs/decisions/0047): the same search over ended lots that sold and
 * the studio has not hidden, archived by CLEAR_ENDED or not, sorted by date or hammer price.
 */

let t: TestDatabase;
const now = Date.now();
const DAY = 86_400_000;

async function addLot(
  title: string,
  options: {
    category?: LotCategoryKey;
    description?: string;
    status?: 'live' | 'ended';
    outcome?: 'sold' | 'unsold' | null;
    price?: number | null;
    endedDaysAgo?: number;
  } = {},
) {
  const db = t.database.db;
  const category = options.category ?? 'GLAS_PORSLIN_DUKNING';
  const [item] = await db
    .insert(items)
    .values({ title, category, description: options.description ?? '' })
    .returning({ id: items.id });
  const status = options.status ?? 'ended';
  const endsAt = new Date(status === 'live' ? now + DAY : now - (options.endedDaysAgo ?? 1) * DAY);
  const [auction] = await db
    .insert(auctions)
    .values({
      slug: `lot-${item!.id}`,
      itemId: item!.id,
      category,
      startPrice: 100,
      startsAt: new Date(endsAt.getTime() - 7 * DAY),
      endsAt,
      originalEndsAt: endsAt,
      status,
      outcome: status === 'ended' ? (options.outcome === undefined ? 'sold' : options.outcome) : null,
      currentPrice: options.price ?? null,
      bidCount: options.price ? 3 : 0,
      publishedAt: new Date(endsAt.getTime() - 7 * DAY),
      endedAt: status === 'ended' ? endsAt : null,
    })
    .returning({ id: auctions.id });
  return auction!.id;
}

const archive = async (search: string, extra: Partial<SearchParams> = {}) =>
  (await searchAuctions(t.database.db, { search, archive: true, ...extra })).items.map((item) => item.title);

let vase: number;
let bowl: number;
let unsold: number;
let live: number;
let old: number;

beforeAll(async () => {
  t = await createTestDatabase();
  vase = await addLot('Vas, Orrefors', { price: 2400, endedDaysAgo: 2, description: 'Klarglas med slipad dekor.' });
  bowl = await addLot('Skål, Kosta', { price: 800, endedDaysAgo: 1 });
  unsold = await addLot('Vas, Gustavsberg', { outcome: 'unsold', endedDaysAgo: 1 });
  live = await addLot('Vas, Rörstrand', { status: 'live', price: 500 });
  old = await addLot('Karaff, Reijmyre', { price: 1500, endedDaysAgo: 40, category: 'OVRIGT' });
});
afterAll(async () => t?.cleanup());

describe(`the archive of what sold on ${testEngine}`, () => {
  it('finds a sold lot by the terms the live search would use, stemming included ("vaser" → vas)', async () => {
    expect(await archive('vaser')).toEqual(['Vas, Orrefors']);
    expect(await archive('orrefors')).toEqual(['Vas, Orrefors']);
    expect(await archive('slipad')).toEqual(['Vas, Orrefors']);
    // A misspelling is corrected against the catalogue's words, as on the live list.
    expect(await archive('orefors')).toEqual(['Vas, Orrefors']);
    // The live list has only the live vase; with ended lots, every vase not archived.
    expect((await searchAuctions(t.database.db, { search: 'vaser' })).items.map((i) => i.title)).toEqual(['Vas, Rörstrand']);
  });

  it('leaves out lots that did not sell and lots still live', async () => {
    const found = await searchAuctions(t.database.db, { archive: true });
    expect(found.items.map((item) => item.id)).not.toContain(unsold);
    expect(found.items.map((item) => item.id)).not.toContain(live);
    expect(found.items.every((item) => item.status === 'ended' && item.outcome === 'sold')).toBe(true);
    expect(found.total).toBe(3);
    expect(found.facets).toEqual({ GLAS_PORSLIN_DUKNING: 2, OVRIGT: 1 });
    await expectSoldCountsExact();
  });

  it('sorts by the latest sold, and by hammer price either way', async () => {
    expect(await archive('')).toEqual(['Skål, Kosta', 'Vas, Orrefors', 'Karaff, Reijmyre']);
    expect(await archive('', { sort: 'lagst-pris' })).toEqual(['Skål, Kosta', 'Karaff, Reijmyre', 'Vas, Orrefors']);
    expect(await archive('', { sort: 'hogst-pris' })).toEqual(['Vas, Orrefors', 'Karaff, Reijmyre', 'Skål, Kosta']);
    expect(await archive('', { categories: ['OVRIGT'] })).toEqual(['Karaff, Reijmyre']);
    const withSearch = await searchAuctions(t.database.db, { search: 'vas skål karaff', archive: true });
    expect(withSearch.total).toBe(0);
    expect(await archive('klarglas', { sort: 'hogst-pris' })).toEqual(['Vas, Orrefors']);
  });

  it('keeps a lot CLEAR_ENDED took out of the live list, and only there', async () => {
    const result = await clearEndedAuctions(t.database.db, { olderThanDays: 30 });
    expect(result.archived).toBeGreaterThanOrEqual(1);
    expect(await archive('karaff')).toEqual(['Karaff, Reijmyre']);
    const ended = await searchAuctions(t.database.db, { search: 'karaff', includeEnded: true });
    expect(ended.items).toEqual([]);
    const endedList = await searchAuctions(t.database.db, { includeEnded: true, pageSize: 100 });
    expect(endedList.items.map((item) => item.id)).not.toContain(old);
    // The rebuild keeps the archived row as the triggers do: nothing to write, nothing to remove.
    expect(await backfillAuctionSearch(t.database.db)).toEqual({ written: 0, removed: 0, countsFixed: 0 });
    expect(await archive('karaff')).toEqual(['Karaff, Reijmyre']);
  });

  it('hides a lot the studio hides, from the archive, the lists and the sitemap, and shows it again', async () => {
    const before = await getSoldLotLinks(t.database.db, { publicUrl: 'https://klubban.test/' });
    expect(before.map((link) => link.url)).toContain(`https://klubban.test/auktioner/${bowl}-lot-${await itemIdOf(bowl)}`);
    expect(before.map((link) => link.url).join()).not.toContain(`/auktioner/${unsold}-`);

    const admin = await createSignedInUser(t.database.db, { admin: true });
    // As the callable layer runs it (admin only: tests/integration/authorization-matrix.test.ts).
    const asAdmin = <T>(run: () => Promise<T>) => runAsAdminAction({ actorId: admin.id, action: 'HIDE_FROM_ARCHIVE' }, run);
    expect(await asAdmin(() => hideFromArchive(t.database.db, { auctionId: bowl, hidden: true }))).toEqual({
      auctionId: bowl,
      hidden: true,
      changed: true,
    });
    expect(await archive('skål')).toEqual([]);
    expect(await archive('')).not.toContain('Skål, Kosta');
    expect((await searchAuctions(t.database.db, { search: 'skål', includeEnded: true })).items).toEqual([]);
    const hidden = await getSoldLotLinks(t.database.db, { publicUrl: 'https://klubban.test' });
    expect(hidden.map((link) => link.url).join()).not.toContain(`/auktioner/${bowl}-`);
    // Once is enough: the same again changes nothing and writes no second audit line.
    expect((await asAdmin(() => hideFromArchive(t.database.db, { auctionId: bowl, hidden: true }))).changed).toBe(false);
    const audit = await queryRows<{ action: string; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, after from audit_log where entity_type = 'auction' and entity_id = ${String(bowl)}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['HIDE_FROM_ARCHIVE']);
    expect(
      auditSentence({ action: 'HIDE_FROM_ARCHIVE', entityType: 'auction', entityId: String(bowl), before: null, after: audit[0]!.after }),
    ).toBe('Dolde föremålet bland sålda föremål');

    expect((await searchAuctions(t.database.db, { archive: true })).facets).toEqual({ GLAS_PORSLIN_DUKNING: 1, OVRIGT: 1 });
    await expectSoldCountsExact();
    await asAdmin(() => hideFromArchive(t.database.db, { auctionId: bowl, hidden: false }));
    await expectSoldCountsExact();
    expect(await archive('skål')).toEqual(['Skål, Kosta']);
  });

  it('refuses to hide what is not a sold lot, and a lot that does not exist', async () => {
    await expect(hideFromArchive(t.database.db, { auctionId: live, hidden: true })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    await expect(hideFromArchive(t.database.db, { auctionId: unsold, hidden: true })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
    await expect(hideFromArchive(t.database.db, { auctionId: 999_999, hidden: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('follows a lot that ends after it was listed: the outcome reaches the search row', async () => {
    const lot = await addLot('Vas, Bergdala', { status: 'live', price: 300 });
    expect(await archive('bergdala')).toEqual([]);
    await t.database.db.update(auctions).set({ status: 'ended', outcome: 'sold', endedAt: new Date() }).where(eq(auctions.id, lot));
    expect(await archive('bergdala')).toEqual(['Vas, Bergdala']);
    await expectSoldCountsExact();
    await t.database.db.update(auctions).set({ category: 'OVRIGT' }).where(eq(auctions.id, lot));
    await expectSoldCountsExact();
    await t.database.db.delete(auctions).where(eq(auctions.id, lot));
    await expectSoldCountsExact();
    expect(await archive('bergdala')).toEqual([]);
    expect(vase).toBeGreaterThan(0);
  });
});

/** The kept counts of the archive equal counting the sold, shown lots afresh. */
async function expectSoldCountsExact() {
  const kept = await queryRows<{ category: string; n: number }>(
    t.database.db,
    sql`select category::text, n from auction_sold_counts where n <> 0 order by 1`,
  );
  const fresh = await queryRows<{ category: string; n: number }>(
    t.database.db,
    sql`select category::text, count(*)::int as n from auctions
        where status = 'ended' and outcome = 'sold' and not archive_hidden and rehearsal_key is null group by 1 order by 1`,
  );
  expect(kept.map((row) => ({ ...row, n: Number(row.n) }))).toEqual(fresh.map((row) => ({ ...row, n: Number(row.n) })));
}

async function itemIdOf(auctionId: number): Promise<number> {
  const [row] = await t.database.db.select({ itemId: auctions.itemId }).from(auctions).where(eq(auctions.id, auctionId));
  return row!.itemId;
}
