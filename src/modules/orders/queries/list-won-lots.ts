import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '@/modules/orders/tables';
import { firstImageView, yourLotColumns } from '@/modules/auctions/server';

/**
 * "Vunna" on the account page: the lots the user has won (by the hammer or by buy now), newest
 * first, each with its order: hammer price, buyer's premium, shipping, total and status.
 */

export interface WonLot {
  orderId: number;
  auctionId: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  hammerPrice: number;
  buyerPremiumOre: number;
  shippingOre: number;
  totalOre: number;
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  deliveryStatus: (typeof orders.$inferSelect)['deliveryStatus'];
  viaBuyNow: boolean;
  /** When the lot was won (the order's creation). */
  wonAt: string;
  /** When payment is due. */
  dueAt: string;
}

export async function listWonLots(db: DbOrTx, userId: string, options: { limit?: number } = {}): Promise<WonLot[]> {
  const { id, slug, title, firstImage } = yourLotColumns(userId);
  const rows = await db
    .select({
      orderId: orders.id,
      auctionId: id,
      slug,
      title,
      firstImage,
      hammerPrice: orders.hammerPrice,
      buyerPremiumOre: orders.buyerPremiumOre,
      shippingOre: orders.shippingOre,
      totalOre: orders.totalOre,
      paymentStatus: orders.paymentStatus,
      deliveryStatus: orders.deliveryStatus,
      viaBuyNow: orders.viaBuyNow,
      createdAt: orders.createdAt,
      dueAt: orders.dueAt,
    })
    .from(orders)
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(orders.buyerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    orderId: row.orderId,
    auctionId: row.auctionId,
    slug: row.slug,
    title: row.title,
    ...firstImageView(row.firstImage),
    hammerPrice: row.hammerPrice,
    buyerPremiumOre: row.buyerPremiumOre,
    shippingOre: row.shippingOre,
    totalOre: row.totalOre,
    paymentStatus: row.paymentStatus,
    deliveryStatus: row.deliveryStatus,
    viaBuyNow: row.viaBuyNow,
    wonAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
  }));
}
