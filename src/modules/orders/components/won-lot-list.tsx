import Link from '@/ui/link';
import { LotRowThumb, LotRowTitle } from '@/modules/bidding/components/lot-row-head';
import { formatEndTime, formatOre, formatSek } from '@/ui/format';
import type { WonLot } from '../queries/list-won-lots';
import { lotPath } from '@/modules/catalog';
import { buttonClass } from '@/ui/button';

/** The order's payment status as the buyer reads it. */
export function paymentLabel(status: WonLot['paymentStatus']): string {
  if (status === 'cancelled') return 'Avbrutet';
  return status === 'pending' ? 'Väntar på betalning' : 'Betald';
}

/** Delivery labels of the specification (§4); "waiting" is a dash. */
const DELIVERY_LABELS: Record<WonLot['deliveryStatus'], string> = {
  waiting: '–',
  inStock: 'i lager',
  pickedUp: 'upphämtad',
  shippingBooked: 'frakt bokad',
  done: 'skickad',
};

/**
 * "Vunna": the lots the user won, with hammer price, the total with the buyer's premium, and the
 * order's status; each links to its purchase ("Betala" while unpaid, else "Till köpet"), whose
 * address the page hands in (`orderHref`: the orders module owns it, and sits above bidding).
 */
export function WonLotList({ lots, orderHref }: { lots: WonLot[]; orderHref: (orderId: number) => string }) {
  if (lots.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="won-empty">
        Du har inte vunnit något än. När klubban faller till din fördel hittar du föremålet här.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="won">
      {lots.map((lot) => {
        const href = lotPath({ id: lot.auctionId, slug: lot.slug });
        return (
          <li key={lot.orderId} className="flex gap-3 py-4 sm:gap-5" data-testid="won-row">
            <LotRowThumb href={href} imageUrl={lot.imageUrl} />
            <div className="min-w-0 flex-1">
              <LotRowTitle href={href} title={lot.title} />
              <p className="tabular mt-1 text-sm">
                <span className="text-muted">{lot.viaBuyNow ? 'Köpt direkt för ' : 'Klubbat för '}</span>
                <span className="font-semibold">{formatSek(lot.hammerPrice)}</span>
              </p>
              <p className="tabular mt-0.5 text-sm" data-testid="won-total">
                <span className="text-muted">Att betala </span>
                <span className="font-semibold">{formatOre(lot.totalOre)}</span>
                <span className="text-muted">
                  {' '}
                  (inkl. slagavgift {formatOre(lot.buyerPremiumOre)}
                  {lot.shippingOre > 0 ? ` och frakt ${formatOre(lot.shippingOre)}` : '; frakt tillkommer om du väljer det'})
                </span>
              </p>
              <p className="tabular mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span
                  className={`inline-flex h-6 items-center rounded-full px-2.5 font-semibold ${lot.paymentStatus === 'pending' ? 'bg-accent text-ink' : 'bg-green-50 text-success'}`}
                  data-testid="won-status"
                >
                  {paymentLabel(lot.paymentStatus)}
                </span>
                {lot.paymentStatus === 'pending' ? (
                  <span className="text-muted">
                    Betala senast <time dateTime={lot.dueAt}>{formatEndTime(new Date(lot.dueAt))}</time>
                  </span>
                ) : (
                  <span className="text-muted">Leverans: {DELIVERY_LABELS[lot.deliveryStatus]}</span>
                )}
              </p>
              {lot.paymentStatus === 'pending' ? (
                <Link href={orderHref(lot.orderId)} className={buttonClass('primary', 'sm', 'mt-2')} data-testid="won-pay">
                  Betala<span className="sr-only"> {lot.title}</span>
                </Link>
              ) : (
                <Link
                  href={orderHref(lot.orderId)}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
                  data-testid="won-order"
                >
                  Till köpet<span className="sr-only"> {lot.title}</span>
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
