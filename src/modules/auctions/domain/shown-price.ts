// The price a lot shows: its leading bid once bid on, else its start price; and whether its reserve
// is met. One rule for every list, card, panel, board and message that prints a lot's price
// (docs/decisions/0011 keeps rules in domain/). The pure rules live in src/keys/lot-price.ts so the
// rows below auctions (notifications, email) share them; auctions' code takes them from here.
import type { PricedLot } from '@/keys';
import { shownPrice } from '@/keys';

export { hasLeadingBid, leadingBid, reserveMet, shownPrice } from '@/keys';
export type { PricedLot } from '@/keys';

/**
 * The shown price of a lot that may have been sold with "Köp nu": such a lot has no bids, but its
 * current price is the buy-now price it sold for, so that is the price shown.
 */
export function shownPriceOrSale(lot: PricedLot & { outcome: string | null }): number {
  if (lot.outcome === 'sold' && lot.currentPrice !== null) return lot.currentPrice;
  return shownPrice(lot);
}
