import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { payoutAccounts, payouts, sellerDebts } from '../tables';
import { enqueueJob } from '@/platform/jobs';
import { PaymentRefusedError, type PaymentProvider } from '../provider';
import { payoutTransferJob } from '../jobs';

export type PayoutStatus = (typeof payouts.$inferSelect)['status'];

/**
 * Writes a released order's payout (hammer − commission, less refunds the seller bears) and queues
 * its transfer, in the caller's transaction (RELEASE_FUNDS or the automatic release). The order id
 * is the payout's key: a second call for the same order writes nothing and queues nothing, so a
 * seller is paid once. What the seller owes after earlier refunds (seller_debts) is netted from
 * it in the same transaction, oldest debt first (docs/decisions/0041); a payout the debts take
 * whole is settled without a transfer.
 */
export async function schedulePayout(
  tx: DbOrTx,
  input: { orderId: number; sellerId: string; amountOre: number; paymentRef: string | null; deductedOre?: number },
  now: Date = new Date(),
): Promise<{ scheduled: boolean; nettedOre: number }> {
  const [existing] = await tx.select({ orderId: payouts.orderId }).from(payouts).where(eq(payouts.orderId, input.orderId));
  if (existing) return { scheduled: false, nettedOre: 0 };
  const open = await tx
    .select()
    .from(sellerDebts)
    .where(and(eq(sellerDebts.sellerId, input.sellerId), isNull(sellerDebts.settledAt)))
    .orderBy(asc(sellerDebts.createdAt), asc(sellerDebts.id))
    .for('update');
  let left = input.amountOre;
  const taken: { id: number; settledOre: number; whole: boolean }[] = [];
  for (const debt of open) {
    if (left === 0) break;
    const take = Math.min(left, debt.amountOre - debt.settledOre);
    left -= take;
    taken.push({ id: debt.id, settledOre: debt.settledOre + take, whole: debt.settledOre + take === debt.amountOre });
  }
  const nettedOre = input.amountOre - left;
  const inserted = await tx
    .insert(payouts)
    .values({
      orderId: input.orderId,
      sellerId: input.sellerId,
      amountOre: left,
      deductedOre: (input.deductedOre ?? 0) + nettedOre,
      paymentRef: input.paymentRef,
      // Nothing left to move: settled by netting, no transfer.
      ...(left === 0 ? { status: 'paid' as const, paidAt: now } : {}),
    })
    .onConflictDoNothing({ target: payouts.orderId })
    .returning({ orderId: payouts.orderId });
  if (inserted.length === 0) return { scheduled: false, nettedOre: 0 };
  for (const debt of taken) {
    await tx
      .update(sellerDebts)
      .set({ settledOre: debt.settledOre, settledByPayout: input.orderId, ...(debt.whole ? { settledAt: now } : {}) })
      .where(eq(sellerDebts.id, debt.id));
  }
  if (left > 0) await enqueueJob(tx, payoutTransferJob.job({ orderId: input.orderId }, { maxAttempts: 8 }));
  return { scheduled: left > 0, nettedOre };
}

export type PayOutResult = 'paid' | 'already-paid' | 'cancelled' | 'no-account' | 'missing';

/**
 * The payments.transfer job: moves a pending payout to the seller's active payout account through
 * the provider (idempotency key `payout:<orderId>:<refusals>`: a retry after a timeout reuses the
 * key, so it pays once there too; only after an outright refusal, when nothing moved, is the key
 * new) and marks it paid. Without an active account the payout waits: `payPendingPayouts` takes it again when the
 * seller's account becomes active. A provider failure throws, and the queue retries.
 */
export async function payOut(db: DbOrTx, orderId: number, provider: PaymentProvider, now: Date = new Date()): Promise<PayOutResult> {
  const [unlocked] = await db.select().from(payouts).where(eq(payouts.orderId, orderId));
  if (!unlocked) return 'missing';
  if (unlocked.status === 'paid') return 'already-paid';
  if (unlocked.status === 'cancelled') return 'cancelled';
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, unlocked.sellerId));
  if (!account || account.provider !== provider.name) return 'no-account';
  if (account.status !== 'active') {
    // The seller may have finished onboarding since: ask the provider before waiting.
    const status = await provider.payoutAccountStatus(account.accountId);
    if (status !== 'active') return 'no-account';
    await db.update(payoutAccounts).set({ status, updatedAt: now }).where(eq(payoutAccounts.userId, unlocked.sellerId));
  }
  // Under the payout's row lock (as a refund takes it, reduceOrChargeSeller): read the amount now
  // and mark the transfer started, so a refund from here on records a debt instead of lowering an
  // amount already on its way (docs/decisions/0041).
  const payout = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.orderId, orderId)).for('update');
    if (!row || row.status !== 'pending') return row ?? null;
    await tx
      .update(payouts)
      .set({ attempts: sql`${payouts.attempts} + 1`, transferStartedAt: row.transferStartedAt ?? now, updatedAt: now })
      .where(eq(payouts.orderId, orderId));
    return row;
  });
  if (!payout) return 'missing';
  if (payout.status === 'paid') return 'already-paid';
  if (payout.status === 'cancelled') return 'cancelled';
  let transferId: string;
  try {
    ({ transferId } = await provider.transferToSeller({
      accountId: account.accountId,
      amountOre: payout.amountOre,
      orderId,
      idempotencyKey: `payout:${orderId}:${payout.refusals}`,
      paymentRef: payout.paymentRef,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refused = PaymentRefusedError.is(error);
    await db
      .update(payouts)
      .set({
        lastError: message.slice(0, 500),
        // Refused outright: nothing moved, so a refund may lower the amount again before the next try.
        ...(refused ? { refusals: sql`${payouts.refusals} + 1`, transferStartedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payouts.orderId, orderId));
    throw error;
  }
  await db
    .update(payouts)
    .set({ status: 'paid', provider: provider.name, transferId, paidAt: now, lastError: null, updatedAt: now })
    .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'pending')));
  return 'paid';
}

/** Queues the transfer of every payout still waiting for the seller's account (hourly, and when an account becomes active). */
export async function payPendingPayouts(db: DbOrTx, sellerId?: string): Promise<{ queued: number }> {
  const waiting = await db
    .select({ orderId: payouts.orderId })
    .from(payouts)
    .where(sellerId ? and(eq(payouts.status, 'pending'), eq(payouts.sellerId, sellerId)) : eq(payouts.status, 'pending'));
  await enqueueJob(
    db,
    waiting.map(({ orderId }) => payoutTransferJob.job({ orderId }, { maxAttempts: 8 })),
  );
  return { queued: waiting.length };
}

/** The orders whose payout is written but not yet transferred, as a subquery for the orders list (payments owns the table). */
export function pendingPayoutOrderIds(db: DbOrTx) {
  return db.select({ orderId: payouts.orderId }).from(payouts).where(eq(payouts.status, 'pending'));
}

/**
 * The console's front page: payouts released but not transferred, and how many of them wait for a
 * seller who has no active payout account (the rest are being transferred, or failing and retried).
 */
export async function waitingPayoutCounts(db: DbOrTx): Promise<{ waiting: number; withoutAccount: number; failing: number }> {
  const rows = await db
    .select({ accountStatus: payoutAccounts.status, lastError: payouts.lastError })
    .from(payouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.sellerId))
    .where(eq(payouts.status, 'pending'));
  return {
    waiting: rows.length,
    withoutAccount: rows.filter((row) => row.accountStatus !== 'active').length,
    failing: rows.filter((row) => row.accountStatus === 'active' && row.lastError !== null).length,
  };
}

export interface PayoutView {
  orderId: number;
  amountOre: number;
  status: PayoutStatus;
  paidAt: string | null;
  /** Taken off hammer − commission: refunds the seller bears, debts netted here. */
  deductedOre: number;
}

/** The payouts of these orders (the seller's sales list and the studio's orders show them). */
export async function payoutsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, PayoutView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payouts)
    .where(inArray(payouts.orderId, [...orderIds]));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        orderId: row.orderId,
        amountOre: row.amountOre,
        status: row.status,
        paidAt: row.paidAt?.toISOString() ?? null,
        deductedOre: row.deductedOre,
      },
    ]),
  );
}

/**
 * A provider's account.updated event: the seller's payout account status as the provider now says,
 * and, when it became active, the payouts that waited for it queued.
 */
export async function applyPayoutAccountUpdate(
  db: DbOrTx,
  accountId: string,
  status: 'pending' | 'active',
): Promise<'updated' | 'unknown'> {
  const updated = await db
    .update(payoutAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(payoutAccounts.accountId, accountId))
    .returning({ userId: payoutAccounts.userId });
  const row = updated[0];
  if (!row) return 'unknown';
  if (status === 'active') await payPendingPayouts(db, row.userId);
  return 'updated';
}
