import fc from 'fast-check';
import type { BookEvent, ResaleRightPayer, SaleEvent, SellerVatStatus, VatModel } from './journal';

/**
 * Generated orders for the books' property tests (imported by tests only): a sale whose amounts agree
 * with each other, maybe shipping, payments (sometimes more than the invoices), partial credit notes,
 * maybe a final one (then every payment is refunded and nothing paid out), refunds and payouts.
 */

export interface OrderSpec {
  orderId: number;
  startMs: number;
  vatModel: VatModel;
  sellerVatStatus: SellerVatStatus;
  hammerOre: number;
  hammerVatRate: number;
  premiumOre: number;
  commissionOre: number;
  resaleRightOre: number;
  resaleRightPayer: ResaleRightPayer | null;
  shippingOre: number | null;
  /** Partial credit notes: amount and the seller's part. */
  credits: { amountOre: number; sellerOre: number }[];
  final: boolean;
  payments: number[];
  refunds: number[];
  payouts: number[];
}

const fifth = (ore: number) => Math.round(ore / 5);
const vatAt = (ore: number, rate: number) => Math.round((ore * rate) / 100);

/** Everything the buyer is invoiced: the sale's buyer total and the shipping. */
export function invoicedOre(spec: OrderSpec): number {
  const hammerVat = spec.sellerVatStatus === 'private' ? 0 : vatAt(spec.hammerOre, spec.hammerVatRate);
  const buyerFee = spec.resaleRightPayer === 'buyer' ? spec.resaleRightOre : 0;
  return spec.hammerOre + hammerVat + spec.premiumOre + buyerFee + (spec.shippingOre ?? 0);
}

/** Splits a total into one or two positive parts. */
function split(total: number, cut: number, two: boolean): number[] {
  if (total <= 0) return [];
  if (!two || total < 2) return [total];
  const first = 1 + (cut % (total - 1));
  return [first, total - first];
}

const MS_2026 = Date.UTC(2026, 0, 1);
const YEAR_MS = 365 * 24 * 3600 * 1000;

export const orderSpecArb: fc.Arbitrary<Omit<OrderSpec, 'orderId'>> = fc
  .record({
    startMs: fc.integer({ min: MS_2026, max: MS_2026 + YEAR_MS - 30 * 24 * 3600 * 1000 }),
    vatModel: fc.constantFrom<VatModel>('agent', 'margin'),
    sellerVatStatus: fc.constantFrom<SellerVatStatus>('private', 'business', 'studio'),
    hammerOre: fc.integer({ min: 100, max: 50_000_000 }),
    hammerVatRate: fc.constantFrom(25, 12, 6),
    premiumShare: fc.integer({ min: 0, max: 30 }),
    commissionShare: fc.integer({ min: 0, max: 25 }),
    feeOre: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_500_000 })),
    sellerPays: fc.boolean(),
    shippingOre: fc.option(fc.integer({ min: 0, max: 90_000 })),
    credits: fc.array(fc.record({ cut: fc.nat(), sellerCut: fc.nat() }), { maxLength: 2 }),
    final: fc.boolean(),
    pay: fc.constantFrom('none', 'part', 'full', 'over'),
    overOre: fc.integer({ min: 1, max: 100_000 }),
    cuts: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    twoParts: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  })
  .map((d) => {
    const studio = d.sellerVatStatus === 'studio';
    const hammerOre = d.hammerOre;
    const premiumOre = Math.floor((hammerOre * d.premiumShare) / 100);
    const commissionOre = studio ? 0 : Math.floor((hammerOre * d.commissionShare) / 100);
    const resaleRightPayer: ResaleRightPayer | null = d.feeOre === 0 ? null : studio || !d.sellerPays ? 'buyer' : 'seller';
    const base = {
      startMs: d.startMs,
      vatModel: d.vatModel,
      sellerVatStatus: d.sellerVatStatus,
      hammerOre,
      hammerVatRate: d.hammerVatRate,
      premiumOre,
      commissionOre,
      resaleRightOre: d.feeOre,
      resaleRightPayer,
      shippingOre: d.shippingOre,
    };
    const invoiced = invoicedOre({ ...base, orderId: 0, credits: [], final: false, payments: [], refunds: [], payouts: [] });
    // Partial credit notes leave at least one öre for a final one.
    let open = invoiced;
    const credits: OrderSpec['credits'] = [];
    for (const c of d.credits) {
      if (open < 2) break;
      const amountOre = 1 + (c.cut % (open - 1));
      credits.push({ amountOre, sellerOre: c.sellerCut % (amountOre + 1) });
      open -= amountOre;
    }
    const paid = d.pay === 'none' ? 0 : d.pay === 'part' ? Math.floor(invoiced / 2) : d.pay === 'full' ? invoiced : invoiced + d.overOre;
    const [cutPay = 0, cutRefund = 0, cutPayout = 0, partialRefund = 0] = d.cuts;
    const payments = split(paid, cutPay, d.twoParts[0] ?? false);
    const final = d.final && open > 0;
    const refunds = final ? split(paid, cutRefund, d.twoParts[1] ?? false) : split(partialRefund % (paid + 1), cutRefund, false);
    const sellerShare = hammerOre - commissionOre;
    const payouts = final ? [] : split(cutPayout % (Math.max(sellerShare, 0) + 1), cutPayout, d.twoParts[2] ?? false);
    return { ...base, credits, final, payments, refunds, payouts };
  });

export const runArb: fc.Arbitrary<OrderSpec[]> = fc
  .array(orderSpecArb, { minLength: 1, maxLength: 8 })
  .map((specs) => specs.map((spec, i) => ({ ...spec, orderId: 1000 + i })));

const HOUR = 3600 * 1000;

/** The events of one order, spread over the days after its sale (the sale and shipping on one instant). */
export function orderEvents(spec: OrderSpec): BookEvent[] {
  const id = spec.orderId;
  let t = spec.startMs;
  const at = (hours: number) => new Date((t += hours * HOUR)).toISOString();
  const text = (what: string) => `${what} order ${id}, Åsa Öberg "Pärlor" \\ é`;
  const hammerVatOre = spec.sellerVatStatus === 'private' ? 0 : vatAt(spec.hammerOre, spec.hammerVatRate);
  const saleAt = at(0);
  const sale: SaleEvent = {
    kind: 'sale',
    at: saleAt,
    ref: `F${id}`,
    orderId: id,
    text: text('Försäljning'),
    vatModel: spec.vatModel,
    sellerVatStatus: spec.sellerVatStatus,
    hammerOre: spec.hammerOre,
    hammerVatOre,
    hammerVatRate: spec.hammerVatRate,
    premiumOre: spec.premiumOre,
    premiumVatOre: fifth(spec.premiumOre),
    commissionOre: spec.commissionOre,
    commissionVatOre: fifth(spec.commissionOre),
    resaleRightOre: spec.resaleRightOre,
    resaleRightPayer: spec.resaleRightPayer,
    serviceVatRate: 25,
  };
  const events: BookEvent[] = [sale];
  if (spec.shippingOre !== null)
    events.push({
      kind: 'shipping',
      at: saleAt,
      ref: `F${id}`,
      orderId: id,
      text: text('Frakt'),
      amountOre: spec.shippingOre,
      vatOre: fifth(spec.shippingOre),
      vatRate: 25,
    });
  spec.payments.forEach((amountOre, i) =>
    events.push({ kind: 'payment', at: at(5), ref: `B${id}-${i + 1}`, orderId: id, text: text('Betalning'), amountOre }),
  );
  let credited = 0;
  spec.credits.forEach((c, i) => {
    credited += c.amountOre;
    events.push({
      kind: 'creditNote',
      at: at(7),
      ref: `K${id}-${i + 1}`,
      orderId: id,
      text: text('Kreditfaktura'),
      amountOre: c.amountOre,
      sellerOre: c.sellerOre,
      vatOre: fifth(c.amountOre - c.sellerOre),
      vatRate: 25,
      final: false,
    });
  });
  if (spec.final)
    events.push({
      kind: 'creditNote',
      at: at(7),
      ref: `K${id}-S`,
      orderId: id,
      text: text('Kreditfaktura, hela köpet'),
      amountOre: invoicedOre(spec) - credited,
      sellerOre: 0,
      vatOre: 0,
      vatRate: 25,
      final: true,
    });
  spec.refunds.forEach((amountOre, i) =>
    events.push({ kind: 'refund', at: at(3), ref: `R${id}-${i + 1}`, orderId: id, text: text('Återbetalning'), amountOre }),
  );
  spec.payouts.forEach((amountOre, i) =>
    events.push({ kind: 'payout', at: at(48), ref: `U${id}-${i + 1}`, orderId: id, text: text('Utbetalning'), amountOre }),
  );
  return events;
}

export const runEvents = (specs: readonly OrderSpec[]): BookEvent[] => specs.flatMap(orderEvents);
