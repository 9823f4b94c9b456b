/**
 * The one payment-provider interface (docs/architecture.md): the built-in test provider by default,
 * Stripe when STRIPE_SECRET_KEY is set. Everything the product asks of a provider goes through it,
 * so the test provider and Stripe are exercised by the same commands and tests.
 * Payouts (seller onboarding, transfers), checkout (hosted payment pages) and webhooks.
 */

/** How the buyer paid, as far as the provider tells it. */
export type PaymentMethod = 'card' | 'swish' | 'klarna' | 'other';

export interface CheckoutLine {
  /** Swedish, as the buyer reads it on the hosted page ("Klubbat pris: Vas", "Slagavgift", "Frakt"). */
  name: string;
  /** Öre, a positive integer. */
  amountOre: number;
}

export interface CheckoutSessionInput {
  /** The order paid for: carried through the provider and back in its webhook events. */
  orderId: number;
  buyerEmail: string;
  /** What is charged; the total is their sum. Currency is always SEK. */
  lines: CheckoutLine[];
  /** Where the hosted page sends the buyer after paying, and after cancelling (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
  /** When the session stops accepting payment (Stripe allows 30 min – 24 h ahead). */
  expiresAt: Date;
  /** The same key returns the same session (a double click opens one session). */
  idempotencyKey: string;
}

/**
 * A provider's webhook event, verified and reduced to what the app acts on. `eventId` is the
 * provider's unique event id: the app stores it and never acts on the same id twice.
 */
export type PaymentEvent =
  | {
      kind: 'checkout.paid';
      eventId: string;
      sessionId: string;
      orderId: number;
      amountOre: number;
      method: PaymentMethod;
      /** The provider's payment reference (Stripe: the PaymentIntent id), kept for refunds and support. */
      paymentRef: string | null;
      occurredAt: Date;
    }
  | {
      /** The session ended without a payment (expired, or an async method such as Klarna failed). */
      kind: 'checkout.failed';
      eventId: string;
      sessionId: string;
      orderId: number;
      occurredAt: Date;
    }
  | { kind: 'account.updated'; eventId: string; accountId: string; status: 'pending' | 'active'; occurredAt: Date }
  | {
      /**
       * One or more refunds changed at the provider (Stripe: refund.created/updated/failed, or a
       * charge.refunded carrying its refunds). Orders settles its pending refunds from it
       * (docs/decisions/0041).
       */
      kind: 'refund.updated';
      eventId: string;
      /** The order the refunded payment was for, when the provider names it. */
      orderId: number | null;
      refunds: RefundUpdate[];
      occurredAt: Date;
    }
  /** Anything else the provider sends: acknowledged and ignored. */
  | { kind: 'ignored'; eventId: string; type: string; occurredAt: Date };

/** A refund as the provider reports it in a webhook. */
export interface RefundUpdate {
  /** The provider's id of the refund (Stripe: `re_…`). */
  providerRefundId: string;
  /** The app's refund id it was created with (metadata), when present: settles a refund whose answer never came. */
  refundId: number | null;
  amountOre: number;
  status: RefundProviderStatus;
}

export type RefundProviderStatus = 'succeeded' | 'pending' | 'failed';

export interface RefundInput {
  /** The buyer's payment (its checkout.paid event's paymentRef; Stripe: the PaymentIntent). */
  paymentRef: string | null;
  /** Öre, a positive integer, at most what is left of the payment. */
  amountOre: number;
  orderId: number;
  /** The app's refund id, carried in the provider's metadata so its webhook can name it. */
  refundId: number;
  /** `refund:<refundId>`: a retried call refunds once. */
  idempotencyKey: string;
  /** The studio's reason (kept in the provider's metadata, not shown to the buyer by the provider). */
  reason: string;
}

/**
 * Brands the payment errors so they are recognised across bundles. The provider is a process
 * singleton (src/modules/payments/get-provider.ts): whichever bundle asks first (the callable fast
 * lane, a route handler, the scheduler) creates it, so the error a provider throws may be another
 * bundle's copy of the class and fail `instanceof` where it is caught. Measured on `npm start`:
 * after a connector action had created the provider, an unsigned webhook answered 503 (retry) with
 * an error log instead of 400.
 */
const BRAND = Symbol.for('klubban.payments.error');

function hasBrand(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === name;
}

/** The webhook's signature did not verify (or the body is not the provider's): answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  readonly [BRAND] = 'WebhookSignatureError';

  constructor(message = 'webhook signature did not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }

  /** `instanceof` that holds across bundles (see BRAND). */
  static is(value: unknown): value is WebhookSignatureError {
    return hasBrand(value, 'WebhookSignatureError');
  }
}

/**
 * The provider refused a money movement outright (a 4xx: unknown or unverified account, not enough
 * balance): nothing moved. Unlike a timeout, the next attempt may use a new idempotency key.
 */
export class PaymentRefusedError extends Error {
  readonly [BRAND] = 'PaymentRefusedError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentRefusedError';
  }

  /** `instanceof` that holds across bundles (see BRAND). */
  static is(value: unknown): value is PaymentRefusedError {
    return hasBrand(value, 'PaymentRefusedError');
  }
}

export interface PaymentProvider {
  /** 'test' or 'stripe': stored beside each account and order so a later switch of provider is visible. */
  readonly name: 'test' | 'stripe';
  /** Opens a payout account for a seller (Stripe: a Connect Express account). */
  createPayoutAccount(input: { userId: string; email: string }): Promise<{ accountId: string }>;
  /** A one-time link to the provider's hosted onboarding, coming back to `returnUrl` (or `refreshUrl` when it expired). */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** A link to the seller's payout dashboard at the provider. */
  createDashboardLink(input: { accountId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Whether the account can receive payouts yet. */
  payoutAccountStatus(accountId: string): Promise<'pending' | 'active'>;

  /** A hosted payment page (SEK; card, Swish, Klarna) for an order: its id and where to send the buyer. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  /** Ends an open session so it can no longer be paid (a new one replaced it). Already ended: no error. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook request (raw body exactly as received, and its headers) and reduces it to a
   * PaymentEvent. Throws WebhookSignatureError when the signature does not verify.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /**
   * Pays a seller: moves `amountOre` to their payout account (Stripe: a transfer to the connected
   * account). The idempotency key makes a retried call pay once. `paymentRef` is the buyer's payment
   * for the order (its checkout.paid event's): Stripe funds the transfer from that charge. Throws
   * PaymentRefusedError when the provider refuses it outright (nothing moved).
   */
  transferToSeller(input: {
    accountId: string;
    amountOre: number;
    orderId: number;
    paymentRef?: string | null;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  /**
   * Gives money back to the buyer from their payment (Stripe: a Refund on the PaymentIntent). The
   * idempotency key makes a retried call refund once. `pending` means the provider has not finished
   * (its webhook settles it); `failed` means nothing went back. Throws PaymentRefusedError when the
   * provider refuses it outright (more than is left, an unknown payment): nothing moved.
   */
  refund(input: RefundInput): Promise<{ refundId: string; status: RefundProviderStatus }>;
}
