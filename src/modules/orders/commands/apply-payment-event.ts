import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orderCheckouts, orders, paymentEvents, type ShippingAddress } from '../tables';
import { captureServerEvent } from '@/platform/analytics';
import { getLogger } from '@/platform/logger';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { purchasePaidNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { tellSellerPaid } from './seller-notices';
import { formatOre } from '@/ui/format';
import type { PaymentProvider } from '@/modules/payments';
import { applyPayoutAccountUpdate, type PaymentEvent, type PaymentMethod } from '@/modules/payments/server';
import { orderSums, type OrderSums } from '../domain/amounts';
import { paymentTransitionRefusal } from '../domain/status';
import { lotMailProps, lotOfOrder, notifyStudio, orderPath, receiptPath, type OrderRow } from './common';
import { findRefund, settleRefund } from './refund-order';
import { withdrawalLine } from '@/keys';
import { configuredReleasePolicy } from '../release-policy';
import { issueShippingInvoice, orderDocuments } from './documents';

export type PaymentEventOutcome =
  | 'duplicate'
  | 'paid'
  | 'already-paid'
  | 'paid-twice'
  | 'paid-after-cancel'
  | 'unknown-order'
  | 'unknown-session'
  | 'amount-mismatch'
  | 'not-paid'
  | 'account-updated'
  | 'unknown-account'
  | 'refund-settled'
  | 'refund-unchanged'
  | 'unknown-refund'
  | 'ignored';

/**
 * A verified webhook event from the provider, acted on once (docs/product.md §9). The event id is
 * stored first, in the same transaction as its effect: a replay, or the same event arriving twice
 * at once, finds the id and changes nothing. Only `checkout.paid` for a session opened for this
 * order, with exactly the amount that session charges, makes a pending order paid; an event that
 * arrives after a later one (an expiry after the payment) finds nothing to change.
 */
export async function applyPaymentEvent(
  db: Db,
  paymentProvider: Pick<PaymentProvider, 'name' | 'expireCheckoutSession'>,
  event: PaymentEvent,
  now: Date = new Date(),
): Promise<PaymentEventOutcome> {
  const log = getLogger();
  const provider = paymentProvider.name;
  const outcome = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    const orderId = 'orderId' in event ? event.orderId : null;
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, kind: event.kind, orderId, outcome: 'processing', receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    const result = await act(tx, provider, event, now);
    await tx
      .update(paymentEvents)
      .set({ outcome: result })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)));
    return result;
  });
  if (outcome === 'amount-mismatch' || outcome === 'paid-twice' || outcome === 'paid-after-cancel' || outcome === 'unknown-session') {
    // Money may have moved without an order to show for it: the studio must look (and refund).
    log.error({ provider, eventId: event.eventId, outcome }, 'payment event needs the studio');
  }
  if (outcome === 'paid' && event.kind === 'checkout.paid') {
    // Committed: 'paid' means the amount is exactly the session's total.
    captureServerEvent('order paid', { order_id: event.orderId, total_ore: event.amountOre, payment_method: event.method });
    // Another page of this order may still be open (opened while this payment's webhook was on its
    // way): end it, so the buyer cannot pay twice. Should the provider not answer, that page ends
    // by itself within the hour, and a payment on it is flagged to the studio as paid twice.
    const others = await db
      .select({ sessionId: orderCheckouts.sessionId })
      .from(orderCheckouts)
      .where(and(eq(orderCheckouts.orderId, event.orderId), ne(orderCheckouts.sessionId, event.sessionId)));
    for (const { sessionId } of others) {
      try {
        await paymentProvider.expireCheckoutSession(sessionId);
      } catch (error) {
        log.warn({ err: error, provider, sessionId }, 'could not end another checkout of a paid order');
      }
    }
  }
  return outcome;
}

async function act(tx: DbOrTx, provider: string, event: PaymentEvent, now: Date): Promise<PaymentEventOutcome> {
  switch (event.kind) {
    case 'ignored':
      return 'ignored';
    case 'account.updated':
      return (await applyPayoutAccountUpdate(tx, event.accountId, event.status)) === 'updated' ? 'account-updated' : 'unknown-account';
    case 'checkout.failed':
      // The order stays pending and payable with a new session; nothing to undo.
      return 'not-paid';
    case 'checkout.paid':
      return markPaid(tx, provider, event, now);
    case 'refund.updated':
      return applyRefundUpdates(tx, provider, event, now);
  }
}

/**
 * The provider's word on refunds (docs/decisions/0041): each one the app made is settled once
 * (settleRefund leaves a refund no longer pending as it is); one the app never made (a refund
 * from the provider's own dashboard) is flagged to the studio, never guessed at.
 */
async function applyRefundUpdates(
  tx: DbOrTx,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'refund.updated' }>,
  now: Date,
): Promise<PaymentEventOutcome> {
  let outcome: PaymentEventOutcome = 'refund-unchanged';
  for (const update of event.refunds) {
    const refund = await findRefund(tx, provider, update);
    if (!refund) {
      if (update.status === 'failed') continue;
      getLogger().warn({ provider, eventId: event.eventId, providerRefundId: update.providerRefundId }, 'refund the app did not make');
      if (event.orderId !== null) {
        const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId));
        if (order) {
          await tellStudio(
            tx,
            order,
            `Betaltjänsten rapporterar en återbetalning på ${formatOre(update.amountOre)} som inte gjordes i Klubban. Kontrollera köpet; gör återbetalningar med formuläret på köpets sida.`,
          );
        }
      }
      outcome = outcome === 'refund-settled' ? outcome : 'unknown-refund';
      continue;
    }
    const settled = await settleRefund(
      tx,
      { refundId: refund.id, status: update.status, providerRefundId: update.providerRefundId, by: 'provider' },
      now,
    );
    if (settled.outcome === 'succeeded' || settled.outcome === 'failed') outcome = 'refund-settled';
  }
  return outcome;
}

async function markPaid(
  tx: DbOrTx,
  provider: string,
  event: Extract<PaymentEvent, { kind: 'checkout.paid' }>,
  now: Date,
): Promise<PaymentEventOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
  if (!order) return 'unknown-order';
  const [checkout] = await tx
    .select()
    .from(orderCheckouts)
    .where(and(eq(orderCheckouts.sessionId, event.sessionId), eq(orderCheckouts.orderId, order.id), eq(orderCheckouts.provider, provider)));
  if (!checkout) return 'unknown-session';
  if (order.paymentStatus === 'cancelled') {
    // A page that was open when the order was cancelled (docs/decisions/0042): the money must go back.
    await tellStudio(
      tx,
      order,
      `Köparen betalade ${formatOre(event.amountOre)} för ett avbrutet köp. Återbetala det med formuläret ”Återbetala” på köpets sida.`,
    );
    // Kept as paid after the cancellation, so the refund form can give it back through the provider (domain/refunds.ts).
    await tx
      .update(orders)
      .set({ extraPaidOre: order.extraPaidOre + event.amountOre, paymentRef: order.paymentRef ?? event.paymentRef, updatedAt: now })
      .where(eq(orders.id, order.id));
    return 'paid-after-cancel';
  }
  if (paymentTransitionRefusal(order.paymentStatus, 'paid', 'provider') !== null) {
    if (order.providerSessionId === event.sessionId || order.paymentRef === event.paymentRef) return 'already-paid';
    await tellStudio(
      tx,
      order,
      `Köparen har betalat två gånger (${formatOre(event.amountOre)} en andra gång). Återbetala det med formuläret ”Återbetala” på köpets sida.`,
    );
    // Counted as paid for the order, so the refund form can give it back (domain/refunds.ts).
    await tx
      .update(orders)
      .set({ extraPaidOre: order.extraPaidOre + event.amountOre, updatedAt: now })
      .where(eq(orders.id, order.id));
    return 'paid-twice';
  }
  if (event.amountOre !== checkout.totalOre) {
    await tellStudio(
      tx,
      order,
      `En betalning på ${formatOre(event.amountOre)} stämmer inte med köpets ${formatOre(checkout.totalOre)}. Kontrollera hos betalleverantören; köpet är inte markerat som betalt.`,
    );
    return 'amount-mismatch';
  }
  const sums = orderSums({ ...order, shippingOre: checkout.shippingOre });
  const paidAt = event.occurredAt.getTime() > now.getTime() ? now : event.occurredAt;
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt,
      paymentProvider: provider,
      providerSessionId: event.sessionId,
      paymentMethod: event.method,
      paymentRef: event.paymentRef,
      deliveryMethod: checkout.deliveryMethod,
      shippingOre: sums.shippingOre,
      totalOre: sums.totalOre,
      shippingInfo: checkout.address ? { ...(order.shippingInfo ?? {}), address: checkout.address } : order.shippingInfo,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  // Shipping is invoiced when it is chosen and paid (docs/decisions/0045); the receipt mail carries both invoices.
  await issueShippingInvoice(tx, order.id, now);
  await announcePayment(
    tx,
    { ...order, deliveryMethod: checkout.deliveryMethod },
    { sums, paidAt, method: event.method, address: checkout.address },
  );
  return 'paid';
}

/** A payment the studio must look at (and refund with the form on the order's page). */
async function tellStudio(tx: DbOrTx, order: OrderRow, body: string): Promise<void> {
  const lot = await lotOfOrder(tx, order.auctionId);
  await notifyStudio(tx, { orderId: order.id, type: 'order.payment-problem', title: `Betalning att kontrollera: ${lot.title}`, body });
}

async function announcePayment(
  tx: DbOrTx,
  order: OrderRow,
  paid: { sums: OrderSums; paidAt: Date; method: PaymentMethod; address: ShippingAddress | null },
): Promise<void> {
  const lot = await lotOfOrder(tx, order.auctionId);
  const invoices = (await orderDocuments(tx, order.id)).filter((d) => d.kind === 'invoice');
  await tellSellerPaid(tx, order, lot);
  const message = purchasePaidNotification({ lotTitle: lot.title, totalOre: paid.sums.totalOre, orderUrl: orderPath(order.id) });
  await createNotification(tx, { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `paid:${order.id}` });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'PURCHASE_RECEIPT',
        userId: order.buyerId,
        props: {
          ...lotMailProps(lot, order.id),
          receiptUrl: receiptPath(order.id),
          paidAt: paid.paidAt.toISOString(),
          method: paid.method,
          hammerPriceOre: paid.sums.hammerPriceOre,
          buyerPremiumOre: paid.sums.buyerPremiumOre,
          vatOre: paid.sums.vatOre,
          hammerVatOre: paid.sums.hammerVatOre,
          resaleRightOre: paid.sums.resaleRightBuyerOre,
          marginScheme: paid.sums.marginScheme,
          invoiceNumbers: invoices.map((d) => d.number),
          shippingOre: paid.sums.shippingOre,
          totalOre: paid.sums.totalOre,
          deliveryMethod: order.deliveryMethod ?? 'pickup',
          withdrawalLine: withdrawalLine(lot, configuredReleasePolicy().withdrawalDays),
          address: paid.address
            ? { name: paid.address.name, street: paid.address.street, postalCode: paid.address.postalCode, city: paid.address.city }
            : null,
        },
        ...(invoices.length > 0 ? { attachments: invoices.map((d) => ({ documentId: d.id })) } : {}),
      },
      { uniqueKey: `email:receipt:${order.id}` },
    ),
  );
}
