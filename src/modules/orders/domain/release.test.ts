import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@/keys';
import { automaticReceipt, DAY_MS, inspectionEnd, receiptRefusal, releaseRefusal, type ReleaseFacts } from './release';

/**
 * The release rule against a model written from the product's words (docs/decisions/0032), not from
 * the code: the seller's money leaves only for a paid order the buyer has received; the job waits for
 * the inspection window and never takes a reported problem; the studio may go earlier, or past a
 * problem, only with a written reason of at least ten characters.
 */

const t0 = Date.UTC(2026, 10, 29, 12);
const clock = fc.integer({ min: -20, max: 20 }).map((days) => new Date(t0 + days * DAY_MS));
const maybeDate = fc.option(clock, { nil: null });

const facts: fc.Arbitrary<ReleaseFacts> = fc.record({
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  deliveryMethod: fc.constantFrom('pickup' as const, 'shipping' as const, null),
  deliveryStatus: fc.constantFrom(...DELIVERY_STATUSES),
  releaseDueAt: maybeDate,
  problemReportedAt: maybeDate,
  problemResolvedAt: maybeDate,
  withdrawnAt: maybeDate,
});
const reason = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string({ maxLength: 30 }), fc.constant('   kort    '));

function modelAllows(f: ReleaseFacts, by: 'admin' | 'system', now: Date, written?: string | null): boolean {
  if (f.paymentStatus !== 'paid') return false;
  const received =
    (f.deliveryMethod === 'pickup' && f.deliveryStatus === 'pickedUp') || (f.deliveryMethod === 'shipping' && f.deliveryStatus === 'done');
  if (!received) return false;
  const windowOver = f.releaseDueAt !== null && f.releaseDueAt.getTime() <= now.getTime();
  // A problem holds the release from its report until the studio closes it; a withdrawal notice holds it.
  const clean = windowOver && (f.problemReportedAt === null || f.problemResolvedAt !== null) && f.withdrawnAt === null;
  if (by === 'system') return clean;
  return clean || (written ?? '').trim().length >= 10;
}

describe('when the seller may be paid', () => {
  it('agrees with the model for every order, clock, actor and reason', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom('admin' as const, 'system' as const), clock, reason, (f, by, now, written) => {
        const refusal = releaseRefusal(f, by, now, written);
        expect(refusal === null, JSON.stringify({ f, by, now, written, refusal })).toBe(modelAllows(f, by, now, written));
        if (refusal) expect(refusal).toMatch(/^[A-ZÅÄÖ].*\.\)?$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('never lets the job pay before the window, and says why in Swedish', () => {
    const received: ReleaseFacts = {
      paymentStatus: 'paid',
      deliveryMethod: 'shipping',
      deliveryStatus: 'done',
      releaseDueAt: new Date(t0),
      problemReportedAt: null,
      problemResolvedAt: null,
      withdrawnAt: null,
    };
    expect(releaseRefusal(received, 'system', new Date(t0 - 60_000))).toBe('Granskningstiden har inte gått ut.');
    expect(releaseRefusal(received, 'system', new Date(t0))).toBeNull();
    expect(releaseRefusal({ ...received, problemReportedAt: new Date(t0) }, 'system', new Date(t0 + DAY_MS))).toBe(
      'Köparen har rapporterat ett problem.',
    );
    // Closed by the studio: the job pays once the window is over.
    expect(
      releaseRefusal({ ...received, problemReportedAt: new Date(t0), problemResolvedAt: new Date(t0) }, 'system', new Date(t0)),
    ).toBeNull();
    expect(releaseRefusal({ ...received, withdrawnAt: new Date(t0) }, 'system', new Date(t0 + DAY_MS))).toBe('Köparen har ångrat köpet.');
    expect(releaseRefusal({ ...received, deliveryStatus: 'shippingBooked' }, 'admin', new Date(t0), 'Ett långt och bra skäl.')).toMatch(
      /^Köparen har inte fått föremålet än/,
    );
  });
});

describe('when a shipment counts as received', () => {
  const shipped = {
    paymentStatus: 'paid' as const,
    deliveryMethod: 'shipping' as const,
    deliveryStatus: 'shippingBooked' as const,
    problemReportedAt: null,
    problemResolvedAt: null,
    receiptDueAt: new Date(t0),
  };

  it('lets the buyer and the tracking confirm a shipment on its way at once, the days after shipping only on the day and without a problem', () => {
    fc.assert(
      fc.property(
        fc.record({
          paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
          deliveryMethod: fc.constantFrom('pickup' as const, 'shipping' as const, null),
          deliveryStatus: fc.constantFrom(...DELIVERY_STATUSES),
          problemReportedAt: maybeDate,
          problemResolvedAt: maybeDate,
          receiptDueAt: maybeDate,
        }),
        fc.constantFrom('buyer' as const, 'tracking' as const, 'auto' as const),
        clock,
        (f, source, now) => {
          const onItsWay = f.paymentStatus !== 'pending' && f.deliveryMethod === 'shipping' && f.deliveryStatus === 'shippingBooked';
          const allowed =
            onItsWay &&
            (source !== 'auto' ||
              ((f.problemReportedAt === null || f.problemResolvedAt !== null) &&
                f.receiptDueAt !== null &&
                f.receiptDueAt.getTime() <= now.getTime()));
          expect(receiptRefusal(f, source, now) === null).toBe(allowed);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says so in Swedish', () => {
    expect(receiptRefusal({ ...shipped, deliveryStatus: 'inStock' }, 'buyer', new Date(t0))).toBe('Föremålet har inte skickats än.');
    expect(receiptRefusal({ ...shipped, deliveryStatus: 'done' }, 'buyer', new Date(t0))).toBe('Föremålet är redan mottaget.');
    expect(receiptRefusal(shipped, 'auto', new Date(t0 - 1))).toBe('Det har inte gått tillräckligt länge sedan föremålet skickades.');
  });

  it('fixes the dates from the settings', () => {
    const policy = { receiptAfterShippingDays: 10, inspectionDays: 3, withdrawalDays: 14 };
    expect(automaticReceipt(new Date(t0), policy)).toEqual(new Date(t0 + 10 * DAY_MS));
    expect(inspectionEnd(new Date(t0), policy)).toEqual(new Date(t0 + 3 * DAY_MS));
    expect(inspectionEnd(new Date(t0), { ...policy, inspectionDays: 0 })).toEqual(new Date(t0));
  });
});
