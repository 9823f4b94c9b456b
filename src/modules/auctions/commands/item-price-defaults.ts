import type { DbOrTx } from '@/db/client';

/** A lot's prices as a module above auctions proposes them for an item (the accepted valuation's answer). */
export interface PriceDefaults {
  startPrice: number | null;
  reservePrice: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
}

/**
 * Where a new lot's prices come from when the studio does not give them (docs/product.md §9: "prices
 * default to the accepted answer's"). Valuations sit above auctions, so the composition root
 * (src/server) hands the reading in, like the SaleSettlement; null when the item has no source.
 */
export interface ItemPriceDefaults {
  forItem(tx: DbOrTx, item: { itemId: number; valuationId: number | null }): Promise<PriceDefaults | null>;
}
