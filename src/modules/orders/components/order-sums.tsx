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
  const row = 'border-b border-line';
  const head = 'py-2.5 pr-4 text-left align-top font-normal';
  const cell = 'py-2.5 text-right align-top whitespace-nowrap';
  return (
    <table className="tabular w-full text-sm" data-testid="order-sums">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        <tr className={row}>
          <th scope="row" className={head}>
            Klubbat pris
          </th>
          <td className={cell}>{formatOre(hammerPriceOre)}</td>
        </tr>
        <tr className={row}>
          <th scope="row" className={head}>
            Slagavgift
            <span className="block text-xs text-muted">varav moms 25&nbsp;% {formatOre(vatOre)}</span>
          </th>
          <td className={cell}>{formatOre(buyerPremiumOre)}</td>
        </tr>
        <tr className={row}>
          <th scope="row" className={head}>
            Frakt
            {shippingNote ? <span className="block text-xs text-muted">{shippingNote}</span> : null}
          </th>
          <td className={cell}>{shippingOre === null ? '–' : formatOre(shippingOre)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-left text-base font-semibold">
            {totalLabel}
          </th>
          <td className="pt-3 text-right text-base font-semibold whitespace-nowrap" data-testid="order-total">
            {formatOre(totalOre)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
