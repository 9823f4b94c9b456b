import 'server-only';
import { and, count, eq, exists, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '@/modules/accounts/tables';
import { orderRefunds, orders, orderWithdrawals } from '../tables';
import { AppError } from '@/platform/errors';
import { payoutsOf, pendingPayoutOrderIds, type PayoutView } from '@/modules/payments/server';
import { orderSums, vatOfPremium } from '../domain/amounts';
import { earlyReleaseGround, isReceived } from '../domain/release';
import { nextDeliveryStatuses } from '../domain/status';
import type { OrderFilter } from '../schema';
import { ORDER_NOT_FOUND } from '../commands/common';
import { problemThreadOf, type ProblemThreadView } from './problem-thread';
import { selectOrderViews, toOrderView, withRefunds, type OrderView } from './order-view';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface Party {
  id: string;
  name: string;
  email: string;
}

/** An order as the studio's console shows it: the buyer's view plus who bought and sold, and the payout. */
export interface AdminOrderView extends OrderView {
  buyer: Party;
  seller: Party | null;
  sellerPayoutOre: number;
  studioRevenueOre: number;
  payout: PayoutView | null;
  /** Öre refunds that went through took off the seller's share (already out of sellerPayoutOre). */
  sellerRefundOre: number;
  /** The commission (VAT included) and its VAT, the resale right and who pays it, the VAT model (docs/decisions/0045). */
  sellerCommissionOre: number;
  commissionVatOre: number;
  resaleRightTotalOre: number;
  resaleRightPayer: 'buyer' | 'seller' | null;
  vatModel: 'agent' | 'margin';
  sellerVatStatus: 'private' | 'business' | 'studio';
  /** The delivery stages the studio may choose next. */
  nextDeliveryStatuses: OrderView['deliveryStatus'][];
  /**
   * Why paying out now would come early (docs/decisions/0032): the buyer's inspection window is still
   * open, or a problem was reported; the studio must then write a reason. Null when not received or settled.
   */
  earlyRelease: 'withdrawal' | 'window' | 'problem' | null;
  /** How many purchases this buyer has withdrawn from, this one included (docs/decisions/0043). */
  buyerWithdrawals: number;
}

/**
 * The console's order lists. "Att skicka" ends when the parcel is handed to the carrier
 * (shippingBooked); "Att betala ut" is a paid order the buyer has received (docs/decisions/0032);
 * "Utbetalning väntar" a released order whose payout has not reached the seller yet.
 */
function filterWhere(db: DbOrTx, filter: OrderFilter): SQL | undefined {
  switch (filter) {
    case 'unpaid':
      return eq(orders.paymentStatus, 'pending');
    case 'to-ship':
      return and(eq(orders.paymentStatus, 'paid'), notInArray(orders.deliveryStatus, ['pickedUp', 'shippingBooked', 'done']));
    case 'to-release':
      return and(eq(orders.paymentStatus, 'paid'), inArray(orders.deliveryStatus, ['pickedUp', 'done']));
    case 'payout-waiting':
      return and(eq(orders.paymentStatus, 'released'), inArray(orders.id, pendingPayoutOrderIds(db)));
    case 'withdrawn':
      // Withdrawals not yet closed by the refund (docs/decisions/0043).
      return exists(
        db
          .select({ id: orderWithdrawals.id })
          .from(orderWithdrawals)
          .where(and(eq(orderWithdrawals.orderId, orders.id), isNull(orderWithdrawals.closedAt))),
      );
  }
}

async function partiesOf(db: DbOrTx, ids: string[]): Promise<Map<string, Party>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, fullName: profiles.fullName, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, email: row.email, name: row.fullName || row.displayName || row.name || row.email }]),
  );
}

async function withParties(
  db: DbOrTx,
  views: OrderView[],
  rows: { order: typeof orders.$inferSelect }[],
  now: Date,
): Promise<AdminOrderView[]> {
  views = await withRefunds(db, views, rows);
  const parties = await partiesOf(db, [
    ...new Set(rows.flatMap(({ order }) => [order.buyerId, ...(order.sellerId ? [order.sellerId] : [])])),
  ]);
  const ids = rows.map(({ order }) => order.id);
  const payouts = await payoutsOf(db, ids);
  // What refunds that went through took off the seller's share (docs/decisions/0041).
  const borne = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ orderId: orderRefunds.orderId, ore: sql<number>`coalesce(sum(${orderRefunds.sellerOre}), 0)::float8` })
            .from(orderRefunds)
            .where(and(inArray(orderRefunds.orderId, ids), eq(orderRefunds.status, 'succeeded')))
            .groupBy(orderRefunds.orderId)
        ).map((row) => [row.orderId, Number(row.ore)]),
  );
  const buyerIds = [...new Set(rows.map(({ order }) => order.buyerId))];
  const withdrawals = new Map(
    buyerIds.length === 0
      ? []
      : (
          await db
            .select({ buyerId: orders.buyerId, n: count() })
            .from(orderWithdrawals)
            .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
            .where(inArray(orders.buyerId, buyerIds))
            .groupBy(orders.buyerId)
        ).map((row) => [row.buyerId, Number(row.n)]),
  );
  return views.map((view, index) => {
    const { order } = rows[index]!;
    const sums = orderSums(order);
    return {
      ...view,
      buyer: parties.get(order.buyerId) ?? { id: order.buyerId, name: 'Borttaget konto', email: '' },
      seller: order.sellerId ? (parties.get(order.sellerId) ?? null) : null,
      sellerPayoutOre: order.sellerId ? Math.max(0, sums.sellerPayoutOre - (borne.get(order.id) ?? 0)) : 0,
      studioRevenueOre: order.sellerId ? sums.studioRevenueOre : sums.hammerPriceOre + sums.hammerVatOre + sums.buyerPremiumOre,
      payout: payouts.get(order.id) ?? null,
      sellerRefundOre: order.sellerId ? (borne.get(order.id) ?? 0) : 0,
      sellerCommissionOre: order.sellerCommissionOre,
      commissionVatOre: order.commissionVatOre ?? vatOfPremium(order.sellerCommissionOre),
      resaleRightTotalOre: order.resaleRightOre,
      resaleRightPayer: order.resaleRightPayer,
      vatModel: order.vatModel,
      sellerVatStatus: order.sellerVatStatus,
      nextDeliveryStatuses: nextDeliveryStatuses(order),
      earlyRelease:
        order.paymentStatus === 'paid' && isReceived(order)
          ? earlyReleaseGround({ ...order, withdrawnAt: view.withdrawal ? new Date(view.withdrawal.noticeAt) : null }, now)
          : null,
      buyerWithdrawals: withdrawals.get(order.buyerId) ?? 0,
    };
  });
}

/** LIST_ORDERS: the studio's orders, newest first, filtered unpaid / to ship / to release. */
export async function listOrders(db: DbOrTx, input: { filter?: OrderFilter; page?: number }, now: Date = new Date()) {
  const where = input.filter ? filterWhere(db, input.filter) : undefined;
  const page = input.page ?? 1;
  const [rows, [total]] = await Promise.all([
    selectOrderViews(db, where, { limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE }),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const views = rows.map((row) => toOrderView(row, now));
  return { orders: await withParties(db, views, rows, now), total: total?.value ?? 0, page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
}

/** How many orders each of the studio's filters holds, and how many unpaid ones are past their due date. */
export async function orderFilterCounts(db: DbOrTx, now: Date = new Date()): Promise<Record<OrderFilter, number> & { overdue: number }> {
  const [unpaid, toShip, toRelease, payoutWaiting, withdrawn, overdue] = await Promise.all([
    db.select({ n: count() }).from(orders).where(filterWhere(db, 'unpaid')),
    db.select({ n: count() }).from(orders).where(filterWhere(db, 'to-ship')),
    db.select({ n: count() }).from(orders).where(filterWhere(db, 'to-release')),
    db.select({ n: count() }).from(orders).where(filterWhere(db, 'payout-waiting')),
    db.select({ n: count() }).from(orders).where(filterWhere(db, 'withdrawn')),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.dueAt, now))),
  ]);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    unpaid: n(unpaid),
    'to-ship': n(toShip),
    'to-release': n(toRelease),
    'payout-waiting': n(payoutWaiting),
    withdrawn: n(withdrawn),
    overdue: n(overdue),
  };
}

/** GET_ADMIN_ORDER: one order for the studio. */
export async function getAdminOrder(
  db: DbOrTx,
  orderId: number,
  now: Date = new Date(),
): Promise<AdminOrderView & { problem: ProblemThreadView | null }> {
  const rows = await selectOrderViews(db, eq(orders.id, orderId), { limit: 1 });
  if (rows.length === 0) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [[view], problem] = await Promise.all([
    withParties(db, [toOrderView(rows[0]!, now)], rows, now),
    problemThreadOf(db, rows[0]!.order),
  ]);
  return { ...view!, problem };
}
