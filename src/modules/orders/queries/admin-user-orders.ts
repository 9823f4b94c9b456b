import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '../tables';
import type { DeliveryStatus, PaymentStatus } from '@/keys';

/** One purchase of a user as the console's user page lists it (the order's own page has the rest). */
export interface AdminUserOrder {
  id: number;
  auctionId: number;
  title: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  totalOre: number;
  createdAt: string;
}

/** A user's purchases, newest first (GET_USER, /admin/anvandare/[id]). */
export async function listUserOrdersForAdmin(db: DbOrTx, userId: string, options: { limit?: number } = {}): Promise<AdminUserOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      auctionId: orders.auctionId,
      title: items.title,
      paymentStatus: orders.paymentStatus,
      deliveryStatus: orders.deliveryStatus,
      totalOre: orders.totalOre,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(orders.buyerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
