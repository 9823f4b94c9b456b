import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders } from '../tables';
import type { DeliveryStatus, ReceiptSource, WithdrawalTerms } from '@/keys';
import { AppError } from '@/platform/errors';
import { recordAudit } from '@/platform/audit';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { itemShippedNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { automaticReceipt, inspectionEnd, receiptRefusal, type ReleasePolicy } from '../domain/release';
import { deliveryTransitionRefusal, isDelivered } from '../domain/status';
import { releaseDueAfterReceipt, withdrawalEnd } from '../domain/withdrawal';
import { configuredReleasePolicy } from '../release-policy';
import { trackingUrl } from '../domain/tracking';
import { lockOrder, lotMailProps, lotOfOrder, noOpenProblem, orderPath, type OrderRow } from './common';

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
    if (isDelivered(order.deliveryMethod, order.deliveryStatus))
      throw new AppError('FAILED_PRECONDITION', 'Föremålet har redan kommit fram.');
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
 * by the table in domain/status.ts. Booking the freight needs the carrier and tracking number,
 * sends the buyer ITEM_SHIPPED with the tracking link, once, and fixes the day the parcel counts
 * as received by itself. The studio's step to `done` means the carrier's tracking says delivered
 * (docs/decisions/0032); a pickup is done when collected. Either opens the buyer's inspection window.
 */
export async function setDeliveryStatus(
  db: Db,
  input: { orderId: number; deliveryStatus: DeliveryStatus },
  now: Date = new Date(),
  policy: ReleasePolicy = configuredReleasePolicy(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refusal = deliveryTransitionRefusal(order, input.deliveryStatus);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const to = input.deliveryStatus;
    if (to === 'shippingBooked' && !(order.shippingInfo?.carrier && order.shippingInfo.trackingNumber)) {
      throw new AppError('FAILED_PRECONDITION', 'Fyll i fraktbolag och kollinummer först.');
    }
    if (to === 'waiting') throw new AppError('FAILED_PRECONDITION', 'Leveransen kan bara flyttas framåt.');
    if (to === 'done') {
      const receipt = receiptRefusal(order, 'tracking', now);
      if (receipt) throw new AppError('FAILED_PRECONDITION', receipt);
    }
    const received = isDelivered(order.deliveryMethod, to);
    await tx
      .update(orders)
      .set({
        deliveryStatus: to,
        [STAGE_COLUMN[to]]: now,
        ...(to === 'shippingBooked' ? { receiptDueAt: automaticReceipt(now, policy) } : {}),
        ...(received ? receivedColumns(to === 'pickedUp' ? 'pickup' : 'tracking', now, policy, await lotOfOrder(tx, order.auctionId)) : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { deliveryStatus: order.deliveryStatus },
      after: { deliveryStatus: to, ...(received ? { receivedBy: to === 'pickedUp' ? 'pickup' : 'tracking' } : {}) },
    });
    if (to === 'shippingBooked') await announceShipment(tx, order);
    return { order: { id: order.id, deliveryStatus: to } };
  });
}

/**
 * What receiving the object writes: delivery done, how, and when the seller's money may leave: the
 * later of the inspection end and, unless the item is excluded, the withdrawal end (docs/decisions/0043).
 */
function receivedColumns(by: ReceiptSource, now: Date, policy: ReleasePolicy, terms: WithdrawalTerms) {
  const withdrawal = terms.withdrawalExcluded ? null : withdrawalEnd(now, policy.withdrawalDays);
  return { doneAt: now, receivedBy: by, releaseDueAt: releaseDueAfterReceipt(inspectionEnd(now, policy), withdrawal) };
}

/**
 * CONFIRM_RECEIPT: the buyer says "Jag har fått föremålet". The shipment is done and the inspection
 * window opens from now; the studio's log records it (the seller's money depends on it).
 */
export async function confirmReceipt(
  db: Db,
  input: { orderId: number; buyerId: string },
  now: Date = new Date(),
  policy: ReleasePolicy = configuredReleasePolicy(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.buyerId);
    const refusal = receiptRefusal(order, 'buyer', now);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const columns = receivedColumns('buyer', now, policy, await lotOfOrder(tx, order.auctionId));
    await tx
      .update(orders)
      .set({ deliveryStatus: 'done', ...columns, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { deliveryStatus: order.deliveryStatus },
      after: { deliveryStatus: 'done', receivedBy: 'buyer' },
      systemAction: 'CONFIRM_RECEIPT',
    });
    return { order: { id: order.id, deliveryStatus: 'done' as const, releaseDueAt: columns.releaseDueAt.toISOString() } };
  });
}

/**
 * The automatic receipt (hourly, with the release): every shipment whose receipt day has come and
 * whose buyer has reported no problem counts as received from its receipt day, so the inspection
 * window runs from the day that was promised, not from when the job ran. Safe on two instances.
 */
export async function receiveDueShipments(db: Db, now: Date = new Date(), policy: ReleasePolicy = configuredReleasePolicy()) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.deliveryStatus, 'shippingBooked'), eq(orders.paymentStatus, 'paid'), lte(orders.receiptDueAt, now), noOpenProblem()),
    )
    .limit(200);
  const received: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (receiptRefusal(order, 'auto', now) || !order.receiptDueAt) return false;
      await tx
        .update(orders)
        .set({
          deliveryStatus: 'done',
          ...receivedColumns('auto', order.receiptDueAt, policy, await lotOfOrder(tx, order.auctionId)),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, {
        entityType: 'order',
        entityId: order.id,
        before: { deliveryStatus: order.deliveryStatus },
        after: { deliveryStatus: 'done', receivedBy: 'auto' },
        systemAction: 'AUTO_RECEIPT',
      });
      return true;
    });
    if (done) received.push(id);
  }
  return { received };
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
