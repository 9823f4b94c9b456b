import { formatOre, formatPercent } from '@/ui/format';

/**
 * The text of the bid form's whole price for a bid, worked out here from the
 * rule in docs/product.md §2 rather than by the app's wholePrice: the premium is `premiumPercent` % of
 * the hammer price, its VAT a fifth of it (to the öre), shipping the lot's price (null: pickup
 * only), and where it can be shipped, the total collected is stated under the total. As
 * textContent joins it (no spaces between cells).
 */
export function wholePriceText(
  amount: number,
  premiumPercent: number,
  shippingPrice: number | null,
  /**
   * The lot's VAT status and resale right (docs/decisions/0045), as the demo marks them: a
   * VAT-registered seller's or the studio's own lot adds 25 % VAT on the hammer; a resale-right
   * work over 2 960 kr adds 5 % (the demo's prices stay far under the €50 000 band).
   */
  terms: { sellerVatStatus?: string; resaleRight?: boolean } = {},
): string {
  const hammer = amount * 100;
  const hammerVat = terms.sellerVatStatus && terms.sellerVatStatus !== 'private' ? amount * 25 : 0;
  const premium = amount * premiumPercent;
  const vat = Math.round(premium / 5);
  const resale = terms.resaleRight && amount > 2_960 ? Math.round(amount * 5) : 0;
  const shipping = shippingPrice === null ? null : shippingPrice * 100;
  const delivery = shipping === null ? 'LeveransEndast avhämtning' : shipping === 0 ? 'FraktFri frakt' : `Frakt${formatOre(shipping)}`;
  const lot = hammer + hammerVat + premium + resale;
  return (
    `Klubbat pris${formatOre(hammer)}` +
    (hammerVat ? `Moms 25\u00a0% på klubbat pris${formatOre(hammerVat)}` : '') +
    `Slagavgift ${formatPercent(premiumPercent)} (varav moms ${formatOre(vat)})${formatOre(premium)}` +
    (resale ? `Följerätt${formatOre(resale)}` : '') +
    delivery +
    `Att betala om du vinner${formatOre(lot + (shipping ?? 0))}` +
    (shipping ? `Hämtar du i studion i stället: ${formatOre(lot)}.` : '')
  );
}
