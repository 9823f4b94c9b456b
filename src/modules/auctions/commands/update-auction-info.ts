import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/db/schema';
import { auditChanges, recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { priceRefusal, type LotPrices } from '../domain/prices';
import { publishAuctionUpdate } from '../live';
import { placeLot } from './place-lot';

export interface AuctionInfoChange {
  startPrice?: number;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  estimateLow?: number | null;
  estimateHigh?: number | null;
  startsAt?: Date;
  /** A Date: that end, outside any weekly sale; null: back into the next weekly sale. */
  endsAt?: Date | null;
}

const PRICE_FIELDS = ['startPrice', 'reservePrice', 'buyNowPrice', 'estimateLow', 'estimateHigh'] as const;

/**
 * UPDATE_AUCTION_INFO (PRODUCT.md §9): prices and estimates only before the first bid (a field sent
 * with its current value is no change), the start and end only while draft or scheduled; nothing
 * once the lot has ended. Open pages get the new state live.
 */
export async function updateAuctionInfo(
  db: DbOrTx,
  auctionId: number,
  change: AuctionInfoChange,
  options: { now?: Date } = {},
): Promise<{ auction: { id: number; status: string; startsAt: string; endsAt: string } }> {
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (row.status === 'ended' || row.status === 'cancelled')
      throw new AppError('FAILED_PRECONDITION', row.status === 'ended' ? 'Auktionen är redan avslutad.' : 'Auktionen är inställd.');

    const prices: LotPrices = {
      startPrice: row.startPrice,
      reservePrice: row.reservePrice,
      buyNowPrice: row.buyNowPrice,
      estimateLow: row.estimateLow,
      estimateHigh: row.estimateHigh,
    };
    const changedPrices = PRICE_FIELDS.filter((field) => change[field] !== undefined && change[field] !== prices[field]);
    if (changedPrices.length > 0 && row.bidCount > 0)
      throw new AppError('FAILED_PRECONDITION', 'Priserna kan inte ändras efter första budet.');
    const next: LotPrices = { ...prices };
    for (const field of changedPrices) (next as unknown as Record<string, number | null>)[field] = change[field]!;
    const refusal = priceRefusal(next);
    if (refusal) throw new AppError('INVALID_ARGUMENT', refusal);

    const moves = (change.startsAt !== undefined && change.startsAt.getTime() !== row.startsAt.getTime()) || change.endsAt !== undefined;
    const set: Partial<typeof auctions.$inferInsert> = { ...next };
    if (moves) {
      if (row.status !== 'draft' && row.status !== 'scheduled')
        throw new AppError('FAILED_PRECONDITION', 'Start- och sluttid kan bara ändras innan auktionen har börjat.');
      const startsAt = change.startsAt ?? row.startsAt;
      if (change.endsAt === undefined) {
        if (row.endsAt.getTime() - startsAt.getTime() < 60 * 60 * 1000)
          throw new AppError('INVALID_ARGUMENT', 'Starttiden måste vara minst en timme före sluttiden.');
        set.startsAt = startsAt;
      } else if (change.endsAt === null && row.saleId !== null) {
        set.startsAt = startsAt; // already in a weekly sale: keep its place
      } else {
        const placement = await placeLot(tx, { startsAt, endsAt: change.endsAt, now });
        Object.assign(set, {
          startsAt,
          saleId: placement.saleId,
          lotNumber: placement.lotNumber,
          endsAt: placement.endsAt,
          originalEndsAt: placement.endsAt,
        });
      }
    }
    const [updated] = await tx
      .update(auctions)
      .set({ ...set, updatedAt: now, version: sql`${auctions.version} + 1` })
      .where(eq(auctions.id, auctionId))
      .returning();
    const diff = auditChanges(row, set);
    if (diff) await recordAudit(tx, { entityType: 'auction', entityId: auctionId, ...diff });
    if (updated!.status !== 'draft') await publishAuctionUpdate(tx, updated!);
    return {
      auction: { id: auctionId, status: updated!.status, startsAt: updated!.startsAt.toISOString(), endsAt: updated!.endsAt.toISOString() },
    };
  });
}
