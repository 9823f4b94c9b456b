import type { ReactNode } from 'react';
import { formatOre } from '@/ui/format';

/** The lot's part of a purchase's sums, by the one fee rule frozen on the order (docs/decisions/0045). */
export interface PriceLines {
  hammerPriceOre: number;
  /** VAT added on the hammer (a VAT-registered seller's lot, the studio's own stock), 0 otherwise. */
  hammerVatOre?: number;
  hammerVatPercent?: number;
  buyerPremiumOre: number;
  /** The VAT inside the premium; null under the margin scheme, where no VAT amount is shown. */
  vatOre: number | null;
  /** The resale right the buyer pays (0 when none). */
  resaleRightOre?: number;
}

/** What the buyer owes for the lot before shipping. */
export function lotTotalOf(lines: PriceLines): number {
  return lines.hammerPriceOre + (lines.hammerVatOre ?? 0) + lines.buyerPremiumOre + (lines.resaleRightOre ?? 0);
}

/** An order's lot lines as its pages show them: the premium's VAT only where the order may show it. */
export function priceLinesOf(order: {
  hammerPriceOre: number;
  hammerVatOre: number;
  hammerVatPercent: number;
  buyerPremiumOre: number;
  vatOre: number;
  showsVat: boolean;
  resaleRightOre: number;
}): PriceLines {
  return {
    hammerPriceOre: order.hammerPriceOre,
    hammerVatOre: order.hammerVatOre,
    hammerVatPercent: order.hammerVatPercent,
    buyerPremiumOre: order.buyerPremiumOre,
    vatOre: order.showsVat ? order.vatOre : null,
    resaleRightOre: order.resaleRightOre,
  };
}

export interface OrderSumsProps extends PriceLines {
  /** null: not chosen yet (the checkout form says so in `shippingNote`). */
  shippingOre: number | null;
  totalOre: number;
  shippingNote?: string;
  totalLabel?: string;
  caption: string;
}

/**
 * A purchase's sums: Klubbat pris, Slagavgift (with its VAT), Frakt and Totalt. No hooks, so the
 * checkout form can render it with a live total and the order page and receipt as they are.
 */
export function OrderSums({
  hammerPriceOre,
  hammerVatOre = 0,
  hammerVatPercent = 25,
  buyerPremiumOre,
  vatOre,
  resaleRightOre = 0,
  shippingOre,
  totalOre,
  shippingNote,
  totalLabel = 'Totalt',
  caption,
}: OrderSumsProps) {
  return (
    <table className="tabular w-full text-sm" data-testid="order-sums">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        <SumRow label="Klubbat pris" value={formatOre(hammerPriceOre)} />
        {hammerVatOre > 0 ? <SumRow label={<>Moms {hammerVatPercent}&nbsp;% på klubbat pris</>} value={formatOre(hammerVatOre)} /> : null}
        <SumRow
          label={
            <>
              Slagavgift
              {vatOre === null ? null : <span className="block text-xs text-muted">varav moms 25&nbsp;% {formatOre(vatOre)}</span>}
            </>
          }
          value={formatOre(buyerPremiumOre)}
        />
        {resaleRightOre > 0 ? <SumRow label="Följerätt" value={formatOre(resaleRightOre)} /> : null}
        <SumRow
          label={
            <>
              Frakt
              {shippingNote ? <span className="block text-xs text-muted">{shippingNote}</span> : null}
            </>
          }
          value={shippingOre === null ? '–' : formatOre(shippingOre)}
        />
      </tbody>
      <tfoot>
        <TotalRow label={totalLabel} value={formatOre(totalOre)} testId="order-total" />
      </tfoot>
    </table>
  );
}

/**
 * One line of a purchase's sums, named in its row header with the amount on the right. `tight`:
 * the receipt's denser lines; `muted`: a line inside the one above it ("varav moms").
 */
export function SumRow(props: { label: ReactNode; value: ReactNode; tight?: boolean; muted?: boolean; testId?: string }) {
  const head = props.tight ? 'py-2 pr-4 text-left font-normal' : 'py-2.5 pr-4 text-left align-top font-normal';
  const cell = props.tight ? 'py-2 text-right whitespace-nowrap' : 'py-2.5 text-right align-top whitespace-nowrap';
  return (
    <tr className="border-b border-line">
      <th scope="row" className={props.muted ? `${head} pl-4 text-muted` : head}>
        {props.label}
      </th>
      <td className={props.muted ? `${cell} text-muted` : cell} data-testid={props.testId}>
        {props.value}
      </td>
    </tr>
  );
}

/** The sums' last line: what was or is to be paid in all. */
export function TotalRow(props: { label: string; value: string; testId: string }) {
  return (
    <tr>
      <th scope="row" className="pt-3 pr-4 text-left text-base font-semibold">
        {props.label}
      </th>
      <td className="pt-3 text-right text-base font-semibold whitespace-nowrap" data-testid={props.testId}>
        {props.value}
      </td>
    </tr>
  );
}
