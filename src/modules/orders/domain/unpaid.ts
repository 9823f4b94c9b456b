import type { PaymentStatus, SecondChanceStatus } from '@/keys';
import type { RankedMaximum } from '@/modules/auctions';
import { paymentTransitionRefusal, type PaymentActor } from './status';

/**
 * A winner who does not pay, and the second chance for the underbidder (docs/decisions/0042): pure
 * rules, no clock of their own, no database.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The written reason the studio gives when it cancels before the due date has passed. */
export const CANCEL_REASON_MIN = 10;

export interface UnpaidPolicy {
  /** The job cancels an unpaid order this many days after its due date (KLUBBAN_UNPAID_CANCEL_AFTER_DAYS). */
  cancelAfterDays: number;
  /** Cancellations after which the buyer may no longer bid (KLUBBAN_UNPAID_BLOCK_AFTER). */
  blockAfter: number;
  /** How long the underbidder has to answer a second chance (KLUBBAN_SECOND_CHANCE_HOURS). */
  secondChanceHours: number;
}

export const DEFAULT_UNPAID_POLICY: UnpaidPolicy = { cancelAfterDays: 7, blockAfter: 2, secondChanceHours: 48 };

export interface CancellableOrder {
  paymentStatus: PaymentStatus;
  dueAt: Date;
  reminderSentAt: Date | null;
}

/** When the job may cancel the order: `cancelAfterDays` after the due date. */
export function autoCancelAt(dueAt: Date, policy: Pick<UnpaidPolicy, 'cancelAfterDays'>): Date {
  return new Date(dueAt.getTime() + policy.cancelAfterDays * DAY_MS);
}

/**
 * Why the order may not be cancelled now, or null. Only an unpaid order is cancelled; a paid one is
 * refunded instead. The studio may cancel once the due date has passed, and before it only with a
 * written reason (the buyer asked to withdraw, a mistaken bid): the terms give the buyer the days up to
 * the due date. The job cancels only after the reminder was sent and `cancelAfterDays` past the due date.
 */
export function cancelRefusal(
  order: CancellableOrder,
  by: Extract<PaymentActor, 'admin' | 'system'>,
  now: Date,
  reason: string | null | undefined,
  policy: Pick<UnpaidPolicy, 'cancelAfterDays'> = DEFAULT_UNPAID_POLICY,
): string | null {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'released') return 'Köpet är betalt: återbetala det i stället.';
  const transition = paymentTransitionRefusal(order.paymentStatus, 'cancelled', by);
  if (transition) return transition;
  if (by === 'system') {
    if (order.reminderSentAt === null) return 'Köparen har inte fått någon betalningspåminnelse än.';
    return now.getTime() < autoCancelAt(order.dueAt, policy).getTime() ? 'Köpet är inte tillräckligt försenat än.' : null;
  }
  if (now.getTime() < order.dueAt.getTime() && (reason ?? '').trim().length < CANCEL_REASON_MIN) {
    return `Betalningsfristen har inte gått ut: skriv varför köpet avbryts (minst ${CANCEL_REASON_MIN} tecken).`;
  }
  return null;
}

/** Whether this many unpaid cancellations block the buyer from bidding. */
export function blocksBidding(cancellations: number, policy: Pick<UnpaidPolicy, 'blockAfter'> = DEFAULT_UNPAID_POLICY): boolean {
  return policy.blockAfter > 0 && cancellations >= policy.blockAfter;
}

export interface Underbidder {
  bidderId: string;
  /** Whole SEK: the bidder's standing maximum, which the bid history shows for everyone but the winner. */
  amount: number;
}

/**
 * Whom the second chance goes to: the highest standing maximum among the lot's accepted bids whose
 * bidder is not excluded (the cancelled winner, bidders already offered the lot), ranked as the
 * proxy-bidding fold ranks them (amount, then the earlier bid). A bidder's standing maximum is their
 * latest bid. For everyone who did not win, the bid history shows that maximum as their highest row
 * (their maximum bid up to itself, or was outbid at once), so the offer is "the amount you bid".
 */
export function underbidder(bids: readonly RankedMaximum[], excluded: ReadonlySet<string>): Underbidder | null {
  const standing = new Map<string, RankedMaximum>();
  for (const bid of [...bids].sort((a, b) => a.sequence - b.sequence)) standing.set(bid.bidderId, bid);
  let best: RankedMaximum | null = null;
  for (const bid of standing.values()) {
    if (excluded.has(bid.bidderId)) continue;
    if (best === null || bid.maxAmount > best.maxAmount || (bid.maxAmount === best.maxAmount && bid.sequence < best.sequence)) best = bid;
  }
  return best ? { bidderId: best.bidderId, amount: best.maxAmount } : null;
}

/** Why the lot cannot be offered at `amount`: below the reserve, the seller did not agree to it. */
export function secondChanceAmountRefusal(amount: number, reservePrice: number | null): string | null {
  if (reservePrice !== null && amount < reservePrice) {
    return `Näst högsta budet (${amount} kr) når inte reservationspriset. Lägg upp föremålet igen i stället.`;
  }
  return null;
}

export function secondChanceExpiresAt(offeredAt: Date, policy: Pick<UnpaidPolicy, 'secondChanceHours'> = DEFAULT_UNPAID_POLICY): Date {
  return new Date(offeredAt.getTime() + policy.secondChanceHours * HOUR_MS);
}

export interface OfferState {
  status: SecondChanceStatus;
  expiresAt: Date;
}

/** Why the bidder can no longer answer the offer, or null. An offer past its time is expired even before the job marks it. */
export function answerRefusal(offer: OfferState, now: Date): string | null {
  if (offer.status === 'accepted') return 'Du har redan tackat ja till erbjudandet.';
  if (offer.status === 'declined') return 'Du har redan tackat nej till erbjudandet.';
  if (offer.status === 'expired' || now.getTime() >= offer.expiresAt.getTime()) return 'Erbjudandet har gått ut.';
  return null;
}

/** The status the buyer reads. */
export const SECOND_CHANCE_LABELS: Record<SecondChanceStatus, string> = {
  offered: 'Väntar på ditt svar',
  accepted: 'Accepterat',
  declined: 'Avböjt',
  expired: 'Gick ut',
};
