import 'server-only';
import { and, asc, eq, gt, gte, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders, saleDocuments } from '@/modules/orders/tables';
import { periodInstants, type Period } from '../domain/period';
import type { ResaleRightSale } from '../domain/resale-report';

/**
 * The resale-right report's rows (domain/resale-report.ts): the sales of the period — lot invoices
 * issued in it — that carry a resale-right fee, unless the sale was undone since (the order
 * cancelled unpaid, or wholly refunded): an undone sale owes the artist nothing. The artist is the
 * catalogue's maker (an item under the right must name one: items_resale_right_has_artist).
 */
export async function resaleRows(db: DbOrTx, period: Period): Promise<ResaleRightSale[]> {
  const { start, end } = periodInstants(period);
  const rows = await db
    .select({
      orderId: orders.id,
      auctionId: orders.auctionId,
      artist: items.maker,
      title: items.title,
      soldAt: saleDocuments.issuedAt,
      hammerPrice: orders.hammerPrice,
      feeOre: orders.resaleRightOre,
      payer: orders.resaleRightPayer,
    })
    .from(saleDocuments)
    .innerJoin(orders, eq(orders.id, saleDocuments.orderId))
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(
      and(
        eq(saleDocuments.kind, 'invoice'),
        eq(saleDocuments.subject, 'lot'),
        gte(saleDocuments.issuedAt, start),
        lt(saleDocuments.issuedAt, end),
        gt(orders.resaleRightOre, 0),
        notInArray(orders.paymentStatus, ['cancelled', 'refunded']),
      ),
    )
    .orderBy(asc(saleDocuments.issuedAt), asc(orders.id));
  return rows.map((row) => ({
    artist: row.artist ?? '',
    title: row.title,
    orderId: row.orderId,
    auctionId: row.auctionId,
    soldAt: row.soldAt.toISOString(),
    hammerOre: row.hammerPrice * 100,
    feeOre: row.feeOre,
    // orders_resale_right_payer: a fee above 0 always names its payer.
    payer: row.payer ?? 'buyer',
  }));
}
