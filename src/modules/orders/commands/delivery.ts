import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders } from '@/db/schema';
import type { DeliveryStatus } from '@/keys';
import { AppError } from '@/platform/errors';
import { recordAudit } from '@/platform/audit';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { itemShippedNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { deliveryTransitionRefusal, isDelivered } from '../domain/status';
import { trackingUrl } from '../domain/tracking';
import { lockOrder, lotMailProps, lotOfOrder, orderPath, type OrderRow } from './common';

/** The column that records when each stage was reached. */
const STAGE_COLUMN = {
  inStock: 'inStockAt',
  pickedUp: 'pickedUpAt',
  shippingBooked: 'shippingBookedAt',
  done: 'doneAt',
} as const satisfies Partial<Record<DeliveryStatus, keyof OrderRow>>;

/**
 * SET_SHIPPING_INFO: the carrier and tracking number of a paid order the buyer chose to have
 * shipped (correctable until it is delivered).
 */
export async function setShippingInfo(db: Db, input: { orderId: number; carrier: string; trackingNumber: string }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.paymentStatus === 'pending')
      throw new AppError('FAILED_PRECONDITION', 'Köpet är inte betalt än: boka frakt när köparen har betalat.');
    if (order.deliveryMethod !== 'shipping')
      throw new AppError('FAILED_PRECONDITION', 'Köparen hämtar själv föremålet i studion: det skickas inte.');
    if (isDelivered(order.deliveryMethod, order.deliveryStatus)) throw new AppError('FAILED_PRECONDITION', 'Föremålet är redan skickat.');
    const shippingInfo = { ...(order.shippingInfo ?? {}), carrier: input.carrier, trackingNumber: input.trackingNumber };
    await tx.update(orders).set({ shippingInfo, updatedAt: now }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { shippingInfo: order.shippingInfo },
      after: { shippingInfo },
    });
    return {
      order: {
        id: order.id,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: trackingUrl(input.carrier, input.trackingNumber),
      },
    };
  });
}

/**
 * SET_DELIVERY_STATUS (and MARK_AS_SHIPPED, which is the step to shippingBooked): forward only,
 * by the table in domain/status.ts. Booking the freight needs the carrier and tracking number and
 * sends the buyer ITEM_SHIPPED with the tracking link, once.
 */
export async function setDeliveryStatus(db: Db, input: { orderId: number; deliveryStatus: DeliveryStatus }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refusal = deliveryTransitionRefusal(order, input.deliveryStatus);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const to = input.deliveryStatus;
    if (to === 'shippingBooked' && !(order.shippingInfo?.carrier && order.shippingInfo.trackingNumber)) {
      throw new AppError('FAILED_PRECONDITION', 'Fyll i fraktbolag och kollinummer först.');
    }
    if (to === 'waiting') throw new AppError('FAILED_PRECONDITION', 'Leveransen kan bara flyttas framåt.');
    await tx
      .update(orders)
      .set({
        deliveryStatus: to,
        [STAGE_COLUMN[to]]: now,
        ...(isDelivered(order.deliveryMethod, to) ? { doneAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { deliveryStatus: order.deliveryStatus },
      after: { deliveryStatus: to },
    });
    if (to === 'shippingBooked') await announceShipment(tx, order);
    return { order: { id: order.id, deliveryStatus: to } };
  });
}

export function markAsShipped(db: Db, input: { orderId: number }, now: Date = new Date()) {
  return setDeliveryStatus(db, { orderId: input.orderId, deliveryStatus: 'shippingBooked' }, now);
}

async function announceShipment(tx: DbOrTx, order: OrderRow): Promise<void> {
  const carrier = order.shippingInfo?.carrier ?? '';
  const trackingNumber = order.shippingInfo?.trackingNumber ?? '';
  const lot = await lotOfOrder(tx, order.auctionId);
  const message = itemShippedNotification({ lotTitle: lot.title, carrier, trackingNumber, orderUrl: orderPath(order.id) });
  await createNotification(tx, { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `shipped:${order.id}` });
  const address = order.shippingInfo?.address;
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'ITEM_SHIPPED',
        userId: order.buyerId,
        props: {
          ...lotMailProps(lot, order.id),
          carrier,
          trackingNumber,
          trackingUrl: trackingUrl(carrier, trackingNumber),
          address: address ? { name: address.name, street: address.street, postalCode: address.postalCode, city: address.city } : null,
        },
      },
      { uniqueKey: `email:shipped:${order.id}` },
    ),
  );
}
