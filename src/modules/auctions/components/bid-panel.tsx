'use client';

import Link from '@/ui/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { formatSek, formatShipping } from '@/ui/format';
import { hasLeadingBid, shownPriceOrSale } from '../domain/shown-price';
import { endTimeText, isExtended } from '../domain/soft-close';
import { Countdown } from './countdown';
import { ExtendedMark, ExtensionAnnouncer } from './lot-end';
import { useLiveLot } from './live-lot';
import { type Pricing, WholePriceList } from './whole-price-list';

/**
 * The lot's bid panel: price, reserve state, bid count, the end and a live countdown, the next
 * minimum bid, the viewer's lead state, and the slots the page fills from the modules above: the
 * bid form and buy now (bidding) and the watch heart (watchlist). A visitor — and everyone until
 * the browser knows the session, since the page is one copy for all — is sent to sign in; a seller
 * sees a note instead of the form; an ended lot says how it ended.
 * On phones a slim bar keeps the action in thumb reach while the panel is out of view; it slides
 * away as soon as any of the panel shows, so it never covers the price, the facts or the whole
 * price under them (the page's bottom padding keeps the page's end clear of it).
 */
export function BidPanel({
  lotPath,
  premiumPercent,
  pricing,
  shippingPrice,
  watchButton,
  bidForm,
  buyNowButton,
}: {
  lotPath: string;
  /** The buyer's premium (slagavgift) in percent, from the server's configuration. */
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  /** What shipping costs the buyer (whole SEK); null = pickup only. Stated beside the fee so the whole cost is known before a bid. */
  shippingPrice: number | null;
  /** The watch heart for this lot. */
  watchButton: ReactNode;
  /** The bid form, shown while a signed-in bidder may bid (it reads the live lot itself). */
  bidForm: ReactNode;
  /** Buy now, shown while it is offered and the viewer may buy. */
  buyNowButton: ReactNode;
}) {
  const { state, serverNow, closed, sold, setTimeUp } = useLiveLot();
  const signedIn = useAuth().state.status === 'signedIn';
  const hasBids = hasLeadingBid(state);
  // A lot bought with "Köp nu" has no bids, but its price is the buy-now price.
  const price = shownPriceOrSale(state);
  const signInHref = `/logga-in?next=${encodeURIComponent(lotPath)}`;
  const extended = isExtended(state);
  const reserveText = state.hasReserve ? (state.reserveMet ? 'Reservationspris uppnått' : 'Reservationspris ej uppnått') : null;
  const bidCountText =
    state.bidCount === 0
      ? sold
        ? 'Såld med Köp nu'
        : closed
          ? 'Inga bud'
          : 'Inga bud än'
      : state.bidCount === 1
        ? '1 bud'
        : `${state.bidCount} bud`;

  const panel = useRef<HTMLElement>(null);
  const [panelInView, setPanelInView] = useState(true);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [closed]);

  return (
    <>
      <section
        ref={panel}
        id="budgivning"
        aria-labelledby="budgivning-rubrik"
        // "Till budgivningen" lands it clear of the sticky header, however tall (--site-header-height).
        className="scroll-mt-[calc(var(--site-header-height,5rem)+1rem)] rounded-2xl border border-line bg-white p-5 sm:p-6"
        data-testid="bid-panel"
      >
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
                      Klubbades för
                    </span>
                  ) : null}
                </p>
                <p className="tabular mt-2 h-11 text-4xl font-semibold leading-[2.75rem]" data-testid="final-price" aria-live="polite">
                  {state.status === 'cancelled' ? (
                    'Inställd'
                  ) : sold ? (
                    <>
                      <span className="sr-only">Klubbades för </span>
                      {formatSek(price)}
                    </>
                  ) : (
                    'Osåld'
                  )}
                </p>
              </>
            ) : (
              <>
                <p className="h-6 text-xs font-medium uppercase leading-6 tracking-widest text-muted">
                  {hasBids ? 'Aktuellt bud' : 'Startpris'}
                </p>
                <p
                  className="tabular mt-2 h-11 text-4xl font-semibold leading-[2.75rem]"
                  data-testid="current-price"
                  aria-live="polite"
                  aria-atomic="true"
                >
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
          {watchButton}
        </div>

        <dl className="mt-5 divide-y divide-line border-y border-line text-sm">
          <div className="flex min-h-11 items-center justify-between gap-4">
            <dt className="text-muted">{closed ? 'Avslutades' : 'Tid kvar'}</dt>
            <dd className="text-right font-semibold">
              {closed ? (
                <time dateTime={state.endsAt}>{endTimeText(state)}</time>
              ) : (
                <Countdown endsAt={state.endsAt} serverNow={serverNow} onEndedChange={setTimeUp} />
              )}
            </dd>
          </div>
          {closed ? null : (
            <div className="flex min-h-11 items-center justify-between gap-4">
              <dt className="text-muted">Slutar</dt>
              <dd className="tabular flex flex-wrap items-baseline justify-end gap-x-2 text-right font-semibold">
                {/* Soft close moves the end while the page is open: the end, its mark and one spoken sentence follow. */}
                {extended ? <ExtendedMark testId="lot-extended" /> : null}
                <time dateTime={state.endsAt} data-testid="ends-at">
                  {endTimeText(state)}
                </time>
                <ExtensionAnnouncer endsAt={state.endsAt} />
              </dd>
            </div>
          )}
          {closed ? null : (
            <div className="flex min-h-11 items-center justify-between gap-4">
              <dt className="text-muted">{shippingPrice === null ? 'Leverans' : 'Frakt'}</dt>
              <dd className="tabular text-right font-semibold" data-testid="shipping">
                {shippingPrice === null ? 'Endast avhämtning' : shippingPrice === 0 ? 'Fri frakt' : formatSek(shippingPrice)}
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
          <div className="mt-4 text-sm" data-testid="ended-note">
            {sold && state.youLead && state.status !== 'cancelled' ? (
              <p className="rounded-xl bg-accent px-4 py-3 text-ink" data-testid="you-won">
                <span className="block font-semibold">Grattis, du vann!</span>
                Klubbat för {formatSek(price)}.{' '}
                <Link href="/user#vunna" className="font-medium underline underline-offset-4">
                  Se dina vunna föremål
                </Link>
              </p>
            ) : (
              <p className="text-muted">
                {state.status === 'cancelled'
                  ? 'Auktionen är inställd.'
                  : sold
                    ? 'Auktionen är avslutad.'
                    : hasBids
                      ? 'Auktionen är avslutad. Reservationspriset nåddes inte.'
                      : 'Auktionen är avslutad utan bud.'}{' '}
                <Link href="/auktioner" className="font-medium text-ink underline underline-offset-4">
                  Se pågående auktioner
                </Link>
              </p>
            )}
          </div>
        ) : (
          <div className="mt-5">
            <div aria-live="polite" aria-atomic="true">
              {state.yourMaximum !== null && !state.yourItem ? (
                <p
                  className={`tabular mb-4 rounded-xl px-4 py-3 text-sm ${state.youLead ? 'bg-accent text-ink' : 'bg-ground text-ink'}`}
                  data-testid="your-state"
                  data-leading={state.youLead}
                >
                  <span className="font-semibold">{state.youLead ? 'Du leder' : 'Du har blivit överbjuden'}</span>
                  <span className="block">Ditt maxbud: {formatSek(state.yourMaximum)}</span>
                </p>
              ) : null}
            </div>
            <p className="tabular text-sm" data-testid="minimum-bid">
              Lägsta bud: <span className="font-semibold">{formatSek(state.nextMinimumBid)}</span>
            </p>
            {!signedIn ? (
              <div className="mt-3 text-sm" data-testid="visitor-whole-price">
                <WholePriceList
                  amount={state.nextMinimumBid}
                  premiumPercent={premiumPercent}
                  pricing={pricing}
                  shippingPrice={shippingPrice}
                />
              </div>
            ) : null}
            {!signedIn ? (
              <Link
                href={signInHref}
                className="mt-3 flex min-h-13 items-center justify-center rounded-full bg-accent px-6 text-center font-semibold text-ink transition-colors hover:bg-accent-strong"
                data-testid="sign-in-to-bid"
              >
                Logga in för att buda
              </Link>
            ) : state.yourItem ? (
              <p className="mt-3 rounded-xl bg-ground px-4 py-3 text-sm" data-testid="own-item">
                Det här är ditt föremål, så du kan inte buda på det eller köpa det.
              </p>
            ) : state.status === 'scheduled' ? (
              <p className="mt-3 rounded-xl bg-ground px-4 py-3 text-sm" data-testid="not-open">
                Budgivningen har inte öppnat än.
              </p>
            ) : (
              bidForm
            )}
            {state.buyNowPrice !== null ? (
              signedIn && !state.yourItem && state.status === 'live' ? (
                buyNowButton
              ) : (
                <div
                  className="tabular mt-4 flex items-baseline justify-between gap-4 rounded-xl border border-line px-4 py-3 text-sm"
                  data-testid="buy-now"
                >
                  <span>
                    <span className="font-semibold">Köp nu {formatSek(state.buyNowPrice)}</span>
                    <span className="block text-xs text-muted">Erbjuds tills det första budet läggs.</span>
                  </span>
                </div>
              )
            ) : null}
            <p className="mt-4 text-xs leading-relaxed text-muted">
              Budet är ditt maxbud: vi bjuder för dig, ett budsteg i taget. Slagavgift {premiumPercent}&nbsp;% tillkommer.{' '}
              {formatShipping(shippingPrice)}.{' '}
              <Link href="/kop-och-salj" className="underline underline-offset-2 hover:text-ink">
                Så fungerar det
              </Link>
            </p>
          </div>
        )}
      </section>

      {closed ? null : (
        <div
          aria-hidden={panelInView}
          inert={panelInView}
          className={`safe-bottom fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 backdrop-blur transition-transform duration-200 lg:hidden ${panelInView ? 'translate-y-full' : 'translate-y-0'}`}
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
