import type { DeliveryMethod, DeliveryStatus, PaymentStatus, ReceiptSource } from '@/keys';
import { isProblemOpen } from './problem';
import { deliveredStatus, paymentTransitionRefusal } from './status';

/**
 * When the seller's money may leave the studio (docs/decisions/0032): the buyer's protection lasts
 * until the buyer has the object and has had time to look at it.
 *
 * - A shipment is *received* (delivery `done`) when the buyer confirms it ("Jag har fått
 *   föremålet"), when the studio reads "delivered" in the carrier's tracking, or by itself
 *   `receiptAfterShippingDays` after it was shipped if the buyer has reported no problem.
 *   A pickup is received when the studio marks it collected.
 * - Receipt opens the inspection window of `inspectionDays`; both dates are fixed on the order
 *   when they start, so a later change of the setting never moves a promise already shown.
 * - The window also lasts until the buyer's right of withdrawal has ended (docs/decisions/0043):
 *   the release date is the later of the two, and a withdrawal notice holds it like a problem.
 * - The release job pays out only after the window, and never while a problem is reported. The
 *   studio may release earlier (or despite a problem) only with a written reason, which is audited.
 *
 * Plain functions of the order's facts and a clock, so the property test can hold them against a
 * separate model.
 */

export const DAY_MS = 86_400_000;

/** The studio's settings (KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS, KLUBBAN_INSPECTION_DAYS, KLUBBAN_WITHDRAWAL_DAYS). */
export interface ReleasePolicy {
  receiptAfterShippingDays: number;
  inspectionDays: number;
  /** The buyer's right of withdrawal (docs/decisions/0043): the release also waits for its end. */
  withdrawalDays: number;
}

export const DEFAULT_RELEASE_POLICY: ReleasePolicy = { receiptAfterShippingDays: 10, inspectionDays: 3, withdrawalDays: 14 };

/** The shortest reason the studio may give for an early release. */
export const RELEASE_REASON_MIN = 10;

export interface ReleaseFacts {
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus;
  /** The end of the inspection window, fixed when delivery became done. */
  releaseDueAt: Date | null;
  problemReportedAt: Date | null;
  /** When the studio closed the reported problem (domain/problem.ts): the release no longer waits for it. */
  problemResolvedAt: Date | null;
  /** The buyer's withdrawal notice (docs/decisions/0043): it holds the release like a reported problem. */
  withdrawnAt: Date | null;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The end of the inspection window that opens at `receivedAt`. */
export function inspectionEnd(receivedAt: Date, policy: ReleasePolicy): Date {
  return addDays(receivedAt, policy.inspectionDays);
}

/** When a shipment handed over at `shippedAt` counts as received if nobody says otherwise. */
export function automaticReceipt(shippedAt: Date, policy: ReleasePolicy): Date {
  return addDays(shippedAt, policy.receiptAfterShippingDays);
}

export function isReceived(facts: Pick<ReleaseFacts, 'deliveryMethod' | 'deliveryStatus'>): boolean {
  return facts.deliveryMethod !== null && facts.deliveryStatus === deliveredStatus(facts.deliveryMethod);
}

/** Why the order cannot be released yet without the studio's reason; null when the window has passed cleanly. */
export function earlyReleaseGround(facts: ReleaseFacts, now: Date): 'withdrawal' | 'problem' | 'window' | null {
  if (facts.withdrawnAt) return 'withdrawal';
  if (isProblemOpen(facts)) return 'problem';
  if (!facts.releaseDueAt || facts.releaseDueAt.getTime() > now.getTime()) return 'window';
  return null;
}

/**
 * Why `by` may not release the order now, or null. The studio's `reason` lifts only the waiting
 * (the inspection window, a reported problem), never the payment or the delivery.
 */
export function releaseRefusal(facts: ReleaseFacts, by: 'admin' | 'system', now: Date, reason?: string | null): string | null {
  const payment = paymentTransitionRefusal(facts.paymentStatus, 'released', by);
  if (payment) return payment;
  if (!isReceived(facts))
    return 'Köparen har inte fått föremålet än: pengarna betalas ut när det har kommit fram och granskningstiden har gått.';
  const ground = earlyReleaseGround(facts, now);
  if (ground === null) return null;
  if (by === 'system')
    return ground === 'withdrawal'
      ? 'Köparen har ångrat köpet.'
      : ground === 'problem'
        ? 'Köparen har rapporterat ett problem.'
        : 'Granskningstiden har inte gått ut.';
  if ((reason ?? '').trim().length >= RELEASE_REASON_MIN) return null;
  if (ground === 'withdrawal')
    return 'Köparen har ångrat köpet. Skriv varför pengarna ändå ska betalas ut till säljaren (minst 10 tecken).';
  return ground === 'problem'
    ? 'Köparen har rapporterat ett problem. Skriv varför pengarna ändå ska betalas ut (minst 10 tecken).'
    : 'Köparens granskningstid har inte gått ut. Skriv varför pengarna ska betalas ut redan nu (minst 10 tecken).';
}

export interface ReceiptFacts {
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus;
  problemReportedAt: Date | null;
  problemResolvedAt: Date | null;
  /** When the parcel counts as received by itself; null until it has been shipped. */
  receiptDueAt: Date | null;
}

/**
 * Why delivery cannot become done by `source` now, or null. Only a shipment on its way (freight
 * booked and handed over) can be received; the automatic receipt waits for its date and never
 * overrides a problem the buyer reported.
 */
export function receiptRefusal(facts: ReceiptFacts, source: Exclude<ReceiptSource, 'pickup'>, now: Date): string | null {
  if (facts.paymentStatus === 'pending') return 'Köpet är inte betalt än.';
  if (facts.deliveryMethod !== 'shipping') return 'Föremålet hämtas i studion: studion markerar när det är hämtat.';
  if (facts.deliveryStatus === 'done') return 'Föremålet är redan mottaget.';
  if (facts.deliveryStatus !== 'shippingBooked')
    return source === 'buyer' ? 'Föremålet har inte skickats än.' : 'Boka frakten och skicka föremålet först.';
  if (source === 'auto') {
    if (isProblemOpen(facts)) return 'Köparen har rapporterat ett problem.';
    if (!facts.receiptDueAt || facts.receiptDueAt.getTime() > now.getTime())
      return 'Det har inte gått tillräckligt länge sedan föremålet skickades.';
  }
  return null;
}
