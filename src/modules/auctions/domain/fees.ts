/**
 * Fees (docs/product.md §2): the buyer pays the hammer price plus the buyer's premium (slagavgift, VAT
 * included); the seller gets the hammer price minus the commission. Bids are whole kronor, order
 * amounts are öre; percentages are whole numbers, so every figure is an exact integer.
 */

import { SELLER_VAT_STATUSES, type SellerVatStatus, VAT_MODELS, type VatModel } from '@/keys';

export { SELLER_VAT_STATUSES, VAT_MODELS };
export type { SellerVatStatus, VatModel };

export type ResaleRightPayer = 'buyer' | 'seller';

/** The artist's resale right (följerätt, URL 26 j–26 p §§; Directive 2001/84), as settings. */
export interface ResaleRightRule {
  /** The fee is due when the hammer price (excl. VAT) exceeds this: 1/20 of the year's prisbasbelopp, whole kronor. */
  thresholdSek: number;
  /** Öre per euro, to turn the statutory euro bands and the cap into kronor (the ECB rate of the sale day). */
  eurRateOre: number;
  /** Added to the buyer's price, or deducted from the seller's payout. */
  payer: ResaleRightPayer;
}

/** The statutory bands in euro (URL 26 n §): up to each limit, basis points of the part in the band; then the cap. */
export const RESALE_RIGHT_BANDS: readonly { upToEur: number | null; basisPoints: number }[] = [
  { upToEur: 50_000, basisPoints: 500 },
  { upToEur: 200_000, basisPoints: 300 },
  { upToEur: 350_000, basisPoints: 100 },
  { upToEur: 500_000, basisPoints: 50 },
  { upToEur: null, basisPoints: 25 },
];
export const RESALE_RIGHT_CAP_EUR = 12_500;

export interface FeeRates {
  buyerPremiumPercent: number;
  sellerCommissionPercent: number;
  /** The studio's VAT model; absent = 'agent'. */
  vatModel?: VatModel;
  /** VAT added on the hammer price of a VAT-registered seller's lot or the studio's own stock; absent = 25. */
  hammerVatPercent?: number;
  /** The resale right's threshold, euro rate and payer; absent = the law's defaults for 2026, the buyer pays. */
  resaleRight?: ResaleRightRule;
}

/** The VAT rate on the studio's services (the premium, the commission, shipping). */
export const SERVICE_VAT_PERCENT = 25;

/** 1/20 of the prisbasbelopp for 2026 (59 200 kr, SFS-announced), whole kronor. */
export const DEFAULT_RESALE_RIGHT: ResaleRightRule = { thresholdSek: 2_960, eurRateOre: 1_100, payer: 'buyer' };

export const DEFAULT_FEE_RATES: FeeRates = {
  buyerPremiumPercent: 20,
  sellerCommissionPercent: 15,
  vatModel: 'agent',
  hammerVatPercent: 25,
  resaleRight: DEFAULT_RESALE_RIGHT,
};

/** What the fee rule needs to know about the lot: the seller's VAT status and whether the resale right applies. */
export interface LotTerms {
  sellerVatStatus: SellerVatStatus;
  resaleRight: boolean;
}

export const PRIVATE_LOT: LotTerms = { sellerVatStatus: 'private', resaleRight: false };

/** What the whole price before a bid needs besides the premium: the studio's VAT model and resale-right rule, and the lot's terms. */
export interface Pricing {
  vatModel: VatModel;
  hammerVatPercent: number;
  resaleRight: ResaleRightRule;
  lot: LotTerms;
}

export interface OrderAmounts {
  hammerPrice: number;
  buyerPremiumOre: number;
  /** What the buyer owes before shipping: hammer + VAT on the hammer + premium + the resale right when the buyer pays it. */
  totalOre: number;
  /** The commission, VAT included (nothing on the studio's own stock). */
  sellerCommissionOre: number;
  /** VAT added on the hammer (a VAT-registered seller's lot or the studio's own stock), 0 for a private seller. */
  hammerVatOre: number;
  /** The rate of that VAT, 0 when there is none. */
  hammerVatPercent: number;
  /** The VAT inside the premium and inside the commission (the books always know it; documents may not show it). */
  premiumVatOre: number;
  commissionVatOre: number;
  /** The resale-right fee on this sale (0 when it does not apply or the hammer is at or under the threshold), and who pays it. */
  resaleRightOre: number;
  resaleRightPayer: ResaleRightPayer | null;
  /** hammer + hammer VAT − commission − the resale right when the seller pays it; 0 for the studio's own stock. */
  sellerPayoutOre: number;
  /** The model the amounts were reckoned under, and whether the buyer's documents may show VAT amounts. */
  vatModel: VatModel;
  sellerVatStatus: SellerVatStatus;
  /** Margin scheme (a private seller's lot under the margin model): no VAT amount on the buyer's documents (VAT Directive art. 339). */
  marginScheme: boolean;
}

/** Öre of `percent` % of `kronor`: kronor × 100 öre × percent / 100 = kronor × percent, exact. */
function percentOfKronorInOre(kronor: number, percent: number): number {
  return kronor * percent;
}

/** `numerator / denominator` to the nearest integer, halves away from zero (non-negative inputs), in integers only. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The VAT inside a VAT-inclusive amount at `percent`: gross × p / (100 + p), to the nearest öre. */
export function vatInside(grossOre: number, percent: number): number {
  if (!Number.isSafeInteger(grossOre)) throw new RangeError('amount must be a whole number of öre');
  if (grossOre < 0) return -vatInside(-grossOre, percent);
  return divideRounded(grossOre * percent, 100 + percent);
}

/**
 * The resale-right fee on a hammer price (öre, excl. VAT): nothing unless it exceeds the threshold,
 * else each band's basis points of the part of the price in it (the euro limits at the rule's rate),
 * rounded once to the öre, never more than the cap (URL 26 n §).
 */
export function resaleRightFee(hammerOre: number, rule: ResaleRightRule = DEFAULT_RESALE_RIGHT): number {
  if (!Number.isSafeInteger(hammerOre) || hammerOre < 0) throw new RangeError('hammer price must be a non-negative whole number of öre');
  if (hammerOre <= rule.thresholdSek * 100) return 0;
  let lower = 0;
  let scaled = 0; // öre × basis points
  for (const band of RESALE_RIGHT_BANDS) {
    const upper = band.upToEur === null ? Number.POSITIVE_INFINITY : band.upToEur * rule.eurRateOre;
    if (hammerOre > lower) scaled += (Math.min(hammerOre, upper) - lower) * band.basisPoints;
    lower = upper;
  }
  return Math.min(divideRounded(scaled, 10_000), RESALE_RIGHT_CAP_EUR * rule.eurRateOre);
}

/**
 * Every amount of a sale at `hammerPrice` whole kronor, by the one VAT rule (docs/decisions/0045):
 * - the premium and the commission are the studio's services, VAT included at 25 %;
 * - a private seller's hammer carries no VAT; a VAT-registered seller's lot and the studio's own
 *   stock have VAT added on the hammer (at `hammerVatPercent`);
 * - the studio's own stock pays no commission and pays out nothing;
 * - the resale right, when the lot has it and the hammer is over the threshold, is added to the
 *   buyer's price or taken from the seller's payout;
 * - under the margin model a private seller's lot is sold under the margin scheme: the same money,
 *   but the buyer's documents show no VAT amount.
 */
export function orderAmounts(hammerPrice: number, rates: FeeRates = DEFAULT_FEE_RATES, lot: LotTerms = PRIVATE_LOT): OrderAmounts {
  if (!Number.isSafeInteger(hammerPrice) || hammerPrice <= 0)
    throw new RangeError('hammer price must be a positive whole number of kronor');
  const vatModel = rates.vatModel ?? 'agent';
  const hammerOre = hammerPrice * 100;
  const buyerPremiumOre = percentOfKronorInOre(hammerPrice, rates.buyerPremiumPercent);
  const ownStock = lot.sellerVatStatus === 'studio';
  const hammerVatPercent = lot.sellerVatStatus === 'private' ? 0 : (rates.hammerVatPercent ?? 25);
  const hammerVatOre = percentOfKronorInOre(hammerPrice, hammerVatPercent);
  const sellerCommissionOre = ownStock ? 0 : percentOfKronorInOre(hammerPrice, rates.sellerCommissionPercent);
  const fee = lot.resaleRight ? resaleRightFee(hammerOre, rates.resaleRight ?? DEFAULT_RESALE_RIGHT) : 0;
  const payer = fee > 0 ? (rates.resaleRight ?? DEFAULT_RESALE_RIGHT).payer : null;
  // The studio's own stock has no seller to take the fee from: the studio bears it (it is the seller).
  const sellerBearsFee = payer === 'seller' && !ownStock ? fee : 0;
  return {
    hammerPrice,
    buyerPremiumOre,
    totalOre: hammerOre + hammerVatOre + buyerPremiumOre + (payer === 'buyer' ? fee : 0),
    sellerCommissionOre,
    hammerVatOre,
    hammerVatPercent,
    premiumVatOre: vatInside(buyerPremiumOre, SERVICE_VAT_PERCENT),
    commissionVatOre: vatInside(sellerCommissionOre, SERVICE_VAT_PERCENT),
    resaleRightOre: fee,
    resaleRightPayer: payer,
    sellerPayoutOre: ownStock ? 0 : hammerOre + hammerVatOre - sellerCommissionOre - sellerBearsFee,
    vatModel,
    sellerVatStatus: lot.sellerVatStatus,
    marginScheme: vatModel === 'margin' && lot.sellerVatStatus === 'private',
  };
}

/**
 * The VAT inside the buyer's premium, in öre: a fifth of it (25 % VAT included), to the nearest öre.
 */
export function vatOfPremium(buyerPremiumOre: number): number {
  if (!Number.isSafeInteger(buyerPremiumOre) || buyerPremiumOre < 0) throw new RangeError('premium must be a non-negative whole number');
  return vatInside(buyerPremiumOre, SERVICE_VAT_PERCENT);
}

export const DEFAULT_PRICING: Pricing = { vatModel: 'agent', hammerVatPercent: 25, resaleRight: DEFAULT_RESALE_RIGHT, lot: PRIVATE_LOT };

/** What a buyer pays if they win at a bid, in öre. */
export interface WholePrice {
  hammerOre: number;
  /** VAT added on the hammer (a VAT-registered seller's lot, the studio's own stock), 0 otherwise. */
  hammerVatOre: number;
  hammerVatPercent: number;
  premiumOre: number;
  /** The VAT inside the premium; null under the margin scheme, where no VAT amount is shown. */
  premiumVatOre: number | null;
  /** The resale right the buyer pays (0 when none). */
  resaleRightOre: number;
  /** Shipping at the lot's price; null when the lot can only be collected. */
  shippingOre: number | null;
  /** Hammer + VAT on it + premium + resale right + shipping (collected: without shipping): the order's totalOre for that choice. */
  totalOre: number;
  /** The total when collected in the studio. */
  pickupTotalOre: number;
  marginScheme: boolean;
}

/**
 * The whole price of winning at `bid` whole kronor, before the bid: the same fee rule as the
 * order the win creates (orderAmounts) and shipping at the lot's price (whole SEK, null = pickup
 * only), so each figure equals the order's to the öre.
 */
export function wholePrice(bid: number, rates: FeeRates, shippingPriceSek: number | null, lot: LotTerms = PRIVATE_LOT): WholePrice {
  const amounts = orderAmounts(bid, rates, lot);
  if (shippingPriceSek !== null && (!Number.isSafeInteger(shippingPriceSek) || shippingPriceSek < 0))
    throw new RangeError('shipping price must be a non-negative whole number of kronor');
  const shippingOre = shippingPriceSek === null ? null : shippingPriceSek * 100;
  return {
    hammerOre: bid * 100,
    hammerVatOre: amounts.hammerVatOre,
    hammerVatPercent: amounts.hammerVatPercent,
    premiumOre: amounts.buyerPremiumOre,
    premiumVatOre: amounts.marginScheme ? null : amounts.premiumVatOre,
    resaleRightOre: amounts.resaleRightPayer === 'buyer' ? amounts.resaleRightOre : 0,
    shippingOre,
    totalOre: amounts.totalOre + (shippingOre ?? 0),
    pickupTotalOre: amounts.totalOre,
    marginScheme: amounts.marginScheme,
  };
}

/** Payment is due 7 days after the end (docs/product.md §2). */
export const PAYMENT_DUE_DAYS = 7;
