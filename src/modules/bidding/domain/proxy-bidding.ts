import { priceStanding, type RankedMaximum } from './engine';

/**
 * Proxy bidding (docs/product.md §1), the price alone: kept for callers that hold only maximums in
 * commit order. The rules live in engine.ts; this delegates to its fold.
 */

export type MaximumBid = RankedMaximum;

export interface PriceState {
  currentPrice: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  reserveMet: boolean;
}

/** Each bidder's standing maximum (their latest bid), ranked by amount, then by when it was placed. */
export function standingMaximums(bids: readonly MaximumBid[]): MaximumBid[] {
  const latest = new Map<string, MaximumBid>();
  for (const bid of [...bids].sort((a, b) => a.sequence - b.sequence)) latest.set(bid.bidderId, bid);
  return [...latest.values()].sort((a, b) => b.maxAmount - a.maxAmount || a.sequence - b.sequence);
}

export function computePrice(auction: { startPrice: number; reservePrice: number | null }, bids: readonly MaximumBid[]): PriceState {
  const { currentPrice, leaderId, leaderMax, reserveMet } = priceStanding(auction, bids);
  return { currentPrice, leaderId, leaderMax, reserveMet };
}
