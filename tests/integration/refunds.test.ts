import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '@/modules/orders/tables';
import { payouts, sellerDebts, testProviderRefunds, testProviderTransfers } from '@/modules/payments/tables';
import { applyPaymentEvent, refundOrder, releaseFunds, setDeliveryStatus } from '@/modules/orders/server';
import { getPaymentProvider, payOut, PaymentRefusedError, type PaymentEvent } from '@/modules/payments/server';
import type { PaymentProvider } from '@/modules/payments';
import { AppError } from '@/platform/errors';
import { auditLog, jobs } from '@/platform/tables';
import type { TestUser } from '../setup/lots';
import { call, DAY_MS, jobsWithKey, onboardSeller, orderNotifications, orderRow, runJobs, sellPaidOrder } from '../setup/orders';
import { fileDatabase, secondInstance } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Refunds (docs/decisions/0041) through REFUND_ORDER and the commands, with the built-in test
 * provider: never more than was paid, even when two admins ask for the rest at once (on
 * PostgreSQL from two pools, so the transactions really overlap); the seller's payout lowered
 * before it is on its way, else a debt netted from the next payout; the webhook settling a refund
 * whose answer never came, once.
 */

const ROUNDS = 6;
const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const seller = t.signedInUser({ firstName: 'Sara' });
const stranger = t.signedInUser({ firstName: 'Nils' });
const instance = secondInstance(t);
const db = () => t.database.db;
const other = () => instance.db;

beforeAll(async () => {
  await onboardSeller(db(), seller);
});

/** A paid pickup order (hammer in whole SEK): total = hammer + premium. */
async function paidOrder(hammer = 1000) {
  const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup', hammer });
  return order;
}

/** A paid order the buyer collected past the inspection window and the right of withdrawal, released (its payout written, the transfer queued, not run). */
async function releasedOrder(hammer: number) {
  const order = await paidOrder(hammer);
  await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
  await releaseFunds(db(), { orderId: order.id, by: 'admin' });
  return order;
}

const refundsOf = (orderId: number) => db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const payoutOf = async (orderId: number) => (await db().select().from(payouts).where(eq(payouts.orderId, orderId)))[0];
const debtsOf = (orderId: number) => db().select().from(sellerDebts).where(eq(sellerDebts.orderId, orderId));
const refund = (data: Record<string, unknown>, user: TestUser = admin) => call({ action: 'REFUND_ORDER', ...data }, user);

/** A provider that answers `pending` (or throws `error`), as Stripe may for some methods: the webhook settles it. */
function answering(
  answer: { status: 'pending' | 'failed' } | { error: Error },
): Pick<PaymentProvider, 'name' | 'refund' | 'expireCheckoutSession'> {
  let n = 0;
  return {
    name: 'test',
    async refund() {
      if ('error' in answer) throw answer.error;
      return { refundId: `re_slow_${++n}_${Date.now()}`, status: answer.status };
    },
    async expireCheckoutSession() {},
  };
}

function refundEvent(
  eventId: string,
  orderId: number,
  update: { providerRefundId: string; refundId: number | null; amountOre: number; status: 'succeeded' | 'failed' | 'pending' },
): PaymentEvent {
  return { kind: 'refund.updated', eventId, orderId, refunds: [update], occurredAt: new Date() };
}

describe(`REFUND_ORDER on ${testEngine}`, () => {
  it('refunds part of a paid order: the order stays paid, the buyer is told, the audit log keeps it', async () => {
    const order = await paidOrder(1000);
    const answer = await refund({ orderId: order.id, amountOre: 30_050, reason: 'Spricka i foten' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({
      refund: { orderId: order.id, amountOre: 30_050, status: 'succeeded' },
      refundedOre: 30_050,
      paymentStatus: 'paid',
    });
    const [row] = await refundsOf(order.id);
    expect(row).toMatchObject({ status: 'succeeded', amountOre: 30_050, idempotencyKey: `refund:${row!.id}`, createdBy: admin.id });
    expect(row!.providerRefundId).toMatch(/^re_test_/);
    const atProvider = await db().select().from(testProviderRefunds).where(eq(testProviderRefunds.orderId, order.id));
    expect(atProvider.map((r) => [r.amountOre, r.idempotencyKey])).toEqual([[30_050, `refund:${row!.id}`]]);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('paid');
    expect(await orderNotifications(db(), buyer.id, 'order.refunded', order.id)).toHaveLength(1);
    expect(await jobsWithKey(db(), `email:refund:${row!.id}`)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REFUND_ORDER'), eq(auditLog.entityId, String(order.id))));
    expect(audits.map((a) => (a.after as { status: string }).status).sort()).toEqual(['pending', 'succeeded']);
  });

  it('refuses more than is left, and refunds the rest when no amount is given: the order is refunded', async () => {
    const order = await paidOrder(1000);
    const total = order.totalOre;
    const tooMuch = await refund({ orderId: order.id, amountOre: total + 1, reason: 'För mycket' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(tooMuch.body.error!.message).toMatch(/^Det går att återbetala högst /);
    expect(await refundsOf(order.id)).toEqual([]);

    expect((await refund({ orderId: order.id, amountOre: 10_000, reason: 'Del ett' })).status).toBe(200);
    const rest = await refund({ orderId: order.id, reason: 'Resten, köpet hävs' });
    expect(rest.body.result).toMatchObject({ refund: { amountOre: total - 10_000 }, refundedOre: total, paymentStatus: 'refunded' });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('refunded');
    const again = await refund({ orderId: order.id, amountOre: 100, reason: 'En gång till' });
    expect(again.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Köpet är redan helt återbetalt.' });
    // A refunded order never goes to the seller.
    await expect(releaseFunds(db(), { orderId: order.id, by: 'admin', reason: 'Betala ut ändå, skäl' })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });

  it('is the studio’s: a buyer gets PERMISSION_DENIED, an unknown order NOT_FOUND, an unpaid one is refused', async () => {
    const order = await paidOrder(1000);
    expect((await refund({ orderId: order.id, reason: 'Jag vill ha tillbaka' }, buyer)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await refund({ orderId: order.id, reason: 'Jag vill ha tillbaka' }, stranger)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await refund({ orderId: 987_654, reason: 'Finns inte' })).body.error).toEqual({
      status: 'NOT_FOUND',
      message: 'Köpet finns inte.',
    });
    expect((await refund({ orderId: order.id, reason: '' })).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await refund({ orderId: order.id, amountOre: 0, reason: 'Noll' })).body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('two admins asking for the rest at once (on two instances): exactly one refunds, never more than was paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder(1000 + round * 100);
      const provider = getPaymentProvider();
      const results = await Promise.allSettled([
        refundOrder(db(), provider, { orderId: order.id, reason: 'Hävt köp', by: admin.id }),
        refundOrder(other(), provider, { orderId: order.id, reason: 'Hävt köp', by: admin.id }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(AppError);
      expect((refused[0] as AppError).code).toBe('FAILED_PRECONDITION');
      const rows = await refundsOf(order.id);
      expect(rows.map((r) => [r.amountOre, r.status])).toEqual([[order.totalOre, 'succeeded']]);
      const atProvider = await db().select().from(testProviderRefunds).where(eq(testProviderRefunds.orderId, order.id));
      expect(atProvider.reduce((sum, r) => sum + r.amountOre, 0)).toBe(order.totalOre);
    }
  });

  it('through the connector too: two clicks for the rest, one 200 and one refusal', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder(2000 + round * 100);
      const answers = await Promise.all([
        refund({ orderId: order.id, reason: 'Hävt köp' }),
        refund({ orderId: order.id, reason: 'Hävt köp' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const rows = await refundsOf(order.id);
      expect(rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountOre, 0)).toBe(order.totalOre);
    }
  });

  it('a refusal by the provider is failed, not counted, and says nothing was refunded', async () => {
    const order = await paidOrder(1000);
    const refusing: Pick<PaymentProvider, 'name' | 'refund'> = {
      name: 'test',
      refund: async () => {
        throw new PaymentRefusedError('charge_disputed');
      },
    };
    await expect(refundOrder(db(), refusing, { orderId: order.id, amountOre: 5_000, reason: 'Test', by: admin.id })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: expect.stringContaining('Inget har återbetalats.'),
    });
    expect((await refundsOf(order.id)).map((r) => r.status)).toEqual(['failed']);
    // Not counted: the whole can still be refunded.
    const rest = await refundOrder(db(), getPaymentProvider(), { orderId: order.id, reason: 'Allt', by: admin.id });
    expect(rest).toMatchObject({ refund: { amountOre: order.totalOre }, paymentStatus: 'refunded' });
  });
});

describe(`the provider's webhook settles refunds on ${testEngine}`, () => {
  it('a pending refund is settled once by refund.updated; a replay or a later event changes nothing', async () => {
    const order = await paidOrder(1000);
    const slow = answering({ status: 'pending' });
    const result = await refundOrder(db(), slow, { orderId: order.id, amountOre: 20_000, reason: 'Skadad', by: admin.id });
    expect(result.refund.status).toBe('pending');
    const [row] = await refundsOf(order.id);
    expect(row).toMatchObject({ status: 'pending' });
    // Pending counts: only the rest can be asked for meanwhile, and the release waits.
    await expect(
      refundOrder(db(), slow, { orderId: order.id, amountOre: order.totalOre, reason: 'Allt', by: admin.id }),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
    const update = { providerRefundId: row!.providerRefundId!, refundId: row!.id, amountOre: 20_000, status: 'succeeded' as const };
    const event = refundEvent(`evt_refund_${order.id}`, order.id, update);
    expect(await applyPaymentEvent(db(), slow, event)).toBe('refund-settled');
    expect(await applyPaymentEvent(db(), slow, event)).toBe('duplicate');
    expect(await applyPaymentEvent(db(), slow, refundEvent(`evt_refund_${order.id}_b`, order.id, update))).toBe('refund-unchanged');
    expect((await refundsOf(order.id)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await orderNotifications(db(), buyer.id, 'order.refunded', order.id)).toHaveLength(1);
    expect(await jobsWithKey(db(), `email:refund:${row!.id}`)).toHaveLength(1);
  });

  it('no answer at all: UNAVAILABLE, still counted, and the webhook finds it by the app’s id', async () => {
    const order = await paidOrder(1000);
    const silent = answering({ error: new Error('socket hang up') });
    await expect(refundOrder(db(), silent, { orderId: order.id, amountOre: 15_000, reason: 'Skadad', by: admin.id })).rejects.toMatchObject(
      {
        code: 'UNAVAILABLE',
      },
    );
    const [row] = await refundsOf(order.id);
    expect(row).toMatchObject({ status: 'pending', providerRefundId: null });
    const event = refundEvent(`evt_lost_${order.id}`, order.id, {
      providerRefundId: 're_late_1',
      refundId: row!.id,
      amountOre: 15_000,
      status: 'failed',
    });
    expect(await applyPaymentEvent(db(), silent, event)).toBe('refund-settled');
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: 'failed', providerRefundId: 're_late_1' });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('paid');
  });

  it('a refund the app never made is flagged to the studio, not booked', async () => {
    const order = await paidOrder(1000);
    const event = refundEvent(`evt_foreign_${order.id}`, order.id, {
      providerRefundId: 're_dashboard',
      refundId: null,
      amountOre: 500,
      status: 'succeeded',
    });
    expect(await applyPaymentEvent(db(), getPaymentProvider(), event)).toBe('unknown-refund');
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await orderNotifications(db(), admin.id, 'order.payment-problem', order.id)).toHaveLength(1);
  });
});

describe(`what the seller bears on ${testEngine}`, () => {
  it('before the release: the payout to come is hammer − commission − the refund', async () => {
    const order = await paidOrder(1000);
    await refundOrder(db(), getPaymentProvider(), { orderId: order.id, amountOre: 20_000, reason: 'Repa', by: admin.id });
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
    const released = await releaseFunds(db(), { orderId: order.id, by: 'admin' });
    expect(released.order.sellerPayoutOre).toBe(85_000 - 20_000);
    expect(await payoutOf(order.id)).toMatchObject({ amountOre: 65_000, deductedOre: 20_000, status: 'pending' });
    // The seller is told what came off, and why.
    expect(await orderNotifications(db(), seller.id, 'sale.refunded', order.id)).toEqual([
      expect.objectContaining({ body: '200\u00a0kr dras från din utbetalning. Skäl: Repa', href: '/user#mina-forsaljningar' }),
    ]);
  });

  it('the studio may take a partial refund as its own cost (sellerBears: false)', async () => {
    const order = await releasedOrder(1000);
    await refund({ orderId: order.id, amountOre: 14_900, reason: 'Skadad i vår frakt', sellerBears: false });
    expect(await payoutOf(order.id)).toMatchObject({ amountOre: 85_000, deductedOre: 0 });
    expect(await debtsOf(order.id)).toEqual([]);
  });

  it('released, transfer not started: the payout is lowered, and the transfer pays the lower amount', async () => {
    const order = await releasedOrder(1000);
    expect((await refund({ orderId: order.id, amountOre: 30_000, reason: 'Spricka' })).status).toBe(200);
    expect(await payoutOf(order.id)).toMatchObject({ amountOre: 55_000, deductedOre: 30_000, status: 'pending' });
    await runJobs(db());
    const transfers = await db().select().from(testProviderTransfers).where(eq(testProviderTransfers.orderId, order.id));
    expect(transfers.map((tr) => tr.amountOre)).toEqual([55_000]);
    expect(await debtsOf(order.id)).toEqual([]);
  });

  it('released, transfer not started: a whole refund cancels the payout and nothing is transferred', async () => {
    const order = await releasedOrder(1000);
    expect((await refund({ orderId: order.id, reason: 'Hävt köp' })).body.result).toMatchObject({ paymentStatus: 'refunded' });
    expect(await payoutOf(order.id)).toMatchObject({ amountOre: 0, status: 'cancelled' });
    await runJobs(db());
    expect(await db().select().from(testProviderTransfers).where(eq(testProviderTransfers.orderId, order.id))).toEqual([]);
    expect(await debtsOf(order.id)).toEqual([]);
  });

  it('already paid out: the seller owes the refund, and their next payout nets it', async () => {
    const first = await releasedOrder(1000);
    await runJobs(db());
    expect(await payoutOf(first.id)).toMatchObject({ status: 'paid', amountOre: 85_000 });
    await refund({ orderId: first.id, amountOre: 40_000, reason: 'Spricka som inte nämndes' });
    expect((await debtsOf(first.id)).map((d) => [d.amountOre, d.settledOre, d.reason])).toEqual([[40_000, 0, 'Spricka som inte nämndes']]);

    const second = await releasedOrder(1000);
    expect(await payoutOf(second.id)).toMatchObject({ amountOre: 85_000 - 40_000, deductedOre: 40_000 });
    expect((await debtsOf(first.id))[0]).toMatchObject({ settledOre: 40_000, settledByPayout: second.id });
    expect((await debtsOf(first.id))[0]!.settledAt).not.toBeNull();
    await runJobs(db());
    const transfers = await db().select().from(testProviderTransfers).where(eq(testProviderTransfers.orderId, second.id));
    expect(transfers.map((tr) => tr.amountOre)).toEqual([45_000]);
  });

  it('a refund while the transfer is on its way: the transfer pays its amount, the refund becomes a debt (no race)', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await releasedOrder(1000);
      await db().delete(jobs).where(eq(jobs.name, 'payments.transfer'));
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      let entered!: () => void;
      const inTransfer = new Promise<void>((resolve) => (entered = resolve));
      const real = getPaymentProvider();
      const held: PaymentProvider = {
        ...real,
        async transferToSeller(input) {
          entered();
          await gate;
          return real.transferToSeller(input);
        },
      };
      const paying = payOut(other(), order.id, held);
      await inTransfer;
      await refundOrder(db(), real, { orderId: order.id, amountOre: 10_000, reason: 'Repa', by: admin.id });
      letGo();
      expect(await paying).toBe('paid');
      const transfers = await db().select().from(testProviderTransfers).where(eq(testProviderTransfers.orderId, order.id));
      expect(transfers.map((tr) => tr.amountOre)).toEqual([85_000]);
      expect((await debtsOf(order.id)).map((d) => d.amountOre)).toEqual([10_000]);
      // Settle this round's debt so the next round's payouts are whole.
      await db().update(sellerDebts).set({ settledAt: new Date(), settledOre: 10_000 }).where(eq(sellerDebts.orderId, order.id));
    }
  });

  it('a transfer refused after a refund recorded a debt: the payout may be lowered again, and a whole refund voids that debt', async () => {
    const order = await releasedOrder(1000);
    await db().delete(jobs).where(eq(jobs.name, 'payments.transfer'));
    const real = getPaymentProvider();
    const refusing: PaymentProvider = {
      ...real,
      async transferToSeller() {
        // The refund lands while the transfer is on its way; then the provider refuses the transfer.
        await refundOrder(db(), real, { orderId: order.id, amountOre: 10_000, reason: 'Repa', by: admin.id });
        throw new PaymentRefusedError('account_closed');
      },
    };
    await expect(payOut(db(), order.id, refusing)).rejects.toSatisfy(PaymentRefusedError.is);
    expect((await debtsOf(order.id)).map((d) => d.amountOre)).toEqual([10_000]);
    expect(await payoutOf(order.id)).toMatchObject({ status: 'pending', amountOre: 85_000, transferStartedAt: null });
    await refund({ orderId: order.id, reason: 'Hävt köp' });
    expect(await payoutOf(order.id)).toMatchObject({ status: 'cancelled', amountOre: 0 });
    expect((await debtsOf(order.id)).map((d) => d.settledAt !== null)).toEqual([true]);
  });
});
