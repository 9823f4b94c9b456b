import 'server-only';
import type { SaleSettlement } from '@/modules/auctions';
import { saleSettlement } from '@/modules/orders/server';
import { getEnv } from '@/platform/env';

/**
 * How this server settles a sold lot: orders' settlement at the configured fee rates. Handed to the
 * modules below orders that end lots (auctions' closing, bidding's buy-now), so news of a sale
 * travels up to orders inside the transaction that ended the lot, without an import upwards.
 */
export function currentSaleSettlement(): SaleSettlement {
  const env = getEnv();
  return saleSettlement({
    buyerPremiumPercent: env.KLUBBAN_BUYER_PREMIUM_PERCENT,
    sellerCommissionPercent: env.KLUBBAN_SELLER_COMMISSION_PERCENT,
  });
}
