import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATES, incrementFor, orderAmounts, wholePrice, type FeeRates } from '@/modules/auctions';
import { orderSums, shippingOreFor } from './amounts';

/**
 * The whole price the bid form shows before a bid against the order a win at
 * that bid creates: createOrder's amounts (orderAmounts), then the checkout's sums for the buyer's
 * delivery choice (shippingOreFor, orderSums), as the commands compute them.
 */
function orderTotals(bid: number, rates: FeeRates, shippingPriceSek: number | null) {
  const amounts = orderAmounts(bid, rates);
  const money = {
    hammerPrice: amounts.hammerPrice,
    buyerPremiumOre: amounts.buyerPremiumOre,
    sellerCommissionOre: amounts.sellerCommissionOre,
  };
  const pickup = orderSums({ ...money, shippingOre: shippingOreFor('pickup', shippingPriceSek)! });
  const shippingOre = shippingOreFor('shipping', shippingPriceSek);
  const shipped = shippingOre === null ? null : orderSums({ ...money, shippingOre });
  return { pickup, shipped };
}

function expectSameAsOrder(bid: number, rates: FeeRates, shippingPriceSek: number | null) {
  const shown = wholePrice(bid, rates, shippingPriceSek);
  const { pickup, shipped } = orderTotals(bid, rates, shippingPriceSek);
  expect(shown.hammerOre).toBe(pickup.hammerPriceOre);
  expect(shown.premiumOre).toBe(pickup.buyerPremiumOre);
  expect(shown.premiumVatOre).toBe(pickup.vatOre);
  expect(shown.pickupTotalOre).toBe(pickup.totalOre);
  if (shipped === null) {
    expect(shown.shippingOre).toBeNull();
    expect(shown.totalOre).toBe(pickup.totalOre);
  } else {
    expect(shown.shippingOre).toBe(shipped.shippingOre);
    expect(shown.totalOre).toBe(shipped.totalOre);
  }
}

/**
 * Every bid a lot's price passes through up to 3 000 000 kr, one increment at a time, from start
 * prices with every remainder a fifth can leave (the VAT's rounding) and none on a round step.
 */
function ladder(): number[] {
  const bids: number[] = [];
  for (const start of [1, 2, 3, 4, 5, 7, 99, 1_234, 55_555])
    for (let bid = start; bid <= 3_000_000; bid += incrementFor(bid)) bids.push(bid);
  return bids;
}

describe('the whole price before a bid equals the order a win creates', () => {
  it('to the öre, on every step of the increment ladder, for pickup only, free shipping and a shipping price', () => {
    const bids = ladder();
    expect(bids.length).toBeGreaterThan(2_500);
    for (const bid of bids) for (const shipping of [null, 0, 149]) expectSameAsOrder(bid, DEFAULT_FEE_RATES, shipping);
  });

  it('for any bid, premium rate and shipping price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
        (bid, premium, shipping) => expectSameAsOrder(bid, { buyerPremiumPercent: premium, sellerCommissionPercent: 15 }, shipping),
      ),
    );
  });

  it('states a known case plainly', () => {
    // 1 555 kr: premium 20 % = 311 kr, of which VAT a fifth = 62,20 kr; shipping 149 kr.
    expect(wholePrice(1555, DEFAULT_FEE_RATES, 149)).toEqual({
      hammerOre: 155_500,
      hammerVatOre: 0,
      hammerVatPercent: 0,
      resaleRightOre: 0,
      marginScheme: false,
      premiumOre: 31_100,
      premiumVatOre: 6_220,
      shippingOre: 14_900,
      totalOre: 201_500,
      pickupTotalOre: 186_600,
    });
    expect(() => wholePrice(100, DEFAULT_FEE_RATES, -1)).toThrow(RangeError);
    expect(() => wholePrice(0, DEFAULT_FEE_RATES, null)).toThrow(RangeError);
  });
});
