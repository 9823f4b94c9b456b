import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAmounts } from './fees';

describe('fees', () => {
  it('charges 20 % on top and keeps 15 % of the hammer price, in exact öre', () => {
    expect(orderAmounts(2000)).toMatchObject({
      hammerPrice: 2000,
      buyerPremiumOre: 40_000,
      totalOre: 240_000,
      sellerCommissionOre: 30_000,
    });
    expect(orderAmounts(1)).toMatchObject({ hammerPrice: 1, buyerPremiumOre: 20, totalOre: 120, sellerCommissionOre: 15 });
  });

  it('is exact for any price and rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (price, premium, commission) => {
          const amounts = orderAmounts(price, { buyerPremiumPercent: premium, sellerCommissionPercent: commission });
          expect(Number.isSafeInteger(amounts.totalOre)).toBe(true);
          expect(amounts.totalOre).toBe(price * 100 + (price * 100 * premium) / 100);
          expect(amounts.sellerCommissionOre * 100).toBe(price * 100 * commission);
        },
      ),
    );
  });

  it('refuses a price that is not a positive whole number', () => {
    for (const bad of [0, -5, 1.5, Number.NaN]) expect(() => orderAmounts(bad)).toThrow(RangeError);
  });
});
