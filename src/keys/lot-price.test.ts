import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reserveMet } from './lot-price';

describe('reserveMet', () => {
  it('is met without a reserve, whatever the price', () => {
    expect(reserveMet({ reservePrice: null }, null)).toBe(true);
    expect(reserveMet({ reservePrice: null }, 100)).toBe(true);
  });

  it('is met at or above the reserve, not below it nor without a price', () => {
    expect(reserveMet({ reservePrice: 1000 }, null)).toBe(false);
    expect(reserveMet({ reservePrice: 1000 }, 999)).toBe(false);
    expect(reserveMet({ reservePrice: 1000 }, 1000)).toBe(true);
    expect(reserveMet({ reservePrice: 1000 }, 1500)).toBe(true);
  });

  it('agrees with the SQL the lot list uses (reserve_price is null or coalesce(current_price, 0) >= reserve_price) for positive reserves', () => {
    const price = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    const reserve = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(reserve, price, (reservePrice, currentPrice) => {
        expect(reserveMet({ reservePrice }, currentPrice)).toBe(reservePrice === null || (currentPrice ?? 0) >= reservePrice);
      }),
    );
  });
});
