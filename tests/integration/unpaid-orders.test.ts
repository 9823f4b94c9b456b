import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { profiles } from '@/modules/accounts/tables';
import { orders, secondChanceOffers } from '@/modules/orders/tables';
import { testProviderSessions } from '@/modules/payments/tables';
import { auditLog } from '@/platform/tables';
import { acceptSecondChance, cancelUnpaidOrders, expireSecondChances, offerSecondChance } from '@/modules/orders/server';
import { getPaymentProvider } from '@/modules/payments/server';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import {
  call,
  DAY_MS,
  jobsWithKey,
  openCheckout,
  orderNotifications,
  orderRow,
  payAndConfirm,
  payOnTestPage,
  sellPaidOrder,
  sendEvent,
} from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A winner who does not pay, and the second chance for the underbidder (docs/decisions/0042), through the
 * connector actions, with the commands called directly where the clock must move (the jobs, expiry).
 */

const t = fileDatabase();
const under = t.signedInUser({ firstName: 'Ulf' });
const third = t.signedInUser({ firstName: 'Tora' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });

const db = () => t.database.db;
const precondition = (message: string) => ({ status: 400, body: { error: { status: 'FAILED_PRECONDITION', message } } });

/**
 * A lot with three bidders (maximums 1 200, 1 500, 2 000: the winner pays 1 600), ended and sold to `buyer`,
 * by default a new winner (each cancellation counts towards the winner's bidding block).
 */
async function soldWithBids(options: { reservePrice?: number | null; buyer?: TestUser } = {}) {
  const buyer = options.buyer ?? (await createSignedInUser(db(), { firstName: 'Vera' }));
  const lot = await createLot(db(), { startPrice: 1000, reservePrice: options.reservePrice ?? null });
  for (const [user, amount] of [
    [third, 1200],
    [under, 1500],
    [buyer, 2000],
  ] as const) {
    const bid = await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount }, user);
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
  }
  await db()
    .update(auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, lot.id));
  const completed = await call({ action: 'COMPLETE_AUCTION', auctionId: lot.id }, admin);
  expect(completed.body.result).toMatchObject({ outcome: 'sold' });
  return { lot, winner: buyer, order: await orderRow(db(), completed.body.result.orderId as number) };
}

/** Moves the order's due date into the past (the buyer had their seven days). */
async function overdue(orderId: number) {
  await db()
    .update(orders)
    .set({ dueAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}

const cancel = (orderId: number, reason?: string) => call({ action: 'CANCEL_ORDER', orderId, ...(reason ? { reason } : {}) }, admin);

describe(`unpaid orders: CANCEL_ORDER, on ${testEngine}`, () => {
  it('refuses a paid order, a buyer, an early cancellation without a reason, and an unknown order', async () => {
    const { order: paid } = await sellPaidOrder(db(), { buyer: third, sellerId: null, method: 'pickup' });
    expect(await cancel(paid.id, 'Köparen svarar inte alls')).toEqual(precondition('Köpet är betalt: återbetala det i stället.'));

    const { order, winner } = await soldWithBids();
    expect((await call({ action: 'CANCEL_ORDER', orderId: order.id }, winner)).status).toBe(403);
    expect(await cancel(order.id)).toEqual(
      precondition('Betalningsfristen har inte gått ut: skriv varför köpet avbryts (minst 10 tecken).'),
    );
    expect((await cancel(2_000_000)).body.error?.status).toBe('NOT_FOUND');
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('pending');
  });

  it('cancels an overdue order: no fee, the checkout page ended, the buyer told, the audit written; never twice', async () => {
    const { order, winner } = await soldWithBids();
    const sessionId = await openCheckout(winner, order.id, 'pickup');
    await overdue(order.id);

    const answer = await cancel(order.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.order).toMatchObject({ id: order.id, status: 'cancelled', buyerBiddingBlocked: false });
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({ paymentStatus: 'cancelled', paidAt: null, cancelReason: null });
    expect(row.cancelledAt).not.toBeNull();

    const [session] = await db().select().from(testProviderSessions).where(eq(testProviderSessions.id, sessionId));
    expect(session?.status).toBe('expired');
    expect(await orderNotifications(db(), winner.id, 'order.cancelled', order.id)).toHaveLength(1);
    const [mail] = await jobsWithKey(db(), `email:order-cancelled:${order.id}`);
    expect(mail?.payload).toMatchObject({ template: 'ORDER_CANCELLED', userId: winner.id, props: { late: true, biddingBlocked: false } });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CANCEL_ORDER'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject([{ actorId: admin.id, before: { paymentStatus: 'pending' }, after: { paymentStatus: 'cancelled' } }]);

    expect(await cancel(order.id)).toEqual(precondition('Köpet är avbrutet.'));
    // The buyer can no longer pay it.
    expect((await call({ action: 'CREATE_CHECKOUT_SESSION', orderId: order.id, deliveryMethod: 'pickup' }, winner)).status).toBe(400);
  });

  it('a payment that lands after the cancellation is kept to be refunded through the provider, and only that', async () => {
    const { order, winner } = await soldWithBids();
    const sessionId = await openCheckout(winner, order.id, 'pickup');
    // Paid on the provider's page, its webhook still on the way while the studio cancels.
    const event = await payOnTestPage(db(), sessionId);
    await overdue(order.id);
    expect((await cancel(order.id)).status).toBe(200);
    expect(await sendEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'paid-after-cancel' } });
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({ paymentStatus: 'cancelled', extraPaidOre: row.totalOre });
    expect(await orderNotifications(db(), admin.id, 'order.payment-problem', order.id)).toHaveLength(1);

    // The refund form gives back exactly what came in; the order stays cancelled.
    const refunded = await call({ action: 'REFUND_ORDER', orderId: order.id, reason: 'Betalt efter att köpet avbröts' }, admin);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await orderRow(db(), order.id)).toMatchObject({ paymentStatus: 'cancelled' });
    expect((await call({ action: 'GET_ADMIN_ORDER', orderId: order.id }, admin)).body.result.order).toMatchObject({
      refundedOre: row.totalOre,
      refundableOre: 0,
    });
    // A cancelled order nobody paid has nothing to give back.
    const { order: unpaid } = await soldWithBids();
    await overdue(unpaid.id);
    expect((await cancel(unpaid.id)).status).toBe(200);
    expect(await call({ action: 'REFUND_ORDER', orderId: unpaid.id, reason: 'Prov' }, admin)).toEqual(
      precondition('Köpet är avbrutet och inte betalt: det finns inget att återbetala.'),
    );
  });

  it('lets the studio cancel before the due date with a written reason', async () => {
    const { order } = await soldWithBids();
    const answer = await cancel(order.id, 'Köparen bad att få ångra budet');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await orderRow(db(), order.id)).toMatchObject({ paymentStatus: 'cancelled', cancelReason: 'Köparen bad att få ångra budet' });
    const [mail] = await jobsWithKey(db(), `email:order-cancelled:${order.id}`);
    expect(mail?.payload).toMatchObject({ props: { late: false } });
  });
});

describe(`unpaid orders: the automatic cancellation, on ${testEngine}`, () => {
  it('does nothing when it is off; when on, cancels reminded orders the configured days after their due date', async () => {
    const { order } = await soldWithBids();
    const { order: notReminded } = await soldWithBids();
    const due = new Date(Date.now() - 8 * DAY_MS);
    await db()
      .update(orders)
      .set({ dueAt: due, reminderSentAt: new Date(due.getTime() - 4 * DAY_MS) })
      .where(eq(orders.id, order.id));
    await db().update(orders).set({ dueAt: due }).where(eq(orders.id, notReminded.id));
    const provider = getPaymentProvider();
    const policy = { cancelAfterDays: 7, blockAfter: 0, secondChanceHours: 48 };

    expect(await cancelUnpaidOrders(db(), { enabled: false, provider, policy })).toEqual({ enabled: false, cancelled: [] });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('pending');

    const soon = await cancelUnpaidOrders(db(), { enabled: true, provider, policy: { ...policy, cancelAfterDays: 9 } });
    expect(soon.cancelled).not.toContain(order.id);

    const run = await cancelUnpaidOrders(db(), { enabled: true, provider, policy });
    expect(run.cancelled).toContain(order.id);
    expect(run.cancelled).not.toContain(notReminded.id);
    expect(await orderRow(db(), order.id)).toMatchObject({ paymentStatus: 'cancelled', cancelReason: 'Inte betalt i tid' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'AUTO_CANCEL_ORDER'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject([{ actorId: null }]);
    expect((await cancelUnpaidOrders(db(), { enabled: true, provider, policy })).cancelled).not.toContain(order.id);
  });
});

describe(`unpaid orders: the second chance, on ${testEngine}`, () => {
  it('is refused while the order stands; then goes to the underbidder at their own highest bid', async () => {
    const { lot, order } = await soldWithBids();
    expect(await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin)).toEqual(
      precondition('Köpet är inte avbrutet: föremålet har en köpare.'),
    );
    await overdue(order.id);
    expect((await cancel(order.id)).status).toBe(200);

    const offered = await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const offer = offered.body.result.offer;
    expect(offer).toMatchObject({ auctionId: lot.id, bidderId: under.id, amount: 1500, status: 'offered' });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()).toBe(48 * 3_600_000);
    expect(await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin)).toEqual(
      precondition('Ett erbjudande väntar redan på svar.'),
    );
    const [mail] = await jobsWithKey(db(), `email:second-chance:${offer.id}`);
    // 1 500 kr + 20 % premium = 1 800 kr.
    expect(mail?.payload).toMatchObject({ template: 'SECOND_CHANCE_OFFER', userId: under.id, props: { amount: 1500, totalOre: 180_000 } });

    // Someone else's offer does not exist for them.
    for (const action of ['ACCEPT_SECOND_CHANCE', 'DECLINE_SECOND_CHANCE']) {
      expect((await call({ action, offerId: offer.id }, third)).body.error).toEqual({
        status: 'NOT_FOUND',
        message: 'Erbjudandet finns inte.',
      });
    }
    expect((await call({ action: 'LIST_MY_SECOND_CHANCES' }, under)).body.result.offers).toMatchObject([{ id: offer.id, amount: 1500 }]);

    // Accepting makes an ordinary order at the price rule, which the underbidder pays through the checkout.
    const accepted = await call({ action: 'ACCEPT_SECOND_CHANCE', offerId: offer.id }, under);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const orderId = accepted.body.result.orderId as number;
    const created = await orderRow(db(), orderId);
    expect(created).toMatchObject({
      auctionId: lot.id,
      buyerId: under.id,
      hammerPrice: 1500,
      buyerPremiumOre: 30_000,
      totalOre: 180_000,
      sellerCommissionOre: 22_500,
      paymentStatus: 'pending',
    });
    expect(Math.abs(created.dueAt.getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(await call({ action: 'ACCEPT_SECOND_CHANCE', offerId: offer.id }, under)).toEqual(
      precondition('Du har redan tackat ja till erbjudandet.'),
    );
    const sessionId = await openCheckout(under, orderId, 'pickup');
    await payAndConfirm(db(), orderId, sessionId);
  });

  it('after a decline goes to the next bidder; with nobody left it is refused', async () => {
    const { lot, order } = await soldWithBids();
    await overdue(order.id);
    expect((await cancel(order.id)).status).toBe(200);
    const first = (await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin)).body.result.offer;
    const declined = await call({ action: 'DECLINE_SECOND_CHANCE', offerId: first.id }, under);
    expect(declined.body.result.offer).toMatchObject({ status: 'declined' });
    expect(await call({ action: 'ACCEPT_SECOND_CHANCE', offerId: first.id }, under)).toEqual(
      precondition('Du har redan tackat nej till erbjudandet.'),
    );
    const next = await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin);
    expect(next.body.result.offer).toMatchObject({ bidderId: third.id, amount: 1200 });
    await call({ action: 'DECLINE_SECOND_CHANCE', offerId: next.body.result.offer.id }, third);
    expect(await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin)).toEqual(
      precondition('Det finns ingen annan budgivare att erbjuda föremålet. Lägg upp det igen i stället.'),
    );
  });

  it('expires: an answer after the time is refused, and the job marks it', async () => {
    const { lot, order } = await soldWithBids();
    await overdue(order.id);
    expect((await cancel(order.id)).status).toBe(200);
    const { offer } = await offerSecondChance(db(), { auctionId: lot.id });
    const late = new Date(new Date(offer.expiresAt).getTime() + 1000);
    await expect(acceptSecondChance(db(), { offerId: offer.id, userId: under.id }, { now: late })).rejects.toThrow(
      'Erbjudandet har gått ut.',
    );
    expect((await expireSecondChances(db(), late)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(secondChanceOffers).where(eq(secondChanceOffers.id, offer.id));
    expect(row?.status).toBe('expired');
    expect(await call({ action: 'ACCEPT_SECOND_CHANCE', offerId: offer.id }, under)).toEqual(precondition('Erbjudandet har gått ut.'));
  });

  it('is refused below the reserve', async () => {
    const { lot, order } = await soldWithBids({ reservePrice: 1800 });
    await overdue(order.id);
    expect((await cancel(order.id)).status).toBe(200);
    expect(await call({ action: 'OFFER_SECOND_CHANCE', auctionId: lot.id }, admin)).toEqual(
      precondition('Näst högsta budet (1500 kr) når inte reservationspriset. Lägg upp föremålet igen i stället.'),
    );
  });
});

describe(`unpaid orders: the bidding block, on ${testEngine}`, () => {
  it('blocks bidding at the second cancellation, until the studio lifts it', async () => {
    const repeat = await createSignedInUser(db(), { firstName: 'Rut' });
    for (let n = 1; n <= 2; n++) {
      const { order } = await soldWithBids({ buyer: repeat });
      await overdue(order.id);
      const answer = await cancel(order.id);
      expect(answer.body.result.order.buyerBiddingBlocked).toBe(n === 2);
    }
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, repeat.id));
    expect(profile?.biddingBlockedAt).not.toBeNull();

    const lot = await createLot(db(), { startPrice: 500 });
    const refused = await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, repeat);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      'Du kan inte lägga bud just nu: flera av dina köp har avbrutits för att de inte betalades. Kontakta studion.',
    );

    expect((await call({ action: 'LIFT_BIDDING_BLOCK', userId: repeat.id }, repeat)).status).toBe(403);
    const lifted = await call({ action: 'LIFT_BIDDING_BLOCK', userId: repeat.id }, admin);
    expect(lifted.body.result).toEqual({ userId: repeat.id, biddingBlocked: false });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LIFT_BIDDING_BLOCK'), eq(auditLog.entityId, repeat.id)));
    expect(audit).toMatchObject([{ actorId: admin.id, after: { biddingBlocked: false } }]);
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, repeat)).status).toBe(200);
    expect(await call({ action: 'LIFT_BIDDING_BLOCK', userId: repeat.id }, admin)).toEqual(
      precondition('Användaren är inte spärrad från att lägga bud.'),
    );
  });
});
