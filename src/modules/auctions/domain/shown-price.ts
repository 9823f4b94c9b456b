// The price a lot shows: its leading bid once bid on, else its start price. One rule for every
// list, card, panel and board that prints a lot's price (docs/decisions/0011 keeps rules in domain/).

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
 * The shown price of a lot that may have been sold with "Köp nu": such a lot has no bids, but its
 * current price is the buy-now price it sold for, so that is the price shown.
 */
export function shownPriceOrSale(lot: PricedLot & { outcome: string | null }): number {
  if (lot.outcome === 'sold' && lot.currentPrice !== null) return lot.currentPrice;
  return shownPrice(lot);
}
