import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOT_CATEGORIES } from '@/keys';
import { auctionSearchHref, parseAuctionSearch, SORTS, type AuctionSearch } from './search-params';

const parse = (query: string) => parseAuctionSearch(new URLSearchParams(query));

const DEFAULTS: AuctionSearch = { search: '', categories: [], sort: undefined, page: 1, pageSize: 24, includeEnded: false, archive: false };

describe('parseAuctionSearch', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(parseAuctionSearch({})).toEqual(DEFAULTS);
  });

  it('reads every parameter', () => {
    expect(parse('search=%20kosta%20boda%20&category=MOBLER,SMYCKEN&sort=nyast&page=3&pageSize=50&ended=1')).toEqual({
      search: 'kosta boda',
      categories: ['MOBLER', 'SMYCKEN'],
      sort: 'nyast',
      page: 3,
      pageSize: 50,
      includeEnded: true,
      archive: false,
    });
    expect(parse('ended=true').includeEnded).toBe(true);
    expect(parse('visa=salda&sort=senast-salda')).toMatchObject({ archive: true, sort: 'senast-salda' });
    expect(parse('visa=annat').archive).toBe(false);
  });

  it('ignores or clamps bad values instead of failing', () => {
    expect(parse('page=abc&pageSize=9999')).toMatchObject({ page: 1, pageSize: 100 });
    expect(parse('page=-3&pageSize=0')).toMatchObject({ page: 1, pageSize: 24 });
    expect(parse('page=3abc&pageSize=1e3')).toMatchObject({ page: 1, pageSize: 24 });
    expect(parse('page=99999999999')).toMatchObject({ page: 1 });
    expect(parse('page=123456')).toMatchObject({ page: 10_000 });
    expect(parse('page=%202%20')).toMatchObject({ page: 2 });
    expect(parse('sort=nonsense&category=%00')).toMatchObject({ sort: undefined, categories: [] });
    expect(parse('ended=yes')).toMatchObject({ includeEnded: false });
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
    expect(parse('category=ALLA_AUKTIONER,MOBLER,MOBLER,%20SMYCKEN%20,mobler').categories).toEqual(['MOBLER', 'SMYCKEN']);
  });

  it("reads Next's searchParams record the way it reads URLSearchParams (first of repeated values)", () => {
    const record = { search: ['vas', 'skal'], category: 'MOBLER', sort: ['hogst-pris'], page: '2', ended: undefined };
    const query = 'search=vas&search=skal&category=MOBLER&sort=hogst-pris&page=2';
    expect(parseAuctionSearch(record)).toEqual(parse(query));
    expect(parse(query)).toMatchObject({ search: 'vas', sort: 'hogst-pris', page: 2 });
  });
});

describe('auctionSearchHref', () => {
  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(auctionSearchHref({})).toBe('/auktioner');
    expect(auctionSearchHref(DEFAULTS)).toBe('/auktioner');
    expect(
      auctionSearchHref({ search: 'vas', categories: ['MOBLER', 'SMYCKEN'], sort: 'nyast', includeEnded: true, page: 2, pageSize: 50 }),
    ).toBe('/auktioner?search=vas&category=MOBLER%2CSMYCKEN&sort=nyast&ended=1&page=2&pageSize=50');
    expect(auctionSearchHref({ search: '  kosta boda ', page: 1 })).toBe('/auktioner?search=kosta+boda');
    expect(auctionSearchHref({ archive: true, search: 'vas', sort: 'hogst-pris', includeEnded: true })).toBe(
      '/auktioner?visa=salda&search=vas&sort=hogst-pris',
    );
  });

  it('builds what parseAuctionSearch reads back', () => {
    const options = fc
      .record({
        search: fc.string({ maxLength: 30 }).map((s) => s.trim()),
        categories: fc.uniqueArray(fc.constantFrom(...LOT_CATEGORIES), { maxLength: 4 }),
        sort: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
        page: fc.integer({ min: 1, max: 10_000 }),
        pageSize: fc.integer({ min: 1, max: 100 }),
        includeEnded: fc.boolean(),
        archive: fc.boolean(),
      })
      .map((search) => (search.archive ? { ...search, includeEnded: false } : search));
    fc.assert(
      fc.property(options, (search) => {
        const href = auctionSearchHref(search);
        expect(href.startsWith('/auktioner')).toBe(true);
        expect(parse(href.split('?')[1] ?? '')).toEqual(search);
      }),
    );
  });
});

describe('search-params.ts', () => {
  it('stays browser-safe: it imports values only from the dependency-free keys', () => {
    const source = readFileSync(new URL('./search-params.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.every((line) => line.startsWith('import type ') || line.endsWith("from '@/keys';"))).toBe(true);
  });
});
