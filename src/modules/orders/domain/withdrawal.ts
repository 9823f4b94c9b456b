import type { DeliveryMethod, DeliveryStatus, PaymentStatus } from '@/keys';
import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { orderSums, type OrderMoney } from './amounts';
import { addDays, isReceived } from './release';

/**
 * The buyer's right of withdrawal on the studio's online sales (docs/decisions/0043;
 * distansavtalslagen 2005:59 2 kap. 10–15 §§, ARN 2014-02631):
 *
 * - Every buyer is a consumer: accounts knows no business buyer, so no order is taken out on that ground.
 * - An item the studio excluded (made to order, sealed hygiene goods, …; 2 kap. 11 §) has no window.
 * - Otherwise the buyer may withdraw from the purchase until the window closes: KLUBBAN_WITHDRAWAL_DAYS
 *   (14) whole days after the Stockholm calendar day the buyer received the object (the receipt time
 *   orders already fixes: delivery done or pickup, docs/decisions/0032). A last day on a Saturday or
 *   Sunday moves to the Monday (lag 1930:173 om beräkning av lagstadgad tid). Before receipt the
 *   window is open.
 * - The seller's money waits for the window: the release date is the later of the inspection end and
 *   the withdrawal end, and a notice holds the release like a reported problem (domain/release.ts).
 * - The studio refunds hammer, premium and the original shipping within 14 days of the notice
 *   (2 kap. 14 §); it may wait for the object or proof that it was sent back (2 kap. 15 §).
 */

/** Days the studio has to refund after a notice, 2 kap. 14 §; not a setting. */
export const REFUND_DAYS = 14;

/** From this many withdrawals the console flags the buyer (Auctionet's abuse rule, docs/decisions/0043). */
export const WITHDRAWAL_FLAG_COUNT = 3;

/** The longest optional message with a notice. */
export const WITHDRAWAL_MESSAGE_MAX = 2000;

/**
 * The instant the window closes for an object received at `receivedAt`: the start (00:00 Stockholm)
 * of the day after the last day. A notice before this instant is in time.
 */
export function withdrawalEnd(receivedAt: Date, days: number): Date {
  const wall = stockholmWallClock(receivedAt);
  const last = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  const weekday = last.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  const after = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + shift + 1));
  return stockholmToUtc(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate(), 0, 0);
}

/** The last day a notice is in time, for the page ("t.o.m. 15 dec."): one minute before the end. */
export function withdrawalLastDay(end: Date): Date {
  return new Date(end.getTime() - 60_000);
}

/** When the seller's money may leave: the later of the inspection end and, unless the item is excluded, the withdrawal end. */
export function releaseDueAfterReceipt(inspectionEndsAt: Date, withdrawalEndsAt: Date | null): Date {
  return withdrawalEndsAt && withdrawalEndsAt.getTime() > inspectionEndsAt.getTime() ? withdrawalEndsAt : inspectionEndsAt;
}

export interface WithdrawalFacts {
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus;
  /** When delivery became done (the receipt), null before. */
  doneAt: Date | null;
  withdrawalExcluded: boolean;
  withdrawalExcludedReason: string | null;
  /** The notice already recorded for the order, if any. */
  withdrawnAt: Date | null;
}

/** The end of this order's window: null when the item is excluded or the buyer has not received it yet. */
export function orderWithdrawalEnd(facts: WithdrawalFacts, days: number): Date | null {
  if (facts.withdrawalExcluded || !isReceived(facts) || !facts.doneAt) return null;
  return withdrawalEnd(facts.doneAt, days);
}

/** Why a notice given at `at` does not withdraw from the purchase, in Swedish; null when it does. */
export function withdrawalRefusal(facts: WithdrawalFacts, days: number, at: Date): string | null {
  if (facts.withdrawalExcluded)
    return `Föremålet har ingen ångerrätt: ${facts.withdrawalExcludedReason?.trim() || 'undantaget enligt villkoren'}.`;
  if (facts.withdrawnAt) return 'Köpet är redan ångrat.';
  if (facts.paymentStatus === 'pending')
    return 'Köpet är inte betalt än. Vill du inte fullfölja det, skriv till hej@klubban.se så hjälper vi dig.';
  const end = orderWithdrawalEnd(facts, days);
  if (end && at.getTime() >= end.getTime()) return `Ångerfristen på ${days} dagar från att du fick föremålet har gått ut.`;
  return null;
}

/** What the studio must pay back after a withdrawal: hammer, premium and the original shipping, öre (2 kap. 14 §). */
export function withdrawalRefundOre(money: OrderMoney): number {
  const sums = orderSums(money);
  return sums.hammerPriceOre + sums.buyerPremiumOre + sums.shippingOre;
}

/** The last day to refund a notice given at `noticeAt`. */
export function refundDueAt(noticeAt: Date): Date {
  return addDays(noticeAt, REFUND_DAYS);
}

/**
 * The days a seller is told the money waits after the buyer has the object: the inspection, or the
 * right of withdrawal when it is longer and the item is not excluded (the e-mails and notices say
 * it in whole days; the release date itself is `releaseDueAfterReceipt`).
 */
export function payoutWaitDays(policy: { inspectionDays: number; withdrawalDays: number }, excluded: boolean): number {
  return excluded ? policy.inspectionDays : Math.max(policy.inspectionDays, policy.withdrawalDays);
}
