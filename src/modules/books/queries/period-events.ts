import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { vatInside } from '@/modules/auctions';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orderRefunds, orders, paymentEvents, saleDocuments } from '@/modules/orders/tables';
import { payouts } from '@/modules/payments/tables';
import { formatOre } from '@/ui/format';
import type { BookEvent, CreditNoteEvent } from '../domain/journal';
import { periodInstants, type Period } from '../domain/period';

/**
 * The books' money events of a period, read from what orders and payments recorded
 * (docs/books.md): the issued documents (sale_documents, docs/decisions/0045), the orders' payments,
 * the refunds that succeeded and the payouts that were paid. The period is Stockholm calendar days,
 * both ends included (domain/period.ts turns them into UTC instants, across a clock change).
 *
 * An order is in the books only once its lot invoice exists: orders made before the books have
 * none, and are left out (counted in `withoutInvoice`). `history` holds the earlier events of the
 * orders with a credit note in the period, which verificationsFor and periodFigures need to book it.
 */

/** Service VAT (premium, commission, shipping): 25 %. */
const SERVICE_VAT = 25;

/** payment_events outcomes that added to an order's extra_paid_ore (orders/commands/apply-payment-event.ts). */
const EXTRA_PAYMENT_OUTCOMES = ['paid-twice', 'paid-after-cancel'] as const;

export interface PeriodEvents {
  events: BookEvent[];
  history: BookEvent[];
  /** Orders with money moving in the period that have no lot invoice (made before the books): not booked. */
  withoutInvoice: number[];
  /**
   * Extra payments the database cannot date one by one: an order paid more than once beyond its
   * total keeps only the sum (extra_paid_ore); it is booked on the last such payment's day.
   */
  notes: string[];
}

type DocumentRow = typeof saleDocuments.$inferSelect;
/** An invoice's or a credit note's frozen body (orders' documents, read through its table's type). */
type BuyerDocument = Extract<DocumentRow['body'], { kind: 'invoice' | 'creditNote' }>;
type DocumentLine = BuyerDocument['lines'][number];

/** The orders with anything the books record in [start, end). */
async function ordersMovingIn(db: DbOrTx, start: Date, end: Date): Promise<number[]> {
  const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const [documents, paid, extra, refunds, paidOut] = await Promise.all([
    db
      .selectDistinct({ orderId: saleDocuments.orderId })
      .from(saleDocuments)
      .where(and(within(saleDocuments.issuedAt), inArray(saleDocuments.kind, ['invoice', 'creditNote']))),
    db.select({ orderId: orders.id }).from(orders).where(within(orders.paidAt)),
    db
      .selectDistinct({ orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(
        and(
          within(paymentEvents.receivedAt),
          inArray(paymentEvents.outcome, [...EXTRA_PAYMENT_OUTCOMES]),
          isNotNull(paymentEvents.orderId),
        ),
      ),
    db
      .selectDistinct({ orderId: orderRefunds.orderId })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.status, 'succeeded'), within(orderRefunds.settledAt))),
    db
      .select({ orderId: payouts.orderId })
      .from(payouts)
      .where(and(eq(payouts.status, 'paid'), within(payouts.paidAt), sql`${payouts.amountOre} > 0`)),
  ]);
  const ids = new Set<number>();
  for (const list of [documents, paid, extra, refunds, paidOut]) for (const { orderId } of list) if (orderId !== null) ids.add(orderId);
  return [...ids].sort((a, b) => a - b);
}

export interface OrderData {
  order: typeof orders.$inferSelect;
  title: string;
  documents: DocumentRow[];
  refunds: (typeof orderRefunds.$inferSelect)[];
  payout: typeof payouts.$inferSelect | null;
  extraPayments: Date[];
}

async function loadOrders(db: DbOrTx, ids: number[]): Promise<OrderData[]> {
  if (ids.length === 0) return [];
  const [rows, documents, refunds, paidOut, extra] = await Promise.all([
    db
      .select({ order: orders, title: items.title })
      .from(orders)
      .innerJoin(auctions, eq(auctions.id, orders.auctionId))
      .innerJoin(items, eq(items.id, auctions.itemId))
      .where(inArray(orders.id, ids)),
    db.select().from(saleDocuments).where(inArray(saleDocuments.orderId, ids)),
    db
      .select()
      .from(orderRefunds)
      .where(and(inArray(orderRefunds.orderId, ids), eq(orderRefunds.status, 'succeeded'), isNotNull(orderRefunds.settledAt))),
    db.select().from(payouts).where(inArray(payouts.orderId, ids)),
    db
      .select({ orderId: paymentEvents.orderId, receivedAt: paymentEvents.receivedAt })
      .from(paymentEvents)
      .where(and(inArray(paymentEvents.orderId, ids), inArray(paymentEvents.outcome, [...EXTRA_PAYMENT_OUTCOMES]))),
  ]);
  return rows.map(({ order, title }) => ({
    order,
    title,
    documents: documents.filter((d) => d.orderId === order.id),
    refunds: refunds.filter((r) => r.orderId === order.id),
    payout: paidOut.find((p) => p.orderId === order.id) ?? null,
    extraPayments: extra
      .filter((e) => e.orderId === order.id)
      .map((e) => e.receivedAt)
      .sort((a, b) => a.getTime() - b.getTime()),
  }));
}

/** The VAT a credit note's lines of `kind` carry, as a positive amount; a line that may show none (the margin scheme) gets it worked out. */
function creditedVat(lines: readonly DocumentLine[], kind: DocumentLine['kind'], rate: number): number {
  return lines.filter((line) => line.kind === kind).reduce((sum, line) => sum - (line.vatOre ?? vatInside(line.amountOre, rate)), 0);
}

/**
 * Every money event of one order, over its whole life (the caller cuts the period out), or null
 * when the order has no lot invoice. The amounts are the order's frozen VAT columns (the null
 * ones, from before the fee rule froze them, a fifth of the premium and the commission).
 */
export function orderTimeline(data: OrderData): { events: BookEvent[]; notes: string[] } | null {
  const { order, title } = data;
  const lotInvoice = data.documents.find((d) => d.kind === 'invoice' && d.subject === 'lot');
  if (!lotInvoice) return null;
  const base = (at: Date, ref: string, text: string) => ({ at: at.toISOString(), ref, orderId: order.id, text });
  const events: BookEvent[] = [];
  const notes: string[] = [];

  events.push({
    ...base(lotInvoice.issuedAt, lotInvoice.number, `Försäljning ${title}`),
    kind: 'sale',
    vatModel: order.vatModel,
    sellerVatStatus: order.sellerVatStatus,
    hammerOre: order.hammerPrice * 100,
    hammerVatOre: order.hammerVatOre,
    hammerVatRate: order.hammerVatPercent || 25,
    premiumOre: order.buyerPremiumOre,
    premiumVatOre: order.premiumVatOre ?? vatInside(order.buyerPremiumOre, SERVICE_VAT),
    commissionOre: order.sellerCommissionOre,
    commissionVatOre: order.commissionVatOre ?? vatInside(order.sellerCommissionOre, SERVICE_VAT),
    resaleRightOre: order.resaleRightOre,
    resaleRightPayer: order.resaleRightPayer,
    serviceVatRate: SERVICE_VAT,
  });

  for (const document of data.documents) {
    if (document.kind === 'invoice' && document.subject === 'shipping')
      events.push({
        ...base(document.issuedAt, document.number, `Frakt ${title}`),
        kind: 'shipping',
        amountOre: document.totalOre,
        // The books need the VAT even where the invoice may not show it (the margin scheme).
        vatOre: vatInside(document.totalOre, SERVICE_VAT),
        vatRate: SERVICE_VAT,
      });
    if (document.kind === 'creditNote') {
      const body = document.body as BuyerDocument;
      const final = body.final ?? false;
      const event: CreditNoteEvent = {
        ...base(document.issuedAt, document.number, `Kreditfaktura ${title}`),
        kind: 'creditNote',
        amountOre: -document.totalOre,
        sellerOre: final ? 0 : (body.sellerOre ?? 0),
        // A final note undoes what the order booked: its own VAT figure is not used (verifications.ts).
        vatOre: final ? 0 : creditedVat(body.lines, 'refund', SERVICE_VAT),
        vatRate: SERVICE_VAT,
        final,
      };
      // On the studio's own stock the seller's part reduces the goods: the VAT the note shows on it.
      if (!final && order.sellerVatStatus === 'studio' && body.lines.some((l) => l.kind === 'hammer' && l.vatOre !== null))
        event.sellerVatOre = creditedVat(body.lines, 'hammer', order.hammerVatPercent || 25);
      events.push(event);
    }
  }

  if (order.paidAt && order.totalOre > 0)
    events.push({ ...base(order.paidAt, lotInvoice.number, `Betalning ${title}`), kind: 'payment', amountOre: order.totalOre });
  if (order.extraPaidOre > 0) {
    const last = data.extraPayments.at(-1);
    if (!last) notes.push(`Köp ${order.id}: en extra betalning på ${formatOre(order.extraPaidOre)} saknar datum och är inte bokförd.`);
    else {
      if (data.extraPayments.length > 1)
        notes.push(
          `Köp ${order.id}: ${data.extraPayments.length} extra betalningar finns bara som en summa och är bokförda tillsammans den sista dagen.`,
        );
      events.push({ ...base(last, lotInvoice.number, `Extra betalning ${title}`), kind: 'payment', amountOre: order.extraPaidOre });
    }
  }

  for (const refund of data.refunds) {
    const note = data.documents.find((d) => d.kind === 'creditNote' && d.subject === `refund:${refund.id}`);
    events.push({
      ...base(refund.settledAt!, note?.number ?? `ÅB-${refund.id}`, `Återbetalning ${title}`),
      kind: 'refund',
      amountOre: refund.amountOre,
    });
  }

  const payout = data.payout;
  if (payout && payout.status === 'paid' && payout.paidAt && payout.amountOre > 0) {
    const statement = data.documents.find((d) => d.kind === 'statement' && d.subject === 'payout');
    events.push({
      ...base(payout.paidAt, statement?.number ?? `UB-${order.id}`, `Utbetalning ${title}`),
      kind: 'payout',
      amountOre: payout.amountOre,
    });
  }
  return { events, notes };
}

export async function periodEvents(db: DbOrTx, period: Period): Promise<PeriodEvents> {
  const { start, end } = periodInstants(period);
  const data = await loadOrders(db, await ordersMovingIn(db, start, end));
  const result: PeriodEvents = { events: [], history: [], withoutInvoice: [], notes: [] };
  for (const order of data) {
    const timeline = orderTimeline(order);
    if (!timeline) {
      result.withoutInvoice.push(order.order.id);
      continue;
    }
    const inPeriod = timeline.events.filter((e) => Date.parse(e.at) >= start.getTime() && Date.parse(e.at) < end.getTime());
    if (inPeriod.length === 0) continue;
    result.events.push(...inPeriod);
    result.notes.push(...timeline.notes);
    if (inPeriod.some((e) => e.kind === 'creditNote'))
      result.history.push(...timeline.events.filter((e) => Date.parse(e.at) < start.getTime()));
  }
  result.withoutInvoice.sort((a, b) => a - b);
  return result;
}
