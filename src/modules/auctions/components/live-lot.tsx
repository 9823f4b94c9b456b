'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { useUserEvent } from '@/modules/accounts/components/user-events';
import { stockholmWallClock } from '@/platform/time';
import { formatSek } from '@/ui/format';
import type { AuctionView } from '../queries/get-auction';
import { CoalescedRefresh } from './coalesced-refresh';
import { USER_EVENT_TYPES } from '@/modules/notifications';
import { AUCTION_EVENT_TYPES } from '../event-types';
import { catchUpOnReconnect, readAuctionUpdate } from './auction-updates';
import { isFinalStatus } from '../domain/lot-closed';
import { withAnswer, withFetched, withLead, withUpdate, type LiveLotState, type OwnAnswer } from '../domain/live-lot-state';

export type { LiveLotState } from '../domain/live-lot-state';

/**
 * The live part of a lot page. `LiveLot` holds the lot's changing state (rules in
 * live-lot-state.ts). Price, bid count, end, reserve, minimum bid and status come from the lot's
 * server-sent events alone (`auction.updated`, with its version); whether the viewer leads and
 * their maximum from their own channel (`auction.lead`) and the answers to their bids. Only the
 * bid history needs a read of `GET /api/auctions/{id}`: coalesced, at most one per ~2 s after a
 * random wait, none while the tab is hidden (coalesced-refresh.ts), so a hot lot's thousands of
 * viewers do not each read the lot on every bid. It is also read after a reconnect (the server
 * replays missed events by Last-Event-ID) and when the tab is shown again. Components below read
 * the state with `useLiveLot()`.
 *
 * The page around it is one copy for everyone, kept until the lot changes (the page cache), so:
 * - the stream asks for every event after `lastEventId`, the lot's newest when the copy was
 *   rendered — a copy that is older than the lot (served in the moment of a change, or by a shared
 *   cache in front) is brought up to date as soon as the stream opens;
 * - the viewer's own state (lead, maximum, their bids shown as "Du", their own item) comes from a
 *   read of the lot as soon as the browser knows they are signed in, and again for another user.
 */

interface LiveLotContextValue {
  state: LiveLotState;
  /** The server's clock when the page was rendered (ms). */
  serverNow: number;
  /** The auction is over: ended or cancelled on the server, or its time ran out here. */
  closed: boolean;
  /** Whether the lot sold (or, while completion is pending, will sell) to the leader. */
  sold: boolean;
  setTimeUp(ended: boolean): void;
  /** The viewer's own bid or purchase was accepted: show its answer at once (see `withAnswer`). */
  applyAnswer(answer: OwnAnswer): void;
}

const LiveLotContext = createContext<LiveLotContextValue | null>(null);

export function useLiveLot(): LiveLotContextValue {
  const value = useContext(LiveLotContext);
  if (!value) throw new Error('useLiveLot must be used inside <LiveLot>');
  return value;
}

export function LiveLot({
  initial,
  serverNow,
  lastEventId,
  readPath,
  children,
}: {
  initial: LiveLotState;
  serverNow: number;
  /** The newest event on the lot's topic when the page was rendered (0: none). */
  lastEventId: number;
  /** Where the lot is read; a rehearsal lot's read carries its link's secret (docs/decisions/0033). */
  readPath?: string;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<LiveLotState>(initial);
  const [timeUp, setTimeUp] = useState(() => Date.parse(initial.endsAt) <= serverNow);
  const id = initial.id;
  const lotUrl = readPath ?? `/api/auctions/${id}`;
  const scheduler = useRef<CoalescedRefresh | null>(null);
  /** Counts the viewer's own answers and lead events, so a read under way keeps the lead state they set. */
  const ownChanges = useRef(0);

  useEffect(() => {
    const aborter = new AbortController();
    const refresher = new CoalescedRefresh({
      async refresh() {
        const before = ownChanges.current;
        const response = await fetch(lotUrl, { cache: 'no-store', credentials: 'same-origin', signal: aborter.signal });
        if (!response.ok) return;
        const fresh = (await response.json()) as AuctionView;
        const keepLead = ownChanges.current !== before;
        setState((previous) => withFetched(previous, fresh, { keepLead }));
      },
    });
    scheduler.current = refresher;
    const onVisibility = () => refresher.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);

    const source = new EventSource(`/api/events?auction=${id}&lastEventId=${lastEventId}`);
    // Read by the event's schema, which loads with the first event (readAuctionUpdate): events
    // that arrive meanwhile wait for the same load and are applied in the order they arrived. One
    // still being read when the stream closes is applied all the same (withUpdate takes only a
    // newer version of this lot; a stopped refresher ignores requests).
    const onUpdated = (event: MessageEvent<string>) => {
      void readAuctionUpdate(event.data).then(
        (update) => {
          if (!update || update.id !== id) return;
          setState((previous) => withUpdate(previous, update));
          refresher.request();
        },
        // The schema could not be loaded: read the lot instead (the next event tries again).
        () => refresher.request(),
      );
    };
    source.addEventListener(AUCTION_EVENT_TYPES.auctionUpdated, onUpdated);
    catchUpOnReconnect(source, () => refresher.request());
    return () => {
      source.removeEventListener(AUCTION_EVENT_TYPES.auctionUpdated, onUpdated);
      source.close();
      document.removeEventListener('visibilitychange', onVisibility);
      refresher.stop();
      aborter.abort();
      scheduler.current = null;
    };
  }, [id, lastEventId, lotUrl]);

  // Who is viewing is known only in the browser: a signed-in viewer's own state is read at once.
  const viewer = useAuth().state.me?.uid ?? null;
  useEffect(() => {
    if (viewer === null) return;
    scheduler.current?.request({ jitter: false });
  }, [viewer]);

  useUserEvent(USER_EVENT_TYPES.auctionLead, (event) => {
    if (event.auctionId !== id) return;
    ownChanges.current += 1;
    setState((previous) => withLead(previous, event));
  });

  const applyAnswer = useCallback<LiveLotContextValue['applyAnswer']>((answer) => {
    ownChanges.current += 1;
    setState((previous) => withAnswer(previous, answer));
    // Only this page has the answer to its bid: its own row in the history need not wait.
    scheduler.current?.request({ jitter: false });
  }, []);

  const value = useMemo<LiveLotContextValue>(() => {
    const closed = isFinalStatus(state.status) || timeUp;
    const sold =
      state.outcome === 'sold' || (state.outcome === null && state.status !== 'cancelled' && state.bidCount > 0 && state.reserveMet);
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

/**
 * The bid history ("Budhistorik"): alias, amount and time, newest first; the viewer's rows say
 * "Du". Each row is who held the price at that amount; a maximum's automatic answer says
 * "automatiskt bud" (docs/decisions/0031).
 */
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
              <li
                key={`${bid.id}${bid.automatic ? '-automatiskt' : ''}`}
                className="tabular grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[1fr_9rem_auto]"
                data-automatic={bid.automatic ? 'true' : undefined}
              >
                <span className="text-sm">
                  <span className={you ? 'font-semibold' : ''}>{bid.alias}</span>
                  {/* The marker is words, not a colour: the leader's maximum bid this by itself. */}
                  {bid.automatic ? <span className="text-muted"> · automatiskt bud</span> : null}
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
