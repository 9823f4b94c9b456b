import 'server-only';
import { getDb } from '@/db';
import { getEnv } from '@/platform/env';
import { processSingleton } from '@/platform/singleton';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './providers/stripe-provider';
import { testProvider } from './providers/test-provider';

/** The configured provider: Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. */
export function getPaymentProvider(): PaymentProvider {
  return processSingleton('PaymentProvider', () => {
    const env = getEnv();
    return env.STRIPE_SECRET_KEY
      ? stripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          apiBase: env.STRIPE_API_BASE,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        })
      : testProvider({ db: getDb, publicUrl: env.publicUrl });
  });
}
