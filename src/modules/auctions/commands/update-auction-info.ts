import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { auditChanges, recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { priceRefusal, type LotPrices } from '../domain/prices';
import { MIN_LOT_DURATION_MS } from '../domain/schedule';
import { isFinalStatus } from '../domain/lot-closed';
import { REHEARSAL_MIN_LEAD_MS, endMoveRefusal } from '../domain/studio-timing';
import { publishAuctionUpdate } from '../live';
import type { AuctionTerms } from './create-auction';
import { placeLot } from './place-lot';

/**
 * A change to a lot's terms: its prices and times as a new lot takes them (AuctionTerms). `endsAt`
 * a Date: that end, outside any weekly sale; null: back into the next weekly sale.
 */
export type AuctionInfoChange = Omit<AuctionTerms, 'rehearsal'>;

const PRICE_FIELDS = ['startPrice', 'reservePrice', 'buyNowPrice', 'estimateLow', 'estimateHigh'] as const;

/**
 * UPDATE_AUCTION_INFO (docs/product.md §9): prices and estimates only before the first bid (a field sent
 * with its current value is no change), the start and end while draft or scheduled; a live lot's
 * end, earlier or later, only while nobody has bid (docs/decisions/0033, endMoveRefusal: an hour
 * ahead, a rehearsal a minute); nothing once the lot has ended. Open pages get the new state live.
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
    if (isFinalStatus(row.status))
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

    const startMoves = change.startsAt !== undefined && change.startsAt.getTime() !== row.startsAt.getTime();
    const endMoves = change.endsAt !== undefined && (change.endsAt === null || change.endsAt.getTime() !== row.endsAt.getTime());
    const moves = startMoves || endMoves;
    const rehearsal = row.rehearsalKey !== null;
    const set: Partial<typeof auctions.$inferInsert> = { ...next };
    if (moves && row.status === 'live') {
      if (startMoves) throw new AppError('FAILED_PRECONDITION', 'Starttiden kan inte ändras när auktionen har börjat.');
      if (row.bidCount > 0) throw new AppError('FAILED_PRECONDITION', 'Sluttiden kan inte flyttas efter första budet.');
      if (change.endsAt === null && rehearsal) throw new AppError('INVALID_ARGUMENT', 'En provauktion behöver en egen sluttid.');
      if (change.endsAt) {
        const refusal = endMoveRefusal({
          status: 'live',
          bidCount: row.bidCount,
          rehearsal,
          startsAt: row.startsAt,
          endsAt: change.endsAt,
          now,
        });
        if (refusal) throw new AppError('INVALID_ARGUMENT', refusal);
      }
      if (change.endsAt !== null || row.saleId === null) {
        const placement = await placeLot(tx, { startsAt: now, endsAt: change.endsAt, now, rehearsal });
        Object.assign(set, {
          saleId: placement.saleId,
          lotNumber: placement.lotNumber,
          endsAt: placement.endsAt,
          originalEndsAt: placement.endsAt,
        });
      }
    } else if (moves) {
      if (row.status !== 'draft' && row.status !== 'scheduled')
        throw new AppError('FAILED_PRECONDITION', 'Start- och sluttid kan bara ändras innan auktionen har börjat.');
      const startsAt = change.startsAt ?? row.startsAt;
      if (change.endsAt === undefined) {
        const shortest = rehearsal ? REHEARSAL_MIN_LEAD_MS : MIN_LOT_DURATION_MS;
        if (row.endsAt.getTime() - startsAt.getTime() < shortest)
          throw new AppError('INVALID_ARGUMENT', `Starttiden måste vara minst en ${rehearsal ? 'minut' : 'timme'} före sluttiden.`);
        set.startsAt = startsAt;
      } else if (change.endsAt === null && row.saleId !== null) {
        set.startsAt = startsAt; // already in a weekly sale: keep its place
      } else {
        const placement = await placeLot(tx, { startsAt, endsAt: change.endsAt, now, rehearsal });
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
