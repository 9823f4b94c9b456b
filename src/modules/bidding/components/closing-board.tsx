'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import Link from '@/ui/link';
import { formatSek } from '@/ui/format';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { useUserEvent } from '@/modules/accounts/components/user-events';
import { endTimeText, hasLeadingBid, isExtended, shownPrice, type BoardLot } from '@/modules/auctions';
import { useLotsStream } from '@/modules/auctions/components/use-lots-stream';
import { Countdown } from '@/modules/auctions/components/countdown';
import { ExtendedMark } from '@/modules/auctions/components/lot-end';
import { DEFAULT_PRICING, type Pricing } from '@/modules/auctions/components/whole-price-list';
import { lotPath } from '@/modules/catalog';
import { USER_EVENT_TYPES } from '@/modules/notifications';
import { withdrawalLine } from '@/keys';
import { RowBidButton } from './bid-form';
import { bidToasts } from './bid-toasts';
import { withEnded } from './ended-lots';

/** The board is read again this often, so lots entering the last hour join it. */
const REFRESH_MS = 60_000;

type Row = BoardLot & { yourBid: boolean; movedAt: number | null };

const byEnd = (a: Row, b: Row) => Date.parse(a.endsAt) - Date.parse(b.endsAt) || a.id - b.id;

/** A row with a newer state: marked as moved when soft close has pushed its end later. */
function moved(row: Row, next: Partial<Row> & { endsAt: string }): Row {
  const later = Date.parse(next.endsAt) > Date.parse(row.endsAt);
  return { ...row, ...next, movedAt: later ? Date.now() : row.movedAt };
}

function rowsOf(lots: BoardLot[], bidOn: ReadonlySet<number>): Row[] {
  return lots.map((lot) => ({ ...lot, yourBid: bidOn.has(lot.id), movedAt: null }));
}

/** The viewer's state on a lot at a glance: leads, outbid, or watches. */
function stateOf(row: Row, watching: boolean): { label: string; tone: string } | null {
  if (row.youLead) return { label: 'Du leder', tone: 'bg-accent text-ink' };
  if (row.yourBid) return { label: 'Överbjuden', tone: 'bg-danger text-white' };
  if (watching) return { label: 'Bevakas', tone: 'bg-ground text-ink' };
  return null;
}

/**
 * Sunday's closing board (/slutspurt): the lots in end-time order with photo,
 * live price, bid count and a countdown on server time. ONE event stream follows every open lot
 * on it (useLotsStream); a soft-close extension moves its lot down the list, marked
 * "Förlängd". A signed-in viewer sees where they lead, are outbid or watch (their own channel
 * carries lead changes) and bids the next increment from the row, after the lot page's binding
 * confirmation. The board is read again every minute, so lots entering the last hour join it.
 */
export function ClosingBoard({
  lots,
  bidOn,
  serverNow,
  premiumPercent,
  pricing,
  withdrawalDays,
}: {
  lots: BoardLot[];
  /** The lots the viewer has bid on (their outbid state); empty for a visitor. */
  bidOn: number[];
  serverNow: number;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  /** The studio's withdrawal window (KLUBBAN_WITHDRAWAL_DAYS) for the bid confirmation's line. */
  withdrawalDays: number;
}) {
  const router = useRouter();
  const { state } = useAuth();
  const bidSet = useMemo(() => new Set(bidOn), [bidOn]);
  const [rows, setRows] = useState(() => rowsOf(lots, bidSet));
  const [source, setSource] = useState(lots);
  const [ended, setEnded] = useState<ReadonlySet<number>>(() => new Set());

  // A fresh server render (the minute's refresh) brings the board anew: take it, keeping what
  // this page knows newer (a row's later version, the viewer's bids).
  if (source !== lots) {
    setSource(lots);
    setRows((current) => {
      const known = new Map(current.map((row) => [row.id, row]));
      return rowsOf(lots, bidSet)
        .map((fresh) => {
          const mine = known.get(fresh.id);
          if (!mine) return fresh;
          const newer = mine.version > fresh.version ? { ...fresh, ...mine } : { ...fresh, movedAt: mine.movedAt };
          return { ...newer, yourBid: mine.yourBid || fresh.yourBid };
        })
        .sort(byEnd);
    });
  }

  useEffect(() => {
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);

  const liveIds = useMemo(
    () =>
      rows
        .filter((row) => row.status === 'live')
        .map((row) => row.id)
        .sort((a, b) => a - b)
        .join(','),
    [rows],
  );

  useLotsStream(liveIds, (update) =>
    setRows((current) =>
      current
        .map((row) =>
          row.id !== update.id || update.version <= row.version
            ? row
            : moved(row, {
                currentPrice: update.currentPrice,
                bidCount: update.bidCount,
                endsAt: update.endsAt,
                status: update.status,
                reserveMet: update.reserveMet,
                nextMinimumBid: update.nextMinimumBid,
                version: update.version,
              }),
        )
        .sort(byEnd),
    ),
  );

  useUserEvent(USER_EVENT_TYPES.auctionLead, (event) => {
    setRows((current) => current.map((row) => (row.id === event.auctionId ? { ...row, youLead: event.youLead, yourBid: true } : row)));
  });

  // A bid's toast follows its row's lead state (bid-toasts.ts): the latest state wins.
  useEffect(() => {
    for (const row of rows) bidToasts.follow(row.id, row.youLead);
  }, [rows]);

  const signedIn = state.status === 'signedIn';
  const watched = new Set(state.status === 'signedIn' ? state.me.watchedAuctionIds : []);

  if (rows.length === 0)
    return (
      <div className="rounded-lg bg-ground p-8 text-center" data-testid="board-empty">
        <p className="font-serif text-2xl">Inga auktioner avslutas just nu</p>
        <p className="mt-2 text-muted">Söndagens auktioner avslutas från kl. 19. Titta in då, eller bläddra bland alla föremål.</p>
        <Link href="/auktioner" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-white">
          Till auktionerna
        </Link>
      </div>
    );

  return (
    <ol className="divide-y divide-line border-y border-line" aria-label="Föremål i sluttidsordning" data-testid="closing-board">
      {rows.map((row) => {
        const href = lotPath(row);
        const open = row.status === 'live' && !ended.has(row.id);
        const hasBids = hasLeadingBid(row);
        const price = shownPrice(row);
        const mark = stateOf(row, watched.has(row.id));
        return (
          <li
            key={row.id}
            className={`flex gap-3 py-3 transition-colors sm:gap-4 ${row.movedAt !== null ? 'animate-[board-moved_2s_ease-out]' : ''} ${open ? '' : 'opacity-60'}`}
            data-testid="board-row"
            data-lot-id={row.id}
          >
            <Link
              href={href}
              tabIndex={-1}
              aria-hidden
              className="relative block h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-ground sm:h-24 sm:w-24"
            >
              {row.imageUrl ? <Image src={row.imageUrl} alt="" fill sizes="96px" className="object-cover" /> : null}
            </Link>
            <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[minmax(0,1fr)_16rem] sm:grid-rows-[auto_auto_1fr] sm:gap-x-6">
              <div className="flex items-start justify-between gap-2 sm:col-start-1">
                <h2 className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
                  <Link href={href} className="hover:underline">
                    {row.title}
                  </Link>
                </h2>
                {mark ? (
                  <span
                    className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold ${mark.tone}`}
                    data-testid="board-state"
                  >
                    {mark.label}
                  </span>
                ) : null}
              </div>
              <p className="tabular mt-1 text-sm sm:col-start-1" aria-live="polite">
                <span className="text-muted">{hasBids ? 'Aktuellt bud ' : 'Startpris '}</span>
                <span className="font-semibold" data-testid="board-price">
                  {formatSek(price)}
                </span>
                <span className="text-muted" data-testid="board-bids">
                  {' · '}
                  {row.bidCount === 0 ? 'Inga bud' : row.bidCount === 1 ? '1 bud' : `${row.bidCount} bud`}
                </span>
              </p>
              <p className="tabular mt-1 flex flex-wrap items-center gap-x-2 self-start text-sm sm:col-start-1">
                {open ? (
                  <Countdown
                    endsAt={row.endsAt}
                    serverNow={serverNow}
                    className="font-semibold"
                    onEndedChange={(over) => setEnded((current) => withEnded(current, row.id, over))}
                  />
                ) : (
                  <span className="font-semibold">Avslutad</span>
                )}
                <span className="text-muted">{endTimeText(row)}</span>
                {isExtended(row) ? <ExtendedMark testId="board-extended" /> : null}
              </p>
              {open ? (
                <div className="mt-2 max-w-xs sm:col-start-2 sm:row-span-3 sm:row-start-1 sm:mt-0 sm:max-w-none sm:self-center">
                  {!signedIn ? (
                    <Link
                      href={`/logga-in?next=${encodeURIComponent('/slutspurt')}`}
                      className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
                    >
                      Logga in för att buda
                    </Link>
                  ) : row.youLead ? null : (
                    <RowBidButton
                      auctionId={row.id}
                      amount={row.nextMinimumBid}
                      premiumPercent={premiumPercent}
                      pricing={{
                        ...(pricing ?? DEFAULT_PRICING),
                        lot: { sellerVatStatus: row.sellerVatStatus, resaleRight: row.resaleRight },
                      }}
                      shippingPrice={row.shippingPrice}
                      withdrawalLine={withdrawalLine(row, withdrawalDays)}
                      label={`Buda ${formatSek(row.nextMinimumBid)} på ${row.title}`}
                      onAnswer={(answer) =>
                        setRows((current) =>
                          current
                            .map((candidate) => {
                              if (candidate.id !== row.id) return candidate;
                              const mine = { ...candidate, youLead: answer.youLead, yourBid: true };
                              // The answer has no version: taken only while it is ahead of the row
                              // (the stream's event, with its version, follows).
                              if (answer.auction.bidCount <= candidate.bidCount) return mine;
                              return moved(mine, {
                                currentPrice: answer.auction.currentPrice,
                                bidCount: answer.auction.bidCount,
                                endsAt: answer.auction.endsAt,
                                nextMinimumBid: answer.auction.nextMinimumBid,
                              });
                            })
                            .sort(byEnd),
                        )
                      }
                    />
                  )}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
