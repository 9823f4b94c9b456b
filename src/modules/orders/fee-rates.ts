import 'server-only';
import { connection } from 'next/server';
import { getEnv } from '@/platform/env';
import type { FeeRates } from '@/modules/auctions';

/**
 * The fee rates this server runs with (KLUBBAN_BUYER_PREMIUM_PERCENT,
 * KLUBBAN_SELLER_COMMISSION_PERCENT), for pages that state them. Configuration is read when the
 * server starts, never inlined at build time: waiting for the request first keeps a page that
 * calls this from ever being prerendered with the build machine's values.
 */
export async function getFeeRates(): Promise<FeeRates> {
  await connection();
  return configuredFeeRates();
}

/** The same rates where the request is already dynamic (the sale settlement, the lot page). */
export function configuredFeeRates(): FeeRates {
  const env = getEnv();
  return { buyerPremiumPercent: env.KLUBBAN_BUYER_PREMIUM_PERCENT, sellerCommissionPercent: env.KLUBBAN_SELLER_COMMISSION_PERCENT };
}
