import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import { queryRows } from '@/db/rows';
import { PendingServerEvents } from '@/platform/analytics';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { publishEvents } from '@/platform/realtime';
import { statusesLeadingTo } from '../domain/status';
import { endNowRefusal } from '../domain/studio-timing';
import { isFinalStatus } from '../domain/lot-closed';
import { hasLeadingBid, reserveMet } from '../domain/shown-price';
import { lotsLiveJob } from '../jobs';
import { auctionUpdateEvent, liveUpdateOf } from '../live';
import { endLot, type SaleSettlement } from './end-lot';

export interface CompletionResult {
  auctionId: number;
  /** False when the lot was already ended (the call is idempotent). */
  completed: boolean;
  outcome: 'sold' | 'unsold' | null;
  orderId: number | null;
}

/**
 * Ends one lot at its end time (docs/product.md §1 "Completion") through the end-of-lot command: sold
 * to the leader when the price reaches the reserve (the settlement creates the order), otherwise unsold. Locks the row, so a bid committing
 * at the last moment is either in (and may have extended the end) or refused as ended, and two
 * instances completing at once do it exactly once. `skipLocked`: leave a lot another runner holds.
 * A sale's analytics event goes once the transaction has committed.
 *
 * `endNow` (END_AUCTION_NOW, the studio's "Avsluta nu", docs/decisions/0033): also a live lot whose
 * end has not come, when nobody has bid on it (endNowRefusal) — it ends unsold at once, its end
 * set to now, by the same steps; a lot with bids is refused with the rule's Swedish reason.
 */
export async function completeAuction(
  db: DbOrTx,
  auctionId: number,
  options: { settlement: SaleSettlement; now?: Date; skipLocked?: boolean; endNow?: boolean },
): Promise<CompletionResult | null> {
  const now = options.now ?? new Date();
  const analytics = new PendingServerEvents();
  const result = await db.transaction(async (tx): Promise<CompletionResult | null> => {
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`select id from auctions where id = ${auctionId} for update ${options.skipLocked ? sql`skip locked` : sql``}`,
    );
    if (!locked) {
      if (options.skipLocked) return null;
      throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    }
    const [auction] = await tx
      .select({
        id: auctions.id,
        slug: auctions.slug,
        status: auctions.status,
        outcome: auctions.outcome,
        endsAt: auctions.endsAt,
        currentPrice: auctions.currentPrice,
        reservePrice: auctions.reservePrice,
        startPrice: auctions.startPrice,
        leaderId: auctions.leaderId,
        sellerId: auctions.sellerId,
        bidCount: auctions.bidCount,
        version: auctions.version,
        title: items.title,
        images: items.images,
      })
      .from(auctions)
      .innerJoin(items, eq(items.id, auctions.itemId))
      .where(eq(auctions.id, auctionId));
    if (!auction) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (isFinalStatus(auction.status)) {
      return { auctionId, completed: false, outcome: auction.outcome, orderId: await options.settlement.orderIdOf(tx, auctionId) };
    }
    if (auction.status !== 'live') throw new AppError('FAILED_PRECONDITION', 'Auktionen har inte startat.');
    const early = auction.endsAt.getTime() > now.getTime();
    if (early && options.endNow) {
      const refusal = endNowRefusal({ status: auction.status, bidCount: auction.bidCount, endsAt: auction.endsAt, now });
      if (refusal) throw new AppError('FAILED_PRECONDITION', refusal, { reason: 'AUCTION_HAS_BIDS', endsAt: auction.endsAt.toISOString() });
    } else if (early) {
      if (options.skipLocked) return null;
      throw new AppError('FAILED_PRECONDITION', 'Auktionen pågår fortfarande.', {
        reason: 'AUCTION_NOT_ENDED',
        endsAt: auction.endsAt.toISOString(),
      });
    }

    const winnerId = hasLeadingBid(auction) && reserveMet(auction, auction.currentPrice) ? auction.leaderId : null;
    const outcome = winnerId ? 'sold' : 'unsold';
    const { orderId, soldEvent } = await endLot(tx, {
      lot: auction,
      title: auction.title,
      images: auction.images,
      sale: winnerId && auction.currentPrice !== null ? { buyerId: winnerId, price: auction.currentPrice, viaBuyNow: false } : null,
      now,
      settlement: options.settlement,
      endsNow: early,
    });
    if (soldEvent) analytics.add('lot sold', soldEvent);
    // Logged when the studio completes by hand (COMPLETE_AUCTION, RUN_COMPLETE_AUCTIONS); the scheduler's own closes are not admin actions.
    await recordAudit(tx, {
      entityType: 'auction',
      entityId: auctionId,
      before: { status: auction.status, ...(early ? { endsAt: auction.endsAt } : {}) },
      after: {
        status: 'ended',
        outcome,
        winnerId,
        price: winnerId ? auction.currentPrice : null,
        orderId: orderId ?? null,
        ...(early ? { endsAt: now, endedEarly: true } : {}),
      },
    });
    return { auctionId, completed: true, outcome, orderId };
  });
  analytics.send();
  return result;
}

/** Completes every live lot whose end has passed (RUN_COMPLETE_AUCTIONS and the scheduler). */
export async function completeDueAuctions(
  db: DbOrTx,
  options: { settlement: SaleSettlement; now?: Date; limit?: number },
): Promise<CompletionResult[]> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, 'live'), lte(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(options.limit ?? 100);
  const results: CompletionResult[] = [];
  for (const { id } of due) {
    const result = await completeAuction(db, id, { now, skipLocked: true, settlement: options.settlement });
    if (result?.completed) results.push(result);
  }
  return results;
}

/** Opens scheduled lots whose start has come (status `scheduled` → `live`), announcing each, and queues the news that they are live. */
export async function openDueAuctions(db: DbOrTx, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Every lot the status table lets go live (scheduled), whose start has come; announced in one statement.
    const opened = await tx
      .update(auctions)
      .set({ status: 'live', updatedAt: now, version: sql`${auctions.version} + 1` })
      .where(and(inArray(auctions.status, statusesLeadingTo('live')), lte(auctions.startsAt, now)))
      .returning();
    await publishEvents(
      tx,
      opened.map((row) => auctionUpdateEvent(liveUpdateOf(row))),
    );
    if (opened.length > 0) await enqueueJob(tx, lotsLiveJob.job({ auctionIds: opened.map((row) => row.id) }));
    return opened.length;
  });
}
