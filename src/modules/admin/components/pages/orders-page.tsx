import 'server-only';
import Link from '@/ui/link';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { TableHead } from '../table-head';
import { ORDER_FILTERS, type OrderFilter } from '@/modules/orders';
import { RunRemindersButton } from '@/modules/orders/components/admin-order-actions';
import { DeliveryLabel, OrderFlags, PaymentBadge } from '@/modules/orders/components/admin-order-parts';
import { DELIVERY_METHOD_LABELS } from '@/modules/orders/components/admin-order-text';
import { adminOrderPath, listOrders } from '@/modules/orders/server';
import { formatOre } from '@/ui/format';

type Tab = OrderFilter | 'alla';

const TABS: { key: Tab; label: string; empty: string }[] = [
  { key: 'alla', label: 'Alla', empty: 'Inga ordrar ännu. När en auktion säljs hamnar köpet här.' },
  { key: 'unpaid', label: 'Obetalda', empty: 'Inga obetalda ordrar – alla köpare har betalat.' },
  { key: 'to-ship', label: 'Att skicka', empty: 'Inget att skicka eller lämna ut just nu.' },
  { key: 'to-release', label: 'Att betala ut', empty: 'Inget att betala ut just nu.' },
  { key: 'payout-waiting', label: 'Utbetalning väntar', empty: 'Inga utbetalningar väntar: alla säljare har fått sina pengar.' },
  { key: 'withdrawn', label: 'Ångrade', empty: 'Inga öppna ångrade köp.' },
];

function parseFilter(value: string | undefined): Tab {
  return (ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as OrderFilter) : 'alla';
}

/** The studio's orders: unpaid, to ship, to pay out; each with its money, delivery and what needs attention. */
export async function AdminOrdersPage({ searchParams: params }: { searchParams: { filter?: string; sida?: string } }) {
  const tab = parseFilter(params.filter);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1));
  const result = await listOrders(await getDb(), { filter: tab === 'alla' ? undefined : tab, page });
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (t: Tab, p = 1) =>
    `/admin/ordrar?${new URLSearchParams({ ...(t !== 'alla' ? { filter: t } : {}), ...(p > 1 ? { sida: String(p) } : {}) })}`;
  const current = TABS.find((t) => t.key === tab)!;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="ordrar" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold">Ordrar</h1>
          <p className="mt-1 text-sm text-muted">
            {result.total === 1 ? '1 order' : `${result.total} ordrar`}
            {tab === 'alla' ? '' : ` · ${current.label.toLowerCase()}`}
          </p>
        </div>
        <RunRemindersButton />
      </div>

      <nav aria-label="Filter" className="-mx-4 mt-6 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-line">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link
                href={href(t.key)}
                aria-current={t.key === tab ? 'page' : undefined}
                className="inline-flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm text-muted hover:text-ink aria-[current=page]:border-ink aria-[current=page]:font-medium aria-[current=page]:text-ink"
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {result.orders.length === 0 ? (
        <p className="mt-8 rounded-lg bg-ground px-4 py-8 text-center text-muted">{current.empty}</p>
      ) : (
        <>
          {/* Phones: one card per order. */}
          <ul className="mt-4 divide-y divide-line md:hidden" aria-label={`Ordrar: ${current.label}`} data-testid="order-cards">
            {result.orders.map((order) => (
              <li key={order.id} className="py-4" data-order-id={order.id}>
                <p className="tabular text-xs text-muted">
                  Köp {order.id} · {order.buyer.name}
                </p>
                <h2 className="mt-0.5 font-medium leading-snug">
                  <Link href={adminOrderPath(order.id)} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                    {order.title}
                  </Link>
                </h2>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
                  <span className="tabular font-semibold">{formatOre(order.totalOre)}</span>
                  <PaymentBadge status={order.status} />
                  <span>
                    <span className="text-muted">Leverans: </span>
                    <DeliveryLabel status={order.deliveryStatus} label={order.deliveryLabel} />
                    {order.deliveryMethod ? (
                      <span className="text-muted"> ({DELIVERY_METHOD_LABELS[order.deliveryMethod].toLowerCase()})</span>
                    ) : null}
                  </span>
                </div>
                <div className="mt-2">
                  <OrderFlags order={order} />
                </div>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <div className="mt-4 hidden md:block">
            <table className="w-full text-left text-sm" data-testid="orders-table">
              <caption className="sr-only">Ordrar: {current.label}</caption>
              <TableHead
                columns={[
                  'Köpnr',
                  'Föremål',
                  'Köpare',
                  { key: 'Totalt', label: 'Totalt', right: true },
                  'Betalning',
                  'Leverans',
                  'Flaggor',
                ]}
                edge
              />
              <tbody className="divide-y divide-line">
                {result.orders.map((order) => (
                  <tr key={order.id} data-order-id={order.id} className="align-top">
                    <td className="tabular py-3 pr-3">{order.id}</td>
                    <td className="max-w-xs py-3 pr-3">
                      <Link href={adminOrderPath(order.id)} className="font-medium underline-offset-4 hover:underline">
                        {order.title}
                      </Link>
                    </td>
                    <td className="py-3 pr-3">{order.buyer.name}</td>
                    <td className="tabular whitespace-nowrap py-3 pr-3 text-right">{formatOre(order.totalOre)}</td>
                    <td className="py-3 pr-3">
                      <PaymentBadge status={order.status} />
                    </td>
                    <td className="py-3 pr-3">
                      <DeliveryLabel status={order.deliveryStatus} label={order.deliveryLabel} />
                      {order.deliveryMethod ? (
                        <span className="block text-xs text-muted">{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</span>
                      ) : null}
                    </td>
                    <td className="py-3">
                      <OrderFlags order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Pager page={page} pages={pages} href={(p) => href(tab, p)} />
    </div>
  );
}
