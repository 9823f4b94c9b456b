/**
 * The one payment-provider interface (ARCHITECTURE.md): the built-in test provider by default,
 * Stripe when STRIPE_SECRET_KEY is set. Everything the product asks of a provider goes through it,
 * so the test provider and Stripe are exercised by the same commands and tests.
 * Payouts here (issue 13: seller onboarding); checkout and webhooks join it with the orders work.
 */
export interface PaymentProvider {
  /** 'test' or 'stripe': stored beside each account so a later switch of provider is visible. */
  readonly name: 'test' | 'stripe';
  /** Opens a payout account for a seller (Stripe: a Connect Express account). */
  createPayoutAccount(input: { userId: string; email: string }): Promise<{ accountId: string }>;
  /** A one-time link to the provider's hosted onboarding, coming back to `returnUrl` (or `refreshUrl` when it expired). */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** A link to the seller's payout dashboard at the provider. */
  createDashboardLink(input: { accountId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Whether the account can receive payouts yet. */
  payoutAccountStatus(accountId: string): Promise<'pending' | 'active'>;
}
