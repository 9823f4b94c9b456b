import 'server-only';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '@/db/schema';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { schedulePayout } from '@/modules/payments/server';
import { AUTO_RELEASE_DAYS, orderSums } from '../domain/amounts';
import { isDelivered, paymentTransitionRefusal } from '../domain/status';
import { lockOrder } from './common';

const DAY_MS = 86_400_000;

/**
 * RELEASE_FUNDS (admin) and the automatic release (system): a paid, delivered order becomes
 * `released` and the seller's payout (hammer − commission) is written and queued, in one
 * transaction that holds the order's row lock. Whoever comes second — a double click, a second
 * admin, the job on another instance — finds the order released and is refused: the seller is
 * paid once. The automatic release also waits AUTO_RELEASE_DAYS after delivery and never takes an
 * order whose buyer reported a problem (the studio decides those).
 */
export async function releaseFunds(db: Db, input: { orderId: number; by: 'admin' | 'system' }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refusal = paymentTransitionRefusal(order.paymentStatus, 'released', input.by);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    if (!isDelivered(order.deliveryMethod, order.deliveryStatus)) {
      throw new AppError('FAILED_PRECONDITION', 'Föremålet är inte levererat än: pengarna betalas ut när köparen har fått det.');
    }
    if (input.by === 'system') {
      if (order.problemReportedAt) throw new AppError('FAILED_PRECONDITION', 'Köparen har rapporterat ett problem.');
      if (!order.doneAt || order.doneAt.getTime() + AUTO_RELEASE_DAYS * DAY_MS > now.getTime()) {
        throw new AppError('FAILED_PRECONDITION', 'Det har inte gått tre dagar sedan leveransen.');
      }
    }
    const sums = orderSums(order);
    await tx.update(orders).set({ paymentStatus: 'released', releasedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'released', sellerPayoutOre: order.sellerId ? sums.sellerPayoutOre : 0 },
      // The automatic release has no admin behind it: it is logged under its own name.
      systemAction: input.by === 'system' ? 'AUTO_RELEASE_FUNDS' : undefined,
    });
    const payout =
      order.sellerId && sums.sellerPayoutOre > 0
        ? await schedulePayout(tx, {
            orderId: order.id,
            sellerId: order.sellerId,
            amountOre: sums.sellerPayoutOre,
            paymentRef: order.paymentRef,
          })
        : { scheduled: false };
    return {
      order: {
        id: order.id,
        status: 'released' as const,
        sellerPayoutOre: order.sellerId ? sums.sellerPayoutOre : 0,
        payoutScheduled: payout.scheduled,
      },
    };
  });
}

/** The automatic release: every paid order delivered AUTO_RELEASE_DAYS ago without a reported problem. Safe on two instances at once. */
export async function releaseDueFunds(db: Db, now: Date = new Date()): Promise<{ released: number[] }> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        isNotNull(orders.doneAt),
        lte(orders.doneAt, new Date(now.getTime() - AUTO_RELEASE_DAYS * DAY_MS)),
        isNull(orders.problemReportedAt),
      ),
    )
    .limit(200);
  const released: number[] = [];
  for (const { id } of due) {
    try {
      await releaseFunds(db, { orderId: id, by: 'system' }, now);
      released.push(id);
    } catch (error) {
      // Released by an admin or the other instance meanwhile, or a problem was just reported.
      if (!AppError.is(error)) throw error;
    }
  }
  return { released };
}
