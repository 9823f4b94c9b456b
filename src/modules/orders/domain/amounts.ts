import { vatOfPremium } from '@/modules/auctions';

/**
 * An order's money (docs/product.md §2, §9), all in öre, from the amounts the one fee rule froze on
 * the order (auctions' orderAmounts, docs/decisions/0045). The buyer pays hammer + the VAT added on
 * it + premium + a buyer-paid resale right + shipping; the seller gets hammer + its VAT − commission
 * − a seller-paid resale right; the studio keeps premium + commission; shipping pays the carrier.
 */

export interface OrderMoney {
  hammerPrice: number;
  buyerPremiumOre: number;
  sellerCommissionOre: number;
  shippingOre: number;
  /** The frozen VAT and resale-right amounts; absent on callers that only know the old four (0, the premium's fifth). */
  hammerVatOre?: number;
  premiumVatOre?: number | null;
  resaleRightOre?: number;
  resaleRightPayer?: 'buyer' | 'seller' | null;
  vatModel?: 'agent' | 'margin';
  sellerVatStatus?: 'private' | 'business' | 'studio';
}

export interface OrderSums {
  hammerPriceOre: number;
  buyerPremiumOre: number;
  /** The VAT inside the premium (25 % of the net premium = a fifth of the gross), to the nearest öre. */
  vatOre: number;
  /** VAT added on the hammer (a VAT-registered seller's lot or the studio's own stock). */
  hammerVatOre: number;
  /** The resale right the buyer pays (0 when none or the seller pays it). */
  resaleRightBuyerOre: number;
  /** Under the margin scheme the buyer's documents show no VAT amount. */
  marginScheme: boolean;
  shippingOre: number;
  totalOre: number;
  sellerPayoutOre: number;
  /** Premium + commission: what the studio earns on the sale. */
  studioRevenueOre: number;
}

function assertOre(name: string, value: number, { positive = false } = {}): void {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0))
    throw new RangeError(`${name} must be a ${positive ? 'positive' : 'non-negative'} whole number`);
}

export { vatOfPremium };

export function orderSums(money: OrderMoney): OrderSums {
  assertOre('hammer price', money.hammerPrice, { positive: true });
  assertOre('premium', money.buyerPremiumOre);
  assertOre('commission', money.sellerCommissionOre);
  assertOre('shipping', money.shippingOre);
  const hammerPriceOre = money.hammerPrice * 100;
  if (money.sellerCommissionOre > hammerPriceOre) throw new RangeError('commission cannot exceed the hammer price');
  const hammerVatOre = money.hammerVatOre ?? 0;
  const fee = money.resaleRightOre ?? 0;
  const resaleRightBuyerOre = money.resaleRightPayer === 'buyer' ? fee : 0;
  const resaleRightSellerOre = money.resaleRightPayer === 'seller' && money.sellerVatStatus !== 'studio' ? fee : 0;
  return {
    hammerPriceOre,
    buyerPremiumOre: money.buyerPremiumOre,
    vatOre: money.premiumVatOre ?? vatOfPremium(money.buyerPremiumOre),
    hammerVatOre,
    resaleRightBuyerOre,
    marginScheme: money.vatModel === 'margin' && (money.sellerVatStatus ?? 'private') === 'private',
    shippingOre: money.shippingOre,
    totalOre: hammerPriceOre + hammerVatOre + money.buyerPremiumOre + resaleRightBuyerOre + money.shippingOre,
    sellerPayoutOre:
      money.sellerVatStatus === 'studio' ? 0 : hammerPriceOre + hammerVatOre - money.sellerCommissionOre - resaleRightSellerOre,
    studioRevenueOre: money.buyerPremiumOre + money.sellerCommissionOre,
  };
}

/** Shipping for the chosen method: the item's shipping price (whole SEK) in öre, nothing for pickup. */
export function shippingOreFor(method: 'pickup' | 'shipping', shippingPriceSek: number | null): number | null {
  if (method === 'pickup') return 0;
  if (shippingPriceSek === null) return null; // pickup only
  assertOre('shipping price', shippingPriceSek);
  return shippingPriceSek * 100;
}

/** The one payment reminder goes this long after the end (docs/product.md §2). */
export const PAYMENT_REMINDER_DAYS = 3;
