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
 *   orders already fixes: delivery done or pickup, docs/decisions/0032). A last day on a Saturday,
 *   Sunday, public holiday, midsommarafton, julafton or nyårsafton moves to the next workday (lag
 *   1930:173 om beräkning av lagstadgad tid). Before receipt the window is open.
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
  while (!isSwedishWorkday(last)) last.setUTCDate(last.getUTCDate() + 1);
  const after = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 1));
  return stockholmToUtc(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate(), 0, 0);
}

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Whether a calendar day (a UTC date standing for a Stockholm day) is a day a statutory period may
 * end on: not a Saturday or Sunday, not a public holiday (lag 1989:253 om allmänna helgdagar), nor
 * midsommarafton, julafton or nyårsafton (lag 1930:173 om beräkning av lagstadgad tid). The
 * holidays that always fall on a weekend (Easter Sunday, Whitsunday, Midsummer Day, All Saints' Day)
 * need no rule of their own.
 */
export function isSwedishWorkday(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  const fixed = ['1-1', '1-6', '5-1', '6-6', '12-24', '12-25', '12-26', '12-31'];
  if (fixed.includes(`${month}-${date}`)) return false;
  // Midsommarafton: the Friday between 19 and 25 June.
  if (month === 6 && weekday === 5 && date >= 19 && date <= 25) return false;
  const easter = easterSunday(day.getUTCFullYear()).getTime();
  const fromEaster = Math.round((Date.UTC(day.getUTCFullYear(), month - 1, date) - easter) / 86_400_000);
  // Långfredagen, annandag påsk, Kristi himmelsfärdsdag.
  return fromEaster !== -2 && fromEaster !== 1 && fromEaster !== 39;
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
