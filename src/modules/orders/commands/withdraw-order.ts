import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders, orderWithdrawals } from '../tables';
import type { WithdrawalReturnKind, WithdrawalVia } from '@/keys';
import { AppError } from '@/platform/errors';
import { recordAudit } from '@/platform/audit';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { withdrawalReceivedNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { isReceived, type ReleasePolicy } from '../domain/release';
import { refundDueAt, withdrawalRefundOre, withdrawalRefusal } from '../domain/withdrawal';
import { configuredReleasePolicy, configuredReturnPayer } from '../release-policy';
import { lockOrder, lotMailProps, lotOfOrder, notifyStudio, type OrderRow } from './common';

export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** The order's withdrawal, if the buyer has withdrawn (at most one per order). */
export async function withdrawalOf(db: DbOrTx, orderId: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));
  return row ?? null;
}

/**
 * Closes the order's open withdrawal once the refunds that went through cover what the withdrawal
 * owes back — hammer, premium and the original shipping (domain/withdrawal.ts) — in the refund's
 * transaction (REFUND_ORDER or its webhook, docs/decisions/0043). Audited with the refund.
 */
export async function closeWithdrawalWhenRefunded(tx: DbOrTx, order: OrderRow, refundedOre: number, now: Date): Promise<boolean> {
  if (refundedOre < withdrawalRefundOre(order)) return false;
  const closed = await tx
    .update(orderWithdrawals)
    .set({ closedAt: now })
    .where(and(eq(orderWithdrawals.orderId, order.id), isNull(orderWithdrawals.closedAt)))
    .returning({ id: orderWithdrawals.id });
  return closed.length > 0;
}

/** How many purchases the buyer has withdrawn from (the console's abuse flag, docs/decisions/0043). */
export async function countBuyerWithdrawals(db: DbOrTx, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderWithdrawals)
    .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
    .where(eq(orders.buyerId, buyerId));
  return row?.n ?? 0;
}

interface Notice {
  noticeAt: Date;
  via: WithdrawalVia;
  message: string | null;
}

/**
 * Records a withdrawal notice on the locked order, decided by the rule (domain/withdrawal.ts) at the
 * time the notice reached the studio; tells the buyer (e-mail with the return instructions, in-app
 * notice) and the studio. The release is held from now on (domain/release.ts).
 */
async function recordNotice(tx: DbOrTx, order: OrderRow, notice: Notice, policy: ReleasePolicy, systemAction?: string) {
  const lot = await lotOfOrder(tx, order.auctionId);
  const existing = await withdrawalOf(tx, order.id);
  const refusal = withdrawalRefusal({ ...order, ...lot, withdrawnAt: existing?.noticeAt ?? null }, policy.withdrawalDays, notice.noticeAt);
  if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
  const due = refundDueAt(notice.noticeAt);
  const refundOre = withdrawalRefundOre(order);
  const [row] = await tx
    .insert(orderWithdrawals)
    .values({ orderId: order.id, noticeAt: notice.noticeAt, via: notice.via, message: notice.message, refundDueAt: due })
    .returning();
  if (!row) throw new Error('withdrawal not written');
  await recordAudit(tx, {
    entityType: 'order',
    entityId: order.id,
    before: { withdrawnAt: null },
    after: { withdrawnAt: notice.noticeAt, via: notice.via, refundOre, refundDueAt: due },
    systemAction,
  });
  await notifyStudio(tx, {
    orderId: order.id,
    type: 'order.withdrawn',
    title: `Köpet ångrat: ${lot.title}`,
    body: notice.message?.slice(0, 280) || `Återbetala senast ${due.toISOString().slice(0, 10)}.`,
    dedupeKey: `withdrawn:${order.id}`,
  });
  const message = withdrawalReceivedNotification({ lotTitle: lot.title, refundOre, orderUrl: lotMailProps(lot, order.id).orderUrl });
  await createNotification(tx, { userId: order.buyerId, ...message, data: { orderId: order.id }, dedupeKey: `withdrawn:${order.id}` });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'WITHDRAWAL_RECEIVED',
        userId: order.buyerId,
        props: {
          ...lotMailProps(lot, order.id),
          noticeAt: notice.noticeAt.toISOString(),
          via: notice.via,
          refundOre,
          refundDueAt: due.toISOString(),
          returnPaidBy: configuredReturnPayer(),
          received: isReceived(order),
        },
      },
      { uniqueKey: `email:withdrawn:${order.id}` },
    ),
  );
  return {
    withdrawal: { orderId: order.id, noticeAt: row.noticeAt.toISOString(), via: row.via, refundOre, refundDueAt: due.toISOString() },
  };
}

/**
 * WITHDRAW_ORDER: the buyer's "Ångra köp" (the model withdrawal form, distansavtalslagen 2005:59
 * 2 kap. 10 §, docs/decisions/0043). Another user's order answers NOT_FOUND; a closed window, an
 * excluded item or a second notice FAILED_PRECONDITION.
 */
export async function withdrawOrder(
  db: Db,
  input: { orderId: number; buyerId: string; message?: string | null },
  now: Date = new Date(),
  policy: ReleasePolicy = configuredReleasePolicy(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.buyerId);
    return recordNotice(tx, order, { noticeAt: now, via: 'site', message: input.message?.trim() || null }, policy, 'WITHDRAW_ORDER');
  });
}

/**
 * RECORD_WITHDRAWAL (admin): a notice the buyer sent by e-mail, as the terms allow, recorded with the
 * time it arrived (which decides whether it was in time) and the studio's note. Audited.
 */
export async function recordWithdrawal(
  db: Db,
  input: { orderId: number; receivedAt: Date; note: string },
  now: Date = new Date(),
  policy: ReleasePolicy = configuredReleasePolicy(),
) {
  if (input.receivedAt.getTime() > now.getTime() + 60_000)
    throw new AppError('INVALID_ARGUMENT', 'Datumet då mejlet kom kan inte ligga i framtiden.');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    return recordNotice(tx, order, { noticeAt: input.receivedAt, via: 'email', message: input.note.trim() || null }, policy);
  });
}

/** MARK_WITHDRAWAL_RETURNED (admin): the object is back (sent back, or collected by the studio). Audited. */
export async function markWithdrawalReturned(db: Db, input: { orderId: number; kind: WithdrawalReturnKind }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const [withdrawal] = await tx.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id)).for('update');
    if (!withdrawal) throw new AppError('FAILED_PRECONDITION', 'Köparen har inte ångrat köpet.');
    if (withdrawal.returnedAt) throw new AppError('FAILED_PRECONDITION', 'Föremålet är redan markerat som tillbaka.');
    await tx.update(orderWithdrawals).set({ returnedAt: now, returnKind: input.kind }).where(eq(orderWithdrawals.id, withdrawal.id));
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      before: { withdrawalReturnedAt: null },
      after: { withdrawalReturnedAt: now, withdrawalReturnKind: input.kind },
    });
    return { withdrawal: { orderId: order.id, returnedAt: now.toISOString(), returnKind: input.kind } };
  });
}
