import { MAX_BID_AMOUNT, rejections, type BidRejection } from './rejections';
import {
  byCommitOrder,
  incrementFor,
  minimumNextBid,
  priceStanding,
  reserveMet,
  type PriceStanding,
  type PriceTerms,
} from '@/modules/auctions';

/**
 * The bidding engine (docs/product.md §1) as pure functions: no clock, no database, no framework.
 * Callers load the auction and its accepted (not removed) bids, ask the engine, and store what it
 * decides. Money is whole SEK everywhere.
 *
 * Proxy bidding. Every bid is a maximum; a bidder's standing maximum is their latest bid. Ranked by
 * amount, then by commit order (earlier wins a tie; a raise is placed anew), the two highest are M1
 * and M2. When someone other than the leader bids, the price becomes min(M1, M2 + increment(M2)),
 * never below the start price (with one bidder: the start price), and at least the reserve once
 * M1 reaches it. When the leader raises their own maximum the price stays where it is, unless the
 * raise reaches an unmet reserve: then it jumps to the reserve. The price is therefore a fold over
 * the bids in commit order, not a function of the final maximums alone (a leader capped at their
 * own maximum who then raises does not pay more until someone bids against them).
 */

export type { BidRejection, BidRejectionCode } from './rejections';
export { MAX_BID_AMOUNT } from './rejections';

export type AuctionStatus = 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';

export interface AuctionTerms {
  startPrice: number;
  /** Secret; the lot is not sold below it. */
  reservePrice: number | null;
  /** Offered only while the auction has no bids. */
  buyNowPrice: number | null;
  sellerId: string | null;
}

export interface AuctionClock {
  status: AuctionStatus;
  startsAt: Date;
  /** The current end, soft-close extensions included. */
  endsAt: Date;
}

/** An accepted, not removed, bid. */
export interface StandingBid {
  id: number;
  bidderId: string;
  /** The bidder's maximum (whole SEK). */
  maxAmount: number;
  placedAt: Date;
  /** Commit order; lower is earlier. Breaks ties between equal maximums. */
  sequence: number;
}

export interface EngineState {
  /** Null until the first bid. */
  currentPrice: number | null;
  leaderId: string | null;
  /** The leader's secret maximum. */
  leaderMax: number | null;
  /** Accepted, not removed, bids, a leader's own raises included. */
  bidCount: number;
  /** True when there is no reserve, or the current price has reached it. */
  reserveMet: boolean;
  endsAt: Date;
}

/** Soft close: a bid with less than this left moves the end to this long after the bid. */
export const SOFT_CLOSE_MS = 2 * 60_000;

// ---------------------------------------------------------------------------------------------
// The price fold (auctions/domain/price-fold.ts: the lot's view tells the bid history with it)

export { bidHistory, priceStanding } from '@/modules/auctions';
export type { HistoryBid, HistoryEntry, PriceStanding, RankedMaximum } from '@/modules/auctions';

/** Soft close over the bids in commit order, from the end the auction was created with. */
function extendedEnd(originalEndsAt: Date, bids: readonly Pick<StandingBid, 'placedAt' | 'sequence'>[]): Date {
  let end = originalEndsAt.getTime();
  for (const bid of byCommitOrder(bids)) end = softClose(end, bid.placedAt.getTime());
  return new Date(end);
}

function softClose(endsAt: number, placedAt: number): number {
  return endsAt - placedAt < SOFT_CLOSE_MS ? Math.max(endsAt, placedAt + SOFT_CLOSE_MS) : endsAt;
}

// ---------------------------------------------------------------------------------------------
// Reading the state

/** The state from scratch: for removals and for checking what is stored on the auction row. */
export function replay(terms: AuctionTerms, originalEndsAt: Date, bids: readonly StandingBid[]): EngineState {
  return { ...priceStanding(terms, bids), endsAt: extendedEnd(originalEndsAt, bids) };
}

/** The lowest bid anyone may place next: the start price first, then price + increment. */
export function nextMinimumBid(state: Pick<EngineState, 'currentPrice' | 'bidCount'>, terms: Pick<AuctionTerms, 'startPrice'>): number {
  return minimumNextBid({ startPrice: terms.startPrice, currentPrice: state.currentPrice, bidCount: state.bidCount });
}

/** The lowest bid this bidder may place: for the leader, also above their own maximum. */
export function minimumBidFor(
  state: Pick<EngineState, 'currentPrice' | 'bidCount' | 'leaderId' | 'leaderMax'>,
  terms: Pick<AuctionTerms, 'startPrice'>,
  bidderId: string,
): number {
  const minimum = nextMinimumBid(state, terms);
  return state.leaderId === bidderId && state.leaderMax !== null ? Math.max(minimum, state.leaderMax + 1) : minimum;
}

// ---------------------------------------------------------------------------------------------
// Placing a bid

/** What a bid is decided on: the lot's standing as stored on its row after the previous change. */
export type StoredStanding = Pick<PriceStanding, 'currentPrice' | 'leaderId' | 'leaderMax' | 'bidCount'>;

export interface PlaceBidInput {
  terms: AuctionTerms;
  clock: AuctionClock;
  /**
   * The standing after the bids so far (a replay of them, or what the previous decision stored).
   * Enough on its own: see `applyToStanding`.
   */
  standing: StoredStanding;
  bidderId: string;
  /** The new maximum (whole SEK). */
  maxAmount: number;
  now: Date;
}

export interface PlaceBidAccepted {
  ok: true;
  /** The state after the bid. */
  state: EngineState;
  /** The current price after this bid (bids.amount keeps the lower of it and the bid's maximum: what the bid bid). */
  amount: number;
  /** True when the bid moved the end (soft close). */
  extended: boolean;
  previousLeaderId: string | null;
  leaderChanged: boolean;
  /** Who lost the lead because of this bid: at most the previous leader, never the new leader. */
  outbid: string[];
}

export interface PlaceBidRejected {
  ok: false;
  rejection: BidRejection;
}

export type PlaceBidResult = PlaceBidAccepted | PlaceBidRejected;

/** Whether the auction takes bids (or a buy-now) at `now`; null when it does. */
function closedFor(clock: AuctionClock, now: Date): BidRejection | null {
  switch (clock.status) {
    case 'cancelled':
      return rejections.cancelled();
    case 'draft':
    case 'scheduled':
      return rejections.notStarted();
    case 'ended':
      return rejections.ended();
    case 'live':
      if (now.getTime() < clock.startsAt.getTime()) return rejections.notStarted();
      if (now.getTime() >= clock.endsAt.getTime()) return rejections.ended();
      return null;
  }
}

function invalidAmount(amount: number): BidRejection | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return rejections.amountNotWhole();
  if (amount > MAX_BID_AMOUNT) return rejections.amountTooLarge();
  return null;
}

/**
 * One accepted bid applied to the standing, in constant time. It gives what the fold over every
 * bid (price-fold.ts) gives, because after any step of the fold no one but the leader has a maximum
 * above the price: the general step sets the price to at least M2, and a leader's raise only
 * raises the leader's maximum and the price. A new bid from anyone else must reach price +
 * increment, so it outranks every other maximum, and the leader (placed earlier, so ahead on a
 * tie) is its only rival: M1 and M2 are the two of them. The property test checks this against a
 * separate model over the whole history, removals included.
 */
function applyToStanding(terms: PriceTerms, before: StoredStanding, bidderId: string, maxAmount: number): StoredStanding {
  const reserve = terms.reservePrice;
  const bidCount = before.bidCount + 1;
  if (bidderId === before.leaderId && before.currentPrice !== null && before.leaderMax !== null) {
    // The leader raises their own maximum (placeBid refuses anything not above it).
    const price = reserve !== null && maxAmount >= reserve ? Math.max(before.currentPrice, reserve) : before.currentPrice;
    return { currentPrice: price, leaderId: bidderId, leaderMax: maxAmount, bidCount };
  }
  const takesLead = before.leaderMax === null || maxAmount > before.leaderMax;
  const first = takesLead ? maxAmount : before.leaderMax!;
  const second = takesLead ? before.leaderMax : maxAmount;
  let price = second === null ? terms.startPrice : Math.min(first, second + incrementFor(second));
  price = Math.max(price, terms.startPrice);
  if (reserve !== null && first >= reserve) price = Math.max(price, reserve);
  return { currentPrice: price, leaderId: takesLead ? bidderId : before.leaderId, leaderMax: first, bidCount };
}

/** Decides on a new bid given the auction, its standing before the bid, and the time now. */
export function placeBid(input: PlaceBidInput): PlaceBidResult {
  const { terms, clock, bidderId, maxAmount, now } = input;
  const closed = closedFor(clock, now);
  if (closed) return { ok: false, rejection: closed };
  if (terms.sellerId !== null && bidderId === terms.sellerId) return { ok: false, rejection: rejections.ownItemBid() };
  const invalid = invalidAmount(maxAmount);
  if (invalid) return { ok: false, rejection: invalid };

  const before: PriceStanding = { ...input.standing, reserveMet: reserveMet(terms, input.standing.currentPrice) };
  const minimum = nextMinimumBid(before, terms);
  if (before.leaderId === bidderId && before.leaderMax !== null && maxAmount <= before.leaderMax) {
    return { ok: false, rejection: rejections.notAboveOwnMaximum(before.leaderMax, minimumBidFor(before, terms, bidderId)) };
  }
  if (maxAmount < minimum) return { ok: false, rejection: rejections.tooLow(minimum) };

  const next = applyToStanding(terms, before, bidderId, maxAmount);
  const after: PriceStanding = { ...next, reserveMet: reserveMet(terms, next.currentPrice) };
  const endsAt = softClose(clock.endsAt.getTime(), now.getTime());
  const leaderChanged = after.leaderId !== before.leaderId;
  return {
    ok: true,
    state: { ...after, endsAt: new Date(endsAt) },
    amount: after.currentPrice ?? terms.startPrice,
    extended: endsAt !== clock.endsAt.getTime(),
    previousLeaderId: before.leaderId,
    leaderChanged,
    outbid: leaderChanged && before.leaderId !== null ? [before.leaderId] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Buy now, removal, completion

export type BuyNowResult = { ok: true; price: number } | { ok: false; rejection: BidRejection };

/** Buy now: at the buy-now price, while the auction is live and has no bids, not by the seller. */
export function buyNow(input: { terms: AuctionTerms; clock: AuctionClock; bidCount: number; buyerId: string; now: Date }): BuyNowResult {
  const { terms, clock, now } = input;
  const closed = closedFor(clock, now);
  if (closed) return { ok: false, rejection: closed };
  if (terms.sellerId !== null && input.buyerId === terms.sellerId) return { ok: false, rejection: rejections.ownItemBuy() };
  if (terms.buyNowPrice === null) return { ok: false, rejection: rejections.buyNowNotOffered() };
  if (input.bidCount > 0) return { ok: false, rejection: rejections.buyNowAfterBid() };
  return { ok: true, price: terms.buyNowPrice };
}

/**
 * What the auction would be without one bid (admin "preview"; "remove" stores exactly this).
 * The end time is left as it is: a removal never shortens or extends the auction.
 * Throws when `bidId` is not among `bids` (the caller loaded it; a miss is a programming error).
 */
export function previewRemoval(terms: AuctionTerms, clock: AuctionClock, bids: readonly StandingBid[], bidId: number): EngineState {
  const remaining = bids.filter((bid) => bid.id !== bidId);
  if (remaining.length === bids.length) throw new Error(`bid ${bidId} is not an accepted bid of this auction`);
  return { ...priceStanding(terms, remaining), endsAt: clock.endsAt };
}

export type Completion =
  { due: false } | { due: true; outcome: 'sold'; winnerId: string; hammerPrice: number } | { due: true; outcome: 'unsold' };

/** At endsAt a live auction ends: sold to the leader when the price has reached the reserve, else unsold. */
export function decideCompletion(input: { terms: AuctionTerms; clock: AuctionClock; state: EngineState; now: Date }): Completion {
  const { clock, state, now } = input;
  if (clock.status !== 'live' || now.getTime() < clock.endsAt.getTime()) return { due: false };
  if (state.leaderId !== null && state.currentPrice !== null && reserveMet(input.terms, state.currentPrice)) {
    return { due: true, outcome: 'sold', winnerId: state.leaderId, hammerPrice: state.currentPrice };
  }
  return { due: true, outcome: 'unsold' };
}
