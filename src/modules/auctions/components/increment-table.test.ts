import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INCREMENT_LADDER, incrementFor } from '../domain/increments';
import { IncrementList, IncrementTable } from './increment-table';

/** Whole kronor in a printed label: "1 000 000 kr och mer" → [1000000]; "300–999 kr" → [300, 999]. */
const amounts = (text: string) => [...text.replace(/[\s\u00a0\u202f]/g, '').matchAll(/\d+/g)].map((match) => Number(match[0]));

/** The rows of the terms' table (§4.5) as printed: [price band, increment]. */
function printedRows(): { band: string; increment: string }[] {
  const html = renderToStaticMarkup(createElement(IncrementTable));
  return [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((match) => ({
    band: match[1]!,
    increment: match[2]!,
  }));
}

describe("the terms' increment table", () => {
  it('has one row per step, each band starting where the one before ended, the last open-ended', () => {
    const rows = printedRows();
    expect(rows).toHaveLength(INCREMENT_LADDER.length);
    expect(amounts(rows[0]!.band)[0]).toBe(0);
    rows.forEach((row, index) => {
      if (index > 0) expect(amounts(row.band)[0]).toBe(amounts(rows[index - 1]!.band)[1]! + 1);
    });
    expect(rows.at(-1)!.band).toMatch(/ och mer$/);
  });

  it("states the engine's increment at both ends of every band and just past them", () => {
    const rows = printedRows();
    rows.forEach((row, index) => {
      const [from, to] = amounts(row.band) as [number, number | undefined];
      const [increment] = amounts(row.increment);
      expect(incrementFor(from), row.band).toBe(increment);
      if (from > 0) expect(incrementFor(from - 1), `below ${row.band}`).toBe(amounts(rows[index - 1]!.increment)[0]);
      if (to !== undefined) {
        expect(incrementFor(to), row.band).toBe(increment);
        expect(incrementFor(to + 1), `above ${row.band}`).toBe(amounts(rows[index + 1]!.increment)[0]);
      } else {
        expect(incrementFor(from * 10), row.band).toBe(increment);
      }
    });
  });
});

describe("the Q&A's increment list", () => {
  it('prints the first steps from the same table', () => {
    const html = renderToStaticMarkup(createElement(IncrementList, { count: 3 })).replace(/\u00a0/g, ' ');
    expect(html).toBe('<ul><li>under 300 kr: 20 kr</li><li>300–999 kr: 50 kr</li><li>1 000–1 999 kr: 100 kr</li></ul>');
  });
});
