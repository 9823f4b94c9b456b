import 'server-only';

// The payments module's server surface: the configured PaymentProvider, payout onboarding and the
// test provider's hosted pages.
export { paymentsActions } from './actions';
export {
  createAccountLink,
  createDashboardLink,
  getPayoutAccount,
  PAYOUT_RETURN_PATH,
  storedPayoutAccountStatus,
} from './commands/payout-account';
export { configuredPaymentProvider, getPaymentProvider, paymentMode, PAYMENTS_UNAVAILABLE } from './get-provider';
export type { PaymentMode } from './get-provider';
export { stripeClient, stripeProvider } from './providers/stripe-provider';
export {
  checkTestLink,
  completeTestOnboarding,
  getTestAccount,
  getTestRefunds,
  getTestSession,
  parseTestWebhook,
  payTestSession,
  signTestWebhook,
  testProvider,
  TEST_LINK_SECONDS,
  TEST_METHODS,
  TEST_PAGE_ERRORS,
  TEST_SIGNATURE_HEADER,
  testPageErrorMessage,
  testPageErrorOf,
} from './providers/test-provider';
export type { TestPageError } from './providers/test-provider';
export type { TestWebhookEvent } from './providers/test-provider';
export {
  applyPayoutAccountUpdate,
  payOut,
  payoutsOf,
  payPendingPayouts,
  pendingPayoutOrderIds,
  schedulePayout,
  waitingPayoutCounts,
} from './commands/pay-out';
export type { PayoutStatus, PayoutView, PayOutResult } from './commands/pay-out';
export { chargeSellerForRefund, sellerDebtsOf } from './commands/seller-debts';
export type { SellerDebtView, SellerRefundOutcome } from './commands/seller-debts';
export { payoutTransferJob, testWebhookJob } from './jobs';
export { PaymentRefusedError, WebhookSignatureError } from './provider';
export type { CheckoutLine, PaymentEvent, PaymentMethod, RefundProviderStatus, RefundUpdate } from './provider';
