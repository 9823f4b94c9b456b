import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleDocuments } from '@/modules/orders/tables';
import { nextDocumentNumber } from '@/modules/orders/commands/documents';
import type { BuyerDocument, StatementDocument } from '@/modules/orders/domain/documents';
import { cancelOrder, documentPdf, refundOrder, releaseFunds, setDeliveryStatus } from '@/modules/orders/server';
import { getPaymentProvider } from '@/modules/payments/server';
import { formatOre } from '@/ui/format';
import { GET as documentRoute } from '../../app/dokument/[file]/route';
import { connector } from '../setup/app-fetch';
import { fileDatabase, secondInstance } from '../setup/file-database';
import type { TestUser } from '../setup/lots';
import { DAY_MS, onboardSeller, orderRow, runJobs, sellLot, sellPaidOrder } from '../setup/orders';
import { asPdfText, pdfText } from '../setup/pdf-text';
import { testEngine } from '../setup/test-db';

/**
 * The sale's documents (docs/decisions/0045) through the real commands: the lot's invoice with the
 * order, the shipping invoice with the paid checkout, a credit note with each refund and with a
 * cancellation, the statement with the paid payout; numbers gapless under concurrency (on
 * PostgreSQL from two pools), documents frozen (a later change of name rewrites nothing, and the
 * table refuses any change), and each PDF served to its party and the studio only.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const seller = t.signedInUser({ firstName: 'Sara' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const stranger = t.signedInUser({ firstName: 'Nils' });
const instance = secondInstance(t);
const db = () => t.database.db;

beforeAll(async () => {
  await onboardSeller(db(), seller);
});

const documentsOf = (orderId: number) =>
  db().select().from(saleDocuments).where(eq(saleDocuments.orderId, orderId)).orderBy(asc(saleDocuments.sequence));

async function download(number: string, user: TestUser | null) {
  const response = await documentRoute(new Request(`http://localhost:3000/dokument/${number}.pdf`, { headers: user ? user.auth : {} }), {
    params: Promise.resolve({ file: `${number}.pdf` }),
  });
  return response;
}

describe(`the sale's documents on ${testEngine}`, () => {
  it('numbers a series without a gap or a repeat when many issue at once, and a rolled-back issue gives its number back', async () => {
    const year = 2031;
    const at = new Date(`${year}-06-01T12:00:00Z`);
    const pools = [db(), instance.db];
    const taken = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        pools[i % 2]!.transaction(async (tx) => {
          const { sequence } = await nextDocumentNumber(tx, 'A', at);
          // Every third one rolls back after taking its number: the number is not spent.
          if (i % 3 === 0) {
            tx.rollback();
          }
          return sequence;
        }).catch(() => null),
      ),
    );
    const kept = taken.filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(kept).toHaveLength(16);
    expect(kept).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const { number } = await db().transaction((tx) => nextDocumentNumber(tx, 'A', at));
    expect(number).toBe(`A${year}-00017`);
  });

  it('issues the invoice with the order, frozen: a later change of name does not rewrite it, and the table refuses any change', async () => {
    const order = await sellLot(db(), { buyer, hammer: 2_000, sellerId: seller.id, title: 'Stol, Bruno Mathsson' });
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', subject: 'lot', partyId: buyer.id, totalOre: order.totalOre });
    expect(invoice!.number).toMatch(/^\d{4}-\d{5}$/);
    const body = invoice!.body as BuyerDocument;
    expect(body.buyer.name).toBe('Bertil Test');
    expect(body.lines.map((l) => [l.kind, l.amountOre])).toEqual([
      ['hammer', 200_000],
      ['premium', 40_000],
    ]);
    expect(body.vatSummary).toEqual([
      { ratePercent: 25, baseOre: 32_000, vatOre: 8_000 },
      { ratePercent: 0, baseOre: 200_000, vatOre: 0 },
    ]);

    const renamed = await connector(
      { action: 'UPDATE_PROFILE', firstName: 'Bertil-Åke', phone: '+46 70 123 45 67', newsletter: false },
      buyer.auth,
    );
    expect(renamed.status).toBe(200);
    const [again] = await documentsOf(order.id);
    expect((again!.body as BuyerDocument).buyer.name).toBe('Bertil Test');
    const text = await pdfText((await documentPdf(db(), { number: invoice!.number }, { userId: buyer.id, admin: false })).pdf);
    expect(text).toContain('Bertil Test');
    expect(text).not.toContain('Bertil-Åke');
    // The profile did change: a new invoice would carry the new name.
    const next = await sellLot(db(), { buyer, hammer: 500, sellerId: seller.id });
    expect(((await documentsOf(next.id))[0]!.body as BuyerDocument).buyer.name).toBe('Bertil-Åke Test');
    for (const figure of [200_000, 40_000, 8_000, 240_000]) expect(text).toContain(asPdfText(formatOre(figure)));
    expect(text).toContain(invoice!.number);

    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(await refusal(db().update(saleDocuments).set({ totalOre: 1 }).where(eq(saleDocuments.id, invoice!.id)))).toMatch(
      /frozen: UPDATE refused/,
    );
    expect(await refusal(db().delete(saleDocuments).where(eq(saleDocuments.id, invoice!.id)))).toMatch(/frozen: DELETE refused/);
  });

  it('serves a PDF to its buyer and the studio, and answers anyone else as if it did not exist', async () => {
    const order = await sellLot(db(), { buyer, hammer: 900, sellerId: seller.id });
    const [invoice] = await documentsOf(order.id);
    const own = await download(invoice!.number, buyer);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`klubban-faktura-${invoice!.number}.pdf`);
    expect((await download(invoice!.number, admin)).status).toBe(200);
    for (const who of [stranger, seller, null]) {
      const refused = await download(invoice!.number, who);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: { status: 'NOT_FOUND', message: 'Dokumentet finns inte.' } });
    }
    expect((await download('2026-99999', admin)).status).toBe(404);
    const bad = await documentRoute(new Request('http://localhost:3000/dokument/..%2Fetc.pdf', { headers: admin.auth }), {
      params: Promise.resolve({ file: '..%2Fetc.pdf' }),
    });
    expect(bad.status).toBe(404);
  });

  it('a VAT-registered seller’s lot with the resale right: VAT on the hammer and the fee on the order and its invoice', async () => {
    const order = await sellLot(db(), {
      buyer,
      hammer: 10_000,
      sellerId: seller.id,
      title: 'Olja på duk, Lena Cronqvist',
      item: { sellerVatStatus: 'business', resaleRight: true, maker: 'Lena Cronqvist' },
    });
    // 10 000 kr: VAT 25 % on the hammer 2 500 kr; premium 2 000 kr; resale right 5 % = 500 kr (the buyer pays).
    expect(order).toMatchObject({
      hammerVatOre: 250_000,
      resaleRightOre: 50_000,
      resaleRightPayer: 'buyer',
      totalOre: 1_000_000 + 250_000 + 200_000 + 50_000,
    });
    const [invoice] = await documentsOf(order.id);
    const body = invoice!.body as BuyerDocument;
    expect(body.lines.map((l) => [l.kind, l.amountOre, l.vatOre])).toEqual([
      ['hammer', 1_250_000, 250_000],
      ['premium', 200_000, 40_000],
      ['resaleRight', 50_000, 0],
    ]);
    expect(body.totalOre).toBe(order.totalOre);
    expect(body.notes.join(' ')).toContain('Följerätt');
  });

  it('a partial refund, then the whole: two credit notes that together give back exactly what was invoiced', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'shipping', hammer: 1_500, shippingPrice: 149 });
    const invoices = await documentsOf(order.id);
    expect(invoices.map((d) => d.subject)).toEqual(['lot', 'shipping']);
    const invoiced = invoices.reduce((sum, d) => sum + d.totalOre, 0);
    expect(invoiced).toBe(order.totalOre);

    await refundOrder(db(), getPaymentProvider(), {
      orderId: order.id,
      amountOre: 20_000,
      reason: 'Repa i lacken',
      sellerBears: true,
      by: admin.id,
    });
    await refundOrder(db(), getPaymentProvider(), { orderId: order.id, reason: 'Köpet hävs', by: admin.id });
    const credits = (await documentsOf(order.id)).filter((d) => d.kind === 'creditNote');
    expect(credits).toHaveLength(2);
    expect(credits.map((d) => d.totalOre)).toEqual([-20_000, -(order.totalOre - 20_000)]);
    const [partial, final] = credits.map((d) => d.body as BuyerDocument);
    expect(partial!.creditsNumber).toBe(`${invoices[0]!.number}, ${invoices[1]!.number}`);
    expect(partial!.final).toBe(false);
    expect(partial!.sellerOre).toBe(20_000);
    expect(final!.final).toBe(true);
    const text = await pdfText((await documentPdf(db(), { number: credits[1]!.number }, { userId: null, admin: true })).pdf);
    expect(text).toContain('Kreditfaktura');
    expect(text).toContain(invoices[0]!.number);
    expect(text).toContain(asPdfText(formatOre(order.totalOre - 20_000)));
  });

  it('a cancelled unpaid order gets a credit note for its whole invoice', async () => {
    const order = await sellLot(db(), { buyer, hammer: 700, sellerId: seller.id });
    await cancelOrder(db(), { orderId: order.id, by: 'admin', reason: 'Köparen hörde inte av sig' }, { provider: null });
    const documents = await documentsOf(order.id);
    expect(documents.map((d) => [d.kind, d.subject, d.totalOre])).toEqual([
      ['invoice', 'lot', order.totalOre],
      ['creditNote', 'cancel', -order.totalOre],
    ]);
  });

  it('the paid payout issues its statement, numbered in its own series, mailed with the payout mail', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup', hammer: 3_000 });
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
    await releaseFunds(db(), { orderId: order.id, by: 'admin' });
    await runJobs(db());
    const statement = (await documentsOf(order.id)).find((d) => d.kind === 'statement');
    expect(statement).toBeDefined();
    expect(statement!.number).toMatch(/^A\d{4}-\d{5}$/);
    expect(statement!.partyId).toBe(seller.id);
    const body = statement!.body as StatementDocument;
    // 3 000 kr − 15 % commission (450 kr, of which VAT 90 kr) = 2 550 kr.
    expect(body.lots[0]).toMatchObject({ hammerOre: 300_000, commissionOre: 45_000, commissionVatOre: 9_000, netOre: 255_000 });
    expect(body.payoutOre).toBe(255_000);
    expect(body.paidAt).not.toBeNull();
    const text = await pdfText((await documentPdf(db(), { number: statement!.number }, { userId: seller.id, admin: false })).pdf);
    for (const figure of [300_000, 45_000, 255_000]) expect(text).toContain(asPdfText(formatOre(figure)));
    await expect(documentPdf(db(), { number: statement!.number }, { userId: buyer.id, admin: false })).rejects.toThrow(
      'Dokumentet finns inte.',
    );
    const [row] = await db()
      .select()
      .from(saleDocuments)
      .where(and(eq(saleDocuments.orderId, order.id), eq(saleDocuments.kind, 'statement')));
    expect(row!.totalOre).toBe(255_000);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('released');
  });
});
