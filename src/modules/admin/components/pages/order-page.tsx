import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { Facts, Section } from '../detail-parts';
import { isDelivered } from '@/modules/orders';
import {
  DeliveryStatusActions,
  MarkShippedButton,
  ReleaseFundsAction,
  ShippingInfoForm,
} from '@/modules/orders/components/admin-order-actions';
import { DeliveryLabel, OrderFlags, PaymentBadge } from '@/modules/orders/components/admin-order-parts';
import { AdminWithdrawal } from '@/modules/orders/components/admin-withdrawal';
import {
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  consoleDeliveryOptions,
  formatOrderDate,
  formatOrderTime,
  RECEIVED_BY_LABELS,
  releaseBlockedReason,
} from '@/modules/orders/components/admin-order-text';
import { getAdminOrder } from '@/modules/orders/server';
import { AppError } from '@/platform/errors';
import { formatOre } from '@/ui/format';

/** Amounts as a receipt reads them: the label left, the sum right-aligned. */
function Money({ rows }: { rows: { label: string; ore: number | null; text?: string; strong?: boolean; sub?: boolean }[] }) {
  return (
    <dl className="tabular max-w-md space-y-1.5 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex items-baseline justify-between gap-4 ${row.strong ? 'border-t border-line pt-1.5 font-semibold' : ''}`}
        >
          <dt className={row.strong ? '' : row.sub ? 'pl-4 text-muted' : 'text-muted'}>{row.label}</dt>
          <dd className="whitespace-nowrap text-right">{row.ore === null ? row.text : formatOre(row.ore)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order for the studio: who, what it cost and who gets what, delivery with its dates, and the studio's next steps. */
export async function AdminOrderPage({ orderId: raw }: { orderId: string }) {
  const orderId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (orderId <= 0) notFound();
  const order = await getAdminOrder(await getDb(), orderId).catch((error: unknown) => {
    if (AppError.is(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  });

  const delivered = isDelivered(order.deliveryMethod, order.deliveryStatus);
  const commissionOre = order.hammerPriceOre - order.sellerPayoutOre;
  const options = consoleDeliveryOptions(order);
  const shipping = order.deliveryMethod === 'shipping';
  const address = order.address;

  const sums = [
    { label: 'Klubbslag', ore: order.hammerPriceOre },
    { label: 'Slagavgift (inkl. moms)', ore: order.buyerPremiumOre },
    { label: 'varav moms 25 %', ore: order.vatOre, sub: true },
    shipping
      ? { label: 'Frakt', ore: order.shippingOre }
      : { label: 'Frakt', ore: null, text: order.deliveryMethod === 'pickup' ? 'hämtas i studion' : '–' },
    { label: order.status === 'pending' ? 'Att betala' : 'Betalt', ore: order.totalOre, strong: true },
  ];
  const split = order.seller
    ? [
        { label: 'Klubbslag', ore: order.hammerPriceOre },
        { label: 'Säljarens provision', ore: -commissionOre },
        { label: 'Till säljaren', ore: order.sellerPayoutOre, strong: true },
        { label: 'Studions intäkt (slagavgift + provision)', ore: order.studioRevenueOre },
      ]
    : [{ label: 'Studions intäkt (eget föremål)', ore: order.studioRevenueOre }];

  const payment: [string, React.ReactNode][] = [
    ['Status', <PaymentBadge key="status" status={order.status} />],
    ['Betalsätt', order.paymentMethod ? (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod) : '–'],
    order.paidAt
      ? ['Betald', formatOrderTime(order.paidAt)]
      : [
          'Ska betalas senast',
          <span key="due" className={order.overdue ? 'font-medium text-danger' : undefined}>
            {formatOrderTime(order.dueAt)}
            {order.overdue ? ' – förfallen' : ''}
          </span>,
        ],
    ['Såld', `${formatOrderTime(order.createdAt)}${order.viaBuyNow ? ' (Köp nu)' : ''}`],
  ];
  if (order.releasedAt) payment.push(['Avräknad', formatOrderTime(order.releasedAt)]);
  if (order.releaseReason) payment.push(['Skäl till tidig utbetalning', order.releaseReason]);

  const deliveryFacts: [string, React.ReactNode][] = [
    ['Leveranssätt', order.deliveryMethod ? DELIVERY_METHOD_LABELS[order.deliveryMethod] : 'Inte valt än'],
    ['Status', <DeliveryLabel key="status" status={order.deliveryStatus} label={order.deliveryLabel} />],
  ];
  if (address) {
    deliveryFacts.push([
      'Adress',
      <address key="address" className="not-italic">
        {address.name}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        {address.phone ? (
          <>
            <br />
            <a href={`tel:${address.phone}`} className="underline underline-offset-4">
              {address.phone}
            </a>
          </>
        ) : null}
      </address>,
    ]);
  }
  if (order.receiptDueAt) deliveryFacts.push(['Räknas som mottagen', `${formatOrderTime(order.receiptDueAt)} om köparen inte hör av sig`]);
  if (order.receivedBy && order.stages.at(-1)?.at) {
    deliveryFacts.push(['Mottagen', `${formatOrderTime(order.stages.at(-1)!.at!)}, ${RECEIVED_BY_LABELS[order.receivedBy]}`]);
  }
  if (order.releaseDueAt && order.status !== 'released') {
    // The later of the inspection and the withdrawal window (docs/decisions/0043).
    deliveryFacts.push(['Granskning och ångerrätt till', formatOrderTime(order.releaseDueAt)]);
  }
  if (order.carrier) deliveryFacts.push(['Fraktbolag', order.carrier]);
  if (order.trackingNumber) {
    deliveryFacts.push([
      'Kollinummer',
      order.trackingUrl ? (
        <a key="tracking" href={order.trackingUrl} target="_blank" rel="noreferrer" className="tabular underline underline-offset-4">
          {order.trackingNumber}
          <span className="sr-only"> (spåra försändelsen, öppnas i ny flik)</span>
        </a>
      ) : (
        <span className="tabular">{order.trackingNumber}</span>
      ),
    ]);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="ordrar" />
      <p className="text-sm">
        <Link href="/admin/ordrar" className="inline-flex min-h-11 items-center underline underline-offset-4">
          ← Alla ordrar
        </Link>
      </p>
      <p className="tabular mt-2 text-sm text-muted">Köpnummer {order.id}</p>
      <h1 className="font-serif text-3xl font-semibold leading-tight">{order.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <PaymentBadge status={order.status} />
        <OrderFlags order={order} />
        <Link href={order.lotHref} className="ml-1 inline-flex min-h-11 items-center text-sm underline underline-offset-4">
          Se auktionen
        </Link>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {order.problemMessage ? (
            <section aria-labelledby="problem" className="rounded-2xl border border-danger bg-red-50 p-5">
              <h2 id="problem" className="font-serif text-xl font-semibold text-danger">
                Köparen har rapporterat ett problem
              </h2>
              {order.problemReportedAt ? <p className="mt-1 text-sm text-muted">{formatOrderTime(order.problemReportedAt)}</p> : null}
              <p className="mt-3 whitespace-pre-line leading-relaxed">{order.problemMessage}</p>
              <p className="mt-3 text-sm">Den automatiska utbetalningen väntar tills studion har löst det.</p>
            </section>
          ) : null}

          <Section id="belopp" title="Belopp">
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="mb-2 text-sm font-medium">Köparen betalar</h3>
                <Money rows={sums} />
              </div>
              <div>
                <h3 className="mb-2 text-sm font-medium">{order.seller ? 'Fördelning' : 'Studions föremål'}</h3>
                <Money rows={split} />
              </div>
            </div>
          </Section>

          <Section id="betalning" title="Betalning">
            <Facts rows={payment} />
          </Section>

          <Section id="parter" title="Köpare och säljare">
            <Facts
              rows={[
                [
                  'Köpare',
                  <span key="buyer">
                    {order.buyer.name}
                    {order.buyer.email ? (
                      <>
                        <br />
                        <a href={`mailto:${order.buyer.email}`} className="underline underline-offset-4">
                          {order.buyer.email}
                        </a>
                      </>
                    ) : null}
                  </span>,
                ],
                [
                  'Säljare',
                  order.seller ? (
                    <span key="seller">
                      {order.seller.name}
                      <br />
                      <a href={`mailto:${order.seller.email}`} className="underline underline-offset-4">
                        {order.seller.email}
                      </a>
                    </span>
                  ) : (
                    'Studions eget föremål'
                  ),
                ],
              ]}
            />
          </Section>

          <Section id="leverans" title="Leverans">
            <Facts rows={deliveryFacts} />
            <h3 className="mt-5 text-sm font-medium">Steg</h3>
            <ol className="mt-2 space-y-2 text-sm" data-testid="delivery-stages">
              {order.stages.map((stage) => (
                <li key={stage.status} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`size-3 shrink-0 rounded-full border-2 ${stage.at ? 'border-ink bg-ink' : 'border-line bg-white'}`}
                  />
                  <span className={stage.at ? 'font-medium' : 'text-muted'}>
                    {stage.status === 'waiting' ? 'Såld' : stage.label.charAt(0).toUpperCase() + stage.label.slice(1)}
                  </span>
                  <span className="tabular text-muted">{stage.at ? formatOrderTime(stage.at) : 'väntar'}</span>
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <aside className="space-y-6 self-start" aria-label="Studions åtgärder">
          <section aria-labelledby="leveransstatus" className="space-y-3 rounded-2xl border border-line p-5">
            <h2 id="leveransstatus" className="font-serif text-xl font-semibold">
              Leveransstatus
            </h2>
            <p className="text-sm">
              Nu: <DeliveryLabel status={order.deliveryStatus} label={order.deliveryLabel} />
            </p>
            {options.length > 0 ? (
              <DeliveryStatusActions orderId={order.id} options={options} />
            ) : (
              <p className="text-sm text-muted">
                {delivered
                  ? 'Mottaget – inga fler steg.'
                  : order.deliveryStatus === 'shippingBooked' || (shipping && order.nextDeliveryStatuses.includes('shippingBooked'))
                    ? 'Nästa steg: fyll i frakten nedan och markera som skickad.'
                    : 'Föremålet lämnas inte ut förrän köparen har betalat.'}
              </p>
            )}
          </section>

          {shipping && order.status !== 'pending' && !delivered ? (
            <section aria-labelledby="frakt" className="space-y-4 rounded-2xl border border-line p-5">
              <h2 id="frakt" className="font-serif text-xl font-semibold">
                Frakt
              </h2>
              {order.deliveryStatus === 'shippingBooked' ? (
                <p className="text-sm">Frakten är bokad och köparen har fått spårningslänken. Rätta nedan om något blev fel.</p>
              ) : null}
              <ShippingInfoForm orderId={order.id} carrier={order.carrier} trackingNumber={order.trackingNumber} />
              {order.nextDeliveryStatuses.includes('shippingBooked') ? (
                <MarkShippedButton orderId={order.id} ready={Boolean(order.carrier && order.trackingNumber)} />
              ) : null}
            </section>
          ) : null}

          <AdminWithdrawal order={order} />

          <section aria-labelledby="utbetalning" className="space-y-3 rounded-2xl border border-line p-5">
            <h2 id="utbetalning" className="font-serif text-xl font-semibold">
              {order.seller ? 'Utbetalning' : 'Avräkning'}
            </h2>
            {order.status === 'released' ? (
              <div className="space-y-1 text-sm" data-testid="payout-status">
                {order.payout ? (
                  order.payout.status === 'paid' ? (
                    <p>
                      <strong>Utbetald</strong> {order.payout.paidAt ? formatOrderDate(order.payout.paidAt) : ''}:{' '}
                      <span className="tabular">{formatOre(order.payout.amountOre)}</span> till {order.seller?.name ?? 'säljaren'}.
                    </p>
                  ) : (
                    <p>
                      <strong>Utbetalning väntar</strong>: <span className="tabular">{formatOre(order.payout.amountOre)}</span> till{' '}
                      {order.seller?.name ?? 'säljaren'}. Den görs så snart säljaren har ett aktivt utbetalningskonto.
                    </p>
                  )
                ) : (
                  <p>Köpet är avräknat. Studions eget föremål: ingen utbetalning.</p>
                )}
              </div>
            ) : (
              <>
                {order.seller ? (
                  <p className="text-sm">
                    <span className="tabular font-medium">{formatOre(order.sellerPayoutOre)}</span> till {order.seller.name}
                    {releaseBlockedReason(order) ? ' när köpet är betalt och levererat.' : '.'}
                  </p>
                ) : null}
                {order.problemReportedAt && order.status === 'paid' ? (
                  <p className="text-sm font-medium text-danger">Köparen har rapporterat ett problem – läs det innan du betalar ut.</p>
                ) : null}
                {order.autoReleaseAt ? (
                  <p className="text-sm text-muted">
                    Betalas ut automatiskt {formatOrderTime(order.autoReleaseAt)}, när köparens granskningstid och ångerrätt har gått.
                  </p>
                ) : null}
                <ReleaseFundsAction
                  orderId={order.id}
                  sellerName={order.seller?.name ?? null}
                  payoutOre={order.sellerPayoutOre}
                  blockedReason={releaseBlockedReason(order)}
                  early={order.earlyRelease}
                />
              </>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
