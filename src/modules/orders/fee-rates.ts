import 'server-only';
import { connection } from 'next/server';
import { getEnv } from '@/platform/env';
import { DEFAULT_RESALE_RIGHT, PRIVATE_LOT, type FeeRates, type LotTerms, type Pricing } from '@/modules/auctions';
import type { StudioDetails } from './domain/documents';

/**
 * The fee rates this server runs with (KLUBBAN_BUYER_PREMIUM_PERCENT,
 * KLUBBAN_SELLER_COMMISSION_PERCENT, the VAT model and the resale right: docs/decisions/0045), for pages that state them. Configuration is read when the
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
  return {
    buyerPremiumPercent: env.KLUBBAN_BUYER_PREMIUM_PERCENT,
    sellerCommissionPercent: env.KLUBBAN_SELLER_COMMISSION_PERCENT,
    vatModel: env.KLUBBAN_VAT_MODEL,
    hammerVatPercent: env.KLUBBAN_HAMMER_VAT_PERCENT,
    resaleRight: {
      thresholdSek: env.KLUBBAN_RESALE_RIGHT_THRESHOLD_SEK,
      eurRateOre: env.KLUBBAN_RESALE_RIGHT_EUR_RATE,
      payer: env.KLUBBAN_RESALE_RIGHT_PAYER,
    },
  };
}

/** The studio's details as every document states them (KLUBBAN_STUDIO_*), read when a document is issued. */
export function configuredStudio(): StudioDetails {
  const env = getEnv();
  return {
    name: env.KLUBBAN_STUDIO_NAME,
    street: env.KLUBBAN_STUDIO_STREET,
    postalCode: env.KLUBBAN_STUDIO_POSTAL_CODE,
    city: env.KLUBBAN_STUDIO_CITY,
    orgNumber: env.KLUBBAN_STUDIO_ORG_NUMBER,
    vatNumber: env.KLUBBAN_STUDIO_VAT_NUMBER,
    email: env.KLUBBAN_STUDIO_EMAIL ?? 'hej@klubban.se',
    ...(env.KLUBBAN_STUDIO_BANKGIRO ? { bankgiro: env.KLUBBAN_STUDIO_BANKGIRO } : {}),
  };
}

/** What the whole price before a bid reckons with on a lot with `lot`'s terms (docs/decisions/0045). */
export function configuredPricing(lot: LotTerms = PRIVATE_LOT): Pricing {
  const rates = configuredFeeRates();
  return {
    vatModel: rates.vatModel ?? 'agent',
    hammerVatPercent: rates.hammerVatPercent ?? 25,
    resaleRight: rates.resaleRight ?? DEFAULT_RESALE_RIGHT,
    lot,
  };
}
