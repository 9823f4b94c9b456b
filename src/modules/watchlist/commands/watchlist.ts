import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { watchlist } from '../tables';
import { AppError } from '@/platform/errors';
import { publishEvents } from '@/platform/realtime';
import { userTopic, watchlistChanged } from '@/modules/notifications';
import { countWatcher } from '@/modules/auctions/server';

export interface WatchResult {
  auctionId: number;
  watching: boolean;
  /** How many watch the lot. */
  watchCount: number;
  /** How many lots the user watches (the header heart is filled when > 0). */
  watchlistSize: number;
}

/**
 * ADD_TO_WATCHLIST / REMOVE_FROM_WATCHLIST (docs/product.md §4): idempotent; the lot's watch count and
 * the user's list size change in the same transaction, and the user's open pages are told.
 */
export async function setWatching(db: DbOrTx, userId: string, auctionId: number, watching: boolean): Promise<WatchResult> {
  return db.transaction(async (tx) => {
    const [auction] = await tx.select({ id: auctions.id, status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId));
    if (!auction || auction.status === 'draft') throw new AppError('NOT_FOUND', 'Auktionen finns inte.');

    const changed = watching
      ? await tx.insert(watchlist).values({ userId, auctionId }).onConflictDoNothing().returning({ auctionId: watchlist.auctionId })
      : await tx
          .delete(watchlist)
          .where(and(eq(watchlist.userId, userId), eq(watchlist.auctionId, auctionId)))
          .returning({ auctionId: watchlist.auctionId });

    let watchCount: number;
    if (changed.length > 0) {
      watchCount = await countWatcher(tx, auctionId, watching ? 1 : -1);
    } else {
      const [row] = await tx.select({ watchCount: auctions.watchCount }).from(auctions).where(eq(auctions.id, auctionId));
      watchCount = row?.watchCount ?? 0;
    }
    const [size] = await tx.select({ n: count() }).from(watchlist).where(eq(watchlist.userId, userId));
    const result: WatchResult = { auctionId, watching, watchCount, watchlistSize: Number(size?.n ?? 0) };
    if (changed.length > 0) await publishEvents(tx, [watchlistChanged.on(userTopic(userId), result)]);
    return result;
  });
}
