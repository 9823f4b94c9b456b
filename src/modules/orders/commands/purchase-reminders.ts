import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '../tables';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { paymentReminderNotification } from '@/modules/notifications';
import { insertNotifications } from '@/modules/notifications/server';
import { PAYMENT_REMINDER_DAYS } from '../domain/amounts';
import { lotMailProps, lotOfOrder, notifyStudio, orderPath } from './common';

const DAY_MS = 86_400_000;

/**
 * RUN_PURCHASE_REMINDER (hourly, and by an admin): every order unpaid PAYMENT_REMINDER_DAYS after
 * the end and not yet due gets PURCHASE_PAYMENT_REMINDER once; every unpaid order past its due date
 * is flagged for the studio once (never cancelled by itself). Each order is claimed by one UPDATE
 * … RETURNING in the transaction that queues its mail, so two instances never remind twice.
 */
export async function runPurchaseReminders(db: Db, now: Date = new Date()): Promise<{ reminded: number; overdue: number }> {
  return db.transaction(async (tx) => {
    const reminded = await tx
      .update(orders)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(orders.paymentStatus, 'pending'),
          isNull(orders.reminderSentAt),
          lte(orders.createdAt, new Date(now.getTime() - PAYMENT_REMINDER_DAYS * DAY_MS)),
          sql`${orders.dueAt} > ${now}`,
        ),
      )
      .returning();
    for (const order of reminded) {
      const lot = await lotOfOrder(tx, order.auctionId);
      const message = paymentReminderNotification({
        lotTitle: lot.title,
        totalOre: order.totalOre,
        dueAt: order.dueAt.toISOString(),
        orderUrl: orderPath(order.id),
      });
      await insertNotifications(tx, [
        { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `payment-reminder:${order.id}` },
      ]);
      await enqueueJob(
        tx,
        emailSendJob.job(
          {
            template: 'PURCHASE_PAYMENT_REMINDER',
            userId: order.buyerId,
            props: {
              ...lotMailProps(lot, order.id),
              totalOre: order.totalOre,
              dueAt: order.dueAt.toISOString(),
            },
          },
          { uniqueKey: `email:payment-reminder:${order.id}` },
        ),
      );
    }
    const overdue = await tx
      .update(orders)
      .set({ overdueAt: now })
      .where(and(eq(orders.paymentStatus, 'pending'), isNull(orders.overdueAt), lte(orders.dueAt, now)))
      .returning({ id: orders.id, auctionId: orders.auctionId });
    for (const order of overdue) {
      const lot = await lotOfOrder(tx, order.auctionId);
      await notifyStudio(tx, {
        orderId: order.id,
        type: 'order.overdue',
        title: `Obetalt efter förfallodagen: ${lot.title}`,
        body: 'Köparen har inte betalat inom sju dagar. Kontakta köparen eller avbryt köpet enligt villkoren.',
        dedupeKey: `order-overdue:${order.id}`,
      });
    }
    return { reminded: reminded.length, overdue: overdue.length };
  });
}
