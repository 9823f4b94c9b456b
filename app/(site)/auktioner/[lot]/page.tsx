import type { Metadata } from 'next';
import Link from '@/ui/link';
import { headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getDb } from '@/platform/database';
import { CATEGORY_LABELS, withdrawalLine } from '@/keys';
import { BidPanel } from '@/modules/auctions/components/bid-panel';
import { LotBidForm, LotBuyNowButton } from '@/modules/bidding/components/lot-bid-controls';
import { WatchButton } from '@/modules/watchlist/components/watch-button';
import { FollowMakerButton } from '@/modules/watchlist/components/follow-maker-button';
import { LiveBidHistory, LiveLot } from '@/modules/auctions/components/live-lot';
import { LotGallery } from '@/modules/auctions/components/lot-gallery';
import { getEnv } from '@/platform/env';
import { latestEventId } from '@/platform/realtime';
import { formatEstimate, formatShipping } from '@/ui/format';
import { StickyColumn } from '@/ui/sticky-column';
import {
  REHEARSAL_LINK_PARAM,
  REHEARSAL_MARK,
  auctionTopic,
  isClosed,
  liveStateOf,
  rehearsalHref,
  shownPrice,
  type AuctionView,
} from '@/modules/auctions';
import { getAuction, rehearsalKeyOf } from '@/modules/auctions/server';
import { getCaller } from '@/modules/accounts/server';
import { lotPath, makerKey, makerPath, parseLotParam } from '@/modules/catalog';
import { configuredFeeRates, configuredPricing } from '@/modules/orders/server';
import { lotTakesQuestions } from '@/modules/questions';
import { listPublicAnswers } from '@/modules/questions/server';
import { QuestionsSection } from '@/modules/questions/components/questions-section';

type Params = Promise<{ lot: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The secret a rehearsal lot's link carries (docs/decisions/0033), if the address has one. */
async function linkKeyOf(searchParams: SearchParams): Promise<string | null> {
  const value = (await searchParams)[REHEARSAL_LINK_PARAM];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 64 ? key : null;
}

/** The lot id from "123-vas-satellit", also from a mistyped or outdated slug ("123-Gammal-Titel"). */
function lotIdFrom(param: string): number | null {
  const direct = parseLotParam(param);
  if (direct !== null) return direct;
  const match = /^(\d{1,10})(?:-|$)/.exec(param);
  return match?.[1] ? parseLotParam(match[1]) : null;
}

/**
 * One read per render, shared by generateMetadata and the page. The page is the same for everyone
 * (no cookie is read): the page cache keeps one copy until the lot changes (server/microcache.ts,
 * docs/decisions/0023), and each viewer's own state — their lead, maximum and own bids, the watch
 * heart, the bid form — is drawn in the browser. The newest event of the lot is read before the
 * lot, so the page's event stream, asking for what came after it, misses no change the copy lacks.
 *
 * A rehearsal lot (docs/decisions/0033) is shown only at its secret link (`?provlank=`, part of the
 * page cache's key, so the copy is only ever given to that link). An admin who opens it without the
 * link is sent to the link (a redirect, never kept); anyone else gets the site's 404.
 */
const loadLot = cache(async (param: string, key: string | null) => {
  await connection();
  const id = lotIdFrom(param);
  if (id === null) return null;
  const db = await getDb();
  const lastEventId = await latestEventId(db, auctionTopic(id));
  const auction = await getAuction(db, id, null, new Date(), { rehearsalKey: key });
  if (!auction) return null;
  // The studio's public answers: a new one drops the page's copy (questions' answerLotQuestion).
  const answers = await listPublicAnswers(db, id);
  // The server's clock at this render: a countdown takes it as a lower bound (the copy may be older).
  return { auction, answers, lastEventId, serverNow: Date.now(), key: auction.rehearsal ? key : null };
});

/** An admin who opens a rehearsal lot without its link goes to the link; never for anyone else. */
async function sendAdminToRehearsalLink(param: string): Promise<void> {
  const id = lotIdFrom(param);
  if (id === null) return;
  const db = await getDb();
  const rehearsal = await rehearsalKeyOf(db, id);
  if (!rehearsal) return;
  const caller = await getCaller(await headers());
  if (caller?.admin) redirect(rehearsalHref(lotPath(rehearsal), rehearsal.key));
}

function summary(auction: AuctionView): string {
  const estimate = formatEstimate(auction.estimateLow, auction.estimateHigh);
  const text = auction.description.replace(/\s+/g, ' ').trim();
  const lead = estimate ? `Utrop ${estimate}. ` : '';
  const room = 160 - lead.length;
  const cut = text.length <= room ? text : `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}…`;
  return `${lead}${cut}`;
}

function absoluteImage(url: string, base: string): string {
  return `${base}/_next/image?url=${encodeURIComponent(url)}&w=1280&q=75`;
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { lot } = await params;
  const loaded = await loadLot(lot, await linkKeyOf(searchParams));
  if (!loaded) return { title: 'Auktionen finns inte', robots: { index: false } };
  const { auction } = loaded;
  // A rehearsal is no one's business but the studio's: no index, no preview for link unfurlers.
  if (auction.rehearsal) return { title: `${REHEARSAL_MARK}: ${auction.title}`, robots: { index: false, follow: false } };
  // A sold lot the studio hid from the archive (docs/decisions/0047): reachable by its link, not indexed.
  const discreet = auction.archiveHidden ? { robots: { index: false, follow: true } } : {};
  const base = getEnv().publicUrl;
  const url = `${base}${lotPath(auction)}`;
  const description = summary(auction);
  const first = auction.images[0];
  return {
    ...discreet,
    title: auction.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: auction.title,
      description,
      url,
      siteName: 'Klubban',
      locale: 'sv_SE',
      images: first ? [{ url: absoluteImage(first.url, base), alt: first.alt }] : undefined,
    },
    twitter: { card: first ? 'summary_large_image' : 'summary', title: auction.title, description },
    other: {
      'product:price:amount': String(shownPrice(auction)),
      'product:price:currency': 'SEK',
    },
  };
}

function productJsonLd(auction: AuctionView, base: string, closed: boolean): string {
  const url = `${base}${lotPath(auction)}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: auction.title,
    description: auction.description,
    image: auction.images.map((image) => `${base}${image.url}`),
    sku: String(auction.id),
    category: CATEGORY_LABELS[auction.category],
    url,
    ...(auction.maker ? { brand: { '@type': 'Brand', name: auction.maker } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: shownPrice(auction),
      priceCurrency: 'SEK',
      // Ended: sold (the archive of what sold, docs/decisions/0047) or gone unsold; else on offer.
      availability: !closed
        ? 'https://schema.org/InStock'
        : auction.outcome === 'unsold' || auction.status === 'cancelled'
          ? 'https://schema.org/Discontinued'
          : 'https://schema.org/SoldOut',
      itemCondition: 'https://schema.org/UsedCondition',
      priceValidUntil: auction.endsAt.slice(0, 10),
    },
  };
  // Keep "</script>" and friends out of the inline script.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export default async function LotPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { lot } = await params;
  const loaded = await loadLot(lot, await linkKeyOf(searchParams));
  if (!loaded) {
    await sendAdminToRehearsalLink(lot);
    notFound();
  }
  const { auction, answers, lastEventId, serverNow, key } = loaded;
  const path = lotPath(auction);
  if (lot !== `${auction.id}-${auction.slug}`) permanentRedirect(key ? rehearsalHref(path, key) : path);

  const env = getEnv();
  const base = env.publicUrl;
  const premiumPercent = configuredFeeRates().buyerPremiumPercent;
  // The whole price before the bid reckons with the lot's VAT status and resale right (docs/decisions/0045).
  const pricing = configuredPricing({ sellerVatStatus: auction.sellerVatStatus, resaleRight: auction.resaleRight });
  // The buyer's right of withdrawal, said once on the page and again in the bid's confirmation (docs/decisions/0043).
  const withdrawal = withdrawalLine(auction, env.KLUBBAN_WITHDRAWAL_DAYS);
  // No structured data for a rehearsal nor for a lot hidden from the archive (docs/decisions/0047).
  const shareJsonLd = !key && !auction.archiveHidden;
  const closed = isClosed(auction, serverNow);
  const estimate = formatEstimate(auction.estimateLow, auction.estimateHigh);
  const makerLine = [auction.maker, auction.year].filter(Boolean).join(', ');
  // A known maker links to their page and can be followed; a rehearsal lot offers neither (docs/decisions/0033).
  const maker = auction.maker?.replace(/\s+/g, ' ').trim() ?? '';
  const followKey = key ? null : makerKey(maker);
  const paragraphs = auction.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const category = CATEGORY_LABELS[auction.category];
  const details: [string, string][] = [
    ['Skick', auction.condition ?? ''],
    ['Mått', auction.dimensions ?? ''],
    ['Konstnär / formgivare', auction.maker ?? ''],
    ['Tillverkad', auction.year ?? ''],
    ['Kategori', category],
    ['Nummer', auction.lotNumber !== null ? String(auction.lotNumber) : ''],
  ];

  return (
    <div className={`mx-auto max-w-6xl lg:px-4 lg:pt-6 lg:pb-20 ${closed ? 'pb-12' : 'pb-28'}`}>
      <meta property="og:type" content="product" />
      {shareJsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(auction, base, closed) }} />
      ) : null}

      <nav aria-label="Brödsmulor" className="hidden text-sm text-muted lg:mb-5 lg:block">
        <ol className="flex items-center gap-2">
          <li>
            <Link href="/auktioner" className="hover:text-ink">
              Auktioner
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link href={`/auktioner?category=${auction.category}`} className="hover:text-ink">
              {category}
            </Link>
          </li>
        </ol>
      </nav>

      {key ? (
        <p
          role="status"
          className="mx-4 mb-4 rounded-xl border-2 border-ink bg-[#fff4d6] px-4 py-3 text-sm font-semibold text-[#5c3d00] lg:mx-0"
          data-testid="rehearsal-mark"
        >
          {REHEARSAL_MARK}.{' '}
          <span className="font-normal">
            Bara studion och den som har länken ser sidan, och bara studions konton kan buda. Betalningen går genom den inkopplade
            betaltjänsten.
          </span>
        </p>
      ) : null}
      <LiveLot
        initial={liveStateOf(auction)}
        serverNow={serverNow}
        lastEventId={lastEventId}
        readPath={key ? rehearsalHref(`/api/auctions/${auction.id}`, key) : undefined}
      >
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_26rem] xl:gap-x-16">
          <div className="lg:col-start-1 lg:row-start-1">
            <LotGallery images={auction.images} title={auction.title} />
          </div>

          <div className="px-4 pt-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:px-0 lg:pt-0">
            <StickyColumn className="space-y-6 lg:sticky lg:top-24">
              <header>
                <p className="text-xs font-medium uppercase tracking-widest text-muted">
                  <Link href={`/auktioner?category=${auction.category}`} className="hover:text-ink">
                    {category}
                  </Link>
                  {auction.lotNumber !== null ? <span className="tabular"> · Nr {auction.lotNumber}</span> : null}
                </p>
                <h1 className="mt-2 font-serif text-[1.75rem] font-semibold leading-tight tracking-tight text-balance sm:text-4xl lg:text-[2rem]">
                  {auction.title}
                </h1>
                {makerLine ? (
                  <p className="mt-2 text-base text-ink" data-testid="maker-line">
                    {followKey ? (
                      <Link href={makerPath(followKey)} className="underline underline-offset-4 hover:no-underline">
                        {maker}
                      </Link>
                    ) : (
                      maker
                    )}
                    {maker && auction.year ? ', ' : null}
                    {auction.year}
                  </p>
                ) : null}
                {followKey ? (
                  <div className="mt-2">
                    <FollowMakerButton maker={maker} makerKey={followKey} lotHref={path} />
                  </div>
                ) : null}
                {estimate ? (
                  <p className="tabular mt-1 text-sm text-muted" data-testid="estimate">
                    Utrop {estimate}
                  </p>
                ) : null}
              </header>
              <BidPanel
                lotPath={path}
                premiumPercent={premiumPercent}
                pricing={pricing}
                shippingPrice={auction.shippingPrice}
                watchButton={<WatchButton auctionId={auction.id} signInHref={`/logga-in?next=${encodeURIComponent(path)}`} />}
                bidForm={
                  <LotBidForm
                    premiumPercent={premiumPercent}
                    pricing={pricing}
                    shippingPrice={auction.shippingPrice}
                    withdrawalLine={withdrawal}
                  />
                }
                buyNowButton={<LotBuyNowButton premiumPercent={premiumPercent} pricing={pricing} shippingPrice={auction.shippingPrice} />}
              />
            </StickyColumn>
          </div>

          <div className="space-y-10 px-4 pt-10 lg:col-start-1 lg:row-start-2 lg:px-0 lg:pt-12">
            <section aria-labelledby="om-foremalet">
              <h2 id="om-foremalet" className="font-serif text-2xl font-semibold">
                Om föremålet
              </h2>
              <div className="mt-4 max-w-prose space-y-4 text-base leading-relaxed">
                {paragraphs.length > 0 ? (
                  paragraphs.map((text) => <p key={text}>{text}</p>)
                ) : (
                  <p className="text-muted">Ingen beskrivning.</p>
                )}
              </div>
              <dl className="mt-8 grid grid-cols-1 border-t border-line text-sm sm:grid-cols-[12rem_1fr]">
                {details
                  .filter(([, value]) => value)
                  .map(([term, value]) => (
                    <div key={term} className="contents">
                      <dt className="pt-3 text-muted sm:border-b sm:border-line sm:py-3">{term}</dt>
                      <dd className="border-b border-line pt-0.5 pb-3 sm:py-3">{value}</dd>
                    </div>
                  ))}
              </dl>
            </section>

            <LiveBidHistory />

            <QuestionsSection
              auctionId={auction.id}
              answers={answers}
              // A rehearsal lot takes no questions (questions' askLotQuestion).
              open={!key && lotTakesQuestions({ status: auction.status, endsAt: new Date(auction.endsAt) }, new Date(serverNow))}
              signInHref={`/logga-in?next=${encodeURIComponent(path)}`}
            />

            <section aria-labelledby="bra-att-veta" className="rounded-2xl bg-ground p-5 sm:p-6">
              <h2 id="bra-att-veta" className="font-serif text-xl font-semibold">
                Bra att veta
              </h2>
              <ul className="mt-3 space-y-2 text-sm leading-relaxed">
                <li>Alla bud är bindande. Ett bud i sista stund förlänger auktionen med två minuter.</li>
                <li>
                  Slagavgift {premiumPercent}&nbsp;% av klubbat pris tillkommer
                  {pricing.vatModel === 'margin' && auction.sellerVatStatus === 'private'
                    ? '. Försäljningen sker med vinstmarginalbeskattning: ingen moms anges.'
                    : ', moms ingår.'}
                </li>
                {auction.sellerVatStatus !== 'private' ? (
                  <li data-testid="hammer-vat-terms">
                    {auction.sellerVatStatus === 'business' ? 'Säljaren är momsregistrerad' : 'Föremålet säljs ur Klubbans eget lager'}:
                    moms {pricing.hammerVatPercent}&nbsp;% tillkommer på klubbat pris.
                  </li>
                ) : null}
                {auction.resaleRight ? (
                  <li data-testid="resale-right-terms">
                    Följerätt: verket omfattas av konstnärens följerätt. Över {pricing.resaleRight.thresholdSek.toLocaleString('sv-SE')}
                    &nbsp;kr i klubbat pris {pricing.resaleRight.payer === 'buyer' ? 'tillkommer' : 'betalar säljaren'} 5&nbsp;% (lägre
                    andel över 50&nbsp;000&nbsp;euro), som går till konstnären via Bildupphovsrätt.
                  </li>
                ) : null}
                <li data-testid="withdrawal-terms">
                  {withdrawal}.{' '}
                  <Link href="/allmanna-villkor" className="underline underline-offset-2 hover:text-ink">
                    Villkor
                  </Link>
                </li>
                <li data-testid="shipping-terms">
                  {auction.shippingPrice === null
                    ? 'Endast avhämtning: föremålet hämtas i studion och kan inte skickas.'
                    : `${formatShipping(auction.shippingPrice)} inom Sverige, eller hämta utan kostnad i studion.`}
                </li>
              </ul>
              <Link
                href="/kop-och-salj"
                className="mt-4 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
              >
                Köp och sälj – vanliga frågor
              </Link>
            </section>
          </div>
        </div>
      </LiveLot>
    </div>
  );
}
