import type { ReactNode } from 'react';
import { formatOre } from '@/ui/format';

export interface OrderSumsProps {
  hammerPriceOre: number;
  buyerPremiumOre: number;
  vatOre: number;
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
  buyerPremiumOre,
  vatOre,
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
        <SumRow
          label={
            <>
              Slagavgift
              <span className="block text-xs text-muted">varav moms 25&nbsp;% {formatOre(vatOre)}</span>
            </>
          }
          value={formatOre(buyerPremiumOre)}
        />
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
