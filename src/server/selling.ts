import 'server-only';
import { eq } from 'drizzle-orm';
import { valuations } from '@/db/schema';
import type { ItemPriceDefaults, LotPublication } from '@/modules/auctions';

/**
 * A new lot's default prices (PRODUCT.md §9 "prices default to the accepted answer's"): the
 * valuation the item was made from, read here in the composition root so auctions (below
 * valuations) need not import it. LEAD: swap for valuations' own reader if Helper B exports one.
 */
export function currentItemPriceDefaults(): ItemPriceDefaults {
  return {
    async forItem(tx, { valuationId }) {
      if (valuationId === null) return null;
      const [row] = await tx
        .select({
          startPrice: valuations.startPrice,
          reservePrice: valuations.reservePrice,
          estimateLow: valuations.estimateLow,
          estimateHigh: valuations.estimateHigh,
        })
        .from(valuations)
        .where(eq(valuations.id, valuationId));
      return row ?? null;
    },
  };
}

/**
 * TEMPORARY (helper C): what a published lot means above auctions. Helper B's valuations module
 * implements LotPublication (the valuation → `published` + AUCTION_PUBLISHED e-mail); LEAD: replace
 * this body with it when merging. Until then a publish changes nothing above auctions.
 */
export function currentLotPublication(): LotPublication {
  return { published: async () => {} };
}
