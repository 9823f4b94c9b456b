import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { recordAudit } from '@/platform/audit';

/** At most this many lots per transaction (the rest in the next batch of the same run). */
const BATCH = 500;

/**
 * CLEAR_ENDED (daily, and by an admin): every ended lot whose end is more than `olderThanDays` ago
 * is archived — out of the public list and search (the triggers of migration 0018 take its search
 * row and count away), still readable by its link. Idempotent: an archived lot is not touched
 * again. One audit row per lot, named after the admin's action or, from the scheduler, CLEAR_ENDED.
 */
export async function clearEndedAuctions(
  db: DbOrTx,
  options: { olderThanDays: number; now?: Date },
): Promise<{ archived: number; olderThanDays: number; endedBefore: string }> {
  const now = options.now ?? new Date();
  const endedBefore = new Date(now.getTime() - options.olderThanDays * 86_400_000);
  let archived = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(eq(auctions.status, 'ended'), isNull(auctions.archivedAt), lt(auctions.endsAt, endedBefore)))
        .orderBy(asc(auctions.endsAt), asc(auctions.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      for (const { id } of due) {
        await tx.update(auctions).set({ archivedAt: now }).where(eq(auctions.id, id));
        await recordAudit(tx, {
          entityType: 'auction',
          entityId: id,
          before: { archivedAt: null },
          after: { archivedAt: now },
          systemAction: 'CLEAR_ENDED',
        });
      }
      return due.length;
    });
    archived += batch;
    if (batch < BATCH) break;
  }
  return { archived, olderThanDays: options.olderThanDays, endedBefore: endedBefore.toISOString() };
}
