import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '../tables';
import { AppError } from '@/platform/errors';
import { ORDER_NOT_FOUND } from '../commands/common';
import { selectOrderViews, toOrderView, withRefunds, type OrderView } from './order-view';
import { problemThreadOf, type ProblemThreadView } from './problem-thread';

/** LIST_MY_ORDERS: the signed-in buyer's purchases, newest first. */
export async function listMyOrders(db: DbOrTx, buyerId: string, now: Date = new Date()): Promise<OrderView[]> {
  const rows = await selectOrderViews(db, eq(orders.buyerId, buyerId), { limit: 200 });
  return withRefunds(
    db,
    rows.map((row) => toOrderView(row, now)),
    rows,
  );
}

/** One purchase with its reported problem's thread, if any (docs/decisions/0044). */
export type OrderDetailView = OrderView & { problem: ProblemThreadView | null };

/** GET_ORDER: one of the buyer's purchases; anyone else's answers NOT_FOUND (never a leak). */
export async function getMyOrder(db: DbOrTx, buyerId: string, orderId: number, now: Date = new Date()): Promise<OrderDetailView> {
  const [row] = await selectOrderViews(db, and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)), { limit: 1 });
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [[view], problem] = await Promise.all([withRefunds(db, [toOrderView(row, now)], [row]), problemThreadOf(db, row.order)]);
  return { ...view!, problem };
}
