import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orderMessages, orders } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { orderProblemUpdateNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { claimUploads } from '@/modules/uploads/server';
import { PROBLEM_RESOLUTION_LABELS, problemMessageRefusal, resolutionRefusal, type ProblemResolution } from '../domain/problem';
import { refundsOf } from './refund-order';
import { lockOrder, lotMailProps, lotOfOrder, notifyStudio, orderPath, type OrderRow } from './common';

/**
 * A reported problem is a short thread on the order between the buyer and the studio, closed by the
 * studio with its resolution (docs/decisions/0044). Each command locks the order, decides with the
 * rule in domain/problem.ts, writes the message and tells the other side, in one transaction. The
 * automatic release waits while the problem is open (domain/release.ts).
 */

async function addMessage(
  tx: DbOrTx,
  order: OrderRow,
  input: { authorId: string; fromStudio: boolean; message: string; images: readonly string[] },
  now: Date,
) {
  // Photos are the writer's own finished uploads; they stay private (the buyer and the studio see them).
  const images = await claimUploads(tx, { ownerId: input.authorId, keys: input.images });
  const [row] = await tx
    .insert(orderMessages)
    .values({ orderId: order.id, authorId: input.authorId, fromStudio: input.fromStudio, body: input.message, images, createdAt: now })
    .returning({ id: orderMessages.id });
  return row!.id;
}

/** Tells the buyer of the studio's answer or resolution: a notice and an e-mail. */
async function tellBuyer(
  tx: DbOrTx,
  order: OrderRow,
  update: { kind: 'answer' | 'resolved'; message: string; resolution: string | null; key: string },
) {
  const lot = await lotOfOrder(tx, order.auctionId);
  const notice = orderProblemUpdateNotification({ lotTitle: lot.title, ...update, orderUrl: orderPath(order.id) });
  await createNotification(tx, { userId: order.buyerId, ...notice, data: { orderId: order.id }, dedupeKey: update.key });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'ORDER_PROBLEM_UPDATE',
        userId: order.buyerId,
        props: { ...lotMailProps(lot, order.id), kind: update.kind, message: update.message, resolution: update.resolution },
      },
      { uniqueKey: `email:${update.key}` },
    ),
  );
}

/**
 * REPORT_ORDER_PROBLEM: the buyer tells the studio something is wrong (damaged, not arrived, not as
 * described) before the funds are released, with photos if they like. It opens the thread (or a new
 * one after the studio closed the last), the automatic release waits, and the studio is told.
 */
export async function reportOrderProblem(
  db: Db,
  input: { orderId: number; buyerId: string; message: string; images?: readonly string[] },
  now: Date = new Date(),
) {
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
    // A report while one is open adds to it; after the studio closed the last, it opens a new one.
    const reopened = order.problemResolvedAt !== null;
    const reportedAt = order.problemReportedAt && !reopened ? order.problemReportedAt : now;
    await addMessage(tx, order, { authorId: input.buyerId, fromStudio: false, message: input.message, images: input.images ?? [] }, now);
    await tx
      .update(orders)
      .set({
        problemReportedAt: reportedAt,
        problemMessage: order.problemMessage && !reopened ? order.problemMessage : input.message,
        problemResolvedAt: null,
        problemResolution: null,
        problemResolutionNote: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const lot = await lotOfOrder(tx, order.auctionId);
    await notifyStudio(tx, {
      orderId: order.id,
      type: 'order.problem',
      title: `Problem rapporterat: ${lot.title}`,
      body: input.message.slice(0, 280),
    });
    return { order: { id: order.id, problemReportedAt: reportedAt.toISOString() } };
  });
}

/** POST_ORDER_MESSAGE: the buyer writes in their open problem's thread; the studio is told. */
export async function postOrderMessage(
  db: Db,
  input: { orderId: number; buyerId: string; message: string; images?: readonly string[] },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.buyerId);
    const refusal = problemMessageRefusal(order);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const messageId = await addMessage(
      tx,
      order,
      { authorId: input.buyerId, fromStudio: false, message: input.message, images: input.images ?? [] },
      now,
    );
    const lot = await lotOfOrder(tx, order.auctionId);
    await notifyStudio(tx, {
      orderId: order.id,
      type: 'order.problem',
      title: `Köparen har skrivit om ${lot.title}`,
      body: input.message.slice(0, 280),
      dedupeKey: `order-message:${messageId}`,
    });
    return { message: { id: messageId } };
  });
}

/** ANSWER_ORDER_PROBLEM: the studio writes in an open problem's thread; the buyer gets a notice and an e-mail. */
export async function answerOrderProblem(
  db: Db,
  input: { orderId: number; actorId: string; message: string; images?: readonly string[] },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const refusal = problemMessageRefusal(order);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const messageId = await addMessage(
      tx,
      order,
      { authorId: input.actorId, fromStudio: true, message: input.message, images: input.images ?? [] },
      now,
    );
    await tellBuyer(tx, order, { kind: 'answer', message: input.message, resolution: null, key: `order-message:${messageId}` });
    return { message: { id: messageId } };
  });
}

/**
 * RESOLVE_ORDER_PROBLEM: the studio closes the problem — with a refund (made first with REFUND_ORDER),
 * a partial refund, or no action with its reason. The buyer reads the resolution on the order and is
 * told; the release no longer waits for the problem. Audited.
 */
export async function resolveOrderProblem(
  db: Db,
  input: { orderId: number; actorId: string; resolution: ProblemResolution; note?: string | null },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const reportedAt = order.problemReportedAt?.getTime() ?? Infinity;
    const refunds = (await refundsOf(tx, order.id)).filter((refund) => refund.status !== 'failed');
    const refusal = resolutionRefusal(order, input.resolution, input.note, {
      wholeRefunded: order.paymentStatus === 'refunded',
      refundedSinceReport: refunds.some((refund) => refund.createdAt.getTime() >= reportedAt),
    });
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const note = (input.note ?? '').trim() || null;
    await tx
      .update(orders)
      .set({ problemResolvedAt: now, problemResolution: input.resolution, problemResolutionNote: note, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { problemReportedAt: order.problemReportedAt },
      after: { problemResolvedAt: now, problemResolution: input.resolution, problemResolutionNote: note },
    });
    const label = PROBLEM_RESOLUTION_LABELS[input.resolution];
    await tellBuyer(tx, order, {
      kind: 'resolved',
      message: note ?? '',
      resolution: label,
      key: `order-problem-resolved:${order.id}:${now.getTime()}`,
    });
    return { order: { id: order.id, problemResolvedAt: now.toISOString(), resolution: input.resolution } };
  });
}
