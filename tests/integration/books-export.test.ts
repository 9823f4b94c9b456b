import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { completeAuction } from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { DEFAULT_ACCOUNTS as A, periodFigures, stockholmToday, type PeriodFigures } from '@/modules/books';
import { orderTimeline, periodBooks, periodEvents, periodSie, readSie, resaleRows } from '@/modules/books/server';
import { orders, saleDocuments } from '@/modules/orders/tables';
import {
  cancelOrder,
  configuredFeeRates,
  refundOrder,
  releaseFunds,
  saleSettlement,
  setDeliveryStatus,
  tellSellerPaidOut,
} from '@/modules/orders/server';
import { getPaymentProvider, payOut } from '@/modules/payments/server';
import { setProcessSingleton } from '@/platform/singleton';
import { GET as foljerattRoute } from '../../app/(site)/admin/bokforing/foljeratt/route';
import { GET as sieRoute } from '../../app/(site)/admin/bokforing/sie/route';
import { createLot, type TestUser } from '../setup/lots';
import { DAY_MS, onboardSeller, openCheckout, orderRow, payAndConfirm, payOnTestPage, sendEvent } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The books from the database (docs/books.md): real sales made by the real commands — paid, shipped,
 * refunded in part and in whole, paid twice, cancelled unpaid, paid out — read back as the period's
 * events, written as a SIE file and read again: every verification balances, the numbers run 1..n,
 * and the file's accounts agree with the period's figures and with the console's query.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const seller = t.signedInUser({ firstName: 'Sara' });
const business = t.signedInUser({ firstName: 'Bolaget' });
const db = () => t.database.db;
const provider = () => getPaymentProvider();

let from = '';

beforeAll(async () => {
  await onboardSeller(db(), seller);
  await onboardSeller(db(), business);
  from = stockholmToday(new Date());
});

interface Sale {
  sellerId: string;
  hammer: number;
  vatStatus?: 'private' | 'business';
  resaleRight?: { maker: string };
  shippingPrice?: number | null;
  title?: string;
}

/** A lot sold the way the product sells one, its item set up first (VAT status, resale right, shipping). */
async function sell(sale: Sale) {
  const lot = await createLot(db(), { startPrice: sale.hammer, sellerId: sale.sellerId, title: sale.title });
  await db()
    .update(items)
    .set({
      shippingPrice: sale.shippingPrice === undefined ? null : sale.shippingPrice,
      sellerVatStatus: sale.vatStatus ?? 'private',
      ...(sale.resaleRight ? { resaleRight: true, maker: sale.resaleRight.maker } : {}),
    })
    .where(eq(items.id, lot.itemId));
  await placeBidOnAuction(db(), { userId: buyer.id, auctionId: lot.id, amount: sale.hammer });
  await db()
    .update(auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, lot.id));
  const completed = await completeAuction(db(), lot.id, { settlement: saleSettlement(configuredFeeRates()) });
  if (!completed?.orderId) throw new Error(`lot ${lot.id} did not sell`);
  return orderRow(db(), completed.orderId);
}

async function paid(sale: Sale & { method?: 'pickup' | 'shipping' }) {
  const order = await sell(sale);
  const sessionId = await openCheckout(buyer, order.id, sale.method ?? 'pickup');
  await payAndConfirm(db(), order.id, sessionId);
  return orderRow(db(), order.id);
}

/** Collected long ago, released, and the transfer made: the seller is paid and gets the statement. */
async function paidOut(orderId: number) {
  await setDeliveryStatus(db(), { orderId, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
  await releaseFunds(db(), { orderId, by: 'admin' });
  expect(await payOut(db(), orderId, provider())).toBe('paid');
  expect(await tellSellerPaidOut(db(), orderId)).toBe(true);
}

function refund(orderId: number, amountOre?: number) {
  return refundOrder(db(), provider(), { orderId, ...(amountOre ? { amountOre } : {}), reason: 'Skadad vid leverans', by: admin.id });
}

/** What the SIE rows put on some accounts: debit positive. */
function onAccounts(file: ReturnType<typeof readSie>, accounts: number[]): number {
  return file.verifications
    .flatMap((v) => v.rows)
    .filter((row) => accounts.includes(row.account))
    .reduce((sum, row) => sum + row.amountOre, 0);
}

const VAT_ACCOUNTS = Object.values(A.outputVat);
const vatTotal = (figures: PeriodFigures) => figures.vatByRate.reduce((sum, figure) => sum + figure.totalOre, 0);

/** Exports today's books and checks the file against the figures and the console; answers all three. */
async function exportAndCheck() {
  const to = stockholmToday(new Date());
  const read = await periodEvents(db(), { from, to });
  const figures = periodFigures(read.events, { history: read.history });
  const { body, filename } = await periodSie(db(), from, to);
  expect(filename).toBe(`klubban-${from}-${to}.se`);
  const file = readSie(body);
  expect(file.verifications.map((v) => v.number)).toEqual(file.verifications.map((_, i) => i + 1));
  for (const v of file.verifications) {
    expect(v.series).toBe('A');
    expect(v.rows.reduce((sum, row) => sum + row.amountOre, 0)).toBe(0);
  }
  // The bank: payments in, refunds and payouts out.
  expect(onAccounts(file, [A.bank])).toBe(figures.payments.totalOre - figures.refunds.totalOre - figures.payouts.totalOre);
  // Output VAT: what the figures say, by rate and in all.
  expect(-onAccounts(file, VAT_ACCOUNTS)).toBe(vatTotal(figures));
  for (const figure of figures.vatByRate) expect(-onAccounts(file, [A.outputVat[figure.rate]!])).toBe(figure.totalOre);
  // Receivables: invoiced (sales and shipping) less credit notes and payments, plus refunds.
  expect(onAccounts(file, [A.receivables])).toBe(
    figures.sales.totalOre +
      figures.shipping.totalOre -
      figures.creditNotes.totalOre -
      figures.payments.totalOre +
      figures.refunds.totalOre,
  );
  // The resale right to report: every fee booked, less what credit notes undid.
  const console = await periodBooks(db(), { from, to });
  expect(console.figures).toEqual(figures);
  expect(console.verifications).toBe(file.verifications.length);
  expect(console.bookingError).toBeNull();
  return { read, figures, file, console };
}

describe(`the books of a period on ${testEngine}`, () => {
  const made: Record<string, number> = {};

  it('books every kind of sale, refund and payout, and the file agrees with the figures', async () => {
    // A private seller's lot, paid and paid out.
    const privateLot = await paid({ sellerId: seller.id, hammer: 1000, title: 'Pall i björk' });
    await paidOut(privateLot.id);
    made.privateLot = privateLot.id;

    // A VAT-registered seller's lot, shipped: VAT on the hammer (the seller's) and the shipping invoice.
    const businessLot = await paid({
      sellerId: business.id,
      hammer: 2000,
      vatStatus: 'business',
      shippingPrice: 149,
      method: 'shipping',
      title: 'Skänk',
    });
    expect(businessLot).toMatchObject({ sellerVatStatus: 'business', hammerVatOre: 50_000, shippingOre: 14_900 });
    made.businessLot = businessLot.id;

    // A work under the resale right (over the threshold), paid.
    const art = await paid({ sellerId: seller.id, hammer: 5000, resaleRight: { maker: 'Åsa "Ö" Berg' }, title: 'Skärgård; olja' });
    expect(art.resaleRightOre).toBeGreaterThan(0);
    made.art = art.id;

    // Refunded in part (the seller bears it), and another wholly.
    const partly = await paid({ sellerId: seller.id, hammer: 1500, title: 'Vas med spricka' });
    expect((await refund(partly.id, 30_000)).refund.status).toBe('succeeded');
    made.partly = partly.id;
    const wholly = await paid({ sellerId: seller.id, hammer: 800, title: 'Lampa' });
    expect((await refund(wholly.id)).refund.status).toBe('succeeded');
    expect((await orderRow(db(), wholly.id)).paymentStatus).toBe('refunded');
    made.wholly = wholly.id;

    // Paid twice: the first page paid, then another (shipping) opened and paid before either webhook came.
    const twice = await sell({ sellerId: seller.id, hammer: 600, shippingPrice: 100, title: 'Spegel' });
    const firstEvent = await payOnTestPage(db(), await openCheckout(buyer, twice.id, 'pickup'));
    const secondEvent = await payOnTestPage(db(), await openCheckout(buyer, twice.id, 'shipping'));
    expect((await sendEvent(firstEvent)).body.outcome).toBe('paid');
    expect((await sendEvent(secondEvent)).body.outcome).toBe('paid-twice');
    const twiceRow = await orderRow(db(), twice.id);
    expect(twiceRow.extraPaidOre).toBe(twiceRow.totalOre + 10_000);
    expect((await refund(twice.id, twiceRow.extraPaidOre)).refund.status).toBe('succeeded');
    made.twice = twice.id;

    // Not paid, cancelled by the studio: the final credit note undoes the invoice.
    const unpaid = await sell({ sellerId: seller.id, hammer: 700, title: 'Matta' });
    await cancelOrder(db(), { orderId: unpaid.id, by: 'admin', reason: 'Köparen bad att få ångra budet' }, { provider: null });
    made.unpaid = unpaid.id;

    // Still waiting for payment: not in the books beyond its invoice, but an open figure.
    const waiting = await sell({ sellerId: seller.id, hammer: 400, title: 'Ljusstake' });
    made.waiting = waiting.id;

    const { read, figures, file, console } = await exportAndCheck();
    const kindsOf = (orderId: number) => read.events.filter((e) => e.orderId === orderId).map((e) => e.kind);
    expect(kindsOf(made.privateLot!).sort()).toEqual(['payment', 'payout', 'sale']);
    expect(kindsOf(made.businessLot!).sort()).toEqual(['payment', 'sale', 'shipping']);
    expect(kindsOf(made.partly!).sort()).toEqual(['creditNote', 'payment', 'refund', 'sale']);
    expect(kindsOf(made.wholly!).sort()).toEqual(['creditNote', 'payment', 'refund', 'sale']);
    expect(kindsOf(made.twice!).sort()).toEqual(['payment', 'payment', 'refund', 'sale']);
    expect(kindsOf(made.unpaid!).sort()).toEqual(['creditNote', 'sale']);
    expect(kindsOf(made.waiting!)).toEqual(['sale']);
    expect(read.withoutInvoice).toEqual([]);
    expect(read.notes).toEqual([]);

    // References: the invoice, the credit note, the statement; one verification per event that moves money.
    const documents = await db().select().from(saleDocuments);
    const numberOf = (orderId: number, subject: string) => documents.find((d) => d.orderId === orderId && d.subject === subject)?.number;
    const lotInvoice = numberOf(made.privateLot!, 'lot')!;
    const statement = numberOf(made.privateLot!, 'payout')!;
    expect(statement).toMatch(/^A\d{4}-\d{5}$/);
    // (In order of their instants: the test provider's payment time is whole seconds, so it may come first here.)
    expect(
      file.verifications
        .filter((v) => v.ref === lotInvoice)
        .map((v) => v.text)
        .sort(),
    ).toEqual(['Betalning Pall i björk', 'Försäljning Pall i björk']);
    expect(file.verifications.find((v) => v.ref === statement)?.text).toBe('Utbetalning Pall i björk');
    expect(file.verifications).toHaveLength(read.events.length);

    // The VAT-registered seller's hammer VAT is the seller's: not output VAT, but on the seller's account.
    expect(figures.hammerVat.totalOre).toBe(50_000);
    const businessSale = file.verifications.find((v) => v.ref === numberOf(made.businessLot!, 'lot') && v.text.startsWith('Försäljning'))!;
    expect(businessSale.rows).toContainEqual({
      account: A.sellerLiability,
      amountOre: -(200_000 + 50_000 - businessLot.sellerCommissionOre),
    });
    expect(figures.shipping.totalOre).toBe(14_900);
    expect(figures.shippingVat.totalOre).toBe(2_980);

    // The whole refund and the cancellation take back all the VAT their orders booked.
    const vatOf = (orderId: number) =>
      figures.vatByRate
        .flatMap((f) => f.rows)
        .filter((r) => r.orderId === orderId)
        .reduce((sum, r) => sum + r.amountOre, 0);
    expect(vatOf(made.wholly!)).toBe(0);
    expect(vatOf(made.unpaid!)).toBe(0);
    // The partial refund: the seller's part on the seller's account, the studio's VAT reduced.
    expect(figures.refunds.totalOre).toBe(30_000 + wholly.totalOre + twiceRow.extraPaidOre);
    expect(figures.payments.totalOre).toBe(
      privateLot.totalOre +
        businessLot.totalOre +
        art.totalOre +
        partly.totalOre +
        wholly.totalOre +
        twiceRow.totalOre +
        twiceRow.extraPaidOre,
    );
    expect(figures.payouts.rows.map((r) => r.orderId)).toEqual([made.privateLot]);
    expect(figures.creditNotes.count).toBe(3);
    expect(console.unpaidOrders.rows.map((r) => r.orderId)).toContain(made.waiting);
    expect(console.unpaidOrders.rows.map((r) => r.orderId)).not.toContain(made.unpaid);
  });

  it('lists the resale-right sale with its fee, and not one undone', async () => {
    const to = stockholmToday(new Date());
    const art = await orderRow(db(), made.art!);
    const rows = await resaleRows(db(), { from, to });
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: art.id,
        artist: 'Åsa "Ö" Berg',
        title: 'Skärgård; olja',
        hammerOre: 500_000,
        feeOre: art.resaleRightOre,
      }),
    ]);
    const response = await foljerattRoute(
      new Request(`http://localhost:3000/admin/bokforing/foljeratt?fran=${from}&till=${to}`, { headers: admin.auth }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="foljeratt-${from}-${to}.csv"`);
    const csv = await response.text();
    expect(csv).toContain('"Åsa ""Ö"" Berg";"Skärgård; olja"');
    expect(csv).toContain(`${Math.trunc(art.resaleRightOre / 100)},${String(art.resaleRightOre % 100).padStart(2, '0')}`);
  });

  it('serves the SIE file to the studio only, and refuses a bad period in Swedish', async () => {
    const to = stockholmToday(new Date());
    const get = (query: string, user: TestUser | null = admin) =>
      sieRoute(new Request(`http://localhost:3000/admin/bokforing/sie${query}`, { headers: user ? user.auth : {} }));
    const ok = await get(`?fran=${from}&till=${to}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/plain; charset=IBM437');
    expect(ok.headers.get('content-disposition')).toBe(`attachment; filename="klubban-${from}-${to}.se"`);
    expect(readSie(new Uint8Array(await ok.arrayBuffer())).verifications.length).toBeGreaterThan(0);

    for (const user of [buyer, null]) {
      const denied = await get(`?fran=${from}&till=${to}`, user);
      expect(denied.status).toBe(404);
      expect(((await denied.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
    }
    const refusals: [string, RegExp][] = [
      ['', /^Ange periodens första och sista dag/],
      [`?fran=${from}`, /^Ange periodens första och sista dag/],
      ['?fran=2026-02-30&till=2026-03-01', /^Från: ”2026-02-30” är inget datum/],
      ['?fran=2026-11-01&till=igår', /^Till: ”igår” är inget datum/],
      ['?fran=2026-11-29&till=2026-11-23', /^Periodens första dag ligger efter dess sista/],
      ['?fran=2025-12-01&till=2026-01-31', /^En period måste ligga inom ett räkenskapsår/],
    ];
    for (const [query, message] of refusals) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      const body = (await answer.json()) as { error: { status: string; message: string } };
      expect(body.error.status).toBe('INVALID_ARGUMENT');
      expect(body.error.message).toMatch(message);
    }
    expect(
      (await foljerattRoute(new Request('http://localhost:3000/admin/bokforing/foljeratt?fran=x&till=y', { headers: admin.auth }))).status,
    ).toBe(400);
    expect(
      (
        await foljerattRoute(
          new Request(`http://localhost:3000/admin/bokforing/foljeratt?fran=${from}&till=${to}`, { headers: buyer.auth }),
        )
      ).status,
    ).toBe(404);
  });

  it('books a credit note whose sale was in an earlier period, from the order’s history', async () => {
    const order = await paid({ sellerId: seller.id, hammer: 900, title: 'Bord, hävt i morgon' });
    const tomorrow = new Date(Date.now() + DAY_MS);
    const day = stockholmToday(tomorrow);
    await refundOrder(db(), provider(), { orderId: order.id, reason: 'Köpet hävs', by: admin.id }, tomorrow);
    const read = await periodEvents(db(), { from: day, to: day });
    expect(read.events.map((e) => e.kind).sort()).toEqual(['creditNote', 'refund']);
    expect(read.history.map((e) => e.kind).sort()).toEqual(['payment', 'sale']);
    const file = readSie((await periodSie(db(), day, day)).body);
    expect(file.verifications.map((v) => v.number)).toEqual([1, 2]);
    const figures = periodFigures(read.events, { history: read.history });
    // The final credit note takes back the VAT the sale booked the day before.
    expect(vatTotal(figures)).toBe(-(order.premiumVatOre! + order.commissionVatOre!));
    expect(-onAccounts(file, VAT_ACCOUNTS)).toBe(vatTotal(figures));
    expect(onAccounts(file, [A.bank])).toBe(-order.totalOre);
    expect(onAccounts(file, [A.receivables])).toBe(0);
  });

  it('leaves out an order that has no lot invoice (made before the books)', async () => {
    const order = await orderRow(db(), made.privateLot!);
    const [title] = await db()
      .select({ title: items.title })
      .from(items)
      .innerJoin(auctions, eq(auctions.itemId, items.id))
      .where(eq(auctions.id, order.auctionId));
    expect(orderTimeline({ order, title: title!.title, documents: [], refunds: [], payout: null, extraPayments: [] })).toBeNull();
  });
});

describe(`the books under the margin scheme on ${testEngine}`, () => {
  const previous = process.env.KLUBBAN_VAT_MODEL;
  beforeAll(() => {
    process.env.KLUBBAN_VAT_MODEL = 'margin';
    setProcessSingleton('Env', undefined);
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.KLUBBAN_VAT_MODEL;
    else process.env.KLUBBAN_VAT_MODEL = previous;
    setProcessSingleton('Env', undefined);
  });

  it('books a private seller’s sale with its VAT the invoice does not show, and the file still agrees', async () => {
    const order = await paid({ sellerId: seller.id, hammer: 3000, shippingPrice: 99, method: 'shipping', title: 'Byrå, marginal' });
    expect(order).toMatchObject({ vatModel: 'margin', sellerVatStatus: 'private' });
    expect((await refund(order.id, 20_000)).refund.status).toBe('succeeded');
    // And one collected and paid out, its refund borne by the seller.
    const collected = await paid({ sellerId: seller.id, hammer: 1200, title: 'Stol, marginal' });
    expect((await refund(collected.id, 5_000)).refund.status).toBe('succeeded');
    await paidOut(collected.id);
    const { file, figures } = await exportAndCheck();
    const invoice = (await db().select().from(saleDocuments).where(eq(saleDocuments.orderId, order.id))).find((d) => d.subject === 'lot')!;
    const sale = file.verifications.find((v) => v.ref === invoice.number && v.text.startsWith('Försäljning'))!;
    // Premium and commission, net of VAT, on the margin scheme's account; their VAT is output VAT.
    const premiumVat = order.premiumVatOre!;
    const commissionVat = order.commissionVatOre!;
    expect(sale.rows).toContainEqual({
      account: A.marginScheme,
      amountOre: -(order.buyerPremiumOre - premiumVat + order.sellerCommissionOre - commissionVat),
    });
    expect(sale.rows).toContainEqual({ account: A.outputVat[25]!, amountOre: -(premiumVat + commissionVat) });
    expect(figures.vatByRate.find((f) => f.rate === 25)!.rows.some((r) => r.orderId === order.id)).toBe(true);
    // The margin scheme's documents show no VAT amount, yet the shipping's VAT is booked.
    const shippingInvoice = (await db().select().from(saleDocuments).where(eq(saleDocuments.orderId, order.id))).find(
      (d) => d.subject === 'shipping',
    )!;
    expect(shippingInvoice.body).toMatchObject({ vatSummary: [] });
    expect(figures.shippingVat.rows).toContainEqual({ orderId: order.id, ref: shippingInvoice.number, amountOre: 1_980 });
    const [row] = await db().select().from(orders).where(eq(orders.id, collected.id));
    expect(row!.paymentStatus).toBe('released');
    expect(figures.payouts.rows.map((r) => r.orderId)).toContain(collected.id);
  });
});
