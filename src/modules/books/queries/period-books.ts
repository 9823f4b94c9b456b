import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, saleDocuments } from '@/modules/orders/tables';
import { payouts } from '@/modules/payments/tables';
import { AppError } from '@/platform/errors';
import { periodFigures, type PeriodFigures } from '../domain/figures';
import { bookingDate, type BookEvent } from '../domain/journal';
import type { Period } from '../domain/period';
import { bookedVerifications } from './books-export';
import { periodEvents } from './period-events';

/**
 * What the console's books page shows for a period (docs/books.md): the figures of periodFigures —
 * the same function over the same events as the SIE file, so the page and the file agree to the
 * öre — with the events behind them (for each row's date), how many verifications the file gets,
 * and two figures of now: the payouts waiting and the orders not paid.
 */

export interface OpenRow {
  orderId: number;
  /** The lot invoice's number, when the order has one. */
  ref: string | null;
  /** yyyy-mm-dd, Stockholm: when the payout was written (the release) or the order made. */
  date: string;
  amountOre: number;
}

export interface OpenFigure {
  count: number;
  totalOre: number;
  rows: OpenRow[];
}

export interface PeriodBooks {
  period: Period;
  figures: PeriodFigures;
  events: BookEvent[];
  /** How many verifications the SIE file of the period holds; null with `bookingError` when it cannot be made. */
  verifications: number | null;
  bookingError: string | null;
  /** Orders with money in the period but no lot invoice (made before the books): left out. */
  withoutInvoice: number[];
  notes: string[];
  pendingPayouts: OpenFigure;
  unpaidOrders: OpenFigure;
}

function openFigure(rows: OpenRow[]): OpenFigure {
  return { count: rows.length, totalOre: rows.reduce((sum, row) => sum + row.amountOre, 0), rows };
}

/** The payouts waiting now (released, not yet transferred) and the orders not paid now. */
async function openItems(db: DbOrTx): Promise<{ pendingPayouts: OpenFigure; unpaidOrders: OpenFigure }> {
  const lotInvoice = and(eq(saleDocuments.orderId, orders.id), eq(saleDocuments.kind, 'invoice'), eq(saleDocuments.subject, 'lot'));
  const [waiting, unpaid] = await Promise.all([
    db
      .select({ orderId: payouts.orderId, ref: saleDocuments.number, at: payouts.createdAt, amountOre: payouts.amountOre })
      .from(payouts)
      .innerJoin(orders, eq(orders.id, payouts.orderId))
      .leftJoin(saleDocuments, lotInvoice)
      .where(and(eq(payouts.status, 'pending'), sql`${payouts.amountOre} > 0`))
      .orderBy(asc(payouts.createdAt), asc(payouts.orderId)),
    db
      .select({ orderId: orders.id, ref: saleDocuments.number, at: orders.createdAt, amountOre: orders.totalOre })
      .from(orders)
      .leftJoin(saleDocuments, lotInvoice)
      .where(eq(orders.paymentStatus, 'pending'))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  const rows = (list: typeof waiting) =>
    list.map((r) => ({ orderId: r.orderId, ref: r.ref, date: bookingDate(r.at.toISOString()), amountOre: r.amountOre }));
  return { pendingPayouts: openFigure(rows(waiting)), unpaidOrders: openFigure(rows(unpaid)) };
}

export async function periodBooks(db: DbOrTx, period: Period): Promise<PeriodBooks> {
  const read = await periodEvents(db, period);
  let verifications: number | null = null;
  let bookingError: string | null = null;
  try {
    verifications = bookedVerifications(read).length;
  } catch (error) {
    if (!AppError.is(error)) throw error;
    bookingError = error.message;
  }
  let figures: PeriodFigures;
  try {
    figures = periodFigures(read.events, { history: read.history });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // The same refusal the verifications gave: the page says it and shows no figures.
    figures = periodFigures([]);
    bookingError ??= 'Perioden kan inte bokföras: en händelse har belopp som inte går ihop. Be utvecklaren titta i loggen.';
  }
  return {
    period,
    figures,
    events: read.events,
    verifications,
    bookingError,
    withoutInvoice: read.withoutInvoice,
    notes: read.notes,
    ...(await openItems(db)),
  };
}
