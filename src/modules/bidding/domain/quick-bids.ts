import { incrementFor } from '@/modules/auctions';

/** How many increments above the current price each quick-bid button offers. */
export const QUICK_BID_STEPS = [1, 2, 5] as const;

/**
 * The bid form's quick amounts: the price after 1, 2 and 5 increments, climbing the ladder
 * (docs/product.md §1) step by step so each amount is one a bidder could place. `from` is the lowest
 * amount the bidder may bid (the next minimum bid, which is already one increment above the
 * price; or the start price on a lot without bids).
 */
export function quickBids(from: number): number[] {
  const amounts: number[] = [];
  let amount = from;
  for (let step = 1; step <= QUICK_BID_STEPS[QUICK_BID_STEPS.length - 1]!; step++) {
    if ((QUICK_BID_STEPS as readonly number[]).includes(step)) amounts.push(amount);
    amount += incrementFor(amount);
  }
  return amounts;
}

/**
 * The lowest maximum the viewer may bid: the next minimum bid, or, for the leader raising their
 * own maximum, more than that maximum (src/modules/bidding/domain/engine.ts `minimumBidFor`).
 */
export function yourMinimumBid(nextMinimumBid: number, youLead: boolean, yourMaximum: number | null): number {
  return youLead && yourMaximum !== null ? Math.max(nextMinimumBid, yourMaximum + 1) : nextMinimumBid;
}

/** What the form suggests: the minimum, or for the leader the next step above their maximum. */
export function suggestedBid(nextMinimumBid: number, youLead: boolean, yourMaximum: number | null): number {
  return youLead && yourMaximum !== null ? Math.max(nextMinimumBid, yourMaximum + incrementFor(yourMaximum)) : nextMinimumBid;
}

/** A typed amount in whole kronor ("1 500", "1500 kr"), or null when it is not one. */
export function parseBidAmount(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]|kr$/gi, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount > 0 ? amount : null;
}
