import { formatOre, formatPercent } from '@/ui/format';
import { DEFAULT_PRICING, type Pricing, wholePrice } from '../domain/fees';

export { DEFAULT_PRICING, type Pricing };

/**
 * What the buyer pays if they win at `amount`: hammer (with the VAT added on a VAT-registered
 * seller's lot), premium with its VAT part (none shown under the margin scheme), the resale right
 * when the buyer pays it, shipping (or pickup only) and the total, by the orders' own fee rule (wholePrice), so the
 * total is the order's to the öre. Where the lot can be shipped, the total includes shipping and
 * the line under it gives the total when collected instead.
 */
export function WholePriceList({
  amount,
  premiumPercent,
  pricing = DEFAULT_PRICING,
  shippingPrice,
}: {
  amount: number;
  premiumPercent: number;
  pricing?: Pricing;
  shippingPrice: number | null;
}) {
  // The commission plays no part in what the buyer pays.
  const price = wholePrice(
    amount,
    {
      buyerPremiumPercent: premiumPercent,
      sellerCommissionPercent: 0,
      vatModel: pricing.vatModel,
      hammerVatPercent: pricing.hammerVatPercent,
      resaleRight: pricing.resaleRight,
    },
    shippingPrice,
    pricing.lot,
  );
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <>
      <dl className="tabular space-y-0.5" data-testid="whole-price">
        <div className={row}>
          <dt>Klubbat pris</dt>
          <dd>{formatOre(price.hammerOre)}</dd>
        </div>
        {price.hammerVatOre > 0 ? (
          <div className={row}>
            <dt>Moms {formatPercent(price.hammerVatPercent)} på klubbat pris</dt>
            <dd>{formatOre(price.hammerVatOre)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>
            Slagavgift {formatPercent(premiumPercent)}{' '}
            {price.premiumVatOre === null ? null : <span className="text-muted">(varav moms {formatOre(price.premiumVatOre)})</span>}
          </dt>
          <dd>{formatOre(price.premiumOre)}</dd>
        </div>
        {price.resaleRightOre > 0 ? (
          <div className={row}>
            <dt>Följerätt</dt>
            <dd data-testid="whole-price-resale-right">{formatOre(price.resaleRightOre)}</dd>
          </div>
        ) : null}
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
      {price.marginScheme ? <p className="mt-1 text-xs text-muted">Vinstmarginalbeskattning: ingen moms anges.</p> : null}
    </>
  );
}
