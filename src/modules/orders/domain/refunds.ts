import type { PaymentStatus, RefundStatus } from '@/keys';
import { formatOre } from '@/ui/format';

/**
 * How much of an order's payment may still go back to the buyer, and who bears it
 * (docs/decisions/0041). Pure: the command locks the order, asks these, then writes.
 *
 * - The buyer paid `totalOre` (and `extraPaidOre` more when they paid twice).
 * - A refund counts against what is left from the moment it is written, while still `pending`;
 *   a `failed` one counts for nothing. Never more than was paid in total goes back.
 * - Without an amount the refund is the whole of what is left.
 * - The order becomes `refunded` once refunds that succeeded add up to everything paid.
 */

export interface RefundLine {
  amountOre: number;
  status: RefundStatus;
  /** Öre of it the seller bears (fixed when it succeeded). */
  sellerOre?: number;
}

export interface RefundableOrder {
  paymentStatus: PaymentStatus;
  totalOre: number;
  extraPaidOre: number;
}

/**
 * Everything the buyer paid for the order, öre. An order cancelled unpaid (docs/decisions/0042) was
 * never paid: only a payment that came after, on a page left open, is there to give back.
 */
export function paidTotal(order: Pick<RefundableOrder, 'paymentStatus' | 'totalOre' | 'extraPaidOre'>): number {
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'cancelled';
  return (unpaid ? 0 : order.totalOre) + order.extraPaidOre;
}

const counted = (refunds: readonly RefundLine[]) => refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountOre, 0);

const succeeded = (refunds: readonly RefundLine[]) =>
  refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountOre, 0);

/** What may still be refunded: paid − refunds pending or succeeded (never below zero). */
export function refundableOre(order: RefundableOrder, refunds: readonly RefundLine[]): number {
  if (order.paymentStatus === 'pending') return 0;
  return Math.max(0, paidTotal(order) - counted(refunds));
}

/** Refunds that went through, öre ("Återbetalt X kr"). */
export function refundedOre(refunds: readonly RefundLine[]): number {
  return succeeded(refunds);
}

export type RefundDecision = { ok: true; amountOre: number; whole: boolean } | { ok: false; reason: string };

/**
 * Whether `requestedOre` (or, when omitted, the rest) may be refunded now. `whole` when it takes
 * what is left of everything paid: once it succeeds the order is `refunded` and the sale undone.
 */
export function decideRefund(order: RefundableOrder, refunds: readonly RefundLine[], requestedOre?: number): RefundDecision {
  if (order.paymentStatus === 'pending') return { ok: false, reason: 'Köpet är inte betalt: det finns inget att återbetala.' };
  if (order.paymentStatus === 'refunded') return { ok: false, reason: 'Köpet är redan helt återbetalt.' };
  if (order.paymentStatus === 'cancelled' && order.extraPaidOre === 0)
    return { ok: false, reason: 'Köpet är avbrutet och inte betalt: det finns inget att återbetala.' };
  if (requestedOre !== undefined && (!Number.isSafeInteger(requestedOre) || requestedOre <= 0)) {
    return { ok: false, reason: 'Ange ett belopp större än 0 kr.' };
  }
  const left = refundableOre(order, refunds);
  if (left === 0) {
    return refunds.some((r) => r.status === 'pending')
      ? { ok: false, reason: 'Resten väntar redan på en återbetalning som betaltjänsten inte har besvarat än.' }
      : { ok: false, reason: 'Hela betalningen är redan återbetald.' };
  }
  const amountOre = requestedOre ?? left;
  if (amountOre > left) return { ok: false, reason: `Det går att återbetala högst ${formatOre(left)}.` };
  return { ok: true, amountOre, whole: amountOre === left };
}

/** Whether the refunds that succeeded add up to everything paid: the order is then `refunded`. */
export function fullyRefunded(
  order: Pick<RefundableOrder, 'paymentStatus' | 'totalOre' | 'extraPaidOre'>,
  refunds: readonly RefundLine[],
): boolean {
  return succeeded(refunds) >= paidTotal(order);
}

/**
 * The öre of a refund that has just succeeded which the seller bears. The first refunds give back
 * a second payment (`extraPaidOre`), which was never the seller's. Of the rest, the seller bears
 * it up to their share (hammer − commission) less what earlier refunds already took; with
 * `sellerBears` false (a partial refund the studio takes as its own cost) nothing. The last
 * refund that makes the order fully refunded always falls on the seller (the sale is undone), up
 * to its amount.
 *
 * `earlier` are the order's other refunds that succeeded before this one.
 */
export function sellerPart(input: {
  /** The order's money; its payment status when known (a cancelled order's payment was never the seller's). */
  order: Pick<RefundableOrder, 'totalOre' | 'extraPaidOre'> & Partial<Pick<RefundableOrder, 'paymentStatus'>>;
  sellerShareOre: number;
  earlier: readonly RefundLine[];
  amountOre: number;
  sellerBears: boolean;
}): number {
  const { order, sellerShareOre, earlier, amountOre } = input;
  const before = succeeded(earlier);
  const duplicateLeft = Math.max(0, order.extraPaidOre - before);
  const beyondDuplicate = Math.max(0, amountOre - duplicateLeft);
  const whole = before + amountOre >= paidTotal({ paymentStatus: 'paid', ...order });
  if (!input.sellerBears && !whole) return 0;
  const borne = earlier.reduce((sum, r) => sum + (r.status === 'succeeded' ? (r.sellerOre ?? 0) : 0), 0);
  const shareLeft = Math.max(0, sellerShareOre - borne);
  return Math.min(beyondDuplicate, shareLeft);
}
