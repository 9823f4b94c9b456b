import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countHits, groupResults, hitsStatus, moveActive, searchPageHref, type AdminSearchResultsView } from './search-groups';

const hit = (id: number) => ({ id, title: `T${id}`, href: `/x/${id}` });
const empty: AdminSearchResultsView = { users: [], blocks: [], auctions: [], valuations: [], items: [], purchases: [] };

describe('the console search box, without the browser', () => {
  it('groups only kinds with hits, in the console order, numbering options through the groups', () => {
    const groups = groupResults({ ...empty, purchases: [hit(9)], users: [hit(1), hit(2)], items: [hit(5)] });
    expect(groups.map((group) => [group.label, group.options.map((option) => [option.index, option.hit.id])])).toEqual([
      [
        'Användare',
        [
          [0, 1],
          [1, 2],
        ],
      ],
      ['Föremål', [[2, 5]]],
      ['Köp', [[3, 9]]],
    ]);
    expect(countHits({ ...empty, users: [hit(1), hit(2)], items: [hit(5)] })).toBe(3);
    expect(groupResults(empty)).toEqual([]);
  });

  it('moves with the arrows: down from nothing to the first, up from nothing to the last, wrapping', () => {
    expect(moveActive(-1, 3, 'down')).toBe(0);
    expect(moveActive(0, 3, 'down')).toBe(1);
    expect(moveActive(2, 3, 'down')).toBe(0);
    expect(moveActive(-1, 3, 'up')).toBe(2);
    expect(moveActive(0, 3, 'up')).toBe(2);
    expect(moveActive(2, 3, 'up')).toBe(1);
    expect(moveActive(-1, 0, 'down')).toBe(-1);
  });

  it('always lands on an option, and down then up comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -1, max: 49 }), (count, start) => {
        const active = Math.min(start, count - 1);
        for (const direction of ['up', 'down'] as const) {
          const next = moveActive(active, count, direction);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        }
        if (active >= 0) expect(moveActive(moveActive(active, count, 'down'), count, 'up')).toBe(active);
      }),
    );
  });

  it('says how many hits there are, or that there are none for the query', () => {
    expect(hitsStatus(0, 'zyx')).toBe('Inga träffar för ”zyx”.');
    expect(hitsStatus(1, 'a')).toBe('1 träff.');
    expect(hitsStatus(7, 'a')).toBe('7 träffar.');
  });

  it('leads "Visa alla" to the search page with the query', () => {
    expect(searchPageHref(' Anna Ö ')).toBe('/admin/sok?q=Anna%20%C3%96');
    expect(searchPageHref('  ')).toBe('/admin/sok');
  });
});
