import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '@/modules/catalog/tables';
import { auctions } from '@/modules/auctions/tables';
import { orderWithdrawals } from '@/modules/orders/tables';
import { auditLog } from '@/platform/tables';
import { withdrawalEnd } from '@/modules/orders';
import { getAdminOrder, releaseDueFunds, releaseFunds, setDeliveryStatus, withdrawOrder } from '@/modules/orders/server';
import { createLot } from '../setup/lots';
import { call, DAY_MS, onboardSeller, orderNotifications, orderRow, runJobs, sellLot, sellPaidOrder } from '../setup/orders';
import { outboxMail } from '../setup/outbox';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The buyer's right of withdrawal (docs/decisions/0043) through the real layers: "Ångra köp"
 * (WITHDRAW_ORDER) over the callable handler, the studio's RECORD_WITHDRAWAL and
 * MARK_WITHDRAWAL_RETURNED, the e-mail through the job and the mailer, and the release job, which
 * waits for the window and never takes a withdrawn order. Amounts are written out from
 * docs/product.md (20 % premium), not computed with the code under test.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const other = t.signedInUser({ firstName: 'Olle' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const seller = t.signedInUser({ firstName: 'Sara' });
const db = () => t.database.db;

const precondition = (message: string) => ({ status: 400, body: { error: { status: 'FAILED_PRECONDITION', message } } });

/** A paid pickup order of 1 000 kr (premium 200 kr) that the buyer collected at `collectedAt`. */
async function collectedOrder(collectedAt: Date, options: { excluded?: string } = {}) {
  const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup', hammer: 1000 });
  if (options.excluded) {
    const [lot] = await db().select({ itemId: auctions.itemId }).from(auctions).where(eq(auctions.id, order.auctionId));
    await db().update(items).set({ withdrawalExcluded: true, withdrawalExcludedReason: options.excluded }).where(eq(items.id, lot!.itemId));
  }
  await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'inStock' }, collectedAt);
  await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, collectedAt);
  return order;
}

beforeAll(async () => {
  await onboardSeller(db(), seller);
});

describe(`the buyer withdraws ("Ångra köp") on ${testEngine}`, () => {
  it('in the window: recorded once, the buyer mailed and told, the studio told; another user’s order is NOT_FOUND', async () => {
    const order = await collectedOrder(new Date());
    expect(await call({ action: 'WITHDRAW_ORDER', orderId: order.id }, other)).toEqual({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'Köpet finns inte.' } },
    });
    const answer = await call({ action: 'WITHDRAW_ORDER', orderId: order.id, message: 'Den passade inte i hallen.' }, buyer);
    expect(answer.status).toBe(200);
    expect(answer.body.result.withdrawal).toMatchObject({ orderId: order.id, via: 'site', refundOre: 120_000 });
    const [row] = await db().select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id));
    expect(row).toMatchObject({ via: 'site', message: 'Den passade inte i hallen.', returnedAt: null, closedAt: null });
    expect(row!.refundDueAt.getTime() - row!.noticeAt.getTime()).toBe(14 * DAY_MS);
    expect(await call({ action: 'WITHDRAW_ORDER', orderId: order.id }, buyer)).toEqual(precondition('Köpet är redan ångrat.'));

    expect(await orderNotifications(db(), buyer.id, 'order.withdrawn', order.id)).toHaveLength(1);
    expect(await orderNotifications(db(), admin.id, 'order.withdrawn', order.id)).toHaveLength(1);
    await runJobs(db());
    const mail = await outboxMail(db(), buyer.email, 'WITHDRAWAL_RECEIVED');
    expect(mail.subject).toContain('Vi har tagit emot ditt ångrande');
    expect(mail.text).toContain('Du betalar själv returfrakten.');
    expect(mail.text).toContain(`Skriv köpnummer ${order.id} på paketet`);

    // The buyer's page and the studio's see it.
    const mine = (await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order;
    expect(mine).toMatchObject({ canWithdraw: false, withdrawal: { via: 'site', refundOre: 120_000 } });
    const studio = await getAdminOrder(db(), order.id);
    expect(studio).toMatchObject({ earlyRelease: 'withdrawal', buyerWithdrawals: expect.any(Number), withdrawal: { returnedAt: null } });
    const listed = (await call({ action: 'LIST_ORDERS', filter: 'withdrawn' }, admin)).body.result.orders as { id: number }[];
    expect(listed.map((o) => o.id)).toContain(order.id);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'WITHDRAW_ORDER')));
    expect(audit).toBeDefined();
  });

  it('after the window, refused in Swedish; within it, the release waits for its end, then never takes the withdrawn order', async () => {
    // Received on Tuesday 1 December 2026, 16:00 in Stockholm: the last day is Tuesday 15 December.
    const collectedAt = new Date('2026-12-01T15:00:00Z');
    const late = await collectedOrder(collectedAt);
    const end = withdrawalEnd(collectedAt, 14);
    expect(end.toISOString()).toBe('2026-12-15T23:00:00.000Z');
    // The seller's money waits for the withdrawal, longer than the inspection.
    expect((await orderRow(db(), late.id)).releaseDueAt).toEqual(end);
    expect((await releaseDueFunds(db(), new Date(end.getTime() - 60_000))).released).not.toContain(late.id);
    await expect(withdrawOrder(db(), { orderId: late.id, buyerId: buyer.id }, end)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'Ångerfristen på 14 dagar från att du fick föremålet har gått ut.',
    });
    expect((await releaseDueFunds(db(), end)).released).toContain(late.id);

    const withdrawn = await collectedOrder(collectedAt);
    await withdrawOrder(db(), { orderId: withdrawn.id, buyerId: buyer.id }, new Date(end.getTime() - 60_000));
    expect((await releaseDueFunds(db(), new Date(end.getTime() + 30 * DAY_MS))).released).not.toContain(withdrawn.id);
    await expect(releaseFunds(db(), { orderId: withdrawn.id, by: 'system' }, new Date(end.getTime() + 30 * DAY_MS))).rejects.toThrow(
      'Köparen har ångrat köpet.',
    );
    expect(await call({ action: 'RELEASE_FUNDS', orderId: withdrawn.id }, admin)).toEqual(
      precondition('Köparen har ångrat köpet. Skriv varför pengarna ändå ska betalas ut till säljaren (minst 10 tecken).'),
    );
  });

  it('an excluded item: refused with its reason, and the release waits only for the inspection', async () => {
    const collectedAt = new Date('2026-12-01T15:00:00Z');
    const order = await collectedOrder(collectedAt, { excluded: 'Specialtillverkat' });
    expect(await call({ action: 'WITHDRAW_ORDER', orderId: order.id }, buyer)).toEqual(
      precondition('Föremålet har ingen ångerrätt: Specialtillverkat.'),
    );
    expect((await orderRow(db(), order.id)).releaseDueAt).toEqual(new Date(collectedAt.getTime() + 3 * DAY_MS));
    const mine = (await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order;
    expect(mine).toMatchObject({ canWithdraw: false, withdrawalLine: 'Ingen ångerrätt: Specialtillverkat', withdrawalEndsAt: null });
  });

  it('an unpaid order is not withdrawn on the site', async () => {
    const pending = await sellLot(db(), { buyer, hammer: 500, sellerId: seller.id });
    expect(await call({ action: 'WITHDRAW_ORDER', orderId: pending.id }, buyer)).toEqual(
      precondition('Köpet är inte betalt än. Vill du inte fullfölja det, skriv till hej@klubban.se så hjälper vi dig.'),
    );
  });
});

describe(`the studio records and follows a withdrawal on ${testEngine}`, () => {
  it('RECORD_WITHDRAWAL (admin only) takes an e-mailed notice at the time it came; MARK_WITHDRAWAL_RETURNED once, audited', async () => {
    const collectedAt = new Date(Date.now() - 3 * DAY_MS);
    const order = await collectedOrder(collectedAt);
    const receivedAt = new Date(Date.now() - DAY_MS).toISOString();
    expect(await call({ action: 'MARK_WITHDRAWAL_RETURNED', orderId: order.id, kind: 'returned' }, admin)).toEqual(
      precondition('Köparen har inte ångrat köpet.'),
    );
    const record = { action: 'RECORD_WITHDRAWAL', orderId: order.id, receivedAt, note: 'Mejl från köparen: vill ångra.' };
    expect((await call(record, buyer)).status).toBe(403);
    const answer = await call(record, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.result.withdrawal).toMatchObject({ via: 'email', noticeAt: receivedAt });
    await runJobs(db());
    expect((await outboxMail(db(), buyer.email, 'WITHDRAWAL_RECEIVED')).text).toContain('via e-post');

    expect((await call({ action: 'MARK_WITHDRAWAL_RETURNED', orderId: order.id, kind: 'returned' }, buyer)).status).toBe(403);
    const returned = await call({ action: 'MARK_WITHDRAWAL_RETURNED', orderId: order.id, kind: 'returned' }, admin);
    expect(returned.status).toBe(200);
    expect(await call({ action: 'MARK_WITHDRAWAL_RETURNED', orderId: order.id, kind: 'collected' }, admin)).toEqual(
      precondition('Föremålet är redan markerat som tillbaka.'),
    );
    const [row] = await db().select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id));
    expect(row).toMatchObject({ via: 'email', returnKind: 'returned', returnedAt: expect.any(Date) });
    const audits = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'RECORD_WITHDRAWAL', actorId: admin.id },
        { action: 'MARK_WITHDRAWAL_RETURNED', actorId: admin.id },
      ]),
    );
    expect((await getAdminOrder(db(), order.id)).buyerWithdrawals).toBeGreaterThanOrEqual(2);
  });

  it('the refund that covers hammer, premium and shipping closes the withdrawal; a part does not, and the seller gets nothing', async () => {
    const order = await collectedOrder(new Date(Date.now() - DAY_MS));
    expect((await call({ action: 'WITHDRAW_ORDER', orderId: order.id }, buyer)).status).toBe(200);
    expect((await call({ action: 'MARK_WITHDRAWAL_RETURNED', orderId: order.id, kind: 'returned' }, admin)).status).toBe(200);
    const closedAt = async () => (await db().select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id)))[0]!.closedAt;
    // 1 000 kr + 200 kr premium, no shipping (picked up): a part first, then the rest.
    expect((await call({ action: 'REFUND_ORDER', orderId: order.id, amountOre: 20_000, reason: 'Ångrat köp, del 1' }, admin)).status).toBe(
      200,
    );
    expect(await closedAt()).toBeNull();
    expect((await getAdminOrder(db(), order.id)).withdrawal).toMatchObject({ closedAt: null, refundOre: 120_000 });
    expect((await call({ action: 'REFUND_ORDER', orderId: order.id, reason: 'Ångrat köp, resten' }, admin)).status).toBe(200);
    expect(await closedAt()).toEqual(expect.any(Date));
    const studio = await getAdminOrder(db(), order.id);
    expect(studio).toMatchObject({ status: 'refunded', refundedOre: 120_000, sellerPayoutOre: 0 });
    // Refunded: nothing is released to the seller, now or later.
    expect((await releaseDueFunds(db(), new Date(Date.now() + 60 * DAY_MS))).released).not.toContain(order.id);
    const mine = (await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order;
    expect(mine).toMatchObject({ status: 'refunded', refundedOre: 120_000, canWithdraw: false });
  });
});

describe(`an item excluded from the right of withdrawal on ${testEngine}`, () => {
  it('UPDATE_ITEM sets and clears the exclusion with the reason the buyer sees; a reason is needed', async () => {
    const lot = await createLot(db());
    const set = await call({ action: 'UPDATE_ITEM', itemId: lot.itemId, withdrawalExcludedReason: 'Specialtillverkat' }, admin);
    expect(set.status).toBe(200);
    const [excluded] = await db().select().from(items).where(eq(items.id, lot.itemId));
    expect(excluded).toMatchObject({ withdrawalExcluded: true, withdrawalExcludedReason: 'Specialtillverkat' });
    expect((await call({ action: 'GET_ITEM', itemId: lot.itemId }, admin)).body.result.item).toMatchObject({
      withdrawalExcludedReason: 'Specialtillverkat',
    });
    expect((await call({ action: 'UPDATE_ITEM', itemId: lot.itemId, withdrawalExcludedReason: '  ' }, admin)).status).toBe(200);
    const [cleared] = await db().select().from(items).where(eq(items.id, lot.itemId));
    expect(cleared).toMatchObject({ withdrawalExcluded: false, withdrawalExcludedReason: null });
  });
});
