import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { payouts, sellerDebts } from '../tables';

export type SellerRefundOutcome = 'reduced' | 'cancelled' | 'debt' | 'none';

/**
 * A refund the seller bears, on an order already released (its payout row is written), in the
 * caller's transaction (docs/decisions/0041). Under the payout's row lock — the transfer job takes
 * the same lock before it starts moving money (payOut) — a payout not yet on its way is lowered by
 * `amountOre` (cancelled when `whole` or when nothing is left); whatever the payout cannot take,
 * or all of it once the transfer has started or was made, is recorded as what the seller owes,
 * netted from their next payouts (schedulePayout). One debt per refund.
 */
export async function chargeSellerForRefund(
  tx: DbOrTx,
  input: { orderId: number; sellerId: string; refundId: number; amountOre: number; whole: boolean; reason: string },
  now: Date = new Date(),
): Promise<{ outcome: SellerRefundOutcome; debtOre: number }> {
  if (input.amountOre <= 0 && !input.whole) return { outcome: 'none', debtOre: 0 };
  const [payout] = await tx.select().from(payouts).where(eq(payouts.orderId, input.orderId)).for('update');
  let owed = input.amountOre;
  let outcome: SellerRefundOutcome = 'debt';
  if (payout && payout.status === 'pending' && payout.transferStartedAt === null) {
    const taken = Math.min(owed, payout.amountOre);
    const left = input.whole ? 0 : payout.amountOre - taken;
    owed -= taken;
    outcome = left === 0 ? 'cancelled' : 'reduced';
    await tx
      .update(payouts)
      .set({
        amountOre: left,
        deductedOre: payout.deductedOre + taken,
        ...(left === 0 ? { status: 'cancelled' as const } : {}),
        updatedAt: now,
      })
      .where(eq(payouts.orderId, input.orderId));
    // A whole refund cancels the payout: the seller keeps nothing of this sale; what the payout
    // no longer holds (earlier debts it had netted) is not owed twice, and a debt recorded for this
    // sale while a transfer was tried (then refused: nothing moved) falls with it.
    if (input.whole) {
      owed = 0;
      await tx
        .update(sellerDebts)
        .set({ settledOre: sql`${sellerDebts.amountOre}`, settledByPayout: input.orderId, settledAt: now })
        .where(and(eq(sellerDebts.orderId, input.orderId), isNull(sellerDebts.settledAt)));
    }
  }
  if (owed > 0) {
    await tx
      .insert(sellerDebts)
      .values({
        sellerId: input.sellerId,
        orderId: input.orderId,
        refundId: input.refundId,
        amountOre: owed,
        reason: input.reason.slice(0, 500),
        createdAt: now,
      })
      .onConflictDoNothing({ target: sellerDebts.refundId });
  }
  return { outcome, debtOre: owed };
}

export interface SellerDebtView {
  id: number;
  orderId: number;
  amountOre: number;
  settledOre: number;
  reason: string;
  createdAt: string;
  settledAt: string | null;
}

/** What the seller owes after refunds, newest first (their sales page shows it with the reason). */
export async function sellerDebtsOf(db: DbOrTx, sellerId: string, options: { openOnly?: boolean } = {}): Promise<SellerDebtView[]> {
  const rows = await db
    .select()
    .from(sellerDebts)
    .where(options.openOnly ? and(eq(sellerDebts.sellerId, sellerId), isNull(sellerDebts.settledAt)) : eq(sellerDebts.sellerId, sellerId))
    .orderBy(desc(sellerDebts.createdAt), desc(sellerDebts.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    amountOre: row.amountOre,
    settledOre: row.settledOre,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}
