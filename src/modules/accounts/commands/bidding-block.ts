import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';

/**
 * A buyer who repeatedly leaves purchases unpaid may not bid until the studio lifts it (docs/decisions/0042).
 * The block is a mark on the profile: bidding reads it when it decides a bid; orders sets it, in the
 * transaction that cancels the order that reached the limit.
 */
export async function blockBidding(tx: DbOrTx, input: { userId: string; reason: string; now: Date }): Promise<{ blocked: boolean }> {
  const [user] = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
  const [previous] = await tx
    .select({ biddingBlockedAt: profiles.biddingBlockedAt })
    .from(profiles)
    .where(eq(profiles.userId, input.userId))
    .for('update');
  if (previous?.biddingBlockedAt) return { blocked: false };
  await tx
    .insert(profiles)
    .values({
      userId: user.id,
      displayName: user.name || user.email.split('@')[0] || user.email,
      biddingBlockedAt: input.now,
      biddingBlockReason: input.reason,
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { biddingBlockedAt: input.now, biddingBlockReason: input.reason, updatedAt: input.now },
    });
  await recordAudit(tx, {
    entityType: 'user',
    entityId: user.id,
    before: { biddingBlocked: false },
    after: { biddingBlocked: true, biddingBlockReason: input.reason },
    systemAction: 'BLOCK_BIDDING',
  });
  return { blocked: true };
}

/** LIFT_BIDDING_BLOCK (admin): the buyer may bid again; the cancellations stay on record. */
export async function liftBiddingBlock(db: DbOrTx, input: { userId: string }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ biddingBlockedAt: profiles.biddingBlockedAt, reason: profiles.biddingBlockReason })
      .from(profiles)
      .where(eq(profiles.userId, input.userId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
    if (!row.biddingBlockedAt) throw new AppError('FAILED_PRECONDITION', 'Användaren är inte spärrad från att lägga bud.');
    await tx
      .update(profiles)
      .set({ biddingBlockedAt: null, biddingBlockReason: null, updatedAt: now })
      .where(eq(profiles.userId, input.userId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: input.userId,
      before: { biddingBlocked: true, biddingBlockReason: row.reason },
      after: { biddingBlocked: false },
    });
    return { userId: input.userId, biddingBlocked: false };
  });
}
