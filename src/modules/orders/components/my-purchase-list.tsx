import Link from '@/ui/link';
import { formatOre } from '@/ui/format';
import { orderPath, receiptPath } from '../commands/common';
import type { OrderView } from '../queries/order-view';
import { OrderPhoto } from './order-photo';
import { PaymentBadge } from './payment-badge';
import { payByText, timeLeftToPay, WITHDRAW_FORM_ID } from './purchase-text';
import { buttonClass } from '@/ui/button';

const primary = buttonClass('primary', 'sm');
const secondary = buttonClass('outline', 'sm');

/**
 * "Mina köp" on the account page: each purchase with its photo, payment badge, delivery label and
 * total; "Betala" with the time left while it is unpaid, else "Visa köp" and "Kvitto".
 */
export function MyPurchaseList({ orders, now }: { orders: OrderView[]; now: Date }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="purchases-empty">
        Du har inga köp än. När du vinner ett föremål betalar du det här.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="purchases">
      {orders.map((order) => {
        const href = orderPath(order.id);
        const pending = order.status === 'pending';
        const left = pending ? timeLeftToPay(order.dueAt, now) : null;
        return (
          <li key={order.id} className="flex gap-3 py-4 sm:gap-5" data-testid="purchase-row" data-order-id={order.id}>
            <Link href={href} tabIndex={-1} aria-hidden className="shrink-0">
              <OrderPhoto src={order.imageUrl} sizes="96px" className="h-20 w-20 sm:h-24 sm:w-24" />
            </Link>
            <div className="min-w-0 flex-1">
              <h3 className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
                <Link href={href} className="hover:underline">
                  {order.title}
                </Link>
              </h3>
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <PaymentBadge status={order.status} overdue={order.overdue} />
                <span className="text-muted" data-testid="purchase-delivery">
                  Leverans: {order.deliveryLabel}
                </span>
              </p>
              <p className="tabular mt-1.5 text-sm">
                <span className="text-muted">{pending ? 'Att betala ' : 'Totalt '}</span>
                <span className="font-semibold" data-testid="purchase-total">
                  {formatOre(order.totalOre)}
                </span>
                {pending && order.shippingPriceSek !== null && order.shippingPriceSek > 0 ? (
                  <span className="text-muted"> + frakt om du väljer det</span>
                ) : null}
              </p>
              {pending ? (
                <p className="tabular mt-1 text-xs">
                  {left ? <span className="font-semibold">{left} · </span> : null}
                  <span className={order.overdue ? 'text-danger' : 'text-muted'}>
                    <time dateTime={order.dueAt}>{payByText(order.dueAt, now)}</time>
                  </span>
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {pending ? (
                  <Link href={href} className={primary}>
                    Betala<span className="sr-only"> {order.title}</span>
                  </Link>
                ) : (
                  <>
                    <Link href={href} className={secondary}>
                      Visa köp<span className="sr-only"> {order.title}</span>
                    </Link>
                    {order.status === 'cancelled' ? null : (
                      <Link href={receiptPath(order.id)} className={secondary}>
                        Kvitto<span className="sr-only"> för {order.title}</span>
                      </Link>
                    )}
                    {order.canWithdraw ? (
                      // The right of withdrawal while it is open (docs/decisions/0043): the form is on the purchase's page.
                      <Link href={`${href}#${WITHDRAW_FORM_ID}`} className={secondary} data-testid="purchase-withdraw">
                        Ångra köp<span className="sr-only"> av {order.title}</span>
                      </Link>
                    ) : null}
                  </>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
