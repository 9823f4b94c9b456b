import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { ProblemMessageForm } from '@/modules/orders/components/problem-message-form';
import { ProblemThread } from '@/modules/orders/components/problem-thread';
import { ResolveProblem } from '@/modules/orders/components/resolve-problem';
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
import { RefundForm } from '@/modules/orders/components/admin-refund-form';
import { RefundList } from '@/modules/orders/components/refund-list';
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
import { CancelOrderAction, OfferSecondChanceButton } from '@/modules/orders/components/admin-unpaid-actions';
import { UnpaidRecordFacts } from '@/modules/orders/components/unpaid-record';
import { SECOND_CHANCE_LABELS } from '@/modules/orders';
import { getAdminOrder, listOrderDocuments, listSecondChancesForAuction, unpaidRecordOf } from '@/modules/orders/server';
import { DocumentLinks } from '@/modules/orders/components/document-links';
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

  const db = await getDb();
  // A winner who does not pay (docs/decisions/0042): the buyer's record, and the lot's second chances.
  const [unpaid, offers, documents] = await Promise.all([
    unpaidRecordOf(db, order.buyer.id),
    listSecondChancesForAuction(db, order.auctionId),
    listOrderDocuments(db, order.id, null),
  ]);
  const cancellation = unpaid.cancellations.find((row) => row.orderId === order.id) ?? null;
  const openOffer = offers.find((offer) => offer.status === 'offered') ?? null;
  const delivered = isDelivered(order.deliveryMethod, order.deliveryStatus);
  const commissionOre = order.sellerCommissionOre;
  const VAT_STATUS = { private: 'privatperson', business: 'momsregistrerat företag', studio: 'Klubbans eget lager' } as const;
  const options = consoleDeliveryOptions(order);
  const shipping = order.deliveryMethod === 'shipping';
  const address = order.address;

  const sums = [
    { label: 'Klubbslag', ore: order.hammerPriceOre },
    ...(order.hammerVatOre > 0 ? [{ label: `Moms ${order.hammerVatPercent} % på klubbslaget`, ore: order.hammerVatOre }] : []),
    { label: 'Slagavgift (inkl. moms)', ore: order.buyerPremiumOre },
    { label: order.showsVat ? 'varav moms 25 %' : 'varav moms 25 % (visas inte för köparen: VMB)', ore: order.vatOre, sub: true },
    ...(order.resaleRightOre > 0 ? [{ label: 'Följerätt', ore: order.resaleRightOre }] : []),
    shipping
      ? { label: 'Frakt', ore: order.shippingOre }
      : { label: 'Frakt', ore: null, text: order.deliveryMethod === 'pickup' ? 'hämtas i studion' : '–' },
    {
      label: order.status === 'pending' ? 'Att betala' : order.status === 'cancelled' ? 'Inte betalt (avbrutet)' : 'Betalt',
      ore: order.totalOre,
      strong: true,
    },
    ...(order.refundedOre > 0 ? [{ label: 'Återbetalt', ore: -order.refundedOre }] : []),
  ];
  const split = order.seller
    ? [
        { label: 'Klubbslag', ore: order.hammerPriceOre },
        ...(order.hammerVatOre > 0 ? [{ label: 'Moms på klubbslaget (säljarens)', ore: order.hammerVatOre }] : []),
        { label: 'Säljarens provision (inkl. moms)', ore: -commissionOre },
        { label: 'varav moms 25 %', ore: -order.commissionVatOre, sub: true },
        ...(order.resaleRightPayer === 'seller' ? [{ label: 'Följerätt (säljaren betalar)', ore: -order.resaleRightTotalOre }] : []),
        ...(order.sellerRefundOre > 0 ? [{ label: 'Avdrag för återbetalningar', ore: -order.sellerRefundOre }] : []),
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
  if (cancellation) payment.push(['Avbrutet', formatOrderTime(cancellation.cancelledAt)]);
  if (cancellation?.reason) payment.push(['Skäl', cancellation.reason]);
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
          {order.problem ? (
            <section
              aria-labelledby="problem"
              className={`rounded-2xl border p-5 ${order.problem.open ? 'border-danger bg-red-50' : 'border-line'}`}
              data-testid="order-problem"
            >
              <h2 id="problem" className={`font-serif text-xl font-semibold ${order.problem.open ? 'text-danger' : ''}`}>
                {order.problem.open ? 'Köparen har rapporterat ett problem' : 'Rapporterat problem (avslutat)'}
              </h2>
              <p className="mt-1 text-sm text-muted">Rapporterat {formatOrderTime(order.problem.reportedAt)}</p>
              <div className="mt-4">
                <ProblemThread problem={order.problem} viewer="studio" />
              </div>
              {order.problem.open ? (
                <>
                  <p className="mt-3 text-sm">Den automatiska utbetalningen väntar tills studion har avslutat ärendet.</p>
                  <div className="mt-4 space-y-4 rounded-xl bg-white p-4">
                    <ProblemMessageForm
                      orderId={order.id}
                      action="ANSWER_ORDER_PROBLEM"
                      label="Svara köparen"
                      submitLabel="Skicka svar"
                      sentText="Svaret är skickat till köparen."
                    />
                  </div>
                  <div className="mt-4 space-y-3 rounded-xl bg-white p-4">
                    <h3 className="font-semibold">Avsluta ärendet</h3>
                    <ResolveProblem orderId={order.id} />
                  </div>
                </>
              ) : null}
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
            <p className="mt-3 text-sm text-muted" data-testid="order-vat-model">
              {order.vatModel === 'margin' ? 'Kommissionär med vinstmarginalbeskattning' : 'Förmedlare i säljarens namn'} · säljaren är{' '}
              {VAT_STATUS[order.sellerVatStatus]}
            </p>
          </Section>

          <Section id="dokument" title="Fakturor och avräkningar">
            {documents.length > 0 ? (
              <DocumentLinks documents={documents} />
            ) : (
              <p className="text-sm text-muted">Ordern gjordes innan Klubban utfärdade fakturor: den har inga dokument.</p>
            )}
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
                ['Obetalda köp', <UnpaidRecordFacts key="unpaid" record={unpaid} />],
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
          {order.status === 'pending' || order.status === 'cancelled' ? (
            <section aria-labelledby="obetalt" className="space-y-3 rounded-2xl border border-line p-5">
              <h2 id="obetalt" className="font-serif text-xl font-semibold">
                {order.status === 'pending' ? 'Obetalt köp' : 'Avbrutet köp'}
              </h2>
              {order.status === 'pending' ? (
                <>
                  <p className="text-sm">
                    {order.overdue
                      ? 'Betalningsfristen har gått ut. Enligt villkoren kan köpet avbrytas utan avgift.'
                      : 'Köparen har kvar tid att betala. Avbryt bara om köparen har bett om det, och skriv varför.'}
                  </p>
                  <CancelOrderAction orderId={order.id} beforeDue={!order.overdue} />
                </>
              ) : (
                <>
                  {offers.length > 0 ? (
                    <ul className="space-y-2 text-sm" data-testid="second-chances">
                      {offers.map((offer) => (
                        <li key={offer.id}>
                          <strong>{offer.bidderName ?? 'Budgivare'}</strong>, {formatOre(offer.amount * 100)}:{' '}
                          {offer.status === 'offered'
                            ? `väntar på svar till ${formatOrderTime(offer.expiresAt)}`
                            : SECOND_CHANCE_LABELS[offer.status].toLowerCase()}
                          {offer.orderId ? (
                            <>
                              {' '}
                              –{' '}
                              <Link href={`/admin/ordrar/${offer.orderId}`} className="underline underline-offset-4">
                                köp {offer.orderId}
                              </Link>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {offers.some((offer) => offer.status === 'accepted') ? null : openOffer ? (
                    <p className="text-sm text-muted">Ett erbjudande väntar på svar.</p>
                  ) : (
                    <>
                      <p className="text-sm">
                        Erbjud den som lade näst högsta budet att köpa för sitt eget bud. Svarar ingen, lägg upp föremålet i en ny auktion.
                      </p>
                      <OfferSecondChanceButton
                        auctionId={order.auctionId}
                        label={offers.length === 0 ? 'Erbjud näst högsta budgivaren' : 'Erbjud nästa budgivare'}
                      />
                      <Link
                        href={`/admin/auktioner/ny?item=${order.itemId}`}
                        className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
                        data-testid="relist-cancelled"
                      >
                        Lägg upp föremålet i en ny auktion
                      </Link>
                    </>
                  )}
                </>
              )}
            </section>
          ) : null}
          {order.status === 'cancelled' ? null : (
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
          )}

          {shipping && order.status !== 'pending' && order.status !== 'cancelled' && !delivered ? (
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

          {order.status === 'cancelled' ? null : (
            <section aria-labelledby="utbetalning" className="space-y-3 rounded-2xl border border-line p-5">
              <h2 id="utbetalning" className="font-serif text-xl font-semibold">
                {order.seller ? 'Utbetalning' : 'Avräkning'}
              </h2>
              {order.status === 'refunded' && !order.payout ? (
                // Refunded before any payout was written: nothing is paid out, nothing to release.
                <p className="text-sm" data-testid="payout-status">
                  Köpet är återbetalt: ingen utbetalning.
                </p>
              ) : order.status === 'released' || order.status === 'refunded' ? (
                <div className="space-y-1 text-sm" data-testid="payout-status">
                  {order.payout ? (
                    order.payout.status === 'cancelled' ? (
                      <p>
                        <strong>Utbetalningen är stoppad</strong>: köpet är återbetalt och {order.seller?.name ?? 'säljaren'} får inget för
                        det.
                      </p>
                    ) : order.payout.status === 'paid' ? (
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
                  {order.payout && order.payout.deductedOre > 0 ? (
                    <p className="text-muted">
                      Avdrag för återbetalningar och säljarens skulder:{' '}
                      <span className="tabular">{formatOre(order.payout.deductedOre)}</span>.
                    </p>
                  ) : null}
                </div>
              ) : (
                <>
                  {order.seller ? (
                    <p className="text-sm">
                      <span className="tabular font-medium">{formatOre(order.sellerPayoutOre)}</span> till {order.seller.name}
                      {releaseBlockedReason(order) ? ' när köpet är betalt och levererat.' : '.'}
                    </p>
                  ) : null}
                  {order.problemOpen && order.status === 'paid' ? (
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
          )}

          {order.status !== 'pending' && (order.status !== 'cancelled' || order.refundableOre > 0 || order.refunds.length > 0) ? (
            <section aria-labelledby="aterbetalning" className="space-y-4 rounded-2xl border border-line p-5" data-testid="refund-section">
              <h2 id="aterbetalning" className="font-serif text-xl font-semibold">
                Återbetalning
              </h2>
              <RefundList refunds={order.refunds} refundedOre={order.refundedOre} showFailed />
              {order.refundableOre > 0 ? (
                <RefundForm orderId={order.id} refundableOre={order.refundableOre} hasSeller={order.seller !== null} />
              ) : (
                <p className="text-sm text-muted">
                  {order.refunds.some((r) => r.status === 'pending')
                    ? 'Resten väntar på besked från betaltjänsten.'
                    : 'Hela betalningen är återbetald.'}
                </p>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
