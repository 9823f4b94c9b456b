import { compareEvents, type BookEvent, type SaleEvent } from './journal';
import { creditNoteSellerVat } from './verifications';

/**
 * The console's figures for a period, from the same events as the SIE file and equal to it to the
 * öre (figures.test.ts reads them back from the verifications). Each figure keeps its rows, so the
 * console can link a figure to the orders behind it. Figures are computed from the events, not from
 * the verifications, so the test that they agree checks two ways of counting.
 */

export interface FigureRow {
  orderId: number;
  ref: string;
  amountOre: number;
}

export interface Figure {
  totalOre: number;
  rows: FigureRow[];
}

export interface CountedFigure extends Figure {
  count: number;
}

export interface PeriodFigures {
  /** Sales in the period; each row is what the buyer was invoiced for the lot (hammer, its VAT, premium, a buyer-paid fee). */
  sales: CountedFigure;
  hammer: Figure;
  /** VAT on the hammer: a business seller's (passed to the seller) and the studio's own stock's. */
  hammerVat: Figure;
  /** Premiums including VAT, and the VAT in them. */
  premiums: Figure;
  premiumVat: Figure;
  /** Commissions including VAT, and the VAT in them. */
  commissions: Figure;
  commissionVat: Figure;
  /** Shipping including VAT, and the VAT in it. */
  shipping: Figure;
  shippingVat: Figure;
  /** Output VAT the studio booked, by rate, net of credit notes (a final one takes back its order's VAT). */
  vatByRate: ({ rate: number } & Figure)[];
  resaleRight: { total: Figure; buyerPaid: Figure; sellerPaid: Figure };
  creditNotes: CountedFigure;
  refunds: Figure;
  payments: Figure;
  payouts: Figure;
}

class FigureBuilder {
  readonly rows: FigureRow[] = [];
  add(event: BookEvent, amountOre: number): void {
    if (amountOre !== 0) this.rows.push({ orderId: event.orderId, ref: event.ref, amountOre });
  }
  done(): Figure {
    return { totalOre: this.rows.reduce((total, row) => total + row.amountOre, 0), rows: this.rows };
  }
}

export interface FigureOptions {
  /** The orders' events before the period, as verificationsFor takes them: a final credit note in the period takes back VAT booked before it. */
  history?: readonly BookEvent[];
}

export function periodFigures(events: readonly BookEvent[], options: FigureOptions = {}): PeriodFigures {
  const f = {
    sales: new FigureBuilder(),
    hammer: new FigureBuilder(),
    hammerVat: new FigureBuilder(),
    premiums: new FigureBuilder(),
    premiumVat: new FigureBuilder(),
    commissions: new FigureBuilder(),
    commissionVat: new FigureBuilder(),
    shipping: new FigureBuilder(),
    shippingVat: new FigureBuilder(),
    feeTotal: new FigureBuilder(),
    feeBuyer: new FigureBuilder(),
    feeSeller: new FigureBuilder(),
    creditNotes: new FigureBuilder(),
    refunds: new FigureBuilder(),
    payments: new FigureBuilder(),
    payouts: new FigureBuilder(),
  };
  const vat = new Map<number, FigureBuilder>();
  /** Output VAT booked so far per order and rate: what a final credit note takes back. */
  const orderVat = new Map<number, Map<number, number>>();
  const saleOf = new Map<number, SaleEvent>();
  let salesCount = 0;
  let creditCount = 0;

  const all = [
    ...(options.history ?? []).map((event) => ({ event, inPeriod: false })),
    ...events.map((event) => ({ event, inPeriod: true })),
  ].sort((x, y) => compareEvents(x.event, y.event));

  for (const { event, inPeriod } of all) {
    let booked = orderVat.get(event.orderId);
    if (!booked) orderVat.set(event.orderId, (booked = new Map()));
    const vatMoves: [rate: number, ore: number][] = [];
    switch (event.kind) {
      case 'sale': {
        saleOf.set(event.orderId, event);
        vatMoves.push([event.serviceVatRate, event.premiumVatOre + event.commissionVatOre]);
        if (event.sellerVatStatus === 'studio') vatMoves.push([event.hammerVatRate, event.hammerVatOre]);
        if (!inPeriod) break;
        const buyerFee = event.resaleRightPayer === 'buyer' ? event.resaleRightOre : 0;
        const total = event.hammerOre + event.hammerVatOre + event.premiumOre + buyerFee;
        if (total !== 0) salesCount++;
        f.sales.add(event, total);
        f.hammer.add(event, event.hammerOre);
        f.hammerVat.add(event, event.hammerVatOre);
        f.premiums.add(event, event.premiumOre);
        f.premiumVat.add(event, event.premiumVatOre);
        f.commissions.add(event, event.commissionOre);
        f.commissionVat.add(event, event.commissionVatOre);
        f.feeTotal.add(event, event.resaleRightOre);
        f.feeBuyer.add(event, buyerFee);
        f.feeSeller.add(event, event.resaleRightPayer === 'seller' ? event.resaleRightOre : 0);
        break;
      }
      case 'shipping':
        vatMoves.push([event.vatRate, event.vatOre]);
        if (!inPeriod) break;
        f.shipping.add(event, event.amountOre);
        f.shippingVat.add(event, event.vatOre);
        break;
      case 'creditNote':
        if (event.final) for (const [rate, ore] of booked) vatMoves.push([rate, -ore]);
        else {
          vatMoves.push([event.vatRate, -event.vatOre]);
          // On the studio's own stock the seller's part takes back output VAT on the goods.
          const sale = saleOf.get(event.orderId);
          if (sale?.sellerVatStatus === 'studio') vatMoves.push([sale.hammerVatRate, -creditNoteSellerVat(event, sale)]);
        }
        if (!inPeriod) break;
        creditCount++;
        f.creditNotes.add(event, event.amountOre);
        break;
      case 'payment':
        if (inPeriod) f.payments.add(event, event.amountOre);
        break;
      case 'refund':
        if (inPeriod) f.refunds.add(event, event.amountOre);
        break;
      case 'payout':
        if (inPeriod) f.payouts.add(event, event.amountOre);
        break;
    }
    for (const [rate, ore] of vatMoves) {
      booked.set(rate, (booked.get(rate) ?? 0) + ore);
      if (!inPeriod) continue;
      let figure = vat.get(rate);
      if (!figure) vat.set(rate, (figure = new FigureBuilder()));
      figure.add(event, ore);
    }
  }

  return {
    sales: { ...f.sales.done(), count: salesCount },
    hammer: f.hammer.done(),
    hammerVat: f.hammerVat.done(),
    premiums: f.premiums.done(),
    premiumVat: f.premiumVat.done(),
    commissions: f.commissions.done(),
    commissionVat: f.commissionVat.done(),
    shipping: f.shipping.done(),
    shippingVat: f.shippingVat.done(),
    vatByRate: [...vat]
      .map(([rate, figure]) => ({ rate, ...figure.done() }))
      .filter((figure) => figure.rows.length > 0)
      .sort((x, y) => y.rate - x.rate),
    resaleRight: { total: f.feeTotal.done(), buyerPaid: f.feeBuyer.done(), sellerPaid: f.feeSeller.done() },
    creditNotes: { ...f.creditNotes.done(), count: creditCount },
    refunds: f.refunds.done(),
    payments: f.payments.done(),
    payouts: f.payouts.done(),
  };
}
