import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { auctions } from '../tables';

/**
 * HIDE_FROM_ARCHIVE (docs/decisions/0047): the studio takes a sold lot out of the archive of what
 * sold and the sitemap, or puts it back, for a seller who asked for discretion. Only an ended lot
 * that sold has a place in the archive; anything else is FAILED_PRECONDITION. The search row
 * follows by trigger in the same transaction. Setting what is already set changes nothing and is
 * not audited again.
 */
export async function hideFromArchive(
  db: DbOrTx,
  input: { auctionId: number; hidden: boolean },
): Promise<{ auctionId: number; hidden: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: auctions.status, outcome: auctions.outcome, hidden: auctions.archiveHidden, rehearsalKey: auctions.rehearsalKey })
      .from(auctions)
      .where(eq(auctions.id, input.auctionId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (row.status !== 'ended' || row.outcome !== 'sold' || row.rehearsalKey !== null)
      throw new AppError('FAILED_PRECONDITION', 'Bara ett sålt föremål finns bland sålda föremål.');
    if (row.hidden === input.hidden) return { auctionId: input.auctionId, hidden: input.hidden, changed: false };
    await tx.update(auctions).set({ archiveHidden: input.hidden, updatedAt: new Date() }).where(eq(auctions.id, input.auctionId));
    await recordAudit(tx, {
      entityType: 'auction',
      entityId: input.auctionId,
      before: { archiveHidden: row.hidden },
      after: { archiveHidden: input.hidden },
    });
    return { auctionId: input.auctionId, hidden: input.hidden, changed: true };
  });
}
