import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementBands, incrementFor, INCREMENT_LADDER } from './increments';

/** The function as it was before the ladder became exported data (descending [from, increment] pairs). */
function previousIncrementFor(price: number): number {
  const ladder: [number, number][] = [
    [1_000_000, 25_000],
    [500_000, 10_000],
    [100_000, 5_000],
    [30_000, 2_000],
    [20_000, 1_000],
    [5_000, 500],
    [2_000, 200],
    [1_000, 100],
    [300, 50],
    [0, 20],
  ];
  for (const [from, increment] of ladder) if (price >= from) return increment;
  return 20;
}

describe('the increment ladder as data', () => {
  it('is ascending from 0', () => {
    expect(INCREMENT_LADDER[0]!.from).toBe(0);
    INCREMENT_LADDER.forEach((step, index) => {
      if (index > 0) expect(step.from).toBeGreaterThan(INCREMENT_LADDER[index - 1]!.from);
    });
  });

  it('gives the same increment as before for any price', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000, max: 3_000_000 }), fc.constantFrom(...INCREMENT_LADDER.map((s) => s.from))),
        (price) => {
          expect(incrementFor(price)).toBe(previousIncrementFor(price));
          expect(incrementFor(price - 1)).toBe(previousIncrementFor(price - 1));
        },
      ),
    );
    expect(incrementFor(Number.NaN)).toBe(previousIncrementFor(Number.NaN));
  });

  it('as bands: contiguous, the last open-ended', () => {
    const bands = incrementBands();
    expect(bands.map((band) => band.from)).toEqual(INCREMENT_LADDER.map((step) => step.from));
    bands.forEach((band, index) => {
      const next = bands[index + 1];
      expect(band.to).toBe(next ? next.from - 1 : null);
    });
  });
});
