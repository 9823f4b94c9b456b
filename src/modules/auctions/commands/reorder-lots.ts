import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, sales } from '../tables';
import { items } from '@/modules/catalog/tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { publishEvents } from '@/platform/realtime';
import { isOpenLot, restaggerLots, type ReorderLot } from '../domain/reorder';
import { auctionUpdateEvent, liveUpdateOf } from '../live';

export interface ReorderResult {
  saleId: number;
  /** The sale's open lots in their new catalogue order. */
  auctions: { id: number; lotNumber: number; endsAt: string }[];
}

/**
 * REORDER_LOTS (docs/product.md §9 "Console"): one Sunday sale's open lots in a new catalogue order,
 * re-staggered (§1) by the pure rule in domain/reorder.ts, in one transaction. Every lot of the
 * sale is locked (`FOR UPDATE`, in id order, so two reorders queue instead of deadlocking) before
 * anything is decided: a bid on one of them either committed first, and the rule sees its bid
 * count and refuses to move it, or waits for this transaction and then bids on the new end.
 * Each moved lot's new end goes live to its open pages; the audit row holds both orders.
 */
export async function reorderLots(db: DbOrTx, input: { auctionIds: number[] }, options: { now?: Date } = {}): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const ids = [...new Set(input.auctionIds)];
    const named = await tx
      .select({ id: auctions.id, saleId: auctions.saleId, title: items.title })
      .from(auctions)
      .innerJoin(items, eq(items.id, auctions.itemId))
      .where(inArray(auctions.id, ids));
    const unknown = ids.find((id) => !named.some((row) => row.id === id));
    if (unknown !== undefined) throw new AppError('NOT_FOUND', `Auktion ${unknown} finns inte.`, { auctionId: unknown });
    const outside = named.find((row) => row.saleId === null);
    if (outside)
      throw new AppError('FAILED_PRECONDITION', `”${outside.title}” ingår inte i någon söndagsauktion.`, {
        reason: 'NOT_IN_SALE',
        auctionId: outside.id,
      });
    const saleIds = [...new Set(named.map((row) => row.saleId!))];
    if (saleIds.length > 1)
      throw new AppError('FAILED_PRECONDITION', 'Listan blandar lotter från olika söndagsauktioner: ordna en auktion i taget.', {
        reason: 'SEVERAL_SALES',
      });
    const saleId = saleIds[0]!;

    // Every lot of the sale, locked; a lot moved out of the sale meanwhile is no longer among them.
    const locked = await tx
      .select({
        id: auctions.id,
        lotNumber: auctions.lotNumber,
        status: auctions.status,
        endsAt: auctions.endsAt,
        originalEndsAt: auctions.originalEndsAt,
        bidCount: auctions.bidCount,
      })
      .from(auctions)
      .where(eq(auctions.saleId, saleId))
      .orderBy(asc(auctions.id))
      .for('update');
    const [sale] = await tx
      .select({ firstEndsAt: sales.firstEndsAt, staggerSeconds: sales.staggerSeconds })
      .from(sales)
      .where(eq(sales.id, saleId));
    if (!sale) throw new AppError('NOT_FOUND', 'Söndagsauktionen finns inte.');
    const titles = new Map(
      (
        await tx
          .select({ id: auctions.id, title: items.title })
          .from(auctions)
          .innerJoin(items, eq(items.id, auctions.itemId))
          .where(eq(auctions.saleId, saleId))
      ).map((row) => [row.id, row.title]),
    );
    const lots: ReorderLot[] = locked
      .filter((row) => row.lotNumber !== null)
      .map((row) => ({ ...row, lotNumber: row.lotNumber!, title: titles.get(row.id) ?? '' }));

    const decision = restaggerLots({ sale, lots, order: input.auctionIds, now });
    if (!decision.ok) {
      const { code, auctionId, message } = decision.refusal;
      throw new AppError('FAILED_PRECONDITION', message, { reason: code, auctionId });
    }

    const moved = decision.lots.filter((lot) => lot.changed);
    const events = [];
    for (const lot of moved) {
      const [row] = await tx
        .update(auctions)
        .set({
          lotNumber: lot.lotNumber,
          endsAt: lot.endsAt,
          originalEndsAt: lot.endsAt,
          updatedAt: now,
          version: sql`${auctions.version} + 1`,
        })
        .where(eq(auctions.id, lot.id))
        .returning();
      if (!row) throw new Error('a locked lot vanished');
      // A draft has no public page; everyone else's page learns the new end.
      if (row.status !== 'draft') events.push(auctionUpdateEvent(liveUpdateOf(row)));
    }
    await publishEvents(tx, events);

    if (moved.length > 0) {
      const before = lots.filter((lot) => isOpenLot(lot.status)).sort((a, b) => a.lotNumber - b.lotNumber);
      await recordAudit(tx, {
        entityType: 'sale',
        entityId: saleId,
        before: {
          order: before.map((lot) => lot.id),
          ends: Object.fromEntries(moved.map((lot) => [lot.id, lots.find((l) => l.id === lot.id)!.endsAt])),
        },
        after: { order: decision.lots.map((lot) => lot.id), ends: Object.fromEntries(moved.map((lot) => [lot.id, lot.endsAt])) },
      });
    }
    return {
      saleId,
      auctions: decision.lots.map((lot) => ({ id: lot.id, lotNumber: lot.lotNumber, endsAt: lot.endsAt.toISOString() })),
    };
  });
}
