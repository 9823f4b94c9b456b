import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { WeekSaleBoard } from '@/modules/auctions/components/week-sale-board';
import { getWeekSale, listAdminAuctions, listOpenSales } from '@/modules/auctions/server';
import { formatEndTime, formatSek } from '@/ui/format';
import { AuctionTabs } from '../auction-tabs';

/**
 * This Sunday's sale (or the coming one's) in catalogue order: thumbnail, number, status, price,
 * bids and end time; reorderable (REORDER_LOTS re-staggers the ends; lots with bids stay put).
 */
export async function WeekSalePage({ searchParams: params }: { searchParams: { auktion?: string } }) {
  const db = await getDb();
  const saleId = /^\d{1,9}$/.test(params.auktion ?? '') ? Number(params.auktion) : undefined;
  const [week, sales, { counts }] = await Promise.all([
    getWeekSale(db, { saleId }),
    listOpenSales(db),
    listAdminAuctions(db, { status: 'draft', pageSize: 1 }),
  ]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AdminNav current="auktioner" />
      <h1 className="font-serif text-3xl font-semibold">Auktioner</h1>
      <AuctionTabs current="vecka" counts={counts} />

      {!week ? (
        <p className="mt-8 rounded-lg bg-ground px-4 py-8 text-center text-muted">
          Ingen söndagsauktion har öppna lotter just nu.{' '}
          <Link href="/admin/auktioner/ny" className="font-medium text-ink underline underline-offset-4">
            Skapa en ny lot
          </Link>
        </p>
      ) : (
        <section aria-labelledby="week-heading" className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="week-heading" className="font-serif text-2xl font-semibold">
              {week.sale.title}
            </h2>
            <p className="tabular text-sm text-muted">
              Första klubbslag {formatEndTime(new Date(week.sale.firstEndsAt))} · {week.lots.length}{' '}
              {week.lots.length === 1 ? 'öppen lot' : 'öppna lotter'}
            </p>
          </div>
          {sales.length > 1 ? (
            <nav aria-label="Söndagsauktioner" className="mt-2">
              <ul className="flex flex-wrap gap-2 text-sm">
                {sales.map((sale) => (
                  <li key={sale.id}>
                    <Link
                      href={`/admin/auktioner/vecka?auktion=${sale.id}`}
                      aria-current={sale.id === week.sale.id ? 'page' : undefined}
                      className="inline-flex min-h-11 items-center rounded-full px-4 ring-1 ring-line aria-[current=page]:bg-ink aria-[current=page]:text-white"
                    >
                      {sale.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p id="reorder-help" className="mt-3 max-w-prose text-sm text-muted">
            Dra en lot till sin nya plats, eller använd pilknapparna. Sluttiderna räknas om en minut i taget i den nya ordningen. Lotter med
            bud är låsta på sin plats.
          </p>
          <div className="mt-4">
            <WeekSaleBoard key={week.sale.id} lots={week.lots} />
          </div>
          {week.ended.length > 0 ? (
            <section aria-labelledby="ended-heading" className="mt-8">
              <h3 id="ended-heading" className="font-medium">
                Redan avslutade
              </h3>
              <ol className="mt-2 divide-y divide-line text-sm">
                {week.ended.map((lot) => (
                  <li key={lot.id} className="tabular flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      Nr {lot.lotNumber} ·{' '}
                      <Link href={`/admin/auktioner/${lot.id}`} className="underline underline-offset-4">
                        {lot.title}
                      </Link>
                    </span>
                    <span className="text-muted">
                      {lot.bidCount === 0 ? 'Inga bud' : `${formatSek(lot.price)} · ${lot.bidCount} bud`} ·{' '}
                      {formatEndTime(new Date(lot.endsAt))}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </section>
      )}
    </div>
  );
}
