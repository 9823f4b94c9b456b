import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { AppError } from '@/platform/errors';
import { insertDraftLot, type DraftLot } from './create-auction';

/**
 * RELIST_AUCTION (docs/product.md §9): an ended, unsold lot → a new draft lot of the same item with the
 * same prices, `relistedFromId` pointing back; the end is the given one or the next weekly sale.
 * Anything else (live, sold, already relisted) is FAILED_PRECONDITION.
 */
export async function relistAuction(
  db: DbOrTx,
  auctionId: number,
  input: { endsAt?: Date | null },
  options: { now?: Date } = {},
): Promise<{ auction: DraftLot & { relistedFromId: number } }> {
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (row.status !== 'ended' || row.outcome !== 'unsold')
      throw new AppError('FAILED_PRECONDITION', 'Bara en avslutad auktion som inte såldes kan läggas upp igen.');
    const [again] = await tx
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.relistedFromId, row.id), ne(auctions.status, 'cancelled')))
      .limit(1);
    if (again) throw new AppError('FAILED_PRECONDITION', 'Auktionen är redan upplagd igen.');
    // A rehearsal sells nothing real (docs/decisions/0033): a new rehearsal is made afresh.
    if (row.rehearsalKey !== null)
      throw new AppError('FAILED_PRECONDITION', 'En provauktion läggs inte upp igen. Skapa en ny provauktion i stället.');
    const draft = await insertDraftLot(tx, {
      itemId: row.itemId,
      terms: {
        startPrice: row.startPrice,
        reservePrice: row.reservePrice,
        buyNowPrice: row.buyNowPrice,
        estimateLow: row.estimateLow,
        estimateHigh: row.estimateHigh,
        endsAt: input.endsAt ?? null,
      },
      now,
      relistedFromId: row.id,
    });
    return { auction: { ...draft, relistedFromId: row.id } };
  });
}
