// The price a lot shows and whether its reserve is met: pure rules on a lot's own fields. They live
// in keys (dependency-free, importable by every row of docs/architecture.md's module map) so that
// notifications and email, below auctions, use the same rule as auctions itself; auctions
// re-exports them from its domain (src/modules/auctions/domain/shown-price.ts) beside the rules
// only it needs.

/** The fields the price rule reads. */
export interface PricedLot {
  bidCount: number;
  currentPrice: number | null;
  startPrice: number;
}

/** The leading bid, or null while no bid stands. */
export function leadingBid(lot: Pick<PricedLot, 'bidCount' | 'currentPrice'>): number | null {
  return lot.bidCount > 0 && lot.currentPrice !== null ? lot.currentPrice : null;
}

/** Whether a bid stands on the lot (its price is a bid, not the start price). */
export function hasLeadingBid(lot: Pick<PricedLot, 'bidCount' | 'currentPrice'>): boolean {
  return leadingBid(lot) !== null;
}

/** "The price shown on a lot": the leading bid when there are bids, else the start price. */
export function shownPrice(lot: PricedLot): number {
  return leadingBid(lot) ?? lot.startPrice;
}

/**
 * Whether the reserve is met at `price` (docs/product.md §1, reservePrice): a lot without a reserve always meets it;
 * one with a reserve meets it once a price at least as high stands (no price: not met).
 */
export function reserveMet(lot: { reservePrice: number | null }, price: number | null): boolean {
  return lot.reservePrice === null || (price !== null && price >= lot.reservePrice);
}
