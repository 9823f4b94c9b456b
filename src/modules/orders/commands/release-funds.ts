import 'server-only';
import { and, eq, lte, notExists } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, orderWithdrawals } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { schedulePayout } from '@/modules/payments/server';
import { orderSums } from '../domain/amounts';
import { earlyReleaseGround, releaseRefusal } from '../domain/release';
import { lockOrder, noOpenProblem } from './common';
import { refundsOf } from './refund-order';
import { withdrawalOf } from './withdraw-order';
import { issueStatement } from './documents';

/**
 * RELEASE_FUNDS (admin) and the automatic release (system): a paid order the buyer has received
 * becomes `released` and the seller's payout (hammer − commission) is written and queued, in one
 * transaction that holds the order's row lock. Whoever comes second — a double click, a second
 * admin, the job on another instance — finds the order released and is refused: the seller is
 * paid once. The rule (domain/release.ts, docs/decisions/0032): the job waits for the end of the
 * buyer's inspection window and never takes an order whose buyer reported a problem; the studio may
 * release earlier, or despite the problem, only with a written reason, kept on the order and in
 * the audit log.
 */
export async function releaseFunds(
  db: Db,
  input: { orderId: number; by: 'admin' | 'system'; reason?: string | null },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderId);
    // A withdrawal notice holds the release like a reported problem (docs/decisions/0043).
    const order = { ...row, withdrawnAt: (await withdrawalOf(tx, row.id))?.noticeAt ?? null };
    const refusal = releaseRefusal(order, input.by, now, input.reason);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    // Refunds the seller bears come off the payout; one still waiting for the provider holds the
    // release until it is settled (docs/decisions/0041).
    const refunds = await refundsOf(tx, order.id);
    if (refunds.some((r) => r.status === 'pending')) {
      throw new AppError('FAILED_PRECONDITION', 'En återbetalning väntar på svar från betaltjänsten. Betala ut när den är klar.');
    }
    const refundedBySeller = refunds.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.sellerOre : 0), 0);
    const early = earlyReleaseGround(order, now);
    const reason = input.by === 'admin' && early ? (input.reason ?? '').trim() : null;
    const gross = orderSums(order);
    const sums = { ...gross, sellerPayoutOre: Math.max(0, gross.sellerPayoutOre - refundedBySeller) };
    await tx
      .update(orders)
      .set({ paymentStatus: 'released', releasedAt: now, releaseReason: reason, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: {
        paymentStatus: 'released',
        sellerPayoutOre: order.sellerId ? sums.sellerPayoutOre : 0,
        ...(refundedBySeller > 0 ? { refundedBySellerOre: refundedBySeller } : {}),
        ...(reason
          ? {
              releaseReason: reason,
              releaseDueAt: order.releaseDueAt,
              problemReported: early === 'problem',
              withdrawn: early === 'withdrawal',
            }
          : {}),
      },
      // The automatic release has no admin behind it: it is logged under its own name.
      systemAction: input.by === 'system' ? 'AUTO_RELEASE_FUNDS' : undefined,
    });
    const payout =
      order.sellerId && sums.sellerPayoutOre > 0
        ? await schedulePayout(
            tx,
            {
              orderId: order.id,
              sellerId: order.sellerId,
              amountOre: sums.sellerPayoutOre,
              paymentRef: order.paymentRef,
              deductedOre: refundedBySeller,
            },
            now,
          )
        : { scheduled: false };
    // Earlier debts took the whole payout: it is paid now, and so is its statement (docs/decisions/0045).
    if (order.sellerId && !payout.scheduled) await issueStatement(tx, order.id, now);
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

/**
 * The automatic release: every paid order whose inspection and withdrawal windows have ended without
 * a reported problem or a withdrawal. Safe on two instances at once.
 */
export async function releaseDueFunds(db: Db, now: Date = new Date()): Promise<{ released: number[] }> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        lte(orders.releaseDueAt, now),
        noOpenProblem(),
        notExists(db.select({ id: orderWithdrawals.id }).from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orders.id))),
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
