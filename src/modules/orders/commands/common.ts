import { eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orders } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import { AppError } from '@/platform/errors';
import { studioAdminIds } from '@/modules/accounts/server';
import { insertNotifications } from '@/modules/notifications/server';
import { lotPath } from '@/modules/catalog';
import { imageUrl } from '@/modules/uploads';
import type { WithdrawalTerms } from '@/keys';

export type OrderRow = typeof orders.$inferSelect;

/** Orders with no open problem (none reported, or closed by the studio: domain/problem.ts), for the automatic jobs. */
export const noOpenProblem = () => or(isNull(orders.problemReportedAt), isNotNull(orders.problemResolvedAt));

export const ORDER_NOT_FOUND = 'Köpet finns inte.';

/** The buyer's page of one purchase, its receipt, and the studio's. */
export const orderPath = (orderId: number) => `/user/kop/${orderId}`;
export const receiptPath = (orderId: number) => `/user/kop/${orderId}/kvitto`;
export const adminOrderPath = (orderId: number) => `/admin/ordrar/${orderId}`;
export const MY_ORDERS_PATH = '/user#mina-kop';

/** The order's row, locked for this transaction; NOT_FOUND when there is none (or it is not `buyerId`'s). */
export async function lockOrder(tx: DbOrTx, orderId: number, buyerId?: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || (buyerId !== undefined && row.buyerId !== buyerId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

export interface OrderLot extends WithdrawalTerms {
  auctionId: number;
  slug: string;
  title: string;
  shippingPrice: number | null;
  imageUrl: string | null;
}

/** The lot an order is for: title, link, first photo and what shipping it costs. */
export async function lotOfOrder(db: DbOrTx, auctionId: number): Promise<OrderLot> {
  const [row] = await db
    .select({
      auctionId: auctions.id,
      slug: auctions.slug,
      title: items.title,
      shippingPrice: items.shippingPrice,
      images: items.images,
      withdrawalExcluded: items.withdrawalExcluded,
      withdrawalExcludedReason: items.withdrawalExcludedReason,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.id, auctionId));
  if (!row) throw new Error(`order for a missing lot ${auctionId}`);
  const first = (row.images as StoredImage[])[0];
  return {
    auctionId: row.auctionId,
    slug: row.slug,
    title: row.title,
    shippingPrice: row.shippingPrice,
    imageUrl: first ? imageUrl(first) : null,
    withdrawalExcluded: row.withdrawalExcluded,
    withdrawalExcludedReason: row.withdrawalExcludedReason,
  };
}

export function lotHref(lot: Pick<OrderLot, 'auctionId' | 'slug'>): string {
  return lotPath({ id: lot.auctionId, slug: lot.slug });
}

/** The lot and order fields every purchase e-mail carries (PURCHASE_RECEIPT, ITEM_SHIPPED, the reminder). */
export function lotMailProps(lot: OrderLot, orderId: number) {
  return { orderId, lotTitle: lot.title, lotUrl: lotHref(lot), imageUrl: lot.imageUrl, orderUrl: orderPath(orderId) };
}

/**
 * Tells every admin about an order that needs the studio (a reported problem, an overdue payment,
 * a payment to check), in their notifications, linking to the order in the console. `dedupeKey`
 * (with the admin's id appended) keeps a job that runs twice from telling anyone twice.
 */
export async function notifyStudio(
  tx: DbOrTx,
  input: { orderId: number; type: string; title: string; body: string; dedupeKey?: string },
): Promise<void> {
  const admins = await studioAdminIds(tx);
  await insertNotifications(
    tx,
    admins.map((userId) => ({
      userId,
      type: input.type,
      title: input.title,
      body: input.body,
      href: adminOrderPath(input.orderId),
      data: { orderId: input.orderId },
      ...(input.dedupeKey ? { dedupeKey: `${input.dedupeKey}:${userId}` } : {}),
    })),
  );
}
