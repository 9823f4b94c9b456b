import { incrementFor } from './increments';
import { reserveMet } from './shown-price';

/**
 * The proxy-bidding fold (README "Bidding", docs/decisions/0031) over a lot's accepted bids in commit order, and the bid
 * history it tells: pure, no clock, no database. It sits in auctions, below bidding, because the
 * lot's public view (getAuction) needs the history, as the bid form needs the increment ladder
 * (docs/decisions/0011 item 4, 0031); the bidding engine decides bids with it.
 *
 * Every bid is a maximum; a bidder's standing maximum is their latest bid. Ranked by amount, then
 * by commit order (earlier wins a tie; a raise is placed anew), the two highest are M1 and M2.
 * When someone other than the leader bids, the price becomes min(M1, M2 + increment(M2)), never
 * below the start price (with one bidder: the start price), and at least the reserve once M1
 * reaches it. When the leader raises their own maximum the price stays where it is, unless the
 * raise reaches an unmet reserve: then it jumps to the reserve.
 */

/** The minimum a bid needs for the fold: who, how much, and when it was committed. */
export interface RankedMaximum {
  bidderId: string;
  maxAmount: number;
  sequence: number;
}

export interface PriceStanding {
  currentPrice: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  bidCount: number;
  reserveMet: boolean;
}

export interface PriceTerms {
  startPrice: number;
  reservePrice: number | null;
}

interface Tally {
  price: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  bidCount: number;
  /** Each bidder's standing (latest) maximum and when it was placed. */
  standings: Map<string, { maxAmount: number; sequence: number }>;
}

function emptyTally(): Tally {
  return { price: null, leaderId: null, leaderMax: null, bidCount: 0, standings: new Map() };
}

export function byCommitOrder<T extends { sequence: number }>(bids: readonly T[]): T[] {
  return [...bids].sort((a, b) => a.sequence - b.sequence);
}

/** Applies one accepted bid to the tally (mutates it). */
function applyBid(terms: PriceTerms, tally: Tally, bid: RankedMaximum): void {
  const reserve = terms.reservePrice;
  tally.bidCount += 1;
  tally.standings.set(bid.bidderId, { maxAmount: bid.maxAmount, sequence: bid.sequence });

  if (bid.bidderId === tally.leaderId && tally.price !== null && tally.leaderMax !== null && bid.maxAmount > tally.leaderMax) {
    // The leader raises their own maximum: the price stays, unless the reserve is now reached.
    tally.leaderMax = bid.maxAmount;
    if (reserve !== null && bid.maxAmount >= reserve) tally.price = Math.max(tally.price, reserve);
    return;
  }

  let first: RankedMaximum | null = null;
  let second: RankedMaximum | null = null;
  for (const [bidderId, standing] of tally.standings) {
    const entry = { bidderId, ...standing };
    if (first === null || outranks(entry, first)) {
      second = first;
      first = entry;
    } else if (second === null || outranks(entry, second)) {
      second = entry;
    }
  }
  if (first === null) return; // unreachable: the bid itself stands
  let price = second === null ? terms.startPrice : Math.min(first.maxAmount, second.maxAmount + incrementFor(second.maxAmount));
  price = Math.max(price, terms.startPrice);
  if (reserve !== null && first.maxAmount >= reserve) price = Math.max(price, reserve);
  tally.price = price;
  tally.leaderId = first.bidderId;
  tally.leaderMax = first.maxAmount;
}

function outranks(a: RankedMaximum, b: RankedMaximum): boolean {
  return a.maxAmount > b.maxAmount || (a.maxAmount === b.maxAmount && a.sequence < b.sequence);
}

/** Price, leader and count from the accepted bids alone (no clock). */
export function priceStanding(terms: PriceTerms, bids: readonly RankedMaximum[]): PriceStanding {
  const tally = emptyTally();
  for (const bid of byCommitOrder(bids)) applyBid(terms, tally, bid);
  return {
    currentPrice: tally.price,
    leaderId: tally.leaderId,
    leaderMax: tally.leaderMax,
    bidCount: tally.bidCount,
    reserveMet: reserveMet(terms, tally.price),
  };
}

// ---------------------------------------------------------------------------------------------
// The bid history

/** An accepted, not removed, bid as the history needs it. */
export interface HistoryBid extends RankedMaximum {
  id: number;
  placedAt: Date;
}

/**
 * One row of the bid history: who held the price at that amount.
 * - A bid's own row (`automatic: false`, one per accepted bid): at the price it made when it led
 *   after it, or at its own maximum when a higher (or earlier equal) maximum outbid it at once.
 * - An automatic row (`automatic: true`): the leader's maximum answering a bid that did not beat
 *   it, at the new price, just after that bid's own row; or, when a bid beats the leader, the
 *   leader's maximum having bid up to itself, just before that bid's own row (only when it stood
 *   above the price then).
 */
export interface HistoryEntry {
  /** The bid the row stems from: its own row, or the automatic answer it drew (bidId + automatic is unique). */
  bidId: number;
  bidderId: string;
  /** Whole SEK; never above the bidder's maximum at the time. */
  amount: number;
  automatic: boolean;
  /** When the bid it stems from was placed. */
  at: Date;
}

/**
 * The bid history, oldest first, from the accepted bids (any order; folded in commit order). A
 * removed bid is simply not among them: the history is then exactly as if it had never been placed.
 * Amounts never decrease along the history, and its last row is the leader at the current price.
 */
export function bidHistory(terms: PriceTerms, bids: readonly HistoryBid[]): HistoryEntry[] {
  const tally = emptyTally();
  const entries: HistoryEntry[] = [];
  for (const bid of byCommitOrder(bids)) {
    const before = { price: tally.price, leaderId: tally.leaderId, leaderMax: tally.leaderMax };
    applyBid(terms, tally, bid);
    const price = tally.price!;
    const row = (bidderId: string, amount: number, automatic: boolean): HistoryEntry => ({
      bidId: bid.id,
      bidderId,
      amount,
      automatic,
      at: bid.placedAt,
    });
    if (tally.leaderId === bid.bidderId) {
      // The bid leads: the first bid, the leader's own raise, or a bid that beat the leader, whose
      // maximum first bid up to itself.
      const beaten = before.leaderId !== null && before.leaderId !== bid.bidderId ? before : null;
      if (beaten && beaten.leaderMax !== null && beaten.price !== null && beaten.leaderMax > beaten.price) {
        entries.push(row(beaten.leaderId!, beaten.leaderMax, true));
      }
      entries.push(row(bid.bidderId, price, false));
    } else {
      // Outbid at once: the bid stands at its own maximum (never above the price it left), and the
      // leader's maximum answers at the new price.
      entries.push(row(bid.bidderId, Math.min(bid.maxAmount, price), false));
      entries.push(row(tally.leaderId!, price, true));
    }
  }
  return entries;
}
