import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@/keys';
import { DAY_MS, inspectionEnd } from './release';
import {
  isSwedishWorkday,
  orderWithdrawalEnd,
  payoutWaitDays,
  refundDueAt,
  releaseDueAfterReceipt,
  withdrawalEnd,
  withdrawalRefundOre,
  withdrawalRefusal,
  type WithdrawalFacts,
} from './withdrawal';

/**
 * The withdrawal rule against a model written from the law's words (docs/decisions/0043), not from
 * the code: the buyer may withdraw until the end of the 14th day after the Stockholm calendar day of
 * receipt, a Saturday or Sunday last day moving to the Monday; an excluded item never; before receipt
 * always (once paid); and the seller's money waits for whichever ends later, inspection or withdrawal.
 */

const t0 = Date.UTC(2026, 10, 29, 12);
// Any minute over two years, so clock changes and year ends are crossed.
const instant = fc.integer({ min: -365 * 24 * 60, max: 365 * 24 * 60 }).map((minutes) => new Date(t0 + minutes * 60_000));

/** The Stockholm calendar day of an instant, "YYYY-MM-DD" (sortable as text). */
const dayOf = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/**
 * The Swedish weekdays on which no statutory period ends, read off the almanac for the years the
 * instants below reach (lag 1930:173: public holidays, midsommarafton, julafton, nyårsafton).
 */
const ALMANAC_DAYS_OFF = new Set([
  '2025-12-24',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  '2026-01-01',
  '2026-01-06',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-05-14',
  '2026-06-19',
  '2026-12-24',
  '2026-12-25',
  '2026-12-31',
  '2027-01-01',
  '2027-01-06',
  '2027-03-26',
  '2027-03-29',
  '2027-05-06',
  '2027-06-25',
  '2027-12-24',
  '2027-12-31',
  '2028-01-06',
]);

/** The model's last day: count the days on a plain calendar, then step off a weekend or an almanac day off. */
function modelLastDay(receivedAt: Date, days: number): string {
  const [y, m, d] = dayOf(receivedAt).split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1, d, 12));
  for (let i = 0; i < days; i++) last.setUTCDate(last.getUTCDate() + 1);
  while (last.getUTCDay() === 0 || last.getUTCDay() === 6 || ALMANAC_DAYS_OFF.has(last.toISOString().slice(0, 10)))
    last.setUTCDate(last.getUTCDate() + 1);
  return last.toISOString().slice(0, 10);
}

describe('the withdrawal window', () => {
  it('takes a notice exactly when its Stockholm day is on or before the last day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * 24 * 60 }), fc.integer({ min: 14, max: 30 }), (receivedAt, after, days) => {
        const notice = new Date(receivedAt.getTime() + after * 60_000);
        const inTime = notice.getTime() < withdrawalEnd(receivedAt, days).getTime();
        expect(inTime, JSON.stringify({ receivedAt, notice, days })).toBe(dayOf(notice) <= modelLastDay(receivedAt, days));
      }),
      { numRuns: 3000 },
    );
  });

  it('ends at midnight in Stockholm, at least the full days after receipt', () => {
    fc.assert(
      fc.property(instant, (receivedAt) => {
        const end = withdrawalEnd(receivedAt, 14);
        expect(end.toLocaleTimeString('sv-SE', { timeZone: 'Europe/Stockholm' })).toBe('00:00:00');
        expect(end.getTime() - receivedAt.getTime()).toBeGreaterThanOrEqual(14 * DAY_MS);
      }),
    );
  });

  it('counts 14 days from a receipt on Tuesday 1 December 2026 to Tuesday 15 December', () => {
    const end = withdrawalEnd(new Date('2026-12-01T15:00:00Z'), 14);
    expect(end.toISOString()).toBe('2026-12-15T23:00:00.000Z');
    // Received on a Saturday: the 14th day is a Saturday too, so the last day is the Monday.
    expect(withdrawalEnd(new Date('2026-12-05T10:00:00Z'), 14).toISOString()).toBe('2026-12-21T23:00:00.000Z');
    // Received on 10 December: the 14th day is julafton, then juldagen and a weekend: the last day is Monday 28 December.
    expect(withdrawalEnd(new Date('2026-12-10T10:00:00Z'), 14).toISOString()).toBe('2026-12-28T23:00:00.000Z');
    // Received on 20 March 2026: the 14th day is långfredagen, then Easter: the last day is Tuesday 7 April.
    expect(withdrawalEnd(new Date('2026-03-20T10:00:00Z'), 14).toISOString()).toBe('2026-04-07T22:00:00.000Z');
  });

  it('knows the Swedish days off of the almanac, and no others, over two years', () => {
    const day = new Date(Date.UTC(2025, 11, 1));
    while (day.getTime() < Date.UTC(2028, 0, 31)) {
      const iso = day.toISOString().slice(0, 10);
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      expect(isSwedishWorkday(day), iso).toBe(!weekend && !ALMANAC_DAYS_OFF.has(iso));
      day.setUTCDate(day.getUTCDate() + 1);
    }
  });
});

const facts: fc.Arbitrary<WithdrawalFacts> = fc.record({
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  deliveryMethod: fc.constantFrom('pickup' as const, 'shipping' as const, null),
  deliveryStatus: fc.constantFrom(...DELIVERY_STATUSES),
  doneAt: fc.option(instant, { nil: null }),
  withdrawalExcluded: fc.boolean(),
  withdrawalExcludedReason: fc.constantFrom('Specialtillverkat', null),
  withdrawnAt: fc.option(instant, { nil: null }),
});

describe('who may withdraw', () => {
  it('agrees with the model for every order and notice', () => {
    fc.assert(
      fc.property(facts, instant, (f, at) => {
        const received =
          f.doneAt !== null &&
          ((f.deliveryMethod === 'pickup' && f.deliveryStatus === 'pickedUp') ||
            (f.deliveryMethod === 'shipping' && f.deliveryStatus === 'done'));
        const allowed =
          !f.withdrawalExcluded &&
          f.withdrawnAt === null &&
          f.paymentStatus !== 'pending' &&
          (!received || dayOf(at) <= modelLastDay(f.doneAt as Date, 14));
        const refusal = withdrawalRefusal(f, 14, at);
        expect(refusal === null, JSON.stringify({ f, at, refusal })).toBe(allowed);
        if (refusal) expect(refusal).toMatch(/^[A-ZÅÄÖ].*\.$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('names the reason of an excluded item', () => {
    const base: WithdrawalFacts = {
      paymentStatus: 'paid',
      deliveryMethod: 'pickup',
      deliveryStatus: 'pickedUp',
      doneAt: new Date(t0),
      withdrawalExcluded: true,
      withdrawalExcludedReason: 'Specialtillverkat',
      withdrawnAt: null,
    };
    expect(withdrawalRefusal(base, 14, new Date(t0))).toBe('Föremålet har ingen ångerrätt: Specialtillverkat.');
    expect(orderWithdrawalEnd(base, 14)).toBeNull();
    expect(withdrawalRefusal({ ...base, withdrawalExcluded: false }, 14, new Date(t0 + 30 * DAY_MS))).toMatch(/har gått ut/);
  });
});

describe('the seller waits for the later of inspection and withdrawal', () => {
  it('is never before either end', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 30 }), fc.boolean(), (receivedAt, inspectionDays, excluded) => {
        const inspection = inspectionEnd(receivedAt, { receiptAfterShippingDays: 10, inspectionDays, withdrawalDays: 14 });
        const withdrawal = excluded ? null : withdrawalEnd(receivedAt, 14);
        const due = releaseDueAfterReceipt(inspection, withdrawal);
        expect(due.getTime()).toBe(Math.max(inspection.getTime(), withdrawal?.getTime() ?? -Infinity));
      }),
    );
  });
});

describe('what the seller is told', () => {
  it('waits the longer of inspection and withdrawal, only the inspection for an excluded item', () => {
    expect(payoutWaitDays({ inspectionDays: 3, withdrawalDays: 14 }, false)).toBe(14);
    expect(payoutWaitDays({ inspectionDays: 3, withdrawalDays: 14 }, true)).toBe(3);
    expect(payoutWaitDays({ inspectionDays: 20, withdrawalDays: 14 }, false)).toBe(20);
  });
});

describe('the refund', () => {
  it('is hammer, premium and the original shipping, due 14 days after the notice', () => {
    expect(withdrawalRefundOre({ hammerPrice: 1000, buyerPremiumOre: 20_000, sellerCommissionOre: 15_000, shippingOre: 14_900 })).toBe(
      134_900,
    );
    expect(refundDueAt(new Date(t0)).getTime()).toBe(t0 + 14 * DAY_MS);
  });
});
