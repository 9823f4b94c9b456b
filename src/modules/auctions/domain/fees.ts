/**
 * Fees (PRODUCT.md §2): the buyer pays the hammer price plus the buyer's premium (slagavgift, VAT
 * included); the seller gets the hammer price minus the commission. Bids are whole kronor, order
 * amounts are öre; percentages are whole numbers, so every figure is an exact integer.
 */

export interface FeeRates {
  buyerPremiumPercent: number;
  sellerCommissionPercent: number;
}

export const DEFAULT_FEE_RATES: FeeRates = { buyerPremiumPercent: 20, sellerCommissionPercent: 15 };

export interface OrderAmounts {
  hammerPrice: number;
  buyerPremiumOre: number;
  totalOre: number;
  sellerCommissionOre: number;
}

/** Öre of `percent` % of `kronor`: kronor × 100 öre × percent / 100 = kronor × percent, exact. */
function percentOfKronorInOre(kronor: number, percent: number): number {
  return kronor * percent;
}

export function orderAmounts(hammerPrice: number, rates: FeeRates = DEFAULT_FEE_RATES): OrderAmounts {
  if (!Number.isSafeInteger(hammerPrice) || hammerPrice <= 0)
    throw new RangeError('hammer price must be a positive whole number of kronor');
  const buyerPremiumOre = percentOfKronorInOre(hammerPrice, rates.buyerPremiumPercent);
  return {
    hammerPrice,
    buyerPremiumOre,
    totalOre: hammerPrice * 100 + buyerPremiumOre,
    sellerCommissionOre: percentOfKronorInOre(hammerPrice, rates.sellerCommissionPercent),
  };
}

/** The buyer's premium in whole kronor for the bid form (rounded up: never understate a cost). */
export function buyerPremiumKronor(amount: number, rates: FeeRates = DEFAULT_FEE_RATES): number {
  return Math.ceil((amount * rates.buyerPremiumPercent) / 100);
}

/** Payment is due 7 days after the end (PRODUCT.md §2). */
export const PAYMENT_DUE_DAYS = 7;
