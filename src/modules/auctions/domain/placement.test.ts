import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explicitEndRefusal, MIN_LOT_DURATION_MS, nextWeeklyClose, placeInWeeklySale, staggeredEnd } from './schedule';
import { priceRefusal, type LotPrices } from './prices';

const HOUR = 3_600_000;
const time = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });

describe('placing a lot in the weekly sale', () => {
  it('numbers the first lot 1 and ends it at the close', () => {
    const first = new Date('2026-11-29T18:00:00Z');
    expect(placeInWeeklySale(first, null)).toEqual({ lotNumber: 1, endsAt: first });
    expect(placeInWeeklySale(first, 40, 60)).toEqual({ lotNumber: 41, endsAt: new Date('2026-11-29T18:40:00Z') });
  });

  it('puts lots made in a row one stagger apart, after every lot already there', () => {
    fc.assert(
      fc.property(
        time,
        fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 600 }),
        (now, highest, n, stagger) => {
          const first = nextWeeklyClose(now);
          let top = highest;
          const ends: number[] = [];
          for (let i = 0; i < n; i++) {
            const placed = placeInWeeklySale(first, top, stagger);
            expect(placed.lotNumber).toBe((top ?? 0) + 1);
            expect(placed.endsAt.getTime()).toBe(staggeredEnd(first, placed.lotNumber - 1, stagger).getTime());
            top = placed.lotNumber;
            ends.push(placed.endsAt.getTime());
          }
          for (let i = 1; i < ends.length; i++) expect(ends[i]! - ends[i - 1]!).toBe(stagger * 1000);
          // Never before the close, and the close is at least three days away.
          expect(ends[0]!).toBeGreaterThanOrEqual(first.getTime());
          expect(first.getTime() - now.getTime()).toBeGreaterThanOrEqual(3 * 24 * HOUR);
        },
      ),
    );
  });
});

describe('an explicit end', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('must be in the future and at least an hour after the start', () => {
    expect(explicitEndRefusal({ now, startsAt: now, endsAt: new Date(now.getTime() - 1) })).toBe('Sluttiden måste ligga i framtiden.');
    expect(explicitEndRefusal({ now, startsAt: now, endsAt: now })).toBe('Sluttiden måste ligga i framtiden.');
    expect(explicitEndRefusal({ now, startsAt: now, endsAt: new Date(now.getTime() + HOUR - 1) })).toBe(
      'Sluttiden måste vara minst en timme efter starttiden.',
    );
    expect(explicitEndRefusal({ now, startsAt: now, endsAt: new Date(now.getTime() + HOUR) })).toBeNull();
    expect(explicitEndRefusal({ now, startsAt: now, endsAt: new Date(Number.NaN) })).toBe('Ogiltig tidpunkt.');
  });

  it('is accepted exactly when it is after now and an hour after the start', () => {
    fc.assert(
      fc.property(time, time, time, (n, startsAt, endsAt) => {
        const ok = endsAt.getTime() > n.getTime() && endsAt.getTime() - startsAt.getTime() >= MIN_LOT_DURATION_MS;
        expect(explicitEndRefusal({ now: n, startsAt, endsAt }) === null).toBe(ok);
      }),
    );
  });
});

describe('lot prices', () => {
  const base: LotPrices = { startPrice: 500, reservePrice: null, buyNowPrice: null, estimateLow: 800, estimateHigh: 1200 };
  it('names what is wrong, in Swedish', () => {
    expect(priceRefusal(base)).toBeNull();
    expect(priceRefusal({ ...base, startPrice: 0 })).toMatch(/Startpriset/);
    expect(priceRefusal({ ...base, startPrice: 10.5 })).toMatch(/Startpriset/);
    expect(priceRefusal({ ...base, reservePrice: 499 })).toBe('Reservationspriset kan inte vara lägre än startpriset.');
    expect(priceRefusal({ ...base, reservePrice: 500 })).toBeNull();
    expect(priceRefusal({ ...base, buyNowPrice: 500 })).toBe('Köp nu-priset måste vara högre än startpriset.');
    expect(priceRefusal({ ...base, reservePrice: 900, buyNowPrice: 800 })).toBe('Köp nu-priset kan inte vara lägre än reservationspriset.');
    expect(priceRefusal({ ...base, estimateLow: 1300 })).toBe('Det lägre utropet kan inte vara högre än det högre.');
  });

  it('accepts exactly the orders the rule states', () => {
    const amount = fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.constant(null));
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5000 }),
        amount,
        amount,
        amount,
        amount,
        (startPrice, reservePrice, buyNowPrice, estimateLow, estimateHigh) => {
          const positive = (v: number | null) => v === null || v > 0;
          const ok =
            startPrice > 0 &&
            [reservePrice, buyNowPrice, estimateLow, estimateHigh].every(positive) &&
            (reservePrice === null || reservePrice >= startPrice) &&
            (buyNowPrice === null || (buyNowPrice > startPrice && (reservePrice === null || buyNowPrice >= reservePrice))) &&
            (estimateLow === null || estimateHigh === null || estimateLow <= estimateHigh);
          expect(priceRefusal({ startPrice, reservePrice, buyNowPrice, estimateLow, estimateHigh }) === null).toBe(ok);
        },
      ),
    );
  });
});
