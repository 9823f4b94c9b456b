/** The increment ladder of PRODUCT.md §1 (whole SEK), by current price. */
const LADDER: ReadonlyArray<readonly [fromPrice: number, increment: number]> = [
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

export function incrementFor(price: number): number {
  for (const [from, increment] of LADDER) if (price >= from) return increment;
  return 20;
}

/** The lowest acceptable next bid: the start price first, then the price plus one increment. */
export function minimumNextBid(state: { startPrice: number; currentPrice: number | null; bidCount: number }): number {
  if (state.bidCount === 0 || state.currentPrice === null) return state.startPrice;
  return state.currentPrice + incrementFor(state.currentPrice);
}
