import type { AuctionLiveUpdate } from '../events';
import type { AuctionView } from '../queries/get-auction';

/**
 * The changing state of a lot page and the pure rules that move it forward. Three sources feed
 * it, each with its own rule:
 * - `auction.updated` events carry the lot's public state and its `version`: taken when newer.
 * - A refetch of `GET /api/auctions/{id}` brings the bid history (and everything else): taken
 *   unless its version is older than what is shown, so a slow answer never undoes a newer event.
 * - The viewer's own bid or purchase answer, and `auction.lead` events on their own channel, set
 *   whether they lead and their maximum.
 */

export type LiveLotState = LotFields & {
  /**
   * What is shown includes the answer to the viewer's own bid, which is newer than `version`
   * (answers carry none): a refetch must then be newer than `version`, not just as new.
   */
  ahead?: boolean;
};

type LotFields = Pick<
  AuctionView,
  | 'id'
  | 'currentPrice'
  | 'startPrice'
  | 'bidCount'
  | 'endsAt'
  | 'originalEndsAt'
  | 'status'
  | 'outcome'
  | 'reserveMet'
  | 'hasReserve'
  | 'nextMinimumBid'
  | 'buyNowPrice'
  | 'version'
  | 'bids'
  | 'yourMaximum'
  | 'youLead'
  | 'yourItem'
>;

/** The lot as BID_ON_AUCTION and BUY_NOW answer it (no version). */
/** The lot's public fields in a bid or buy-now answer: an `auction.updated` payload without its version. */
export type AnsweredAuction = Omit<AuctionLiveUpdate, 'version'>;

/** The viewer's own bid or purchase, as accepted. */
export interface OwnAnswer {
  auction: AnsweredAuction;
  youLead: boolean;
  yourMaximum?: number;
  sold?: boolean;
}

/** The payload of an `auction.updated` event. */
export type AuctionUpdated = AuctionLiveUpdate;

export const isOpen = (status: AuctionView['status']) => status === 'live' || status === 'scheduled';

/** The live part of a full lot view (the server render, or a refetch). */
export function liveStateOf(view: LotFields): LiveLotState {
  return {
    id: view.id,
    currentPrice: view.currentPrice,
    startPrice: view.startPrice,
    bidCount: view.bidCount,
    endsAt: view.endsAt,
    originalEndsAt: view.originalEndsAt,
    status: view.status,
    outcome: view.outcome,
    reserveMet: view.reserveMet,
    hasReserve: view.hasReserve,
    nextMinimumBid: view.nextMinimumBid,
    buyNowPrice: view.buyNowPrice,
    version: view.version,
    bids: view.bids,
    yourMaximum: view.yourMaximum,
    youLead: view.youLead,
    yourItem: view.yourItem,
    ahead: false,
  };
}

/** The public fields of an event or an answer laid over the state (history and lead untouched). */
function withPublic(previous: LiveLotState, lot: AnsweredAuction): LiveLotState {
  const open = isOpen(lot.status);
  return {
    ...previous,
    currentPrice: lot.currentPrice,
    bidCount: lot.bidCount,
    endsAt: new Date(lot.endsAt).toISOString(),
    status: lot.status,
    reserveMet: lot.reserveMet,
    nextMinimumBid: lot.nextMinimumBid,
    buyNowPrice: lot.bidCount > 0 || !open ? null : previous.buyNowPrice,
    outcome: open ? null : previous.outcome,
  };
}

/** An `auction.updated` event: taken only when newer than what is shown. */
export function withUpdate(previous: LiveLotState, update: AuctionUpdated): LiveLotState {
  if (update.id !== previous.id || update.version <= previous.version) return previous;
  return { ...withPublic(previous, update), version: update.version, ahead: false };
}

/**
 * A refetched view: taken unless an event (or the viewer's own answer) already showed something
 * newer. `keepLead`: the viewer's own answer or lead event arrived while it was read, so the read
 * may predate the lead state shown, which stays (a later change brings its own lead event).
 */
export function withFetched(previous: LiveLotState, fresh: LotFields, { keepLead = false } = {}): LiveLotState {
  if (fresh.id !== previous.id || fresh.version < previous.version) return previous;
  if (fresh.version === previous.version && previous.ahead) return previous;
  const next = liveStateOf(fresh);
  return keepLead ? { ...next, youLead: previous.youLead, yourMaximum: previous.yourMaximum } : next;
}

/**
 * The viewer's own bid or purchase was accepted. The answer has no version, so it is taken only
 * when it is not older than what is shown (by bid count, or the end of the lot); when it is older,
 * the events that overtook it have brought (or will bring) the newer lead state.
 */
export function withAnswer(previous: LiveLotState, answer: OwnAnswer): LiveLotState {
  const { auction } = answer;
  if (auction.id !== previous.id) return previous;
  const newer = auction.bidCount > previous.bidCount || (isOpen(previous.status) && !isOpen(auction.status));
  const same = auction.bidCount === previous.bidCount && auction.status === previous.status;
  if (!newer && !same) return previous;
  const next = withPublic(previous, auction);
  return {
    ...next,
    ahead: newer || previous.ahead,
    outcome: answer.sold ? 'sold' : next.outcome,
    youLead: answer.youLead,
    yourMaximum: answer.yourMaximum ?? previous.yourMaximum,
  };
}

/** An `auction.lead` event on the viewer's own channel. */
export function withLead(previous: LiveLotState, lead: { auctionId: number; youLead: boolean; yourMaximum?: number }): LiveLotState {
  if (lead.auctionId !== previous.id) return previous;
  return { ...previous, youLead: lead.youLead, yourMaximum: lead.yourMaximum ?? previous.yourMaximum };
}
