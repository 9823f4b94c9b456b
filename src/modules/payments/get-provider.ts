import 'server-only';
import { getDb } from '@/platform/database';
import { getEnv, type PaymentMode } from '@/platform/env';
import { AppError } from '@/platform/errors';
import { configuredSiteOrigins } from '@/platform/http/site-origins';
import { processSingleton, setProcessSingleton } from '@/platform/singleton';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './providers/stripe-provider';
import { testProvider } from './providers/test-provider';

export type { PaymentMode };

/**
 * Which payment provider this process uses (docs/decisions/0028), from the one configuration
 * (KLUBBAN_PAYMENT_PROVIDER, else Stripe by its key, else the test provider only on the embedded
 * demo): 'stripe', 'test' (payments are visibly pretend) or 'none' (payments are refused).
 */
export function paymentMode(): PaymentMode {
  return getEnv().paymentMode;
}

/** What a buyer or seller is told when no payment provider is configured. */
export const PAYMENTS_UNAVAILABLE =
  'Betalning är inte möjlig just nu: studion har inte kopplat in någon betaltjänst. Försök igen senare eller kontakta oss.';

/**
 * The configured provider (paymentMode()). Never the test provider by accident: with no provider
 * configured it throws FAILED_PRECONDITION in Swedish, so a checkout or payout link is refused
 * (never a 500) and nothing is faked.
 */
export function getPaymentProvider(): PaymentProvider {
  const mode = paymentMode();
  if (mode === 'none') throw new AppError('FAILED_PRECONDITION', PAYMENTS_UNAVAILABLE);
  const make = () => {
    const env = getEnv();
    if (mode === 'stripe' && env.STRIPE_SECRET_KEY) {
      return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
    }
    return testProvider({ db: getDb, publicUrl: env.publicUrl, siteOrigins: configuredSiteOrigins() });
  };
  const provider = processSingleton('PaymentProvider', make);
  if (provider.name === mode) return provider;
  // The configuration was read again with another mode (tests do that): never serve the old provider.
  setProcessSingleton('PaymentProvider', undefined);
  return processSingleton('PaymentProvider', make);
}

/** The configured provider, or null when payments are not configured (for reads that can answer without one). */
export function configuredPaymentProvider(): PaymentProvider | null {
  return paymentMode() === 'none' ? null : getPaymentProvider();
}
