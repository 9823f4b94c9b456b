import { eq } from 'drizzle-orm';
import { valuations } from '../tables';
import type { ItemPriceDefaults } from '@/modules/auctions';

/**
 * A new lot's default prices (docs/product.md §9: "prices default to the accepted answer's"): the
 * studio's answer on the valuation the item was made from. Auctions asks through this port, handed
 * in by src/server, since valuations sits above it.
 */
export function valuationPriceDefaults(): ItemPriceDefaults {
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
