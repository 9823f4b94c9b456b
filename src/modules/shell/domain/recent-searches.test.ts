import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches, serializeRecentSearches } from './recent-searches';

const key = (term: string) => term.toLocaleLowerCase('sv');

describe('addRecentSearch', () => {
  it('puts the trimmed term first', () => {
    expect(addRecentSearch(['vas', 'lampa'], '  stol ')).toEqual(['stol', 'vas', 'lampa']);
  });

  it('moves a repeated term to the front, case-insensitively, keeping the new spelling', () => {
    expect(addRecentSearch(['vas', 'Lampa', 'stol'], 'lampa')).toEqual(['lampa', 'vas', 'stol']);
    expect(addRecentSearch(['Östra', 'vas'], 'ÖSTRA')).toEqual(['ÖSTRA', 'vas']);
  });

  it('keeps at most eight, dropping the oldest', () => {
    const nine = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const list = nine.reduce<string[]>((acc, term) => addRecentSearch(acc, term), []);
    expect(list).toEqual(['9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('ignores an empty or blank term', () => {
    expect(addRecentSearch(['vas'], '   ')).toEqual(['vas']);
    expect(addRecentSearch([], '')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const list = ['vas'];
    addRecentSearch(list, 'stol');
    expect(list).toEqual(['vas']);
  });

  it('property: at most eight, unique, the new term first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }),
        fc.string({ maxLength: 12 }).filter((term) => term.trim() !== ''),
        (list, term) => {
          const result = addRecentSearch(list, term);
          expect(result.length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
          expect(new Set(result.map(key)).size).toBe(result.length);
          expect(result[0]).toBe(term.trim());
          for (const entry of result) expect(entry).toBe(entry.trim());
        },
      ),
    );
  });

  it('property: adding the same term twice equals adding it once', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 12 }), fc.string({ maxLength: 8 }), (list, term) => {
        const once = addRecentSearch(list, term);
        expect(addRecentSearch(once, term)).toEqual(once);
      }),
    );
  });
});

describe('parseRecentSearches', () => {
  it('reads a JSON array of strings', () => {
    expect(parseRecentSearches('["vas","lampa"]')).toEqual(['vas', 'lampa']);
  });

  it('is empty for nothing, bad JSON and non-arrays', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '"vas"', '{"0":"vas"}', 'true']) {
      expect(parseRecentSearches(raw)).toEqual([]);
    }
  });

  it('drops non-strings, blanks and repeats, and caps at eight', () => {
    expect(parseRecentSearches(JSON.stringify(['vas', 3, null, ' ', 'VAS', { a: 1 }, ' lampa ']))).toEqual(['vas', 'lampa']);
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 20 }, (_, i) => `t${i}`)))).toHaveLength(8);
  });

  it('round-trips what serializeRecentSearches writes', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { maxLength: 12 }), (list) => {
        const stored = serializeRecentSearches(list);
        expect(serializeRecentSearches(parseRecentSearches(stored))).toBe(stored);
      }),
    );
  });
});
