import 'server-only';
import Image from 'next/image';
import Link from '@/ui/link';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { CATEGORY_LABELS } from '@/keys';
import { AdminNav } from '../admin-nav';
import { REHEARSAL_MARK, leadingBid } from '@/modules/auctions';
import { StudioLotActions } from '@/modules/auctions/components/studio-lot-actions';
import { ADMIN_AUCTION_TABS, listAdminAuctions, type AdminAuctionTab } from '@/modules/auctions/server';
import { formatEndTime, formatEstimate, formatSek } from '@/ui/format';
import { AuctionTabs, TAB_LABELS } from '../auction-tabs';
import { buttonClass } from '@/ui/button';

/** The studio's lots by status (drafts included): prices, end time in Stockholm, bids; edit, publish, relist. */
export async function AdminAuctionsPage({ searchParams: params }: { searchParams: { status?: string; sida?: string; bud?: string } }) {
  const status: AdminAuctionTab = (ADMIN_AUCTION_TABS as readonly string[]).includes(params.status ?? '')
    ? (params.status as AdminAuctionTab)
    : 'draft';
  const page = Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1);
  // ?bud=inga: the open lots nobody has bid on (the dashboard's "Utan bud").
  const withoutBids = params.bud === 'inga' && status !== 'draft';
  const result = await listAdminAuctions(await getDb(), { status, page, pageSize: 25, withoutBids });
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (s: AdminAuctionTab, p = 1) =>
    `/admin/auktioner?${new URLSearchParams({ status: s, ...(withoutBids && s === status ? { bud: 'inga' } : {}), ...(p > 1 ? { sida: String(p) } : {}) })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="auktioner" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">Auktioner</h1>
        <Link href="/admin/auktioner/ny" className={buttonClass('primary', 'sm')}>
          Ny auktion
        </Link>
      </div>

      <AuctionTabs current={status} counts={result.counts} />
      {withoutBids ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 text-sm">
          <span>
            Visar {result.total} {result.total === 1 ? 'lot' : 'lotter'} utan bud.
          </span>
          <Link href={`/admin/auktioner?status=${status}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
            Visa alla
          </Link>
        </p>
      ) : null}

      {result.auctions.length === 0 ? (
        <p className="mt-8 rounded-lg bg-ground px-4 py-8 text-center text-muted">
          Inga auktioner här.{' '}
          {status === 'draft' ? (
            <Link href="/admin/auktioner/ny" className="font-medium text-ink underline underline-offset-4">
              Skapa en ny
            </Link>
          ) : null}
        </p>
      ) : (
        <ul aria-label={TAB_LABELS[status]} className="mt-4 divide-y divide-line" data-testid="admin-auctions">
          {result.auctions.map((lot) => {
            const estimate = formatEstimate(lot.estimateLow, lot.estimateHigh);
            const price = leadingBid(lot);
            return (
              <li
                key={lot.id}
                className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 py-4 md:grid-cols-[5rem_minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center"
                data-lot-id={lot.id}
              >
                <div className="relative row-span-2 h-18 w-18 overflow-hidden rounded-lg bg-ground md:row-span-1 md:h-20 md:w-20">
                  {lot.thumbUrl ? <Image src={lot.thumbUrl} alt="" fill sizes="80px" className="object-cover" /> : null}
                </div>
                <div className="min-w-0">
                  <p className="text-xs text-muted">
                    {CATEGORY_LABELS[lot.category]}
                    {lot.lotNumber !== null ? <span className="tabular"> · Nr {lot.lotNumber}</span> : null}
                    {lot.sellerId === null ? ' · Studions' : ' · Säljares'}
                    {lot.rehearsalKey !== null ? (
                      <span className="ml-1 rounded bg-[#fff4d6] px-1.5 py-0.5 font-semibold text-[#5c3d00]" data-testid="rehearsal-mark">
                        {REHEARSAL_MARK}
                      </span>
                    ) : null}
                  </p>
                  <h2 className="line-clamp-2 font-medium leading-snug">
                    <Link href={`/admin/auktioner/${lot.id}`} className="hover:underline">
                      {lot.title}
                    </Link>
                  </h2>
                  {lot.relistedFromId !== null ? <p className="text-xs text-muted">Upplagd igen</p> : null}
                </div>
                <dl className="tabular col-start-2 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm md:col-start-auto">
                  <dt className="text-muted">Startpris</dt>
                  <dd>{formatSek(lot.startPrice)}</dd>
                  {estimate ? (
                    <>
                      <dt className="text-muted">Utrop</dt>
                      <dd>{estimate}</dd>
                    </>
                  ) : null}
                  {lot.reservePrice !== null ? (
                    <>
                      <dt className="text-muted">Reservationspris</dt>
                      <dd>{formatSek(lot.reservePrice)}</dd>
                    </>
                  ) : null}
                  {lot.buyNowPrice !== null ? (
                    <>
                      <dt className="text-muted">Köp nu</dt>
                      <dd>{formatSek(lot.buyNowPrice)}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="tabular col-start-2 text-sm md:col-start-auto">
                  <p>
                    <span className="text-muted">{lot.status === 'ended' ? 'Slutade ' : 'Slutar '}</span>
                    {formatEndTime(new Date(lot.endsAt))}
                  </p>
                  <p>
                    {lot.bidCount === 0 ? 'Inga bud' : `${lot.bidCount} bud`}
                    {price !== null ? <span className="font-semibold"> · {formatSek(price)}</span> : null}
                  </p>
                  {lot.status === 'ended' ? (
                    <p className={lot.outcome === 'sold' ? 'text-success' : 'text-muted'}>
                      {lot.outcome === 'sold' ? 'Såld' : lot.relisted ? 'Osåld · upplagd igen' : 'Osåld'}
                    </p>
                  ) : null}
                </div>
                <div className="col-start-2 md:col-start-auto md:justify-self-end">
                  <StudioLotActions
                    auctionId={lot.id}
                    status={lot.status}
                    outcome={lot.outcome}
                    relisted={lot.relisted}
                    rehearsal={lot.rehearsalKey !== null}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Pager page={page} pages={pages} href={(p) => href(status, p)} />
    </div>
  );
}
