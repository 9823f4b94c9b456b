import { vatOfPremium } from '@/modules/auctions';

/**
 * An order's money (docs/product.md §2, §9), all in öre. The buyer pays hammer + premium + shipping;
 * the premium includes 25 % VAT (margin scheme: VAT on the premium only), which is premium ÷ 5; the
 * seller gets hammer − commission; the studio keeps premium + commission; shipping pays the carrier.
 */

export interface OrderMoney {
  hammerPrice: number;
  buyerPremiumOre: number;
  sellerCommissionOre: number;
  shippingOre: number;
}

export interface OrderSums {
  hammerPriceOre: number;
  buyerPremiumOre: number;
  /** The VAT inside the premium (25 % of the net premium = a fifth of the gross), to the nearest öre. */
  vatOre: number;
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
  return {
    hammerPriceOre,
    buyerPremiumOre: money.buyerPremiumOre,
    vatOre: vatOfPremium(money.buyerPremiumOre),
    shippingOre: money.shippingOre,
    totalOre: hammerPriceOre + money.buyerPremiumOre + money.shippingOre,
    sellerPayoutOre: hammerPriceOre - money.sellerCommissionOre,
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
