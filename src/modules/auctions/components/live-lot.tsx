'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useUserEvent } from '@/modules/accounts/components/user-events';
import { stockholmWallClock } from '@/modules/auctions/domain/schedule';
import { formatSek } from '@/ui/format';
import type { AuctionView } from '../queries/get-auction';

/**
 * The live part of a lot page. `LiveLot` holds the lot's changing state, listens to the lot's
 * server-sent events (`auction.updated`, carrying the new state and its version) and refetches the
 * bid history from `GET /api/auctions/{id}` after each change; EventSource reconnects by itself
 * and the server replays what was missed (Last-Event-ID). Whether the viewer leads also follows
 * their own channel (`auction.lead`) and the answers to their bids (`applyAnswer`). Components
 * below read it with `useLiveLot()`.
 */

export type LiveLotState = Pick<
  AuctionView,
  | 'id'
  | 'currentPrice'
  | 'startPrice'
  | 'bidCount'
  | 'endsAt'
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
export interface AnsweredAuction {
  id: number;
  currentPrice: number | null;
  bidCount: number;
  endsAt: string;
  status: AuctionView['status'];
  reserveMet: boolean;
  nextMinimumBid: number;
}

/** The payload of an `auction.updated` event. */
export interface AuctionUpdated {
  id: number;
  currentPrice: number | null;
  bidCount: number;
  endsAt: string;
  status: AuctionView['status'];
  reserveMet: boolean;
  nextMinimumBid: number;
  version: number;
}

const STATUSES: readonly AuctionView['status'][] = ['draft', 'scheduled', 'live', 'ended', 'cancelled'];

/** Reads an `auction.updated` event's JSON; null when it is not one. */
export function parseAuctionUpdate(data: string): AuctionUpdated | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
  if (!isInt(v.id) || !isInt(v.bidCount) || !isInt(v.nextMinimumBid) || !isInt(v.version)) return null;
  if (!(v.currentPrice === null || isInt(v.currentPrice))) return null;
  if (typeof v.endsAt !== 'string' || Number.isNaN(Date.parse(v.endsAt))) return null;
  if (typeof v.reserveMet !== 'boolean') return null;
  const status = STATUSES.find((s) => s === v.status);
  if (!status) return null;
  return {
    id: v.id,
    currentPrice: v.currentPrice,
    bidCount: v.bidCount,
    endsAt: new Date(v.endsAt).toISOString(),
    status,
    reserveMet: v.reserveMet,
    nextMinimumBid: v.nextMinimumBid,
    version: v.version,
  };
}

function pickLive(view: AuctionView): LiveLotState {
  return {
    id: view.id,
    currentPrice: view.currentPrice,
    startPrice: view.startPrice,
    bidCount: view.bidCount,
    endsAt: view.endsAt,
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
  };
}

const isOpen = (status: AuctionView['status']) => status === 'live' || status === 'scheduled';

interface LiveLotContextValue {
  state: LiveLotState;
  /** The server's clock when the page was rendered (ms). */
  serverNow: number;
  /** The auction is over: ended or cancelled on the server, or its time ran out here. */
  closed: boolean;
  /** Whether the lot sold (or, while completion is pending, will sell) to the leader. */
  sold: boolean;
  setTimeUp(ended: boolean): void;
  /**
   * The viewer's own bid or purchase was accepted: show its answer at once. The answer has no
   * version, so it is taken only when it is not older than what is shown (by bid count, or the
   * end of the lot); the lot's event and refetch that follow settle the rest.
   */
  applyAnswer(answer: { auction: AnsweredAuction; youLead: boolean; yourMaximum?: number; sold?: boolean }): void;
}

const LiveLotContext = createContext<LiveLotContextValue | null>(null);

export function useLiveLot(): LiveLotContextValue {
  const value = useContext(LiveLotContext);
  if (!value) throw new Error('useLiveLot must be used inside <LiveLot>');
  return value;
}

export function LiveLot({ initial, serverNow, children }: { initial: LiveLotState; serverNow: number; children: React.ReactNode }) {
  const [state, setState] = useState<LiveLotState>(initial);
  const [timeUp, setTimeUp] = useState(() => Date.parse(initial.endsAt) <= serverNow);
  const id = initial.id;
  const inFlight = useRef(false);
  const again = useRef(false);

  const refetch = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        const response = await fetch(`/api/auctions/${id}`, { cache: 'no-store', credentials: 'same-origin' });
        if (!response.ok) break;
        const fresh = (await response.json()) as AuctionView;
        setState((previous) => (fresh.version >= previous.version ? pickLive(fresh) : previous));
      } while (again.current);
    } catch {
      // Offline for a moment: the next event or reconnect tries again.
    } finally {
      inFlight.current = false;
    }
  }, [id]);

  useEffect(() => {
    const source = new EventSource(`/api/events?auction=${id}`);
    let lostConnection = false;
    const onUpdated = (event: MessageEvent<string>) => {
      const update = parseAuctionUpdate(event.data);
      if (!update || update.id !== id) return;
      setState((previous) => {
        if (update.version <= previous.version) return previous;
        const open = update.status === 'live' || update.status === 'scheduled';
        return {
          ...previous,
          ...update,
          buyNowPrice: update.bidCount > 0 || !open ? null : previous.buyNowPrice,
          outcome: open ? null : previous.outcome,
        };
      });
      void refetch();
    };
    source.addEventListener('auction.updated', onUpdated);
    source.onerror = () => {
      lostConnection = true;
    };
    source.onopen = () => {
      if (!lostConnection) return;
      lostConnection = false;
      void refetch();
    };
    return () => {
      source.removeEventListener('auction.updated', onUpdated);
      source.close();
    };
  }, [id, refetch]);

  useUserEvent('auction.lead', (event) => {
    if (event.auctionId !== id) return;
    setState((previous) => ({ ...previous, youLead: event.youLead, yourMaximum: event.yourMaximum ?? previous.yourMaximum }));
  });

  const applyAnswer = useCallback<LiveLotContextValue['applyAnswer']>((answer) => {
    setState((previous) => {
      const { auction } = answer;
      if (auction.id !== previous.id) return previous;
      const newer = auction.bidCount > previous.bidCount || (isOpen(previous.status) && !isOpen(auction.status));
      const same = auction.bidCount === previous.bidCount && auction.status === previous.status;
      if (!newer && !same) return previous;
      return {
        ...previous,
        currentPrice: auction.currentPrice,
        bidCount: auction.bidCount,
        endsAt: new Date(auction.endsAt).toISOString(),
        status: auction.status,
        reserveMet: auction.reserveMet,
        nextMinimumBid: auction.nextMinimumBid,
        buyNowPrice: auction.bidCount > 0 || !isOpen(auction.status) ? null : previous.buyNowPrice,
        outcome: answer.sold ? 'sold' : previous.outcome,
        youLead: answer.youLead,
        yourMaximum: answer.yourMaximum ?? previous.yourMaximum,
      };
    });
    void refetch();
  }, [refetch]);

  const value = useMemo<LiveLotContextValue>(() => {
    const closed = state.status === 'ended' || state.status === 'cancelled' || timeUp;
    const sold = state.outcome === 'sold' || (state.outcome === null && state.status !== 'cancelled' && state.bidCount > 0 && state.reserveMet);
    return { state, serverNow, closed, sold, setTimeUp, applyAnswer };
  }, [state, serverNow, timeUp, applyAnswer]);

  return <LiveLotContext.Provider value={value}>{children}</LiveLotContext.Provider>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** A bid's time in Stockholm: "21 nov 14:03:22". */
export function formatBidTime(iso: string): string {
  const wall = stockholmWallClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.day} ${MONTHS[wall.month - 1]} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** The bid history ("Budhistorik"): alias, amount and time, newest first; the viewer's rows say "Du". */
export function LiveBidHistory() {
  const { state } = useLiveLot();
  return (
    <section aria-labelledby="budhistorik" className="border-t border-line pt-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="budhistorik" className="font-serif text-2xl font-semibold">
          Budhistorik
        </h2>
        <p className="tabular text-sm text-muted">{state.bidCount === 1 ? '1 bud' : `${state.bidCount} bud`}</p>
      </div>
      {state.bids.length === 0 ? (
        <p className="mt-4 text-muted">Inga bud än. Lägg det första!</p>
      ) : (
        <ol className="mt-4 divide-y divide-line border-y border-line" data-testid="bid-history">
          {state.bids.map((bid) => {
            const you = bid.alias === 'Du';
            return (
              <li key={bid.id} className="tabular grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[1fr_9rem_auto]">
                <span className={`text-sm ${you ? 'font-semibold' : ''}`}>
                  {bid.alias}
                </span>
                <span className="text-right text-sm font-semibold sm:order-3 sm:min-w-24">{formatSek(bid.amount)}</span>
                <time dateTime={bid.placedAt} className="col-span-2 text-xs text-muted sm:order-2 sm:col-span-1 sm:text-sm">
                  {formatBidTime(bid.placedAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
