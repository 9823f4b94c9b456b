/**
 * Fees (docs/product.md §2): the buyer pays the hammer price plus the buyer's premium (slagavgift, VAT
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

/**
 * The VAT inside the buyer's premium, in öre: the premium includes 25 % VAT (margin scheme: VAT on
 * the premium only), which is a fifth of it, to the nearest öre. The orders' receipts and the bid
 * form's whole price use this one rule.
 */
export function vatOfPremium(buyerPremiumOre: number): number {
  if (!Number.isSafeInteger(buyerPremiumOre) || buyerPremiumOre < 0) throw new RangeError('premium must be a non-negative whole number');
  return Math.round(buyerPremiumOre / 5);
}

/** What a buyer pays if they win at a bid, in öre. */
export interface WholePrice {
  hammerOre: number;
  premiumOre: number;
  /** The VAT inside the premium. */
  premiumVatOre: number;
  /** Shipping at the lot's price; null when the lot can only be collected. */
  shippingOre: number | null;
  /** Hammer + premium + shipping (collected: hammer + premium): the order's totalOre for that choice. */
  totalOre: number;
  /** Hammer + premium: the total when collected in the studio. */
  pickupTotalOre: number;
}

/**
 * The whole price of winning at `bid` whole kronor, before the bid: the same fee rule as the
 * order the win creates (orderAmounts), the VAT part by vatOfPremium and shipping at the lot's
 * price (whole SEK, null = pickup only), so each figure equals the order's to the öre.
 */
export function wholePrice(bid: number, rates: FeeRates, shippingPriceSek: number | null): WholePrice {
  const { buyerPremiumOre, totalOre } = orderAmounts(bid, rates);
  if (shippingPriceSek !== null && (!Number.isSafeInteger(shippingPriceSek) || shippingPriceSek < 0))
    throw new RangeError('shipping price must be a non-negative whole number of kronor');
  const shippingOre = shippingPriceSek === null ? null : shippingPriceSek * 100;
  return {
    hammerOre: bid * 100,
    premiumOre: buyerPremiumOre,
    premiumVatOre: vatOfPremium(buyerPremiumOre),
    shippingOre,
    totalOre: totalOre + (shippingOre ?? 0),
    pickupTotalOre: totalOre,
  };
}

/** Payment is due 7 days after the end (docs/product.md §2). */
export const PAYMENT_DUE_DAYS = 7;
