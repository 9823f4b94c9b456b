import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@/modules/accounts/tables';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { valuations } from '@/modules/valuations/tables';
import { adminSearch } from '@/modules/admin/server';
import { CONTENT_PAGES, ensureContentPages } from '@/modules/content/server';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { call, sellLot, type OrderRow } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * ADMIN_SEARCH (docs/product.md §9 "Console"): one query across users, content blocks,
 * auctions, valuations, items and purchases, each kind by its own fields and only its own rows,
 * each hit leading to its console page; admins only; bad input refused precisely.
 */

type Hit = { id: string | number; title: string; subtitle?: string; href: string };
type Results = Record<'users' | 'blocks' | 'auctions' | 'valuations' | 'items' | 'purchases', Hit[]>;

const t = fileDatabase();
let admin: TestUser;
let gunnel: TestUser;
let buyer: TestUser;
let seller: TestUser;
let liveLot: { id: number; itemId: number };
let draftLot: { id: number; itemId: number };
let looseItemId: number;
let valuationId: number;
let order: OrderRow;
const db = () => t.database.db;

async function search(query: string, who: TestUser | null = admin): Promise<Results> {
  const answer = await call({ action: 'ADMIN_SEARCH', query }, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.results as Results;
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.id);
const kindsWithHits = (results: Results) => Object.entries(results).flatMap(([kind, hits]) => (hits.length > 0 ? [kind] : []));

beforeAll(async () => {
  await ensureContentPages(
    db(),
    CONTENT_PAGES.map((page) => page.pageId),
  );
  admin = await createSignedInUser(db(), { firstName: 'Studio', admin: true });
  gunnel = await createSignedInUser(db(), { firstName: 'Gunnel', email: 'gunnel.fjallstrom@example.se' });
  await db()
    .update(profiles)
    .set({ lastName: 'Fjällström', fullName: 'Gunnel Fjällström', phoneE164: '+46701234567', phoneRaw: '070-123 45 67' })
    .where(eq(profiles.userId, gunnel.id));
  buyer = await createSignedInUser(db(), { firstName: 'Bertil', email: 'bertil.kopare@example.se' });
  seller = await createSignedInUser(db(), { firstName: 'Sixten', email: 'sixten.saljare@example.se' });

  liveLot = await createLot(db(), { title: 'Skål Ariel, Orrefors' });
  await db().update(items).set({ maker: 'Edvin Öhrström' }).where(eq(items.id, liveLot.itemId));
  draftLot = await createLot(db(), { title: 'Pall Mirja', status: 'draft' });
  await db().update(auctions).set({ lotNumber: 4711 }).where(eq(auctions.id, draftLot.id));
  const [loose] = await db().insert(items).values({ title: 'Kandelaber Tenn', category: 'OVRIGT', maker: 'Svenskt Tenn' }).returning();
  looseItemId = loose!.id;
  const [valuation] = await db()
    .insert(valuations)
    .values({ sellerId: seller.id, title: 'Tekanna Blå Eld', maker: 'Gustavsberg', category: 'OVRIGT' })
    .returning();
  valuationId = valuation!.id;
  order = await sellLot(db(), { buyer, hammer: 2000, title: 'Fat Mon Amie' });
});

describe(`ADMIN_SEARCH on ${testEngine}`, () => {
  it('finds a user by any part of the name, the e-mail and the phone, in any case, and links to the user page', async () => {
    for (const query of ['gunnel', 'GUNNEL TEST', 'fjällström', 'fjallstrom@example', '070-123 45', '+46 70 123 45 67']) {
      const { users } = await search(query);
      expect(ids(users), query).toEqual([gunnel.id]);
    }
    const { users } = await search('gunnel');
    expect(users[0]).toEqual({
      id: gunnel.id,
      title: 'Gunnel Test',
      subtitle: 'gunnel.fjallstrom@example.se',
      href: `/admin/anvandare/${gunnel.id}`,
    });
  });

  it('finds auctions by the public Swedish full-text search (stems, misspellings) and by exact id or lot number, drafts too', async () => {
    for (const query of ['orrefors', 'Skålar', 'Orrefos', 'ariel skål']) {
      const { auctions: lots } = await search(query);
      expect(ids(lots), query).toContain(liveLot.id);
      expect(lots.find((lot) => lot.id === liveLot.id)?.href).toBe(`/admin/auktioner/${liveLot.id}`);
    }
    expect(ids((await search(String(draftLot.id))).auctions)[0]).toBe(draftLot.id);
    expect(ids((await search('nr 4711')).auctions)).toEqual([draftLot.id]);
    // A draft is not on the public list, so its words find it only as an item.
    expect(ids((await search('Mirja')).auctions)).toEqual([]);
  });

  it("finds valuations by title, maker, the seller's name or e-mail and id", async () => {
    for (const query of ['tekanna', 'blå eld', 'gustavsberg', 'Sixten', 'sixten.saljare', `#${valuationId}`]) {
      const { valuations: found } = await search(query);
      expect(ids(found), query).toEqual([valuationId]);
    }
    expect((await search('tekanna')).valuations[0]).toMatchObject({
      href: `/admin/varderingar/${valuationId}`,
      subtitle: 'Sixten Test · Ny',
    });
  });

  it("finds items by title, maker (accents folded) and id, linking to the item's newest lot, or to a new lot", async () => {
    const ariel = await search('ohrstrom');
    expect(ariel.items).toEqual([
      expect.objectContaining({ id: liveLot.itemId, title: 'Skål Ariel, Orrefors', href: `/admin/auktioner/${liveLot.id}` }),
    ]);
    expect((await search('Mirja')).items).toEqual([
      expect.objectContaining({ id: draftLot.itemId, href: `/admin/auktioner/${draftLot.id}` }),
    ]);
    const loose = await search('kandelaber');
    expect(loose.items).toEqual([expect.objectContaining({ id: looseItemId, href: `/admin/auktioner/ny?item=${looseItemId}` })]);
    expect(ids((await search('svenskt tenn')).items)).toEqual([looseItemId]);
    expect(ids((await search(String(looseItemId))).items)[0]).toBe(looseItemId);
  });

  it("finds purchases by order id, the buyer's name or e-mail and the lot's title", async () => {
    for (const query of ['Bertil', 'bertil.kopare@example.se', 'mon amie', String(order.id)]) {
      const { purchases } = await search(query);
      expect(ids(purchases), query).toContain(order.id);
      expect(purchases.find((hit) => hit.id === order.id)?.href).toBe(`/admin/ordrar/${order.id}`);
    }
    expect((await search('mon amie')).purchases[0]?.subtitle).toMatch(/^Order \d+ · Bertil Test · 2\s400\skr · Obetald$/);
  });

  it("keeps each kind to its own rows: one kind's words find nothing in another", async () => {
    expect(kindsWithHits(await search('fjällström'))).toEqual(['users']);
    expect(kindsWithHits(await search('gustavsberg'))).toEqual(['valuations']);
    expect(kindsWithHits(await search('kandelaber'))).toEqual(['items']);
    // The seller of a valuation is a user too, found as both; the buyer as user and purchase.
    expect(kindsWithHits(await search('sixten'))).toEqual(['users', 'valuations']);
    expect(kindsWithHits(await search('bertil'))).toEqual(['users', 'purchases']);
    // The editable pages' blocks (written at start-up, as bootstrap does): their words find blocks only, and no other kind's words find a block.
    expect(kindsWithHits(await search('arvskiften'))).toEqual(['blocks']);
    expect((await search('arvskiften')).blocks).toEqual([expect.objectContaining({ id: 'om-oss.dodsbon', href: '/edit/om-oss.dodsbon' })]);
    expect((await search('orrefors')).blocks).toEqual([]);
    expect(kindsWithHits(await search('zyxwvu ingenting'))).toEqual([]);
  });

  it('answers empty results for an empty or blank query, and caps each kind', async () => {
    const empty = { users: [], blocks: [], auctions: [], valuations: [], items: [], purchases: [] };
    expect(await search('')).toEqual(empty);
    expect(await search('  \t ')).toEqual(empty);
    for (let n = 0; n < 9; n++) await createLot(db(), { title: `Ljusstake mässing ${n}` });
    const { auctions: lots, items: found } = await adminSearch(db(), 'ljusstake').then((answer) => answer.results);
    expect(lots).toHaveLength(6);
    expect(found).toHaveLength(6);
  });

  it('refuses an over-long query, control characters or no query with INVALID_ARGUMENT in Swedish', async () => {
    const long = await call({ action: 'ADMIN_SEARCH', query: 'a'.repeat(201) }, admin);
    expect(long.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('Högst 200 tecken') });
    const control = await call({ action: 'ADMIN_SEARCH', query: 'anna\u0000' }, admin);
    expect(control.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('Otillåtna tecken') });
    expect((await call({ action: 'ADMIN_SEARCH' }, admin)).body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call({ action: 'ADMIN_SEARCH', query: 42 }, admin)).body.error?.status).toBe('INVALID_ARGUMENT');
    // A query at the limit is fine.
    expect((await call({ action: 'ADMIN_SEARCH', query: 'a'.repeat(200) }, admin)).status).toBe(200);
  });

  it('answers only admins: a user is denied, a visitor unauthenticated, and neither learns anything', async () => {
    const asUser = await call({ action: 'ADMIN_SEARCH', query: 'gunnel' }, gunnel);
    expect(asUser).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
    expect(asUser.body.result).toBeUndefined();
    const asVisitor = await call({ action: 'ADMIN_SEARCH', query: 'gunnel' }, null);
    expect(asVisitor).toMatchObject({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
  });
});
