import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidHistory, priceStanding, type HistoryBid } from '@/modules/auctions';
import {
  answerRefusal,
  autoCancelAt,
  blocksBidding,
  cancelRefusal,
  secondChanceAmountRefusal,
  secondChanceExpiresAt,
  underbidder,
} from './unpaid';

const DAY_MS = 86_400_000;
const due = new Date('2026-12-06T18:04:00Z');
const pending = { paymentStatus: 'pending' as const, dueAt: due, reminderSentAt: new Date('2026-12-02T18:04:00Z') };
const at = (ms: number) => new Date(due.getTime() + ms);

describe('cancelling an unpaid order (docs/decisions/0042)', () => {
  it('refuses a paid or released order: it is refunded instead', () => {
    for (const paymentStatus of ['paid', 'released'] as const) {
      expect(cancelRefusal({ ...pending, paymentStatus }, 'admin', at(DAY_MS), 'Köparen svarar inte')).toBe(
        'Köpet är betalt: återbetala det i stället.',
      );
    }
    expect(cancelRefusal({ ...pending, paymentStatus: 'cancelled' }, 'admin', at(DAY_MS), null)).toBe('Köpet är avbrutet.');
  });

  it('lets the studio cancel after the due date, and before it only with a written reason', () => {
    expect(cancelRefusal(pending, 'admin', at(1), null)).toBeNull();
    expect(cancelRefusal(pending, 'admin', at(-1), null)).toMatch(/^Betalningsfristen har inte gått ut/);
    expect(cancelRefusal(pending, 'admin', at(-1), '  kort  ')).toMatch(/minst 10 tecken/);
    expect(cancelRefusal(pending, 'admin', at(-1), 'Köparen bad att få ångra budet')).toBeNull();
  });

  it('lets the job cancel only after the reminder and the configured days past the due date', () => {
    const policy = { cancelAfterDays: 7 };
    expect(autoCancelAt(due, policy)).toEqual(at(7 * DAY_MS));
    expect(cancelRefusal(pending, 'system', at(7 * DAY_MS - 1), null, policy)).toBe('Köpet är inte tillräckligt försenat än.');
    expect(cancelRefusal(pending, 'system', at(7 * DAY_MS), null, policy)).toBeNull();
    expect(cancelRefusal({ ...pending, reminderSentAt: null }, 'system', at(30 * DAY_MS), null, policy)).toMatch(/påminnelse/);
  });

  it('blocks bidding from the configured number of cancellations; 0 never blocks', () => {
    expect(blocksBidding(1, { blockAfter: 2 })).toBe(false);
    expect(blocksBidding(2, { blockAfter: 2 })).toBe(true);
    expect(blocksBidding(9, { blockAfter: 0 })).toBe(false);
  });
});

describe('the second chance (docs/decisions/0042)', () => {
  const bid = (bidderId: string, maxAmount: number, sequence: number) => ({ bidderId, maxAmount, sequence });

  it('goes to the highest standing maximum but the winner’s, at that maximum; a tie to the earlier bid', () => {
    const bids = [bid('a', 1000, 1), bid('b', 1500, 2), bid('c', 1500, 3), bid('a', 2000, 4)];
    expect(underbidder(bids, new Set(['a']))).toEqual({ bidderId: 'b', amount: 1500 });
    expect(underbidder(bids, new Set(['a', 'b']))).toEqual({ bidderId: 'c', amount: 1500 });
    expect(underbidder(bids, new Set(['a', 'b', 'c']))).toBeNull();
  });

  it('refuses an amount below the reserve', () => {
    expect(secondChanceAmountRefusal(900, 1000)).toMatch(/når inte reservationspriset/);
    expect(secondChanceAmountRefusal(1000, 1000)).toBeNull();
    expect(secondChanceAmountRefusal(10, null)).toBeNull();
  });

  it('expires after the configured hours; an answered or expired offer cannot be answered again', () => {
    const offeredAt = new Date('2026-12-07T10:00:00Z');
    const expiresAt = secondChanceExpiresAt(offeredAt, { secondChanceHours: 48 });
    expect(expiresAt).toEqual(new Date('2026-12-09T10:00:00Z'));
    expect(answerRefusal({ status: 'offered', expiresAt }, new Date(expiresAt.getTime() - 1))).toBeNull();
    expect(answerRefusal({ status: 'offered', expiresAt }, expiresAt)).toBe('Erbjudandet har gått ut.');
    expect(answerRefusal({ status: 'expired', expiresAt }, offeredAt)).toBe('Erbjudandet har gått ut.');
    expect(answerRefusal({ status: 'accepted', expiresAt }, offeredAt)).toMatch(/tackat ja/);
    expect(answerRefusal({ status: 'declined', expiresAt }, offeredAt)).toMatch(/tackat nej/);
  });

  /**
   * Against the bid history, a separate fold: the offer's amount is the highest row the history shows
   * for any bidder who is not excluded (the winner always is), and the chosen bidder has a row at it.
   */
  it('offers exactly the highest amount the bid history shows for a bidder who did not win', () => {
    const bidders = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ bidder: fc.constantFrom(...bidders), raise: fc.integer({ min: 1, max: 3000 }) }), {
          minLength: 1,
          maxLength: 25,
        }),
        fc.integer({ min: 100, max: 1000 }),
        fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null }),
        fc.subarray(bidders),
        (steps, startPrice, reservePrice, alsoExcluded) => {
          // Every bid is a maximum above the bidder's own earlier one and at least the start price, as the engine requires.
          const last = new Map<string, number>();
          const bids: HistoryBid[] = steps.map((step, index) => {
            const maxAmount = Math.max(startPrice, (last.get(step.bidder) ?? 0) + step.raise);
            last.set(step.bidder, maxAmount);
            return { id: index + 1, bidderId: step.bidder, maxAmount, sequence: index + 1, placedAt: new Date(index * 1000) };
          });
          const terms = { startPrice, reservePrice };
          const winner = priceStanding(terms, bids).leaderId!;
          const excluded = new Set([winner, ...alsoExcluded]);
          const highest = new Map<string, number>();
          for (const row of bidHistory(terms, bids)) highest.set(row.bidderId, Math.max(highest.get(row.bidderId) ?? 0, row.amount));
          const shown = [...highest].filter(([bidderId]) => !excluded.has(bidderId)).map(([, amount]) => amount);
          const offer = underbidder(bids, excluded);
          if (shown.length === 0) return offer === null;
          return offer !== null && offer.amount === Math.max(...shown) && highest.get(offer.bidderId) === offer.amount;
        },
      ),
      { numRuns: 500 },
    );
  });
});
