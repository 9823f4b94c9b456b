import type { SellerVatStatus, VatModel } from '@/keys';
import { stockholmWallClock } from '@/platform/time';

/**
 * The books' input: a period's money events, as books/queries/period-events.ts reads them from orders and payments.
 * Amounts are integer öre; `at` is a UTC instant (ISO string); the booking date is the Europe/Stockholm
 * calendar date of the instant (docs/architecture.md, conventions: UTC in the database, Stockholm on
 * paper).
 */

/** The VAT model and the seller's VAT status are the orders' own words (src/keys/statuses.ts). */
export type { SellerVatStatus, VatModel };
export type ResaleRightPayer = 'buyer' | 'seller';

interface EventBase {
  at: string;
  ref: string;
  orderId: number;
  text: string;
}

export interface SaleEvent extends EventBase {
  kind: 'sale';
  /** ref: the invoice number. */
  vatModel: VatModel;
  sellerVatStatus: SellerVatStatus;
  hammerOre: number;
  /** VAT added to the hammer for a business seller or the studio's own stock, else 0. */
  hammerVatOre: number;
  hammerVatRate: number;
  /** The premium including VAT, and the VAT in it. */
  premiumOre: number;
  premiumVatOre: number;
  /** The commission including VAT, and the VAT in it; 0 for the studio's own stock. */
  commissionOre: number;
  commissionVatOre: number;
  resaleRightOre: number;
  resaleRightPayer: ResaleRightPayer | null;
  /** The VAT rate of the studio's services (premium, commission): 25. */
  serviceVatRate: number;
}

export interface ShippingEvent extends EventBase {
  kind: 'shipping';
  amountOre: number;
  vatOre: number;
  vatRate: number;
}

/** The buyer paid; may exceed the invoices (an overpayment). */
export interface PaymentEvent extends EventBase {
  kind: 'payment';
  amountOre: number;
}

export interface CreditNoteEvent extends EventBase {
  kind: 'creditNote';
  /** Credited to the buyer, > 0. */
  amountOre: number;
  /** The part the seller bears. */
  sellerOre: number;
  /**
   * On the studio's own stock the seller's part is a price reduction on the studio's goods: the
   * output VAT in it at the sale's hammer rate, as the credit note shows it. Omitted: worked out as
   * the credit note does (vatInside, src/modules/auctions). Ignored for other sellers, whose hammer
   * VAT is theirs.
   */
  sellerVatOre?: number;
  /** The VAT in the studio's part (amount − sellerOre). */
  vatOre: number;
  vatRate: number;
  /** The last credit note: the sale is fully undone. */
  final: boolean;
}

/** Money sent back to the buyer. */
export interface RefundEvent extends EventBase {
  kind: 'refund';
  amountOre: number;
}

/** Money sent to the seller. */
export interface PayoutEvent extends EventBase {
  kind: 'payout';
  amountOre: number;
}

export type BookEvent = SaleEvent | ShippingEvent | PaymentEvent | CreditNoteEvent | RefundEvent | PayoutEvent;
export type BookEventKind = BookEvent['kind'];

/** The order of kinds on one instant: a sale is booked before the payment that settles it, and so on. */
export const EVENT_KINDS: readonly BookEventKind[] = ['sale', 'shipping', 'payment', 'creditNote', 'refund', 'payout'];

function instantOf(at: string): number {
  const ms = Date.parse(at);
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${JSON.stringify(at)}`);
  return ms;
}

/** Plain code-unit comparison: the same answer on every machine, unlike localeCompare. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The books' order: instant, then kind (sale < shipping < payment < creditNote < refund < payout), then ref. */
export function compareEvents(a: BookEvent, b: BookEvent): number {
  return (
    instantOf(a.at) - instantOf(b.at) ||
    EVENT_KINDS.indexOf(a.kind) - EVENT_KINDS.indexOf(b.kind) ||
    compareStrings(a.ref, b.ref) ||
    a.orderId - b.orderId
  );
}

export function sortEvents<E extends BookEvent>(events: readonly E[]): E[] {
  return [...events].sort(compareEvents);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The booking date: the Europe/Stockholm calendar date of a UTC instant, "yyyy-mm-dd". */
export function bookingDate(at: string): string {
  const wall = stockholmWallClock(new Date(instantOf(at)));
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The fiscal year a booking date falls in, for a year that starts on the first of `startMonth`
 * (KLUBBAN_FISCAL_YEAR_START_MONTH; 1 = the calendar year): its first and last day, yyyy-mm-dd.
 */
export function fiscalYearOf(date: string, startMonth: number): { start: string; end: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date (yyyy-mm-dd): ${JSON.stringify(date)}`);
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) throw new RangeError(`not a month: ${startMonth}`);
  const year = Number(match[1]);
  const startYear = Number(match[2]) >= startMonth ? year : year - 1;
  // The day before the next year's first: Date.UTC's day 0 is the last day of the month before.
  const last = new Date(Date.UTC(startYear + 1, startMonth - 1, 0));
  return {
    start: `${pad(startYear, 4)}-${pad(startMonth)}-01`,
    end: `${pad(last.getUTCFullYear(), 4)}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`,
  };
}
