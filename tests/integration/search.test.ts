import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import type { LotCategoryKey } from '@/keys';
import { searchAuctions } from '@/modules/auctions/queries/search-auctions';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

/** Search quality on a fixed Swedish fixture set: stemming, compounds, prefix, typo, accents, facets. */

let t: TestDatabase;

const FIXTURES: {
  title: string;
  maker?: string;
  description?: string;
  category: LotCategoryKey;
  status?: 'live' | 'ended';
  endsInMinutes: number;
}[] = [
  { title: 'Karmstol, gustaviansk', category: 'MOBLER', endsInMinutes: 10 },
  { title: 'Pinnstolar, ett par', category: 'MOBLER', endsInMinutes: 20 },
  { title: 'Stol, "Eva"', maker: 'Bruno Mathsson', category: 'MOBLER', endsInMinutes: 30 },
  { title: 'Bordslampa, mässing', category: 'BELYSNING', endsInMinutes: 40 },
  { title: 'Taklampa, opalglas', category: 'BELYSNING', endsInMinutes: 50 },
  { title: 'Lampa, "Panthella"', maker: 'Verner Panton', category: 'BELYSNING', endsInMinutes: 60 },
  { title: 'Vas, "Satellit"', maker: 'Kosta Boda', category: 'VASER_KRUKOR', endsInMinutes: 70 },
  { title: 'Skål, Kosta Boda', category: 'GLAS_PORSLIN_DUKNING', endsInMinutes: 80 },
  { title: 'Vas, Kosta Boda, Ulrica Hydman-Vallien', category: 'VASER_KRUKOR', endsInMinutes: 90 },
  { title: 'Fat, "Gröna Anna"', maker: 'Rörstrand', category: 'GLAS_PORSLIN_DUKNING', endsInMinutes: 100 },
  { title: 'Pâte de verre-skål', maker: 'Daum', category: 'GLAS_PORSLIN_DUKNING', endsInMinutes: 110 },
  { title: 'Matta, röllakan', maker: 'Märta Måås-Fjetterström', category: 'MATTOR_TEXTIL', endsInMinutes: 120 },
  { title: 'Ljusstake, tenn', description: 'Passar fint bredvid en gammal stol.', category: 'LJUSSTAKAR', endsInMinutes: 130 },
  { title: 'Vas, Kosta Boda, avslutad', category: 'VASER_KRUKOR', status: 'ended', endsInMinutes: -60 },
];

beforeAll(async () => {
  t = await createTestDatabase();
  const now = Date.now();
  for (const [index, fixture] of FIXTURES.entries()) {
    const [item] = await t.database.db
      .insert(items)
      .values({ title: fixture.title, maker: fixture.maker ?? null, description: fixture.description ?? '', category: fixture.category })
      .returning({ id: items.id });
    const endsAt = new Date(now + fixture.endsInMinutes * 60_000);
    await t.database.db.insert(auctions).values({
      slug: `lot-${index}`,
      itemId: item!.id,
      category: fixture.category,
      startPrice: 100 + index,
      startsAt: new Date(now - 86_400_000),
      endsAt,
      originalEndsAt: endsAt,
      status: fixture.status ?? 'live',
    });
  }
});
afterAll(async () => t?.cleanup());

const titles = async (search: string, extra: Parameters<typeof searchAuctions>[1] = {}) =>
  (await searchAuctions(t.database.db, { search, ...extra })).items.map((item) => item.title);

describe(`search on ${testEngine}`, () => {
  it('stems Swedish and finds compounds: "stolar" finds stol, karmstol and pinnstolar', async () => {
    const found = await titles('stolar');
    expect(found).toEqual(expect.arrayContaining(['Karmstol, gustaviansk', 'Pinnstolar, ett par', 'Stol, "Eva"']));
  });

  it('"lampor" finds lampa, bordslampa and taklampa', async () => {
    expect(await titles('lampor')).toEqual(expect.arrayContaining(['Bordslampa, mässing', 'Taklampa, opalglas', 'Lampa, "Panthella"']));
  });

  it('matches prefixes while typing', async () => {
    expect(await titles('kost')).toEqual(
      expect.arrayContaining(['Vas, "Satellit"', 'Skål, Kosta Boda', 'Vas, Kosta Boda, Ulrica Hydman-Vallien']),
    );
    expect(await titles('mäss')).toEqual(['Bordslampa, mässing']);
  });

  it('tolerates one typo: "Kosta Bodaa" finds Kosta Boda and nothing else', async () => {
    const found = await titles('Kosta Bodaa');
    expect(found.sort()).toEqual(['Skål, Kosta Boda', 'Vas, "Satellit"', 'Vas, Kosta Boda, Ulrica Hydman-Vallien'].sort());
    expect(await titles('Mathson')).toEqual(['Stol, "Eva"']);
  });

  it('handles accents and å ä ö both ways', async () => {
    expect(await titles('rorstrand')).toEqual(['Fat, "Gröna Anna"']);
    expect(await titles('Rörstrand')).toEqual(['Fat, "Gröna Anna"']);
    expect(await titles('pate de verre')).toEqual(['Pâte de verre-skål']);
    expect(await titles('maas fjetterstrom')).toEqual(['Matta, röllakan']);
  });

  it('ranks title matches above a mention in the description, then by ending time', async () => {
    const found = await titles('stol');
    expect(found.at(-1)).toBe('Ljusstake, tenn');
    expect(found.slice(0, 3).sort()).toEqual(['Karmstol, gustaviansk', 'Pinnstolar, ett par', 'Stol, "Eva"'].sort());
  });

  it('counts facets for the current search and filters by category', async () => {
    const result = await searchAuctions(t.database.db, { search: 'kosta boda' });
    expect(result.facets).toEqual({ VASER_KRUKOR: 2, GLAS_PORSLIN_DUKNING: 1 });
    const vases = await searchAuctions(t.database.db, { search: 'kosta boda', categories: ['VASER_KRUKOR'] });
    expect(vases.total).toBe(2);
    expect(vases.facets).toEqual({ VASER_KRUKOR: 2, GLAS_PORSLIN_DUKNING: 1 });
  });

  it('leaves ended lots out unless asked for', async () => {
    expect(await titles('avslutad')).toEqual([]);
    expect(await titles('avslutad', { includeEnded: true })).toEqual(['Vas, Kosta Boda, avslutad']);
  });

  it('finds nothing for nonsense and survives hostile input', async () => {
    expect(await titles('xyzzyqwerty')).toEqual([]);
    expect(await titles(`'; drop table items; --`)).toEqual([]);
    expect(await titles('&|!:*()<>')).toHaveLength(13);
  });
});
