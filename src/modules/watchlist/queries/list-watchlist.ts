import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { watchlist } from '../tables';
import type { YourLot } from '@/modules/auctions';
import { openFirst, toYourLot, yourLotColumns } from '@/modules/auctions/server';

/**
 * The user's watchlist (/user/watchlist): the watched lots, open ones first (ending soonest
 * first), then ended ones; with the user's own maximum and lead where they have bid.
 */

export async function listWatchlist(db: DbOrTx, userId: string, options: { now?: Date; limit?: number } = {}): Promise<YourLot[]> {
  const now = options.now ?? new Date();
  const yourMaximum = sql<number | null>`(
    select max(${bids.maxAmount}) from ${bids}
    where ${bids.auctionId} = ${auctions.id} and ${bids.bidderId} = ${userId} and ${bids.status} = 'accepted'
  )`.mapWith((value: unknown) => (value === null ? null : Number(value)));
  const rows = await db
    .select({ ...yourLotColumns(userId), yourMaximum })
    .from(watchlist)
    .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(and(eq(watchlist.userId, userId), ne(auctions.status, 'draft')))
    .orderBy(...openFirst(now))
    .limit(options.limit ?? 200);
  return rows.map((row) => toYourLot(row, row.yourMaximum));
}

/** Whether the user watches the lot (the lot page's heart before the browser knows the session). */
export async function isWatching(db: DbOrTx, userId: string, auctionId: number): Promise<boolean> {
  const [row] = await db
    .select({ auctionId: watchlist.auctionId })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.auctionId, auctionId)))
    .limit(1);
  return Boolean(row);
}

/** The ids of every lot the user watches (their hearts are filled; GET /api/account/me's watch fields). */
export async function watchedLotIds(db: DbOrTx, userId: string): Promise<number[]> {
  const rows = await db.select({ auctionId: watchlist.auctionId }).from(watchlist).where(eq(watchlist.userId, userId));
  return rows.map((row) => row.auctionId);
}
