import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '../tables';
import { AppError } from '@/platform/errors';
import { lockOrder, lotOfOrder, notifyStudio } from './common';

/**
 * REPORT_ORDER_PROBLEM: the buyer tells the studio something is wrong (damaged, not arrived, not as
 * described) before the funds are released. The automatic release then waits for the studio, which
 * is told in its notifications. A later report adds to the first.
 */
export async function reportOrderProblem(db: Db, input: { orderId: number; buyerId: string; message: string }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.buyerId);
    if (order.paymentStatus === 'released') {
      throw new AppError(
        'FAILED_PRECONDITION',
        'Köpet är redan avslutat och säljaren har fått betalt. Skriv till hej@klubban.se så hjälper vi dig.',
      );
    }
    if (order.paymentStatus === 'pending') {
      throw new AppError('FAILED_PRECONDITION', 'Köpet är inte betalt än. Har du frågor om föremålet, skriv till hej@klubban.se.');
    }
    const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
    const problemMessage = order.problemMessage ? `${order.problemMessage}\n\n${stamp} UTC: ${input.message}` : input.message;
    await tx
      .update(orders)
      .set({ problemReportedAt: order.problemReportedAt ?? now, problemMessage, updatedAt: now })
      .where(eq(orders.id, order.id));
    const lot = await lotOfOrder(tx, order.auctionId);
    await notifyStudio(tx, {
      orderId: order.id,
      type: 'order.problem',
      title: `Problem rapporterat: ${lot.title}`,
      body: input.message.slice(0, 280),
    });
    return { order: { id: order.id, problemReportedAt: (order.problemReportedAt ?? now).toISOString() } };
  });
}
