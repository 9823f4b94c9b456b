import 'server-only';
import { and, count, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { blockBidding } from '@/modules/accounts/server';
import { emailSendJob } from '@/modules/email/server';
import { orderCancelledNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import type { PaymentProvider } from '@/modules/payments';
import { blocksBidding, cancelRefusal, DEFAULT_UNPAID_POLICY, type UnpaidPolicy } from '../domain/unpaid';
import { lockOrder, lotMailProps, lotOfOrder, notifyStudio, orderPath } from './common';
import { issueCreditNote } from './documents';

const DAY_MS = 86_400_000;

export interface CancelContext {
  /** Ends the buyer's open checkout page, so it can no longer be paid; null when no provider is configured. */
  provider: Pick<PaymentProvider, 'expireCheckoutSession'> | null;
  policy?: UnpaidPolicy;
  now?: Date;
}

/**
 * CANCEL_ORDER (admin) and the automatic cancellation (system) of an unpaid order (docs/decisions/0042).
 * The buyer's open checkout page is ended first, outside the transaction (pitfall 11): a payment that
 * beat it makes the order paid and the cancellation is refused; one whose webhook comes after the
 * cancellation is flagged to the studio to refund (apply-payment-event). Then, under the order's row
 * lock, the rule decides and, in one transaction: the order becomes `cancelled` with nothing kept
 * (no fee: the buyer never paid), the audit row, the buyer's notice and ORDER_CANCELLED e-mail, and —
 * at the KLUBBAN_UNPAID_BLOCK_AFTER'th cancellation — the buyer's bidding block (accounts).
 */
export async function cancelOrder(
  db: Db,
  input: { orderId: number; by: 'admin' | 'system'; reason?: string | null },
  { provider, policy = DEFAULT_UNPAID_POLICY, now = new Date() }: CancelContext,
) {
  const [current] = await db
    .select({ providerSessionId: orders.providerSessionId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!current) throw new AppError('NOT_FOUND', 'Köpet finns inte.');
  if (current.paymentStatus === 'pending' && current.providerSessionId && provider) {
    try {
      await provider.expireCheckoutSession(current.providerSessionId);
    } catch (error) {
      // The page ends by itself within the hour; a payment on it is flagged to the studio to refund.
      getLogger().warn({ err: error, orderId: input.orderId }, 'could not end the checkout of a cancelled order');
    }
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refusal = cancelRefusal(order, input.by, now, input.reason, policy);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const reason = (input.reason ?? '').trim() || (input.by === 'system' ? 'Inte betalt i tid' : null);
    await tx
      .update(orders)
      .set({ paymentStatus: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(orders.id, order.id));
    // The invoice is never changed: a credit note undoes it (docs/decisions/0045).
    await issueCreditNote(
      tx,
      {
        orderId: order.id,
        subject: 'cancel',
        amountOre: order.totalOre,
        sellerOre: 0,
        final: true,
        reason: `Köpet avbröts: ${reason ?? 'inte betalt'}`,
      },
      now,
    );
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'cancelled', cancelReason: reason, buyerId: order.buyerId },
      systemAction: input.by === 'system' ? 'AUTO_CANCEL_ORDER' : undefined,
    });

    const [cancellations] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.buyerId, order.buyerId), isNotNull(orders.cancelledAt)));
    const block = blocksBidding(cancellations?.n ?? 0, policy)
      ? await blockBidding(tx, {
          userId: order.buyerId,
          reason: `${cancellations?.n ?? 0} obetalda köp avbrutna`,
          now,
        })
      : { blocked: false };

    const lot = await lotOfOrder(tx, order.auctionId);
    const late = now.getTime() >= order.dueAt.getTime();
    const message = orderCancelledNotification({ lotTitle: lot.title, orderUrl: orderPath(order.id), biddingBlocked: block.blocked });
    await createNotification(tx, { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `cancelled:${order.id}` });
    await enqueueJob(
      tx,
      emailSendJob.job(
        {
          template: 'ORDER_CANCELLED',
          userId: order.buyerId,
          props: { ...lotMailProps(lot, order.id), dueAt: order.dueAt.toISOString(), late, biddingBlocked: block.blocked },
        },
        { uniqueKey: `email:order-cancelled:${order.id}` },
      ),
    );
    if (input.by === 'system') {
      await notifyStudio(tx, {
        orderId: order.id,
        type: 'order.cancelled',
        title: `Obetalt köp avbrutet: ${lot.title}`,
        body: 'Köpet avbröts automatiskt efter betalningsfristen. Erbjud näst högsta budgivaren köpet eller lägg upp föremålet igen.',
        dedupeKey: `order-cancelled:${order.id}`,
      });
    }
    return {
      order: { id: order.id, status: 'cancelled' as const, cancelledAt: now.toISOString(), buyerBiddingBlocked: block.blocked },
    };
  });
}

/**
 * The automatic cancellation (scheduled job `unpaid-orders`, off unless KLUBBAN_UNPAID_AUTO_CANCEL): every
 * reminded order still unpaid `cancelAfterDays` past its due date. Safe on two instances at once: the
 * second finds the order cancelled and is refused.
 */
export async function cancelUnpaidOrders(
  db: Db,
  context: CancelContext & { enabled: boolean },
): Promise<{ enabled: boolean; cancelled: number[] }> {
  if (!context.enabled) return { enabled: false, cancelled: [] };
  const now = context.now ?? new Date();
  const policy = context.policy ?? DEFAULT_UNPAID_POLICY;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.cancelledAt),
        isNotNull(orders.reminderSentAt),
        lte(orders.dueAt, new Date(now.getTime() - policy.cancelAfterDays * DAY_MS)),
      ),
    )
    .limit(200);
  const cancelled: number[] = [];
  for (const { id } of due) {
    try {
      await cancelOrder(db, { orderId: id, by: 'system' }, { ...context, now, policy });
      cancelled.push(id);
    } catch (error) {
      // Paid or cancelled meanwhile, by the webhook, an admin or the other instance.
      if (!AppError.is(error)) throw error;
    }
  }
  return { enabled: true, cancelled };
}
