import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATES, INCREMENT_LADDER, orderAmounts, type FeeRates } from '@/modules/auctions';
import { orderSums, shippingOreFor, vatOfPremium } from './amounts';

/** Every price on the ladder's band edges and one increment inside each band. */
const ladderPrices = INCREMENT_LADDER.flatMap((step, index) => {
  const next = INCREMENT_LADDER[index + 1];
  const from = Math.max(step.from, 1);
  return [from, from + step.increment, ...(next ? [next.from - 1] : [step.from + 10 * step.increment])];
});

function sumsAt(hammerPrice: number, shippingSek: number | null, method: 'pickup' | 'shipping', rates: FeeRates = DEFAULT_FEE_RATES) {
  const amounts = orderAmounts(hammerPrice, rates);
  const shippingOre = shippingOreFor(method, shippingSek);
  if (shippingOre === null) throw new Error('pickup only');
  return orderSums({ ...amounts, shippingOre });
}

describe('order sums over the whole increment ladder', () => {
  it.each(ladderPrices)('hammer %i kr: premium 20 %, VAT a fifth of it, commission 15 %, exact öre', (hammer) => {
    const pickup = sumsAt(hammer, 149, 'pickup');
    const shipped = sumsAt(hammer, 149, 'shipping');
    // Written out by hand from docs/product.md §2 and §9, not from the code: 20 % of hammer kr in öre = hammer × 20.
    expect(pickup).toMatchObject({
      hammerPriceOre: hammer * 100,
      buyerPremiumOre: hammer * 20,
      vatOre: hammer * 4,
      shippingOre: 0,
      totalOre: hammer * 120,
      sellerPayoutOre: hammer * 85,
      studioRevenueOre: hammer * 35,
    });
    expect(shipped.totalOre).toBe(hammer * 120 + 14_900);
    expect(shipped.sellerPayoutOre + shipped.studioRevenueOre).toBe(shipped.totalOre - shipped.shippingOre);
  });

  it('a worked example reads as on the receipt', () => {
    expect(sumsAt(2_000, 249, 'shipping')).toMatchObject({
      hammerPriceOre: 200_000,
      buyerPremiumOre: 40_000,
      vatOre: 8_000,
      shippingOre: 24_900,
      totalOre: 264_900,
      sellerPayoutOre: 170_000,
      studioRevenueOre: 70_000,
    });
  });

  it('holds the sums for any price, shipping and configured rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
        fc.constantFrom('pickup' as const, 'shipping' as const),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (hammer, shippingSek, method, premium, commission) => {
          const rates = { buyerPremiumPercent: premium, sellerCommissionPercent: commission };
          const shippingOre = shippingOreFor(method, shippingSek);
          if (shippingOre === null) {
            expect(method === 'shipping' && shippingSek === null).toBe(true);
            return;
          }
          const sums = orderSums({ ...orderAmounts(hammer, rates), shippingOre });
          for (const value of Object.values(sums))
            if (typeof value === 'number') expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          expect(sums.totalOre).toBe(sums.hammerPriceOre + sums.buyerPremiumOre + sums.shippingOre);
          expect(sums.sellerPayoutOre + sums.studioRevenueOre).toBe(sums.totalOre - sums.shippingOre);
          expect(Math.abs(sums.vatOre * 5 - sums.buyerPremiumOre)).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses what is not money', () => {
    expect(() => vatOfPremium(-1)).toThrow(RangeError);
    expect(() => orderSums({ hammerPrice: 0, buyerPremiumOre: 0, sellerCommissionOre: 0, shippingOre: 0 })).toThrow(RangeError);
    expect(() => orderSums({ hammerPrice: 10, buyerPremiumOre: 1.5, sellerCommissionOre: 0, shippingOre: 0 })).toThrow(RangeError);
    expect(() => orderSums({ hammerPrice: 10, buyerPremiumOre: 0, sellerCommissionOre: 1_001, shippingOre: 0 })).toThrow(RangeError);
    expect(shippingOreFor('shipping', null)).toBeNull();
    expect(shippingOreFor('pickup', null)).toBe(0);
  });
});
