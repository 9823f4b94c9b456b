import { incrementFor } from './increments';

/**
 * Proxy bidding (PRODUCT.md §1): every bid is a maximum. Each bidder's standing maximum is their
 * highest; ranked by amount, then by when it was placed. Price = min(M1, M2 + increment(M2)), the
 * start price with one bidder, and at least the reserve once M1 reaches it.
 */

export interface MaximumBid {
  bidderId: string;
  maxAmount: number;
  /** Order of placement (commit order); lower is earlier. */
  sequence: number;
}

export interface PriceState {
  currentPrice: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  reserveMet: boolean;
}

export function standingMaximums(bids: readonly MaximumBid[]): MaximumBid[] {
  const best = new Map<string, MaximumBid>();
  for (const bid of bids) {
    const current = best.get(bid.bidderId);
    if (!current || bid.maxAmount > current.maxAmount) best.set(bid.bidderId, bid);
  }
  return [...best.values()].sort((a, b) => b.maxAmount - a.maxAmount || a.sequence - b.sequence);
}

export function computePrice(
  auction: { startPrice: number; reservePrice: number | null },
  bids: readonly MaximumBid[],
): PriceState {
  const ranked = standingMaximums(bids);
  const first = ranked[0];
  if (!first) return { currentPrice: null, leaderId: null, leaderMax: null, reserveMet: auction.reservePrice === null };
  const second = ranked[1];
  let price = second ? Math.min(first.maxAmount, second.maxAmount + incrementFor(second.maxAmount)) : auction.startPrice;
  price = Math.max(price, auction.startPrice);
  const reserve = auction.reservePrice;
  if (reserve !== null && first.maxAmount >= reserve) price = Math.max(price, reserve);
  return {
    currentPrice: price,
    leaderId: first.bidderId,
    leaderMax: first.maxAmount,
    reserveMet: reserve === null || price >= reserve,
  };
}
