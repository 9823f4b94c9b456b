import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRefund, fullyRefunded, refundableOre, refundedOre, sellerPart, type RefundLine } from './refunds';

/**
 * The refund rule against a model written from the decision's words (docs/decisions/0041), not
 * from the code: a till of the buyer's money. Paid money sits in the till; a refund asked for is
 * set aside at once; set-aside money leaves when the provider confirms, or goes back into the till
 * when it fails. Nobody can set aside more than is in the till; without an amount, all of it is
 * set aside; the order is refunded when the till is empty and nothing is set aside. The seller
 * pays their share back first from what leaves beyond a second payment.
 */

interface Till {
  paid: number;
  extra: number;
  inTill: number;
  setAside: Map<number, number>;
  out: number;
}

type Step = { kind: 'ask'; amount: number | undefined } | { kind: 'confirm'; pick: number } | { kind: 'fail'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('ask' as const), amount: fc.option(fc.integer({ min: -5, max: 300_000 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('fail' as const), pick: fc.nat() }),
);

describe('refunds', () => {
  it('never give back more than was paid, and agree with the till for every history', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.constantFrom(0, 0, 5_000, 100_000),
        fc.constantFrom('paid' as const, 'released' as const, 'cancelled' as const),
        fc.array(step, { maxLength: 25 }),
        (totalOre, extraPaidOre, startStatus, steps) => {
          // An order cancelled unpaid holds only a payment made after (docs/decisions/0042).
          const paid = (startStatus === 'cancelled' ? 0 : totalOre) + extraPaidOre;
          const till: Till = {
            paid,
            extra: extraPaidOre,
            inTill: paid,
            setAside: new Map(),
            out: 0,
          };
          const refunds: (RefundLine & { id: number })[] = [];
          let status: 'paid' | 'released' | 'refunded' | 'cancelled' = startStatus;
          for (const s of steps) {
            const order = { paymentStatus: status, totalOre, extraPaidOre };
            if (s.kind === 'ask') {
              const decision = decideRefund(order, refunds, s.amount);
              const want = s.amount ?? till.inTill;
              const modelOk =
                status !== 'refunded' && till.paid > 0 && till.inTill > 0 && want > 0 && want <= till.inTill && Number.isInteger(want);
              expect(decision.ok).toBe(modelOk);
              if (decision.ok) {
                expect(decision.amountOre).toBe(want);
                expect(decision.whole).toBe(want === till.inTill);
                const id = refunds.length;
                refunds.push({ id, amountOre: want, status: 'pending' });
                till.inTill -= want;
                till.setAside.set(id, want);
              } else {
                expect(decision.reason).toMatch(/[a-zåäö]/i);
              }
            } else {
              const pending = refunds.filter((r) => r.status === 'pending');
              if (pending.length === 0) continue;
              const refund = pending[s.pick % pending.length]!;
              const amount = till.setAside.get(refund.id)!;
              till.setAside.delete(refund.id);
              if (s.kind === 'fail') {
                refund.status = 'failed';
                till.inTill += amount;
              } else {
                refund.status = 'succeeded';
                till.out += amount;
                // A cancelled order stays cancelled: there was no sale to undo.
                if (fullyRefunded(order, refunds) && status !== 'cancelled') status = 'refunded';
              }
            }
            const counted = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountOre, 0);
            expect(counted).toBeLessThanOrEqual(till.paid);
            expect(refundableOre({ paymentStatus: status, totalOre, extraPaidOre }, refunds)).toBe(status === 'refunded' ? 0 : till.inTill);
            expect(refundedOre(refunds)).toBe(till.out);
            expect(status === 'refunded').toBe(startStatus !== 'cancelled' && till.out === till.paid);
          }
        },
      ),
    );
  });

  it('let the seller bear refunds up to their share, beyond a second payment, in any order of refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.constantFrom(0, 5_000),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 80_000 }), sellerBears: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totalOre, extraPaidOre, asks, shareFraction) => {
          const order = { totalOre, extraPaidOre };
          const share = Math.floor(totalOre * shareFraction);
          const done: RefundLine[] = [];
          let left = totalOre + extraPaidOre;
          let always = true;
          for (const ask of asks) {
            const amount = Math.min(ask.amount, left);
            if (amount === 0) break;
            const part = sellerPart({ order, sellerShareOre: share, earlier: done, amountOre: amount, sellerBears: ask.sellerBears });
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(amount);
            done.push({ amountOre: amount, status: 'succeeded', sellerOre: part });
            left -= amount;
            always &&= ask.sellerBears;
            const out = done.reduce((sum, r) => sum + r.amountOre, 0);
            const borne = done.reduce((sum, r) => sum + (r.sellerOre ?? 0), 0);
            // Never more than the share, nor more than what left beyond the second payment.
            expect(borne).toBeLessThanOrEqual(Math.min(share, Math.max(0, out - extraPaidOre)));
            // When the seller bore every refund, exactly that.
            if (always) expect(borne).toBe(Math.min(share, Math.max(0, out - extraPaidOre)));
          }
        },
      ),
    );
  });

  it('says why in Swedish', () => {
    const paid = { paymentStatus: 'paid' as const, totalOre: 182_900, extraPaidOre: 0 };
    expect(decideRefund({ ...paid, paymentStatus: 'pending' }, [])).toEqual({
      ok: false,
      reason: 'Köpet är inte betalt: det finns inget att återbetala.',
    });
    expect(decideRefund(paid, [], 200_000)).toEqual({ ok: false, reason: 'Det går att återbetala högst 1\u00a0829\u00a0kr.' });
    expect(decideRefund(paid, [{ amountOre: 182_900, status: 'pending' }])).toEqual({
      ok: false,
      reason: 'Resten väntar redan på en återbetalning som betaltjänsten inte har besvarat än.',
    });
    expect(decideRefund(paid, [{ amountOre: 100_000, status: 'succeeded' }])).toEqual({ ok: true, amountOre: 82_900, whole: true });
    expect(decideRefund(paid, [{ amountOre: 100_000, status: 'failed' }], 30_050)).toEqual({ ok: true, amountOre: 30_050, whole: false });
  });
});
