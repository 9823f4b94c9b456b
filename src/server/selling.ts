import 'server-only';
import type { ItemPriceDefaults, LotPublication } from '@/modules/auctions';
import { valuationPriceDefaults, valuationPublication } from '@/modules/valuations/server';

/**
 * What selling needs from the modules above auctions, composed here (like the sale settlement):
 * a new lot's default prices come from the valuation its item was made from, and a published lot
 * makes that valuation `published` and tells the seller (AUCTION_PUBLISHED), in the same transaction.
 */
export function currentItemPriceDefaults(): ItemPriceDefaults {
  return valuationPriceDefaults();
}

export function currentLotPublication(): LotPublication {
  return valuationPublication();
}
