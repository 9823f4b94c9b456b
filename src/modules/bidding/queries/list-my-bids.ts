import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import type { YourLot } from '@/modules/auctions';
import { openFirst, toYourLot, yourLotColumns } from '@/modules/auctions/server';

/**
 * "Mina bud" on the account page: the lots the user has bid on, open ones first (ending soonest
 * first), then ended ones (latest end first). Only the user's own maximum is read: another
 * bidder's maximum never leaves the database.
 */

export async function listMyBids(db: DbOrTx, userId: string, options: { now?: Date; limit?: number } = {}): Promise<YourLot[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ ...yourLotColumns(userId), yourMaximum: sql<number>`max(${bids.maxAmount})`.mapWith(Number) })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(and(eq(bids.bidderId, userId), eq(bids.status, 'accepted'), ne(auctions.status, 'draft')))
    .groupBy(auctions.id, items.id)
    .orderBy(...openFirst(now))
    .limit(options.limit ?? 100);
  return rows.map((row) => toYourLot(row, row.yourMaximum));
}
