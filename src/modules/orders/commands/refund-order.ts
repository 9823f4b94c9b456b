import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orderRefunds, orders } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { emailSendJob } from '@/modules/email/server';
import { orderRefundedNotification, saleRefundedNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import type { PaymentProvider } from '@/modules/payments';
import { chargeSellerForRefund, PaymentRefusedError, type RefundProviderStatus } from '@/modules/payments/server';
import { formatOre } from '@/ui/format';
import { orderSums } from '../domain/amounts';
import { decideRefund, fullyRefunded, paidTotal, refundableOre, refundedOre, sellerPart } from '../domain/refunds';
import { paymentTransitionRefusal } from '../domain/status';
import { lockOrder, lotMailProps, lotOfOrder, notifyStudio, orderPath, type OrderRow } from './common';
import { closeWithdrawalWhenRefunded } from './withdraw-order';
import { issueCreditNote, refundSubject } from './documents';

export type RefundRow = typeof orderRefunds.$inferSelect;

export interface RefundOrderInput {
  orderId: number;
  /** Öre; omitted: the whole of what is left. */
  amountOre?: number;
  reason: string;
  /** Default true. False: the studio takes a partial refund as its own cost (docs/decisions/0041). */
  sellerBears?: boolean;
  /** The admin asking (kept on the refund). */
  by: string | null;
}

export interface RefundOrderResult {
  refund: { id: number; orderId: number; amountOre: number; status: 'succeeded' | 'pending' };
  /** Everything refunded that went through, öre, and what can still be refunded. */
  refundedOre: number;
  paymentStatus: OrderRow['paymentStatus'];
}

/**
 * REFUND_ORDER (admin, docs/product.md §9, docs/decisions/0041): money back to the buyer, whole or
 * in part, never more than was paid in total.
 *
 * 1. One transaction locks the order, decides with the rule (domain/refunds.ts) and writes the
 *    refund `pending`: from then on it counts against what is left, so a second admin asking for
 *    the rest at the same moment waits for the lock and is refused.
 * 2. The provider is asked with the idempotency key `refund:<id>` (a retry refunds once).
 * 3. A second transaction settles it: succeeded (the seller's part, the order's status, the
 *    buyer's notice and e-mail, the audit), or failed and no longer counted (the admin is told
 *    nothing was refunded). When the provider's answer never comes the refund stays pending and
 *    the provider's webhook settles it (applyPaymentEvent → settleRefund).
 */
export async function refundOrder(
  db: Db,
  provider: Pick<PaymentProvider, 'name' | 'refund'>,
  input: RefundOrderInput,
  now: Date = new Date(),
): Promise<RefundOrderResult> {
  const reason = input.reason.trim();
  const { refund, order } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refunds = await refundsOf(tx, order.id);
    const decision = decideRefund(order, refunds, input.amountOre);
    if (!decision.ok) throw new AppError('FAILED_PRECONDITION', decision.reason);
    if (order.paymentProvider && order.paymentProvider !== provider.name) {
      throw new AppError(
        'FAILED_PRECONDITION',
        `Köpet betalades via en annan betaltjänst (${order.paymentProvider}) än den som är inkopplad nu. Inget har återbetalats.`,
      );
    }
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amountOre: decision.amountOre,
        reason,
        provider: provider.name,
        // Replaced below by `refund:<id>` once the id is known.
        idempotencyKey: `refund:new:${randomUUID()}`,
        sellerBears: input.sellerBears ?? true,
        createdBy: input.by,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('refund row vanished after insert');
    const [keyed] = await tx
      .update(orderRefunds)
      .set({ idempotencyKey: `refund:${row.id}` })
      .where(eq(orderRefunds.id, row.id))
      .returning();
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { refundableOre: refundableOre(order, refunds) },
      after: { refundId: row.id, amountOre: decision.amountOre, reason, sellerBears: row.sellerBears, status: 'pending' },
    });
    return { refund: keyed ?? row, order };
  });

  let answer: { refundId: string; status: RefundProviderStatus };
  try {
    answer = await provider.refund({
      paymentRef: order.paymentRef,
      amountOre: refund.amountOre,
      orderId: order.id,
      refundId: refund.id,
      idempotencyKey: refund.idempotencyKey,
      reason,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (PaymentRefusedError.is(error)) {
      await db.transaction((tx) => settleRefund(tx, { refundId: refund.id, status: 'failed', error: message, by: 'admin' }, now));
      throw new AppError(
        'FAILED_PRECONDITION',
        `Betaltjänsten nekade återbetalningen på ${formatOre(refund.amountOre)}. Inget har återbetalats. (${message.slice(0, 200)})`,
      );
    }
    // No answer (a timeout, the provider down): the money may or may not have moved. The refund
    // stays pending and counted; the provider's webhook settles it.
    getLogger().error({ err: error, orderId: order.id, refundId: refund.id }, 'refund: no answer from the payment provider');
    throw new AppError(
      'UNAVAILABLE',
      `Betaltjänsten svarade inte. Återbetalningen på ${formatOre(refund.amountOre)} står som väntande tills betaltjänsten bekräftar den; gör ingen ny återbetalning av samma belopp.`,
    );
  }
  const settled = await db.transaction((tx) =>
    settleRefund(tx, { refundId: refund.id, status: answer.status, providerRefundId: answer.refundId, by: 'admin' }, now),
  );
  if (answer.status === 'failed') {
    throw new AppError(
      'FAILED_PRECONDITION',
      `Betaltjänsten kunde inte genomföra återbetalningen på ${formatOre(refund.amountOre)}. Inget har återbetalats.`,
    );
  }
  return {
    refund: { id: refund.id, orderId: order.id, amountOre: refund.amountOre, status: answer.status },
    refundedOre: settled.refundedOre,
    paymentStatus: settled.paymentStatus,
  };
}

/** The order's refunds, oldest first. */
export function refundsOf(db: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export type SettleOutcome = 'succeeded' | 'failed' | 'pending' | 'unchanged';

/**
 * Settles a pending refund with the provider's answer (the admin's command, or its webhook), once:
 * under the order's lock, a refund no longer pending is left as it is. On success the seller bears
 * their part (domain/refunds.ts sellerPart): taken off the payout when it is not on its way yet,
 * else owed (payments' chargeSellerForRefund), or, before the release, off the payout to come
 * (releaseFunds); the order is `refunded` once everything paid went back; the buyer gets a notice
 * and the ORDER_REFUND e-mail; the audit log keeps it.
 */
export async function settleRefund(
  tx: DbOrTx,
  input: {
    refundId: number;
    status: RefundProviderStatus;
    providerRefundId?: string | null;
    error?: string | null;
    by: 'admin' | 'provider';
  },
  now: Date = new Date(),
): Promise<{ outcome: SettleOutcome; refundedOre: number; paymentStatus: OrderRow['paymentStatus'] }> {
  const [peek] = await tx.select({ orderId: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.id, input.refundId));
  if (!peek) throw new Error(`no refund ${input.refundId}`);
  const order = await lockOrder(tx, peek.orderId);
  const all = await refundsOf(tx, order.id);
  const refund = all.find((r) => r.id === input.refundId)!;
  const unchanged = { refundedOre: refundedOre(all), paymentStatus: order.paymentStatus };
  if (refund.status !== 'pending') return { outcome: 'unchanged', ...unchanged };
  const providerRefundId = input.providerRefundId ?? refund.providerRefundId;
  const byWebhook = input.by === 'provider';
  if (input.status === 'pending') {
    if (providerRefundId !== refund.providerRefundId) {
      await tx.update(orderRefunds).set({ providerRefundId }).where(eq(orderRefunds.id, refund.id));
    }
    return { outcome: 'pending', ...unchanged };
  }
  if (input.status === 'failed') {
    const error = (input.error ?? 'Betaltjänsten kunde inte genomföra återbetalningen.').slice(0, 500);
    await tx.update(orderRefunds).set({ status: 'failed', providerRefundId, settledAt: now, error }).where(eq(orderRefunds.id, refund.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { refundId: refund.id, status: 'pending' },
      after: { refundId: refund.id, status: 'failed', amountOre: refund.amountOre, error },
      // The webhook has no admin behind it: logged under its own name.
      systemAction: byWebhook ? 'REFUND_SETTLED' : undefined,
    });
    if (input.by === 'provider') {
      const lot = await lotOfOrder(tx, order.auctionId);
      await notifyStudio(tx, {
        orderId: order.id,
        type: 'order.refund-failed',
        title: `Återbetalningen misslyckades: ${lot.title}`,
        body: `Återbetalningen på ${formatOre(refund.amountOre)} gick inte igenom hos betaltjänsten. Inget har återbetalats.`,
        dedupeKey: `refund-failed:${refund.id}`,
      });
    }
    return { outcome: 'failed', ...unchanged };
  }

  const earlier = all.filter((r) => r.id !== refund.id && r.status === 'succeeded');
  const sellerOre = order.sellerId
    ? sellerPart({
        order,
        sellerShareOre: orderSums(order).sellerPayoutOre,
        earlier,
        amountOre: refund.amountOre,
        sellerBears: refund.sellerBears,
      })
    : 0;
  const after = [...earlier, { ...refund, status: 'succeeded' as const }];
  const whole = fullyRefunded(order, after);
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', providerRefundId, sellerOre, settledAt: now, error: null })
    .where(eq(orderRefunds.id, refund.id));
  // The credit note (docs/decisions/0045): for the part of the refund that gives back invoiced
  // money (a second payment's return is not a price change); the refund that undoes the sale
  // credits all that is left.
  const duplicateLeft = Math.max(0, order.extraPaidOre - refundedOre(earlier));
  await issueCreditNote(
    tx,
    {
      orderId: order.id,
      subject: refundSubject(refund.id),
      amountOre: Math.max(0, refund.amountOre - duplicateLeft),
      sellerOre,
      final: whole && order.paymentStatus !== 'cancelled',
      reason: refund.reason,
    },
    now,
  );
  // A withdrawal is closed by the refund that completes what it owes back (docs/decisions/0043).
  await closeWithdrawalWhenRefunded(tx, order, refundedOre(after), now);
  const paymentStatus =
    whole && paymentTransitionRefusal(order.paymentStatus, 'refunded', input.by) === null ? 'refunded' : order.paymentStatus;
  if (paymentStatus !== order.paymentStatus) {
    await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
  }
  // Released: the payout row exists, payments lowers or cancels it, or records the debt.
  const seller =
    order.sellerId && order.paymentStatus === 'released' && (sellerOre > 0 || whole)
      ? await chargeSellerForRefund(
          tx,
          { orderId: order.id, sellerId: order.sellerId, refundId: refund.id, amountOre: sellerOre, whole, reason: refund.reason },
          now,
        )
      : null;
  const total = refundedOre(after);
  await recordAudit(tx, {
    entityType: 'order',
    entityId: order.id,
    before: { refundId: refund.id, status: 'pending', paymentStatus: order.paymentStatus },
    after: {
      refundId: refund.id,
      status: 'succeeded',
      amountOre: refund.amountOre,
      sellerOre,
      refundedOre: total,
      paymentStatus,
      ...(seller ? { payout: seller.outcome, sellerDebtOre: seller.debtOre } : {}),
    },
    systemAction: byWebhook ? 'REFUND_SETTLED' : undefined,
  });
  await tellBuyer(tx, order, refund, { refundedOre: total, whole });
  // The seller hears when the refund falls on their share (off the payout, or owed).
  if (order.sellerId && (sellerOre > 0 || (whole && order.paymentStatus !== 'cancelled'))) {
    const lot = await lotOfOrder(tx, order.auctionId);
    const notice = saleRefundedNotification({ lotTitle: lot.title, sellerOre, whole, reason: refund.reason });
    await createNotification(tx, { userId: order.sellerId, ...notice, data: { orderId: order.id }, dedupeKey: `sale-refund:${refund.id}` });
  }
  return { outcome: 'succeeded', refundedOre: total, paymentStatus };
}

async function tellBuyer(tx: DbOrTx, order: OrderRow, refund: RefundRow, sums: { refundedOre: number; whole: boolean }) {
  const lot = await lotOfOrder(tx, order.auctionId);
  const message = orderRefundedNotification({
    lotTitle: lot.title,
    amountOre: refund.amountOre,
    whole: sums.whole,
    orderUrl: orderPath(order.id),
  });
  await createNotification(tx, { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `refund:${refund.id}` });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'ORDER_REFUND',
        userId: order.buyerId,
        props: {
          ...lotMailProps(lot, order.id),
          amountOre: refund.amountOre,
          refundedTotalOre: sums.refundedOre,
          paidOre: paidTotal(order),
          reason: refund.reason,
          method: order.paymentMethod,
        },
      },
      { uniqueKey: `email:refund:${refund.id}` },
    ),
  );
}

/**
 * The refund a provider's webhook names: by the provider's refund id, or by the app's id it was
 * created with (its answer may never have come).
 */
export async function findRefund(db: DbOrTx, provider: string, ref: { providerRefundId: string; refundId: number | null }) {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.provider, provider),
        ref.refundId === null
          ? eq(orderRefunds.providerRefundId, ref.providerRefundId)
          : or(eq(orderRefunds.providerRefundId, ref.providerRefundId), eq(orderRefunds.id, ref.refundId)),
      ),
    )
    .limit(1);
  return row ?? null;
}
