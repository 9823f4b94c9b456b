/**
 * The increment ladder of docs/product.md §1 (whole SEK): from each step's `from` price up to the next
 * step's, a bid rises by `increment`. Ascending, starting at 0. The one table the engine bids by
 * and the pages print (the terms' table, the Q&A), so they cannot disagree.
 */
export const INCREMENT_LADDER: ReadonlyArray<{ readonly from: number; readonly increment: number }> = [
  { from: 0, increment: 20 },
  { from: 300, increment: 50 },
  { from: 1_000, increment: 100 },
  { from: 2_000, increment: 200 },
  { from: 5_000, increment: 500 },
  { from: 20_000, increment: 1_000 },
  { from: 30_000, increment: 2_000 },
  { from: 100_000, increment: 5_000 },
  { from: 500_000, increment: 10_000 },
  { from: 1_000_000, increment: 25_000 },
];

/** The ladder as price bands: `from`–`to` (inclusive, whole kronor; the last is open-ended, `to` null) and its increment. */
export function incrementBands(): { from: number; to: number | null; increment: number }[] {
  return INCREMENT_LADDER.map((step, index) => {
    const next = INCREMENT_LADDER[index + 1];
    return { from: step.from, to: next ? next.from - 1 : null, increment: step.increment };
  });
}

export function incrementFor(price: number): number {
  for (let index = INCREMENT_LADDER.length - 1; index >= 0; index--) {
    const step = INCREMENT_LADDER[index]!;
    if (price >= step.from) return step.increment;
  }
  return INCREMENT_LADDER[0]!.increment;
}

/** The lowest acceptable next bid: the start price first, then the price plus one increment. */
export function minimumNextBid(state: { startPrice: number; currentPrice: number | null; bidCount: number }): number {
  if (state.bidCount === 0 || state.currentPrice === null) return state.startPrice;
  return state.currentPrice + incrementFor(state.currentPrice);
}
