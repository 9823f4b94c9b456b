import 'server-only';
import Stripe from 'stripe';
import type { PaymentProvider } from '../provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API host (tests point the real SDK at a local stand-in: PRODUCT.md §6). */
  apiBase?: string;
}

/** The Stripe SDK configured for this app, pointed at `apiBase` when given. */
export function stripeClient({ secretKey, apiBase }: StripeProviderOptions): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    appInfo: { name: 'Klubban' },
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Connect Express for sellers' payouts, through the official SDK. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    async createPayoutAccount({ userId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'SE',
          email,
          capabilities: { transfers: { requested: true } },
          business_type: 'individual',
          metadata: { klubbanUserId: userId },
        },
        // One account per seller even when the request is retried.
        { idempotencyKey: `payout-account:${userId}` },
      );
      return { accountId: account.id };
    },
    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url };
    },
    async createDashboardLink({ accountId }) {
      const link = await stripe.accounts.createLoginLink(accountId);
      return { url: link.url };
    },
    async payoutAccountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return account.details_submitted && account.payouts_enabled ? 'active' : 'pending';
    },
  };
}
