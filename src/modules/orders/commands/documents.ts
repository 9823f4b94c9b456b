import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '@/modules/accounts/tables';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { vatOfPremium } from '@/modules/auctions';
import { payouts, sellerDebts } from '@/modules/payments/tables';
import { getEnv } from '@/platform/env';
import { documentCounters, orderRefunds, orders, saleDocuments, type ShippingAddress } from '../tables';
import type { BuyerDocument, DocumentLine, FrozenDocument, PartyDetails } from '../domain/documents';
import {
  buyerDocument,
  creditNoteLines,
  documentNumber,
  type InvoiceOrder,
  lotInvoiceLines,
  RESALE_RIGHT_NOTE,
  shippingInvoiceLines,
  showsVat,
  sumLines,
  vatNote,
} from '../domain/invoice';
import { configuredStudio } from '../fee-rates';
import { formatDate } from '../components/purchase-text';

/**
 * Issuing the sale's documents (docs/decisions/0045), always inside the transaction of the event
 * they record: the lot's invoice with the order, the shipping invoice with the paid checkout, a
 * credit note with a refund that succeeded or a cancellation. Each takes the next number of its
 * series under the counter row's lock, is written once (the order and `subject` are unique) and
 * is never changed again (a trigger refuses it).
 */

type Series = 'F' | 'A';

/** The year of a document's number: the Stockholm calendar year it is issued in. */
function stockholmYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(at));
}

/** The next number of `series` in the year of `at`, taken under the counter row's lock. */
export async function nextDocumentNumber(
  tx: DbOrTx,
  series: Series,
  at: Date,
): Promise<{ year: number; sequence: number; number: string }> {
  const year = stockholmYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const sequence = row!.lastNumber;
  return { year, sequence, number: documentNumber(series, year, sequence) };
}

/** Writes a numbered document once: a second issue for the same order and subject writes nothing and returns the first. */
async function storeDocument(
  tx: DbOrTx,
  input: {
    series: Series;
    kind: FrozenDocument['kind'];
    orderId: number;
    subject: string;
    partyId: string | null;
    creditsId?: number | null;
    issuedAt: Date;
    build: (number: string) => FrozenDocument;
  },
): Promise<typeof saleDocuments.$inferSelect> {
  const [existing] = await tx
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.orderId, input.orderId), eq(saleDocuments.subject, input.subject)));
  if (existing) return existing;
  const numbered = await nextDocumentNumber(tx, input.series, input.issuedAt);
  const body = input.build(numbered.number);
  const total = body.kind === 'statement' ? body.payoutOre : body.totalOre;
  const [row] = await tx
    .insert(saleDocuments)
    .values({
      kind: input.kind,
      number: numbered.number,
      series: input.series,
      year: numbered.year,
      sequence: numbered.sequence,
      orderId: input.orderId,
      subject: input.subject,
      creditsId: input.creditsId ?? null,
      partyId: input.partyId,
      totalOre: total,
      body,
      issuedAt: input.issuedAt,
    })
    .returning();
  return row!;
}

/** The order as its invoices need it, locked by the caller. */
async function invoiceOrder(tx: DbOrTx, orderId: number): Promise<{ order: InvoiceOrder; row: typeof orders.$inferSelect }> {
  const [row] = await tx
    .select({ order: orders, title: items.title, maker: items.maker })
    .from(orders)
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  const o = row.order;
  return {
    row: o,
    order: {
      id: o.id,
      auctionId: o.auctionId,
      title: row.title,
      maker: row.maker,
      hammerPrice: o.hammerPrice,
      hammerVatOre: o.hammerVatOre,
      hammerVatPercent: o.hammerVatPercent,
      buyerPremiumOre: o.buyerPremiumOre,
      premiumVatOre: o.premiumVatOre ?? vatOfPremium(o.buyerPremiumOre),
      resaleRightOre: o.resaleRightOre,
      resaleRightPayer: o.resaleRightPayer,
      vatModel: o.vatModel,
      sellerVatStatus: o.sellerVatStatus,
    },
  };
}

/** A person as a document names them, read now and frozen into it: the profile's name, else the e-mail. */
async function party(tx: DbOrTx, userId: string, address: ShippingAddress | null = null): Promise<PartyDetails> {
  const [row] = await tx
    .select({
      email: users.email,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const name =
    address?.name ||
    row?.fullName ||
    [row?.firstName, row?.lastName].filter(Boolean).join(' ') ||
    row?.displayName ||
    row?.email ||
    'Köpare';
  return {
    name,
    email: row?.email ?? '',
    address: address ? { street: address.street, postalCode: address.postalCode, city: address.city, country: address.country } : null,
  };
}

const testMode = () => getEnv().paymentMode === 'test';

function premiumPercentOf(order: InvoiceOrder): number | null {
  const percent = (order.buyerPremiumOre / (order.hammerPrice * 100)) * 100;
  return Number.isInteger(percent) ? percent : null;
}

/** The lot's invoice, issued in the transaction that makes the order. */
export async function issueLotInvoice(tx: DbOrTx, orderId: number, now: Date): Promise<typeof saleDocuments.$inferSelect> {
  const { order, row } = await invoiceOrder(tx, orderId);
  const buyer = await party(tx, row.buyerId);
  const lines = lotInvoiceLines(order, premiumPercentOf(order));
  const notes = [vatNote(order)];
  if (lines.some((l) => l.kind === 'resaleRight')) notes.push(RESALE_RIGHT_NOTE);
  notes.push(
    `Betalas senast ${formatDate(row.dueAt.toISOString())} på Klubban under Mina köp (kort, Swish eller Klarna). Ange fakturanumret vid frågor.`,
  );
  return storeDocument(tx, {
    series: 'F',
    kind: 'invoice',
    orderId,
    subject: 'lot',
    partyId: row.buyerId,
    issuedAt: now,
    build: (number) =>
      buyerDocument({
        kind: 'invoice',
        number,
        issuedAt: now,
        dueAt: row.dueAt,
        creditsNumber: null,
        studio: configuredStudio(),
        buyer,
        order,
        lines,
        notes,
        testMode: testMode(),
      }),
  });
}

/** The shipping invoice, issued when a paid checkout chose shipping (to the address the buyer gave). */
export async function issueShippingInvoice(tx: DbOrTx, orderId: number, now: Date): Promise<typeof saleDocuments.$inferSelect | null> {
  const { order, row } = await invoiceOrder(tx, orderId);
  if (row.deliveryMethod !== 'shipping' || row.shippingOre === 0) return null;
  const buyer = await party(tx, row.buyerId, row.shippingInfo?.address ?? null);
  const lines = shippingInvoiceLines(order, row.shippingOre);
  return storeDocument(tx, {
    series: 'F',
    kind: 'invoice',
    orderId,
    subject: 'shipping',
    partyId: row.buyerId,
    issuedAt: now,
    build: (number) =>
      buyerDocument({
        kind: 'invoice',
        number,
        issuedAt: now,
        dueAt: null,
        creditsNumber: null,
        studio: configuredStudio(),
        buyer,
        order,
        lines,
        notes: [vatNote(order), 'Betald vid köpet.'],
        testMode: testMode(),
      }),
  });
}

/** The order's documents in the order they were issued. */
export async function orderDocuments(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(saleDocuments)
    .where(eq(saleDocuments.orderId, orderId))
    .orderBy(asc(saleDocuments.sequence), asc(saleDocuments.id));
}

/**
 * A credit note for `amountOre` of invoiced money given back (`sellerOre` of it the seller's),
 * against the order's lot invoice; `final` when it undoes the sale (the last refund, or the
 * cancellation of an unpaid order), which credits everything invoiced that is not yet credited.
 * Nothing is issued for 0 öre (a refund of a second payment gives back nothing invoiced).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { orderId: number; subject: string; amountOre: number; sellerOre: number; final: boolean; reason: string },
  now: Date,
): Promise<typeof saleDocuments.$inferSelect | null> {
  const documents = await orderDocuments(tx, input.orderId);
  const invoices = documents.filter((d) => d.kind === 'invoice');
  const lotInvoice = invoices.find((d) => d.subject === 'lot');
  if (!lotInvoice) return null; // an order from before the books: nothing was invoiced
  const credits = documents.filter((d) => d.kind === 'creditNote');
  const invoiced = invoices.flatMap((d) => (d.body as BuyerDocument).lines);
  const earlierCredits = credits.flatMap((d) => (d.body as BuyerDocument).lines);
  const left = sumLines(invoiced) + sumLines(earlierCredits);
  if (left <= 0) return null;
  const { order, row } = await invoiceOrder(tx, input.orderId);
  const final = input.final || input.amountOre >= left;
  const amountOre = Math.min(input.amountOre, left);
  if (amountOre <= 0 && !final) return null;
  const lines: DocumentLine[] = creditNoteLines({
    order,
    invoiced,
    earlierCredits,
    amountOre,
    sellerOre: Math.min(input.sellerOre, amountOre),
    final,
    reason: input.reason,
  });
  const lotBody = lotInvoice.body as BuyerDocument;
  const buyer = await party(tx, row.buyerId, row.shippingInfo?.address ?? null);
  return storeDocument(tx, {
    series: 'F',
    kind: 'creditNote',
    orderId: input.orderId,
    subject: input.subject,
    partyId: row.buyerId,
    creditsId: lotInvoice.id,
    issuedAt: now,
    build: (number) =>
      buyerDocument({
        kind: 'creditNote',
        number,
        issuedAt: now,
        dueAt: null,
        creditsNumber: invoices.length > 1 ? invoices.map((d) => d.number).join(', ') : lotBody.number,
        studio: configuredStudio(),
        buyer,
        order,
        lines,
        notes: [
          `Orsak: ${input.reason}`,
          vatNote(order),
          final ? 'Köpet är hävt: hela det fakturerade beloppet krediteras.' : 'Delkreditering.',
        ],
        testMode: testMode(),
        final,
        sellerOre: final ? 0 : Math.min(input.sellerOre, amountOre),
      }),
  });
}

/** The refund's subject, so a refund issues at most one credit note. */
export const refundSubject = (refundId: number) => `refund:${refundId}`;

/**
 * The seller statement (avräkningsnota, VAT Directive art. 340; docs/decisions/0045) for the
 * payout of `orderId`, issued once the payout is paid (by transfer, or settled whole by earlier
 * debts): the lot, its hammer (and the VAT on it), the commission (its VAT shown unless the lot
 * was sold under the margin scheme), a seller-paid resale right, refunds the seller bore, earlier
 * debts netted, and the amount paid. Nothing for an order without a paid payout.
 */
export async function issueStatement(tx: DbOrTx, orderId: number, now: Date): Promise<typeof saleDocuments.$inferSelect | null> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.orderId, orderId));
  if (!payout || payout.status !== 'paid') return null;
  const { order, row } = await invoiceOrder(tx, orderId);
  const debts = await tx
    .select({
      orderId: sellerDebts.orderId,
      amountOre: sellerDebts.amountOre,
      settledOre: sellerDebts.settledOre,
      reason: sellerDebts.reason,
    })
    .from(sellerDebts)
    .where(eq(sellerDebts.settledByPayout, orderId));
  const seller = await party(tx, payout.sellerId);
  const hammerOre = order.hammerPrice * 100;
  const sellerFee = row.resaleRightPayer === 'seller' ? row.resaleRightOre : 0;
  const commissionVat = row.commissionVatOre ?? vatOfPremium(row.sellerCommissionOre);
  const gross = hammerOre + row.hammerVatOre - row.sellerCommissionOre - sellerFee;
  // What the seller bore of this lot's refunds before the release came off the payout (releaseFunds);
  // the rest of what was deducted is earlier debts this payout took (a debt may be taken in parts).
  const borne = await tx
    .select({ sellerOre: orderRefunds.sellerOre })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded'), lte(orderRefunds.settledAt, payout.createdAt)));
  const refundOre = Math.min(
    payout.deductedOre,
    borne.reduce((sum, r) => sum + r.sellerOre, 0),
  );
  const nettedOre = payout.deductedOre - refundOre;
  let debtLeft = nettedOre;
  const debtLines = debts.map((d, i) => {
    const amountOre = i === debts.length - 1 ? debtLeft : Math.min(debtLeft, d.amountOre);
    debtLeft -= amountOre;
    return { label: `Återbetalning på order ${d.orderId}: ${d.reason}`, amountOre };
  });
  const netOre = gross - refundOre;
  const margin = !showsVat(order);
  return storeDocument(tx, {
    series: 'A',
    kind: 'statement',
    orderId,
    subject: 'payout',
    partyId: payout.sellerId,
    issuedAt: now,
    build: (number) => ({
      kind: 'statement',
      number,
      issuedAt: now.toISOString(),
      studio: configuredStudio(),
      seller,
      lots: [
        {
          orderId,
          auctionId: order.auctionId,
          title: order.title,
          artist: order.maker,
          soldAt: row.createdAt.toISOString(),
          hammerOre,
          hammerVatOre: row.hammerVatOre,
          commissionOre: row.sellerCommissionOre,
          commissionVatOre: margin ? null : commissionVat,
          resaleRightOre: sellerFee,
          refundOre,
          netOre,
        },
      ],
      debts: debtLines.filter((d) => d.amountOre > 0),
      lotsNetOre: netOre,
      payoutOre: payout.amountOre,
      paidAt: payout.paidAt?.toISOString() ?? null,
      notes: [
        margin
          ? 'Avräkningsnota enligt reglerna om vinstmarginalbeskattning: provisionen ingår i Klubbans marginal och ingen moms anges. Notan gäller som säljarens faktura till Klubban.'
          : 'Avräkningsnota: provisionen är Klubbans tjänst, moms 25 % ingår. Notan gäller som säljarens faktura till Klubban.',
        ...(row.hammerVatOre > 0 ? ['Momsen på klubbat pris är säljarens att redovisa.'] : []),
        ...(sellerFee > 0 ? [RESALE_RIGHT_NOTE] : []),
      ],
      testMode: testMode(),
    }),
  });
}
