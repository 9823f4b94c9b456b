import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { completeAuction } from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { getDashboard } from '@/modules/admin/server';
import { listSalePayouts, releaseFunds, saleSettlement, setDeliveryStatus } from '@/modules/orders/server';
import { createLot, createSignedInUser } from '../setup/lots';
import { call, DAY_MS, jobsWithKey, onboardSeller, orderNotifications, runJobs, sellPaidOrder } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The seller hears every step after the lot goes live (docs/decisions/0032): sold (asking for the
 * payout account at once when it is missing), unsold with what happens next, paid by the buyer, and
 * paid out — each an in-app notice and an e-mail, once; "Mina försäljningar" shows the real date
 * and asks for the account; the console's front page counts the payouts that are stuck.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const newcomer = t.signedInUser({ firstName: 'Nora' });
const onboarded = t.signedInUser({ firstName: 'Sara' });
const db = () => t.database.db;

beforeAll(async () => {
  await onboardSeller(db(), onboarded);
});

describe(`the seller's notices on ${testEngine}`, () => {
  it('sold: a notice and SALE_SOLD that ask for the missing payout account; paid: SALE_PAID; each once', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: newcomer.id, method: 'pickup', hammer: 2000 });

    const [sold] = await orderNotifications(db(), newcomer.id, 'sale.sold', order.id);
    expect(sold).toMatchObject({
      title: expect.stringContaining('såldes för 2\u00a0000\u00a0kr'),
      body: 'Du får 1\u00a0700\u00a0kr när köparen har fått föremålet. Lägg in ditt utbetalningskonto nu, så går pengarna till dig direkt.',
      href: '/user#utbetalningar',
    });
    const [soldMail] = await jobsWithKey(db(), `email:sale-sold:${order.id}`);
    expect(soldMail!.payload).toMatchObject({
      template: 'SALE_SOLD',
      userId: newcomer.id,
      props: expect.objectContaining({
        hammerPrice: 2000,
        payoutOre: 170_000,
        commissionOre: 30_000,
        payoutAccount: 'none',
        // The 14 days' right of withdrawal is longer than the 3 days' inspection (docs/decisions/0043).
        inspectionDays: 14,
      }),
    });

    // The buyer paid (sellPaidOrder went through the webhook): the seller hears it.
    expect(await orderNotifications(db(), newcomer.id, 'sale.paid', order.id)).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Köparen har betalat för ”/), href: '/user#mina-forsaljningar' }),
    ]);
    expect(await jobsWithKey(db(), `email:sale-paid:${order.id}`)).toHaveLength(1);

    // The e-mails go out with the lot's words.
    await runJobs(db());
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'SALE_SOLD'));
    const mine = mails.filter((mail) => mail.toAddress === newcomer.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('Lägg in utbetalningskonto');

    // "Mina försäljningar" asks for the account; the buyer's own notices are not the seller's.
    const payouts = await listSalePayouts(db(), newcomer.id);
    expect(payouts.get(order.auctionId)).toMatchObject({ status: 'paid-by-buyer', needsPayoutAccount: true });
    expect(await orderNotifications(db(), buyer.id, 'sale.sold', order.id)).toEqual([]);
  });

  it('an onboarded seller is not asked, and the sold notice leads to the sales', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: onboarded.id, method: 'pickup', hammer: 1000 });
    const [sold] = await orderNotifications(db(), onboarded.id, 'sale.sold', order.id);
    expect(sold).toMatchObject({ body: 'Du får 850\u00a0kr när köparen har fått föremålet.', href: '/user#mina-forsaljningar' });
    expect((await jobsWithKey(db(), `email:sale-sold:${order.id}`))[0]!.payload).toMatchObject({
      props: expect.objectContaining({ payoutAccount: 'active' }),
    });
  });

  it('unsold: the seller hears why and what happens next; a lot without a seller tells no one', async () => {
    const noBids = await createLot(db(), { sellerId: onboarded.id, endsAt: new Date(Date.now() + 60_000) });
    const underReserve = await createLot(db(), { sellerId: onboarded.id, startPrice: 1000, reservePrice: 3000 });
    await placeBidOnAuction(db(), { userId: buyer.id, auctionId: underReserve.id, amount: 1600 });
    const studios = await createLot(db(), { sellerId: null });
    for (const lot of [noBids, underReserve, studios]) {
      await db()
        .update(auctions)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(auctions.id, lot.id));
      await completeAuction(db(), lot.id, { settlement: saleSettlement() });
    }
    const unsold = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, onboarded.id), eq(notifications.type, 'sale.unsold')));
    expect(unsold.map((n) => [(n.data as { auctionId: number }).auctionId, n.body])).toEqual([
      [noBids.id, 'Föremålet fick inga bud. Vi hör av oss om att lägga upp det igen eller att du hämtar det.'],
      [underReserve.id, 'Budet nådde inte reservationspriset. Vi hör av oss om att lägga upp det igen eller att du hämtar det.'],
    ]);
    expect((await jobsWithKey(db(), `email:sale-unsold:${underReserve.id}`))[0]!.payload).toMatchObject({
      template: 'SALE_UNSOLD',
      props: expect.objectContaining({ reservePrice: 3000, highestBid: 1000 }), // one bidder: the price stays at the start
    });
    expect(await jobsWithKey(db(), `email:sale-unsold:${studios.id}`)).toEqual([]);
    // Completing again changes nothing and tells no one twice.
    await completeAuction(db(), underReserve.id, { settlement: saleSettlement() });
    expect(await jobsWithKey(db(), `email:sale-unsold:${underReserve.id}`)).toHaveLength(1);
  });

  it('paid out: once the transfer has gone, SALE_PAID_OUT and a notice, once; a stuck payout shows on the console and on the seller page', async () => {
    const admin = await createSignedInUser(db(), { firstName: 'Studio', admin: true });
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: onboarded.id, method: 'pickup', hammer: 3000 });
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
    expect((await call({ action: 'RELEASE_FUNDS', orderId: order.id }, admin)).status).toBe(200);
    await runJobs(db());
    expect(await orderNotifications(db(), onboarded.id, 'sale.paid-out', order.id)).toEqual([
      expect.objectContaining({ title: '2\u00a0550\u00a0kr är utbetalt', href: '/user#mina-forsaljningar' }),
    ]);
    expect(await jobsWithKey(db(), `email:sale-paid-out:${order.id}`)).toHaveLength(1);
    await runJobs(db());
    expect(await orderNotifications(db(), onboarded.id, 'sale.paid-out', order.id)).toHaveLength(1);

    // The newcomer's sale: released, but no payout account: it waits, counted on the console's front page.
    const { order: stuck } = await sellPaidOrder(db(), { buyer, sellerId: newcomer.id, method: 'pickup', hammer: 1500 });
    await setDeliveryStatus(db(), { orderId: stuck.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
    const before = (await getDashboard(db())).payouts;
    await releaseFunds(db(), { orderId: stuck.id, by: 'system' });
    await runJobs(db());
    expect(await orderNotifications(db(), newcomer.id, 'sale.paid-out', stuck.id)).toEqual([]);
    expect((await getDashboard(db())).payouts).toEqual({
      waiting: before.waiting + 1,
      withoutAccount: before.withoutAccount + 1,
      failing: before.failing,
    });
    const listed = await call({ action: 'LIST_ORDERS', filter: 'payout-waiting' }, admin);
    expect(listed.body.result.orders.map((o: { id: number }) => o.id)).toContain(stuck.id);
    expect(listed.body.result.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    // The seller's page: no made-up date, the account asked for.
    expect((await listSalePayouts(db(), newcomer.id)).get(stuck.auctionId)).toMatchObject({
      status: 'paid-by-buyer',
      expectedAt: null,
      needsPayoutAccount: true,
      next: 'Pengarna är klara att betalas ut. Lägg in ditt utbetalningskonto, så skickar vi dem direkt.',
    });
  });
});
