import Link from '@/ui/link';
import { FormMessage } from '@/ui/form';
import { STUDIO } from '@/ui/studio-address';
import { MY_ORDERS_PATH, receiptPath } from '../commands/common';
import type { OrderView } from '../queries/order-view';
import type { ProblemThreadView } from '../queries/problem-thread';
import { CheckoutForm } from './checkout-form';
import { ConfirmReceipt } from './confirm-receipt';
import { DeliveryTimeline, stageTitle } from './delivery-timeline';
import { OrderPhoto } from './order-photo';
import { OrderSums, priceLinesOf } from './order-sums';
import { DocumentLinks } from './document-links';
import type { DocumentListItem } from '../queries/documents';
import { PaymentBadge } from './payment-badge';
import { PaymentWait } from './payment-wait';
import { formatDate, formatDateTime, nextStepText, paymentMethodLabel, payByText, timeLeftToPay } from './purchase-text';
import { RefundList } from './refund-list';
import { ProblemMessageForm } from './problem-message-form';
import { ProblemThread } from './problem-thread';
import { ReportProblem } from './report-problem';
import { WithdrawOrder } from './withdraw-order';
import { withdrawalLastDay } from '../domain/withdrawal';
import { formatOre } from '@/ui/format';
import { buttonClass } from '@/ui/button';

/**
 * The right of withdrawal on the purchase (docs/decisions/0043): after a notice, what happens next;
 * while the window is open, "Ångra köp" with the model form; else the lot's one line.
 */
function Withdrawal({ order, now, consumerName }: { order: OrderView; now: Date; consumerName: string }) {
  const withdrawal = order.withdrawal;
  if (withdrawal) {
    return (
      <div className="mt-3" data-testid="withdrawn">
        {withdrawal.closedAt ? (
          // Closed by the refund that covered it (docs/decisions/0043): the money is on its way back.
          <FormMessage tone="success">
            Du ångrade köpet {formatDateTime(withdrawal.noticeAt)}. Vi har betalat tillbaka {formatOre(withdrawal.refundOre)}{' '}
            {formatDate(withdrawal.closedAt)}, till samma kort eller konto som du betalade med.
          </FormMessage>
        ) : (
          <FormMessage tone="info">
            Du ångrade köpet {formatDateTime(withdrawal.noticeAt)}.{' '}
            {withdrawal.returnedAt
              ? 'Vi har fått tillbaka föremålet.'
              : `Skicka tillbaka föremålet till ${STUDIO.name}, ${STUDIO.street}, ${STUDIO.postalTown}, och skriv köpnummer ${order.id} på paketet.`}{' '}
            Vi betalar tillbaka {formatOre(withdrawal.refundOre)} senast {formatDate(withdrawal.refundDueAt)}.
          </FormMessage>
        )}
      </div>
    );
  }
  const receivedAt = order.withdrawalEndsAt ? (order.stages.at(-1)?.at ?? null) : null;
  const address = order.address ? `${order.address.street}, ${order.address.postalCode} ${order.address.city}` : null;
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-muted" data-testid="withdrawal-line">
        {order.withdrawalLine}
        {order.canWithdraw && order.withdrawalEndsAt
          ? `, till och med ${formatDate(withdrawalLastDay(new Date(order.withdrawalEndsAt)).toISOString())}`
          : ''}
        .
      </p>
      {order.canWithdraw ? (
        <WithdrawOrder
          orderId={order.id}
          lotTitle={order.title}
          orderedAt={order.createdAt}
          receivedAt={receivedAt}
          lastDay={order.withdrawalEndsAt ? withdrawalLastDay(new Date(order.withdrawalEndsAt)).toISOString() : null}
          consumerName={consumerName}
          consumerAddress={address}
          today={now.toISOString()}
        />
      ) : null}
    </div>
  );
}

/** `?betalning=` as the provider sends the buyer back: paid (`klar`) or cancelled (`avbruten`). */
export type PaymentReturn = 'klar' | 'avbruten' | null;

export function paymentReturnOf(value: unknown): PaymentReturn {
  return value === 'klar' || value === 'avbruten' ? value : null;
}

/** One part of the purchase page (Betala, Betalning, Leverans, Hjälp), named by its heading. */
function DetailSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="font-serif text-xl font-semibold sm:text-2xl">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The delivery's stage in the buyer's words ("Mottagen", not the console's "skickad"): the timeline's heading, lower-case. */
function buyerDeliveryLabel(order: OrderView): string {
  if (order.deliveryStatus === 'waiting') return order.deliveryLabel;
  return stageTitle({ status: order.deliveryStatus, label: order.deliveryLabel }).toLowerCase();
}
const linkButton = buttonClass('outline', 'sm');

/**
 * One purchase as its buyer sees it (/user/kop/{id}): the lot and its status; while unpaid the
 * checkout; once paid how and when, the receipt, the delivery's stages with their dates, tracking,
 * where it goes and what happens next, and "Rapportera problem" until the funds are released.
 */
export function PurchaseDetails({
  order,
  now,
  returned,
  checkoutDefaults,
  documents = [],
}: {
  /** The purchase, with its reported problem's thread when one was reported (absent: none). */
  order: OrderView & { problem?: ProblemThreadView | null };
  now: Date;
  returned: PaymentReturn;
  checkoutDefaults: { name: string; phone: string };
  /** The buyer's invoices and credit notes of this purchase (docs/decisions/0045). */
  documents?: DocumentListItem[];
}) {
  const documentList =
    documents.length > 0 ? (
      <div className="mt-4">
        <h3 className="text-sm font-medium">Fakturor</h3>
        <div className="mt-1">
          <DocumentLinks documents={documents} />
        </div>
      </div>
    ) : null;
  const pending = order.status === 'pending';
  const left = pending ? timeLeftToPay(order.dueAt, now) : null;
  const method = paymentMethodLabel(order.paymentMethod);
  return (
    <div className="space-y-10" data-testid="purchase" data-status={order.status}>
      <header className="flex gap-4 sm:gap-6">
        <Link href={order.lotHref} tabIndex={-1} aria-hidden className="shrink-0">
          <OrderPhoto src={order.imageUrl} sizes="(min-width: 640px) 160px, 96px" className="h-24 w-24 sm:h-40 sm:w-40" />
        </Link>
        <div className="min-w-0">
          <p className="tabular text-sm text-muted">Köp nr {order.id}</p>
          <h1 className="mt-0.5 font-serif text-2xl leading-tight font-semibold sm:text-3xl">{order.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <PaymentBadge status={order.status} overdue={order.overdue} />
            <span className="text-muted">Leverans: {buyerDeliveryLabel(order)}</span>
          </p>
          <Link href={order.lotHref} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4">
            Visa auktionen
          </Link>
        </div>
      </header>

      {returned === 'klar' ? (
        <div role="status" aria-live="polite">
          {pending ? (
            <PaymentWait />
          ) : (
            <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-success" data-testid="payment-done">
              Tack! Betalningen är klar. Ett kvitto är på väg till din e-post.
            </p>
          )}
        </div>
      ) : null}
      {returned === 'avbruten' && pending ? <FormMessage tone="info">Betalningen avbröts. Du kan försöka igen.</FormMessage> : null}

      {order.status === 'cancelled' ? (
        <DetailSection id="avbrutet-rubrik" title="Köpet är avbrutet">
          <p className="mt-1" data-testid="cancelled-line">
            Köpet betalades inte i tid och har avbrutits. Du behöver inte betala något och ingen avgift tas ut.
          </p>
          <p className="mt-2 text-sm text-muted">Tror du att det är ett misstag? Skriv till {STUDIO.email}.</p>
        </DetailSection>
      ) : pending ? (
        <DetailSection id="betala-rubrik" title="Betala">
          <p className="tabular mt-1 text-sm" data-testid="pay-by">
            {left ? <span className="font-semibold">{left} · </span> : null}
            <span className={order.overdue ? 'text-danger' : 'text-muted'}>
              <time dateTime={order.dueAt}>{payByText(order.dueAt, now)}</time>
            </span>
          </p>
          {order.overdue ? (
            <p className="mt-2 text-sm">Betalningen är försenad. Betala så snart du kan – studion hör annars av sig till dig.</p>
          ) : null}
          <div className="mt-5">
            <CheckoutForm
              orderId={order.id}
              lines={priceLinesOf(order)}
              shippingPriceSek={order.shippingPriceSek}
              defaults={checkoutDefaults}
            />
          </div>
          {documentList}
        </DetailSection>
      ) : (
        <>
          <DetailSection id="betalning-rubrik" title="Betalning">
            <p className="mt-1 text-sm" data-testid="paid-line">
              Betald {order.paidAt ? <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time> : null}
              {method ? ` med ${method}` : null}
            </p>
            <div className="mt-4 rounded-2xl bg-ground p-4 sm:p-5">
              <OrderSums
                caption="Betalt"
                {...priceLinesOf(order)}
                shippingOre={order.shippingOre}
                totalOre={order.totalOre}
                totalLabel="Totalt betalt"
              />
            </div>
            {order.refunds.some((r) => r.status !== 'failed') ? (
              <div className="mt-4">
                <RefundList refunds={order.refunds} refundedOre={order.refundedOre} />
                <p className="mt-2 text-xs text-muted">
                  Pengarna går tillbaka till samma betalsätt; det kan ta några bankdagar innan de syns.
                </p>
              </div>
            ) : null}
            <Link href={receiptPath(order.id)} className={`mt-4 ${linkButton}`}>
              Kvitto
            </Link>
            {documentList}
          </DetailSection>

          <DetailSection id="leverans-rubrik" title="Leverans">
            <p className="mt-1" data-testid="next-step">
              {order.withdrawal
                ? order.withdrawal.returnedAt
                  ? 'Du har ångrat köpet och vi har fått tillbaka föremålet.'
                  : 'Du har ångrat köpet. Skicka tillbaka föremålet till oss, se Hjälp med köpet nedan.'
                : nextStepText(order)}
            </p>
            {order.status === 'paid' && order.deliveryMethod === 'shipping' && order.deliveryStatus === 'shippingBooked' ? (
              <div className="mt-4">
                <ConfirmReceipt orderId={order.id} />
              </div>
            ) : null}
            <div className="mt-2 grid gap-8 sm:grid-cols-2">
              <DeliveryTimeline stages={order.stages} current={order.deliveryStatus} />
              <div className="space-y-5 text-sm">
                {order.carrier && order.trackingNumber ? (
                  <div data-testid="tracking">
                    <h3 className="font-medium">Frakt</h3>
                    <p className="mt-1">
                      {order.carrier}, kollinummer <span className="tabular font-medium">{order.trackingNumber}</span>
                    </p>
                    {order.trackingUrl ? (
                      <a
                        href={order.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-5 font-medium text-white hover:bg-black"
                      >
                        Spåra paketet<span className="sr-only"> (öppnas i ny flik)</span>
                      </a>
                    ) : null}
                  </div>
                ) : null}
                {order.deliveryMethod === 'shipping' && order.address ? (
                  <div>
                    <h3 className="font-medium">Levereras till</h3>
                    <address className="mt-1 leading-relaxed not-italic" data-testid="delivery-address">
                      {order.address.name}
                      <br />
                      {order.address.street}
                      <br />
                      {order.address.postalCode} {order.address.city}
                      {order.address.phone ? (
                        <>
                          <br />
                          {order.address.phone}
                        </>
                      ) : null}
                    </address>
                  </div>
                ) : (
                  <div>
                    <h3 className="font-medium">Hämtas i studion</h3>
                    <address className="mt-1 leading-relaxed not-italic" data-testid="pickup-address">
                      {STUDIO.name}
                      <br />
                      {STUDIO.street}
                      <br />
                      {STUDIO.postalTown}
                    </address>
                    <p className="mt-1 text-muted">Ta med legitimation när du hämtar.</p>
                  </div>
                )}
              </div>
            </div>
          </DetailSection>

          <DetailSection id="hjalp-rubrik" title="Hjälp med köpet">
            <Withdrawal order={order} now={now} consumerName={checkoutDefaults.name} />
            <div className="mt-3 space-y-4">
              {order.problem ? <ProblemThread problem={order.problem} viewer="buyer" /> : null}
              {order.status === 'refunded' ? (
                <p className="text-sm">
                  Köpet är återbetalt. Har du frågor, skriv till{' '}
                  <a href={`mailto:${STUDIO.email}`} className="font-medium underline underline-offset-4">
                    {STUDIO.email}
                  </a>
                  .
                </p>
              ) : order.status === 'released' ? (
                <p className="text-sm">
                  Köpet är avslutat och säljaren har fått betalt. Har du frågor, skriv till{' '}
                  <a href={`mailto:${STUDIO.email}`} className="font-medium underline underline-offset-4">
                    {STUDIO.email}
                  </a>
                  .
                </p>
              ) : order.problem?.open ? (
                <>
                  <FormMessage tone="info">
                    Du rapporterade problemet {formatDateTime(order.problem.reportedAt)}. Studion svarar här och per mejl, och säljaren får
                    inte betalt förrän ärendet är avslutat.
                  </FormMessage>
                  <ProblemMessageForm
                    orderId={order.id}
                    action="POST_ORDER_MESSAGE"
                    label="Skriv till studion"
                    submitLabel="Skicka"
                    sentText="Skickat. Studion har fått ditt meddelande."
                  />
                </>
              ) : (
                <ReportProblem orderId={order.id} again={order.problem !== null} />
              )}
            </div>
          </DetailSection>
        </>
      )}

      <p>
        <Link href={MY_ORDERS_PATH} className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4">
          Tillbaka till Mina köp
        </Link>
      </p>
    </div>
  );
}
