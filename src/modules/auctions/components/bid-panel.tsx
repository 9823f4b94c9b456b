'use client';

import Link from '@/ui/link';
import { useEffect, useRef, useState } from 'react';
import { formatEndTime } from '@/modules/auctions/domain/schedule';
import { formatSek } from '@/ui/format';
import { Countdown } from './countdown';
import { useLiveLot } from './live-lot';

/**
 * The lot's bid panel: price, reserve state, bid count, the end and a live countdown, the next
 * minimum bid and buy now. Until bidding opens, a visitor is sent to sign in and a signed-in
 * user sees the amount field disabled. On phones a slim bar keeps the action in thumb reach once
 * the panel has scrolled away.
 */
export function BidPanel({ signedIn, lotPath }: { signedIn: boolean; lotPath: string }) {
  const { state, serverNow, closed, sold, setTimeUp } = useLiveLot();
  const hasBids = state.bidCount > 0 && state.currentPrice !== null;
  const price = hasBids ? (state.currentPrice as number) : state.startPrice;
  const signInHref = `/logga-in?next=${encodeURIComponent(lotPath)}`;
  const endsAt = new Date(state.endsAt);
  const reserveText = state.hasReserve ? (state.reserveMet ? 'Reservationspris uppnått' : 'Reservationspris ej uppnått') : null;
  const bidCountText = state.bidCount === 0 ? 'Inga bud än' : state.bidCount === 1 ? '1 bud' : `${state.bidCount} bud`;

  const action = useRef<HTMLDivElement>(null);
  const [actionVisible, setActionVisible] = useState(true);
  useEffect(() => {
    const element = action.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setActionVisible(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [closed]);

  return (
    <>
      <section id="budgivning" aria-labelledby="budgivning-rubrik" className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 sm:p-6" data-testid="bid-panel">
        <h2 id="budgivning-rubrik" className="sr-only">
          Budgivning
        </h2>
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            {closed ? (
              <>
                <p className="flex h-6 items-center gap-2">
                  <span className="inline-flex h-6 items-center rounded-full bg-ink px-2.5 text-xs font-semibold uppercase tracking-wider text-white">
                    Avslutad
                  </span>
                  {sold && state.status !== 'cancelled' ? (
                    <span aria-hidden className="text-xs font-medium uppercase tracking-widest text-muted">
                      Klubbat för
                    </span>
                  ) : null}
                </p>
                <p className="tabular mt-2 h-11 text-4xl font-semibold leading-[2.75rem]" data-testid="final-price" aria-live="polite">
                  {state.status === 'cancelled' ? (
                    'Inställd'
                  ) : sold ? (
                    <>
                      <span className="sr-only">Klubbat för </span>
                      {formatSek(price)}
                    </>
                  ) : (
                    'Ej såld'
                  )}
                </p>
              </>
            ) : (
              <>
                <p className="h-6 text-xs font-medium uppercase leading-6 tracking-widest text-muted">{hasBids ? 'Aktuellt bud' : 'Utropspris'}</p>
                <p className="tabular mt-2 h-11 text-4xl font-semibold leading-[2.75rem]" data-testid="current-price" aria-live="polite" aria-atomic="true">
                  {formatSek(price)}
                </p>
              </>
            )}
            <p className="tabular mt-2 min-h-5 text-sm text-muted" data-testid="bid-state">
              <span data-testid="bid-count">{bidCountText}</span>
              {reserveText ? (
                <>
                  <span aria-hidden> · </span>
                  <span data-testid="reserve-state" className={state.reserveMet ? 'text-success' : ''}>
                    {reserveText}
                  </span>
                </>
              ) : null}
            </p>
          </div>
          <WatchButton signedIn={signedIn} signInHref={signInHref} />
        </div>

        <dl className="mt-5 divide-y divide-line border-y border-line text-sm">
          <div className="flex min-h-11 items-center justify-between gap-4">
            <dt className="text-muted">{closed ? 'Avslutades' : 'Tid kvar'}</dt>
            <dd className="text-right font-semibold">
              {closed ? (
                <time dateTime={state.endsAt}>{formatEndTime(endsAt)}</time>
              ) : (
                <Countdown endsAt={state.endsAt} serverNow={serverNow} onEndedChange={setTimeUp} />
              )}
            </dd>
          </div>
          {closed ? null : (
            <div className="flex min-h-11 items-center justify-between gap-4">
              <dt className="text-muted">Slutar</dt>
              <dd className="tabular text-right font-semibold">
                <time dateTime={state.endsAt} data-testid="ends-at">
                  {formatEndTime(endsAt)}
                </time>
              </dd>
            </div>
          )}
          {closed && !sold && hasBids ? (
            <div className="flex min-h-11 items-center justify-between gap-4">
              <dt className="text-muted">Högsta bud</dt>
              <dd className="tabular text-right font-semibold">{formatSek(price)}</dd>
            </div>
          ) : null}
        </dl>

        {closed ? (
          <p className="mt-4 text-sm text-muted">
            Budgivningen är avslutad.{' '}
            <Link href="/auktioner" className="font-medium text-ink underline underline-offset-4">
              Se pågående auktioner
            </Link>
          </p>
        ) : (
          <div ref={action} className="mt-5">
            {state.yourMaximum !== null ? (
              <p
                className={`tabular mb-4 rounded-xl px-4 py-3 text-sm ${state.youLead ? 'bg-accent text-ink' : 'bg-ground text-ink'}`}
                data-testid="your-state"
              >
                <span className="font-semibold">{state.youLead ? 'Du leder' : 'Du har blivit överbjuden'}</span>
                <span className="block">Ditt maxbud: {formatSek(state.yourMaximum)}</span>
              </p>
            ) : null}
            <p className="tabular text-sm" data-testid="minimum-bid">
              Lägsta bud: <span className="font-semibold">{formatSek(state.nextMinimumBid)}</span>
            </p>
            {signedIn ? (
              <div className="mt-3">
                <label htmlFor="bid-amount" className="text-sm font-medium">
                  Ditt maxbud
                </label>
                <div className="relative mt-1">
                  <input
                    id="bid-amount"
                    name="amount"
                    inputMode="numeric"
                    disabled
                    readOnly
                    value={state.nextMinimumBid}
                    aria-describedby="bid-soon"
                    className="tabular h-13 w-full rounded-xl border border-line bg-ground pl-4 pr-12 text-lg font-semibold text-muted"
                  />
                  <span aria-hidden className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-muted">
                    kr
                  </span>
                </div>
                <p id="bid-soon" className="mt-2 text-sm text-muted">
                  Budgivningen öppnar snart.
                </p>
              </div>
            ) : (
              <Link
                href={signInHref}
                className="mt-3 flex min-h-13 items-center justify-center rounded-full bg-accent px-6 text-center font-semibold text-ink transition-colors hover:bg-accent-strong"
                data-testid="sign-in-to-bid"
              >
                Logga in för att lägga bud
              </Link>
            )}
            {state.buyNowPrice !== null ? (
              <div className="tabular mt-4 flex items-baseline justify-between gap-4 rounded-xl border border-line px-4 py-3 text-sm" data-testid="buy-now">
                <span>
                  <span className="font-semibold">Köp nu {formatSek(state.buyNowPrice)}</span>
                  <span className="block text-xs text-muted">Erbjuds tills det första budet läggs.</span>
                </span>
              </div>
            ) : null}
            <p className="mt-4 text-xs leading-relaxed text-muted">
              Budet är ditt maxbud: vi bjuder för dig, ett budsteg i taget. Slagavgift 20&nbsp;% tillkommer.{' '}
              <Link href="/kop-och-salj" className="underline underline-offset-2 hover:text-ink">
                Så fungerar det
              </Link>
            </p>
          </div>
        )}
      </section>

      {closed ? null : (
        <div
          aria-hidden={actionVisible}
          inert={actionVisible}
          className={`safe-bottom fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 backdrop-blur transition-transform duration-200 lg:hidden ${actionVisible ? 'translate-y-full' : 'translate-y-0'}`}
          data-testid="mobile-bid-bar"
        >
          <div className="flex items-center gap-3 px-4 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="tabular truncate text-lg font-semibold leading-6">{formatSek(price)}</p>
              <p className="tabular truncate text-xs text-muted">
                <Countdown endsAt={state.endsAt} serverNow={serverNow} /> kvar
              </p>
            </div>
            {signedIn ? (
              <a href="#budgivning" className="flex min-h-12 items-center rounded-full bg-accent px-5 text-sm font-semibold text-ink">
                Till budgivningen
              </a>
            ) : (
              <Link href={signInHref} className="flex min-h-12 items-center rounded-full bg-accent px-5 text-sm font-semibold text-ink">
                Logga in och buda
              </Link>
            )}
          </div>
        </div>
      )}
    </>
  );
}

function HeartIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

function WatchButton({ signedIn, signInHref }: { signedIn: boolean; signInHref: string }) {
  const base = 'flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-line';
  if (!signedIn) {
    return (
      <Link href={signInHref} aria-label="Logga in för att bevaka" title="Logga in för att bevaka" className={`${base} hover:border-ink`} data-testid="watch">
        <HeartIcon />
      </Link>
    );
  }
  return (
    <button type="button" disabled aria-label="Bevaka (kommer snart)" title="Bevakning kommer snart" className={`${base} cursor-not-allowed text-muted`} data-testid="watch">
      <HeartIcon />
    </button>
  );
}
