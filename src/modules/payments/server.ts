import 'server-only';

// The payments module's server surface: the configured PaymentProvider, payout onboarding and the
// test provider's hosted pages.
export { paymentsActions } from './actions';
export { createAccountLink, createDashboardLink, getPayoutAccount, PAYOUT_RETURN_PATH } from './commands/payout-account';
export { getPaymentProvider } from './get-provider';
export { stripeClient, stripeProvider } from './providers/stripe-provider';
export { checkTestLink, completeTestOnboarding, getTestAccount, testProvider, TEST_LINK_SECONDS } from './providers/test-provider';
