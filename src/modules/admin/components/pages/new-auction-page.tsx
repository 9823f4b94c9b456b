import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { nextWeeklyClose, type ItemPriceDefaults } from '@/modules/auctions';
import { StudioLotForm } from '@/modules/auctions/components/studio-lot-form';
import { getItem } from '@/modules/catalog/server';
import { nextSaleOf, studioItemOf } from '../studio-lot';

/**
 * A new lot: the studio's own object with its lot (CREATE_AUCTION_WITH_ITEM), or with `?item=` a lot
 * of an existing item, e.g. one made from a valuation (CREATE_AUCTION_FROM_ITEM, prices prefilled
 * from the valuation's accepted answer). The defaults come from the port the composition root
 * hands in (src/server/selling.ts).
 */
export async function NewAuctionPage({
  searchParams: params,
  priceDefaults,
}: {
  searchParams: { item?: string };
  priceDefaults: ItemPriceDefaults;
}) {
  const db = await getDb();
  const nextSale = nextSaleOf(nextWeeklyClose(new Date()));

  let fromItem = null;
  if (params.item !== undefined) {
    const itemId = /^\d{1,10}$/.test(params.item) ? Number(params.item) : 0;
    const item = await getItem(db, itemId);
    if (!item) notFound();
    const defaults = await priceDefaults.forItem(db, { itemId: item.id, valuationId: item.valuationId });
    fromItem = { item, defaults };
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <AdminNav current="auktioner" />
      <p className="text-sm">
        <Link href="/admin/auktioner" className="inline-flex min-h-11 items-center text-muted hover:text-ink">
          ← Alla auktioner
        </Link>
      </p>
      <h1 className="font-serif text-3xl font-semibold">{fromItem ? 'Ny auktion av föremål' : 'Ny auktion'}</h1>
      {fromItem ? (
        <div className="mt-4 flex items-center gap-4 rounded-xl bg-ground p-4">
          {fromItem.item.images[0] ? (
            // eslint-disable-next-line @next/next/no-img-element -- the studio's own preview, possibly still private
            <img src={fromItem.item.images[0].thumbUrl} alt="" className="h-16 w-16 rounded-lg object-cover" />
          ) : null}
          <div>
            <p className="font-medium">{fromItem.item.title}</p>
            <p className="text-sm text-muted">
              Föremål nr {fromItem.item.id}
              {fromItem.item.valuationId !== null ? ` · från värdering nr ${fromItem.item.valuationId}` : ''}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-muted">Studions eget föremål. Spara som utkast eller publicera direkt.</p>
      )}
      <div className="mt-8">
        {fromItem ? (
          <StudioLotForm mode="from-item" item={studioItemOf(fromItem.item)} defaults={fromItem.defaults} nextSale={nextSale} />
        ) : (
          <StudioLotForm mode="new" nextSale={nextSale} />
        )}
      </div>
    </div>
  );
}
