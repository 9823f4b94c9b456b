import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { REHEARSAL_MARK, endNowRefusal, nextWeeklyClose, rehearsalHref } from '@/modules/auctions';
import { StudioLotActions } from '@/modules/auctions/components/studio-lot-actions';
import { StudioLotForm } from '@/modules/auctions/components/studio-lot-form';
import { getAdminAuction } from '@/modules/auctions/server';
import { AdminBidList } from '@/modules/bidding/components/admin-bid-list';
import { listLotBidsForAdmin } from '@/modules/bidding/server';
import { getItem } from '@/modules/catalog/server';
import { lotPath } from '@/modules/catalog';
import { formatEndTime, formatSek } from '@/ui/format';
import { nextSaleOf, studioItemOf } from '../studio-lot';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Utkast',
  scheduled: 'Schemalagd',
  live: 'Pågår',
  ended: 'Avslutad',
  cancelled: 'Inställd',
};

/** One lot in the console: its item and auction info (prices locked once bid on), publish, relist. */
export async function EditAuctionPage({ id }: { id: string }) {
  const db = await getDb();
  const auction = /^\d{1,10}$/.test(id) ? await getAdminAuction(db, Number(id)) : null;
  if (!auction) notFound();
  const [item, bids] = await Promise.all([getItem(db, auction.itemId), listLotBidsForAdmin(db, auction.id)]);
  if (!item) notFound();
  // "Avsluta nu" (END_AUCTION_NOW, docs/decisions/0033): a live lot whose end has come, or one nobody has bid on.
  const now = new Date();
  const endsAt = new Date(auction.endsAt);
  const endNowReason = endNowRefusal({ status: auction.status, bidCount: auction.bidCount, endsAt, now });
  const endNow = endNowReason === null ? (endsAt <= now ? 'due' : 'early') : null;
  const rehearsal = auction.rehearsalKey !== null;
  const lotHref = auction.rehearsalKey !== null ? rehearsalHref(lotPath(auction), auction.rehearsalKey) : lotPath(auction);
  const nextSale = nextSaleOf(nextWeeklyClose(now));
  const outcome =
    auction.status === 'ended'
      ? auction.outcome === 'sold'
        ? `Såld för ${formatSek(auction.currentPrice ?? 0)}`
        : auction.relisted
          ? 'Osåld · upplagd igen'
          : 'Osåld'
      : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <AdminNav current="auktioner" />
      <p className="text-sm">
        <Link
          href={`/admin/auktioner?status=${auction.status === 'cancelled' ? 'ended' : auction.status}`}
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Alla auktioner
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {rehearsal ? (
            <p
              className="mb-3 rounded-xl border-2 border-ink bg-[#fff4d6] px-4 py-3 text-sm font-semibold text-[#5c3d00]"
              data-testid="rehearsal-mark"
            >
              {REHEARSAL_MARK}.{' '}
              <span className="font-normal">
                Sidan nås bara av administratörer och av den som har länken. Den finns inte i listor, sökning, slutspurten eller flöden.
              </span>
            </p>
          ) : null}
          <p className="text-xs font-medium uppercase tracking-widest text-muted">
            {STATUS_LABELS[auction.status]}
            {auction.lotNumber !== null ? <span className="tabular"> · Nr {auction.lotNumber}</span> : null}
          </p>
          <h1 className="mt-1 font-serif text-3xl font-semibold text-balance">{auction.title}</h1>
          <p className="tabular mt-1 text-sm text-muted">
            {auction.status === 'ended' ? 'Slutade' : 'Slutar'} {formatEndTime(new Date(auction.endsAt))} ·{' '}
            {auction.bidCount === 0 ? 'Inga bud' : `${auction.bidCount} bud`}
            {outcome ? ` · ${outcome}` : ''}
          </p>
          {auction.status !== 'draft' ? (
            <p className="mt-1 text-sm">
              <Link href={lotHref} className="inline-flex min-h-11 items-center underline underline-offset-4">
                {rehearsal ? 'Visa auktionssidan (hemlig länk)' : 'Visa auktionssidan'}
              </Link>
            </p>
          ) : null}
        </div>
        <StudioLotActions
          auctionId={auction.id}
          status={auction.status}
          outcome={auction.outcome}
          relisted={auction.relisted}
          rehearsal={rehearsal}
          showEdit={false}
          endNow={endNow}
          archiveHidden={auction.archiveHidden}
        />
      </div>
      {auction.status === 'live' && endNowReason ? (
        <p className="mt-3 text-sm text-muted" data-testid="end-now-refusal">
          {endNowReason}
        </p>
      ) : null}
      {auction.status !== 'draft' ? (
        <section aria-labelledby="bids-heading" className="mt-8">
          <h2 id="bids-heading" className="font-serif text-2xl font-semibold">
            Bud
          </h2>
          <p className="mt-1 text-sm text-muted">Budgivarnas identitet och maxbud syns bara här i administrationen.</p>
          <AdminBidList bids={bids} startPrice={auction.startPrice} canRemove={auction.status === 'live'} />
        </section>
      ) : null}
      <div className="mt-8">
        <StudioLotForm
          mode="edit"
          item={studioItemOf(item)}
          auction={{
            id: auction.id,
            status: auction.status,
            startPrice: auction.startPrice,
            reservePrice: auction.reservePrice,
            buyNowPrice: auction.buyNowPrice,
            estimateLow: auction.estimateLow,
            estimateHigh: auction.estimateHigh,
            endsAt: auction.endsAt,
            bidCount: auction.bidCount,
            inWeeklySale: auction.lotNumber !== null,
            rehearsal,
          }}
          nextSale={nextSale}
        />
      </div>
    </div>
  );
}
