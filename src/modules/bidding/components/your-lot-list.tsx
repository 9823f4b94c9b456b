'use client';

import { useRouter } from 'next/navigation';
import { Icon } from '@/ui/icon';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { useUserEvent } from '@/modules/accounts/components/user-events';
import { Countdown } from '@/modules/auctions/components/countdown';
import { LotRowThumb, LotRowTitle } from './lot-row-head';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { formatSek } from '@/ui/format';
import { ExtendedMark } from '@/modules/auctions/components/lot-end';
import { endTimeText, hasLeadingBid, isExtended, shownPriceOrSale, type YourLot } from '@/modules/auctions';
import { useLotsStream } from '@/modules/auctions/components/use-lots-stream';
import { lotPath } from '@/modules/catalog';
import { USER_EVENT_TYPES } from '@/modules/notifications';
import { buttonClass } from '@/ui/button';
import { withEnded } from './ended-lots';

/** The most lots one event stream follows (app/api/events/route.ts). */
const MAX_LIVE = 50;

const isOpen = (lot: YourLot, ended: ReadonlySet<number>) => (lot.status === 'live' || lot.status === 'scheduled') && !ended.has(lot.id);

/**
 * A list of the user's lots (the watchlist, "Mina bud"): photo, title, price, bids, the user's
 * own state, and a ticking countdown with the end time. Prices follow the lots live over ONE
 * event stream for all open lots (`/api/events?auctions=…`, a browser allows only ~6 connections
 * per host), the lead state over the user's own channel. On the watchlist (`removable`) each row
 * can be removed (at once, undone if the server refuses), and changes made in other tabs show.
 */
export function YourLotList({
  lots,
  serverNow,
  removable = false,
  label,
  empty,
  testId,
  limit,
}: {
  lots: YourLot[];
  serverNow: number;
  removable?: boolean;
  /** Show this many at first, with a button for the rest. */
  limit?: number;
  /** The list's accessible name. */
  label: string;
  empty: React.ReactNode;
  testId: string;
}) {
  const router = useRouter();
  const { applyWatch } = useAuth();
  const [rows, setRows] = useState(lots);
  const [source, setSource] = useState(lots);
  const [ended, setEnded] = useState<ReadonlySet<number>>(
    () => new Set(lots.filter((lot) => Date.parse(lot.endsAt) <= serverNow).map((lot) => lot.id)),
  );
  const list = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);

  // A fresh server render (router.refresh) brings a new list: take it.
  if (source !== lots) {
    setSource(lots);
    setRows(lots);
  }

  const liveIds = useMemo(
    () =>
      rows
        .filter((lot) => isOpen(lot, ended))
        .slice(0, MAX_LIVE)
        .map((lot) => lot.id)
        .join(','),
    [rows, ended],
  );

  useLotsStream(liveIds, (update) =>
    setRows((current) =>
      current.map((lot) =>
        lot.id === update.id && update.version > lot.version
          ? {
              ...lot,
              currentPrice: update.currentPrice,
              bidCount: update.bidCount,
              endsAt: update.endsAt,
              status: update.status,
              version: update.version,
            }
          : lot,
      ),
    ),
  );

  useUserEvent(USER_EVENT_TYPES.auctionLead, (event) => {
    setRows((current) =>
      current.map((lot) =>
        lot.id === event.auctionId ? { ...lot, youLead: event.youLead, yourMaximum: event.yourMaximum ?? lot.yourMaximum } : lot,
      ),
    );
  });

  useUserEvent(USER_EVENT_TYPES.watchlistChanged, (event) => {
    if (!removable) return;
    if (!event.watching) setRows((current) => current.filter((lot) => lot.id !== event.auctionId));
    else if (!rows.some((lot) => lot.id === event.auctionId)) router.refresh();
  });

  const remove = async (lot: YourLot) => {
    const index = rows.findIndex((row) => row.id === lot.id);
    setRows((current) => current.filter((row) => row.id !== lot.id));
    applyWatch(lot.id, false);
    list.current?.focus();
    try {
      const answer = await callAction('REMOVE_FROM_WATCHLIST', { auctionId: lot.id });
      applyWatch(lot.id, false, answer.watchlistSize);
      toast.success(`${lot.title} är borttagen från dina bevakningar.`);
    } catch (error) {
      applyWatch(lot.id, true);
      setRows((current) =>
        current.some((row) => row.id === lot.id) ? current : [...current.slice(0, index), lot, ...current.slice(index)],
      );
      toast.error(callErrorMessage(error, 'Kunde inte ta bort bevakningen.'));
    }
  };

  if (rows.length === 0) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  const shown = limit !== undefined && !expanded ? rows.slice(0, limit) : rows;

  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={label}
        className="divide-y divide-line border-y border-line outline-none"
        data-testid={testId}
      >
        {shown.map((lot) => {
          const open = isOpen(lot, ended);
          const hasBids = hasLeadingBid(lot);
          const price = shownPriceOrSale(lot);
          const href = lotPath(lot);
          const sold = lot.outcome === 'sold';
          return (
            <li key={lot.id} className="flex gap-3 py-4 sm:gap-5" data-testid="lot-row" data-lot-id={lot.id}>
              <LotRowThumb href={href} imageUrl={lot.imageUrl} />
              <div className="min-w-0 flex-1">
                <LotRowTitle href={href} title={lot.title} />
                <p className="tabular mt-1 text-sm">
                  <span className="text-muted">
                    {open ? (hasBids ? 'Aktuellt bud ' : 'Startpris ') : sold ? 'Klubbat för ' : hasBids ? 'Högsta bud ' : 'Startpris '}
                  </span>
                  <span className="font-semibold" data-testid="row-price">
                    {formatSek(price)}
                  </span>
                  <span className="text-muted" data-testid="row-bids">
                    {' · '}
                    {lot.bidCount === 0 ? 'Inga bud' : lot.bidCount === 1 ? '1 bud' : `${lot.bidCount} bud`}
                  </span>
                </p>
                {lot.yourMaximum !== null ? (
                  <p className="tabular mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                    <span
                      className={`inline-flex h-6 items-center rounded-full px-2.5 font-semibold ${
                        lot.youLead ? 'bg-accent text-ink' : open ? 'bg-ground text-ink' : 'bg-ground text-muted'
                      }`}
                      data-testid="row-state"
                    >
                      {open
                        ? lot.youLead
                          ? 'Du leder'
                          : 'Överbjuden'
                        : lot.youLead && sold
                          ? 'Vunnen'
                          : lot.youLead
                            ? 'Högst bud'
                            : 'Ej vunnen'}
                    </span>
                    <span className="text-muted">Ditt maxbud {formatSek(lot.yourMaximum)}</span>
                  </p>
                ) : null}
                <p className="tabular mt-1.5 text-xs text-muted">
                  {open ? (
                    <>
                      <Countdown
                        endsAt={lot.endsAt}
                        serverNow={serverNow}
                        className="font-medium text-ink"
                        onEndedChange={(over) => setEnded((current) => withEnded(current, lot.id, over))}
                      />{' '}
                      kvar ·{' '}
                      <time dateTime={lot.endsAt} className="whitespace-nowrap" data-testid="row-ends-at">
                        {endTimeText(lot)}
                      </time>
                      {isExtended(lot) ? (
                        <>
                          {' '}
                          <ExtendedMark testId="row-extended" />
                        </>
                      ) : null}
                    </>
                  ) : (
                    <>
                      Avslutades{' '}
                      <time dateTime={lot.endsAt} className="whitespace-nowrap">
                        {endTimeText(lot)}
                      </time>
                    </>
                  )}
                </p>
              </div>
              {removable ? (
                <button
                  type="button"
                  onClick={() => void remove(lot)}
                  aria-label={`Sluta bevaka ${lot.title}`}
                  title="Sluta bevaka"
                  className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center self-start rounded-full text-ink hover:bg-ground"
                  data-testid="remove-watch"
                >
                  <Icon name="heart" size={22} filled />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {shown.length < rows.length ? (
        <button
          type="button"
          onClick={() => {
            setExpanded(true);
            // Keep the keyboard where it was: on the first row that was hidden.
            requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[shown.length]?.focus());
          }}
          aria-expanded={false}
          className={buttonClass('outline', 'sm', 'mt-4')}
        >
          Visa alla {rows.length}
        </button>
      ) : null}
    </>
  );
}
