import { formatOre, formatPercent } from '@/ui/format';
import { wholePrice } from '../domain/fees';

/**
 * What the buyer pays if they win at `amount`: hammer, premium with its VAT
 * part, shipping (or pickup only) and the total, by the orders' own fee rule (wholePrice), so the
 * total is the order's to the öre. Where the lot can be shipped, the total includes shipping and
 * the line under it gives the total when collected instead.
 */
export function WholePriceList({
  amount,
  premiumPercent,
  shippingPrice,
}: {
  amount: number;
  premiumPercent: number;
  shippingPrice: number | null;
}) {
  // The commission plays no part in what the buyer pays.
  const price = wholePrice(amount, { buyerPremiumPercent: premiumPercent, sellerCommissionPercent: 0 }, shippingPrice);
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <>
      <dl className="tabular space-y-0.5" data-testid="whole-price">
        <div className={row}>
          <dt>Klubbat pris</dt>
          <dd>{formatOre(price.hammerOre)}</dd>
        </div>
        <div className={row}>
          <dt>
            Slagavgift {formatPercent(premiumPercent)} <span className="text-muted">(varav moms {formatOre(price.premiumVatOre)})</span>
          </dt>
          <dd>{formatOre(price.premiumOre)}</dd>
        </div>
        <div className={row}>
          <dt>{price.shippingOre === null ? 'Leverans' : 'Frakt'}</dt>
          <dd>{price.shippingOre === null ? 'Endast avhämtning' : price.shippingOre === 0 ? 'Fri frakt' : formatOre(price.shippingOre)}</dd>
        </div>
        <div className={`${row} border-t border-line pt-1 font-semibold`}>
          <dt>Att betala om du vinner</dt>
          <dd data-testid="whole-price-total">{formatOre(price.totalOre)}</dd>
        </div>
      </dl>
      {price.shippingOre ? (
        <p className="mt-1 text-xs text-muted">Hämtar du i studion i stället: {formatOre(price.pickupTotalOre)}.</p>
      ) : null}
    </>
  );
}
