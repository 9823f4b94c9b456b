import { formatOre, formatPercent } from '@/ui/format';

/**
 * The text of the bid form's whole price for a bid, worked out here from the
 * rule in docs/product.md §2 rather than by the app's wholePrice: the premium is `premiumPercent` % of
 * the hammer price, its VAT a fifth of it (to the öre), shipping the lot's price (null: pickup
 * only), and where it can be shipped, the total collected is stated under the total. As
 * textContent joins it (no spaces between cells).
 */
export function wholePriceText(amount: number, premiumPercent: number, shippingPrice: number | null): string {
  const hammer = amount * 100;
  const premium = amount * premiumPercent;
  const vat = Math.round(premium / 5);
  const shipping = shippingPrice === null ? null : shippingPrice * 100;
  const delivery = shipping === null ? 'LeveransEndast avhämtning' : shipping === 0 ? 'FraktFri frakt' : `Frakt${formatOre(shipping)}`;
  return (
    `Klubbat pris${formatOre(hammer)}` +
    `Slagavgift ${formatPercent(premiumPercent)} (varav moms ${formatOre(vat)})${formatOre(premium)}` +
    delivery +
    `Att betala om du vinner${formatOre(hammer + premium + (shipping ?? 0))}` +
    (shipping ? `Hämtar du i studion i stället: ${formatOre(hammer + premium)}.` : '')
  );
}
