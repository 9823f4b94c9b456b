import { desc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '../tables';

/**
 * A buyer's orders with their lots and items, newest first (ties by id): the one order of the
 * buyer's won lots and of the console's list of a user's purchases. The caller picks the columns
 * and the limit.
 */
export function selectBuyerOrders<T extends SelectedFields>(db: DbOrTx, columns: T, buyerId: string) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
