/**
 * A lot's prices (docs/product.md §1, §9): whole SEK, positive; the reserve is at least the start
 * price, buy-now is above the start price and not below the reserve, and the low estimate is not
 * above the high one. Pure: the commands and the admin form ask the same rule.
 */
export interface LotPrices {
  startPrice: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
}

/** Why the prices cannot stand together, in Swedish, or null when they can. */
export function priceRefusal(prices: LotPrices): string | null {
  const { startPrice, reservePrice, buyNowPrice, estimateLow, estimateHigh } = prices;
  const whole = (value: number | null) => value === null || (Number.isSafeInteger(value) && value > 0);
  if (!whole(startPrice)) return 'Startpriset måste vara ett helt antal kronor större än 0.';
  if (!whole(reservePrice)) return 'Reservationspriset måste vara ett helt antal kronor större än 0.';
  if (!whole(buyNowPrice)) return 'Köp nu-priset måste vara ett helt antal kronor större än 0.';
  if (!whole(estimateLow) || !whole(estimateHigh)) return 'Utropet måste vara hela kronor större än 0.';
  if (reservePrice !== null && reservePrice < startPrice) return 'Reservationspriset kan inte vara lägre än startpriset.';
  if (buyNowPrice !== null && buyNowPrice <= startPrice) return 'Köp nu-priset måste vara högre än startpriset.';
  if (buyNowPrice !== null && reservePrice !== null && buyNowPrice < reservePrice)
    return 'Köp nu-priset kan inte vara lägre än reservationspriset.';
  if (estimateLow !== null && estimateHigh !== null && estimateLow > estimateHigh)
    return 'Det lägre utropet kan inte vara högre än det högre.';
  return null;
}
