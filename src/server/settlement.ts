import 'server-only';
import type { SaleSettlement } from '@/modules/auctions';
import { configuredFeeRates, saleSettlement } from '@/modules/orders/server';

/**
 * How this server settles a sold lot: orders' settlement at the configured fee rates. Handed to the
 * modules below orders that end lots (auctions' closing, bidding's buy-now), so news of a sale
 * travels up to orders inside the transaction that ended the lot, without an import upwards.
 */
export function currentSaleSettlement(): SaleSettlement {
  return saleSettlement(configuredFeeRates());
}
