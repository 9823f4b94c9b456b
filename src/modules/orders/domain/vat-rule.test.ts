import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESALE_RIGHT,
  type FeeRates,
  incrementFor,
  type LotTerms,
  orderAmounts,
  resaleRightFee,
  SELLER_VAT_STATUSES,
  VAT_MODELS,
  wholePrice,
} from '@/modules/auctions';
import { orderSums } from './amounts';
import { creditNoteLines, lotInvoiceLines, shippingInvoiceLines, showsVat, sumLines, vatSummary, type InvoiceOrder } from './invoice';

/**
 * The one VAT rule (docs/decisions/0045) against a separate model written with BigInt fractions,
 * over the increment ladder × every VAT model × every seller status × resale right on and off ×
 * who pays it: every amount to the öre, and the same totals on the whole price before the bid,
 * the order's sums, the invoice's lines and a credit note that undoes the sale.
 */

/** Half-up rounding of a non-negative fraction, in BigInt. */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** The statutory bands, written out as the law states them (URL 26 n §), in euro and percent as fractions. */
const LAW_BANDS: [number, bigint, bigint][] = [
  [50_000, 5n, 100n],
  [200_000, 3n, 100n],
  [350_000, 1n, 100n],
  [500_000, 1n, 200n],
  [Number.POSITIVE_INFINITY, 1n, 400n],
];

function modelFee(hammerOre: number, thresholdSek: number, eurRateOre: number): number {
  if (hammerOre <= thresholdSek * 100) return 0;
  // Sum of fractions with a common denominator of 400.
  let num400 = 0n;
  let previous = 0;
  for (const [limitEur, num, den] of LAW_BANDS) {
    const limitOre = limitEur === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : limitEur * eurRateOre;
    const part = Math.max(0, Math.min(hammerOre, limitOre) - previous);
    num400 += BigInt(part) * num * (400n / den);
    previous = limitOre;
  }
  const fee = roundHalfUp(num400, 400n);
  const cap = BigInt(12_500 * eurRateOre);
  return Number(fee < cap ? fee : cap);
}

interface Combination {
  rates: FeeRates;
  lot: LotTerms;
}

function combinations(premium = 20, commission = 15): Combination[] {
  const out: Combination[] = [];
  for (const vatModel of VAT_MODELS)
    for (const sellerVatStatus of SELLER_VAT_STATUSES)
      for (const resaleRight of [false, true])
        for (const payer of ['buyer', 'seller'] as const)
          out.push({
            rates: {
              buyerPremiumPercent: premium,
              sellerCommissionPercent: commission,
              vatModel,
              hammerVatPercent: 25,
              resaleRight: { ...DEFAULT_RESALE_RIGHT, payer },
            },
            lot: { sellerVatStatus, resaleRight },
          });
  return out;
}

function check(hammer: number, { rates, lot }: Combination, shippingSek: number | null) {
  const a = orderAmounts(hammer, rates, lot);
  const H = BigInt(hammer * 100);
  const premium = Number((H * BigInt(rates.buyerPremiumPercent)) / 100n);
  const ownStock = lot.sellerVatStatus === 'studio';
  const commission = ownStock ? 0 : Number((H * BigInt(rates.sellerCommissionPercent)) / 100n);
  const hammerVat = lot.sellerVatStatus === 'private' ? 0 : Number((H * 25n) / 100n);
  const fee = lot.resaleRight ? modelFee(hammer * 100, rates.resaleRight!.thresholdSek, rates.resaleRight!.eurRateOre) : 0;
  const payer = fee > 0 ? rates.resaleRight!.payer : null;

  expect(a.buyerPremiumOre).toBe(premium);
  expect(a.premiumVatOre).toBe(Number(roundHalfUp(BigInt(premium), 5n)));
  expect(a.sellerCommissionOre).toBe(commission);
  expect(a.commissionVatOre).toBe(Number(roundHalfUp(BigInt(commission), 5n)));
  expect(a.hammerVatOre).toBe(hammerVat);
  expect(a.resaleRightOre).toBe(fee);
  expect(a.resaleRightPayer).toBe(payer);
  expect(a.marginScheme).toBe(rates.vatModel === 'margin' && lot.sellerVatStatus === 'private');
  const buyerFee = payer === 'buyer' ? fee : 0;
  const sellerFee = payer === 'seller' && !ownStock ? fee : 0;
  expect(a.totalOre).toBe(hammer * 100 + hammerVat + premium + buyerFee);
  expect(a.sellerPayoutOre).toBe(ownStock ? 0 : hammer * 100 + hammerVat - commission - sellerFee);
  // Money is conserved: what the buyer pays = the seller's payout + the studio's part + the artist's fee.
  // (the studio's own stock: the studio is the seller and bears a seller-paid fee itself).
  const studioPart = premium + commission + (ownStock ? hammer * 100 + hammerVat - (payer === 'seller' ? fee : 0) : 0);
  expect(a.totalOre).toBe(a.sellerPayoutOre + studioPart + (payer === null ? 0 : fee));

  // The order the win creates, with its frozen amounts, sums to the same as the whole price before the bid.
  const frozen = {
    hammerPrice: hammer,
    buyerPremiumOre: a.buyerPremiumOre,
    sellerCommissionOre: a.sellerCommissionOre,
    hammerVatOre: a.hammerVatOre,
    premiumVatOre: a.premiumVatOre,
    resaleRightOre: a.resaleRightOre,
    resaleRightPayer: a.resaleRightPayer,
    vatModel: a.vatModel,
    sellerVatStatus: a.sellerVatStatus,
  };
  const shown = wholePrice(hammer, rates, shippingSek, lot);
  const pickup = orderSums({ ...frozen, shippingOre: 0 });
  expect(shown.pickupTotalOre).toBe(pickup.totalOre);
  expect(pickup.sellerPayoutOre).toBe(a.sellerPayoutOre);
  expect(shown.premiumVatOre).toBe(a.marginScheme ? null : a.premiumVatOre);
  const shippingOre = shippingSek === null ? 0 : shippingSek * 100;
  expect(shown.totalOre).toBe(orderSums({ ...frozen, shippingOre }).totalOre);

  // The invoices' lines add up to the order's total; under the margin scheme no line shows VAT.
  const order: InvoiceOrder = {
    id: 1,
    auctionId: 1,
    title: 'Verk',
    maker: 'Konstnär',
    hammerPrice: hammer,
    hammerVatOre: a.hammerVatOre,
    hammerVatPercent: a.hammerVatPercent,
    buyerPremiumOre: a.buyerPremiumOre,
    premiumVatOre: a.premiumVatOre,
    resaleRightOre: a.resaleRightOre,
    resaleRightPayer: a.resaleRightPayer,
    vatModel: a.vatModel,
    sellerVatStatus: a.sellerVatStatus,
  };
  const invoiced = [
    ...lotInvoiceLines(order, rates.buyerPremiumPercent),
    ...(shippingOre > 0 ? shippingInvoiceLines(order, shippingOre) : []),
  ];
  expect(sumLines(invoiced)).toBe(shown.totalOre);
  if (!showsVat(order)) {
    expect(invoiced.every((l) => l.vatOre === null)).toBe(true);
    expect(vatSummary(invoiced.filter((l) => l.vatOre !== null))).toEqual([]);
  } else {
    const summary = vatSummary(invoiced);
    expect(summary.reduce((s, r) => s + r.baseOre + r.vatOre, 0)).toBe(shown.totalOre);
    const vat25 = summary.find((r) => r.ratePercent === 25)?.vatOre ?? 0;
    expect(vat25).toBe(a.premiumVatOre + a.hammerVatOre + (shippingOre > 0 ? Number(roundHalfUp(BigInt(shippingOre), 5n)) : 0));
  }
  // A partial credit then the final one give back exactly what was invoiced.
  const partial = Math.floor(shown.totalOre / 3);
  const first = creditNoteLines({
    order,
    invoiced,
    earlierCredits: [],
    amountOre: partial,
    sellerOre: Math.min(partial, a.sellerPayoutOre),
    final: false,
    reason: 'Skada',
  });
  expect(sumLines(first)).toBe(-partial);
  const last = creditNoteLines({
    order,
    invoiced,
    earlierCredits: first,
    amountOre: shown.totalOre - partial,
    sellerOre: 0,
    final: true,
    reason: 'Ångrat',
  });
  expect(sumLines(first) + sumLines(last)).toBe(-shown.totalOre);
}

function ladder(): number[] {
  const bids: number[] = [];
  for (const start of [1, 3, 7, 2_961, 55_555]) for (let bid = start; bid <= 3_000_000; bid += incrementFor(bid)) bids.push(bid);
  return bids;
}

describe('the one VAT rule', () => {
  it('to the öre on every step of the increment ladder, for every model, seller status and resale right', () => {
    const bids = ladder();
    expect(bids.length).toBeGreaterThan(1_000);
    const all = combinations();
    expect(all).toHaveLength(24);
    for (const bid of bids) for (const combination of all) check(bid, combination, bid % 2 === 0 ? 149 : null);
    // Pure CPU work (some 30 000 sales checked): its time is its share of the CPU, so a loaded
    // machine needs more than the default 30 s.
  }, 120_000);

  it('for any hammer, rates, shipping, threshold and euro rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 800, max: 1_400 }),
        fc.integer({ min: 0, max: 23 }),
        (hammer, premium, commission, shipping, thresholdSek, eurRateOre, which) => {
          const combination = combinations(premium, commission)[which]!;
          combination.rates.resaleRight = { ...combination.rates.resaleRight!, thresholdSek, eurRateOre };
          check(hammer, combination, shipping);
        },
      ),
      { numRuns: 1_000 },
    );
  }, 120_000);

  it('states the resale right as the collecting society works it', () => {
    // At 10,00 kr per euro: 5 % up to 500 000 kr, 3 % to 2 000 000, 1 % to 3 500 000, 0,5 % to 5 000 000, 0,25 % above; cap 125 000 kr.
    const rule = { thresholdSek: 2_960, eurRateOre: 1_000, payer: 'buyer' as const };
    expect(resaleRightFee(296_000, rule)).toBe(0); // exactly the threshold: nothing ("överstiger")
    expect(resaleRightFee(296_100, rule)).toBe(14_805); // 2 961 kr → 148,05 kr
    expect(resaleRightFee(10_000_000, rule)).toBe(500_000); // 100 000 kr → 5 000 kr
    expect(resaleRightFee(227_500_000, rule)).toBe(7_275_000); // 2 275 000 kr → 25 000 + 45 000 + 2 750 = 72 750 kr
    expect(resaleRightFee(2_000_000_000, rule)).toBe(12_500_000); // 20 000 000 kr → capped at 125 000 kr
  });
});
