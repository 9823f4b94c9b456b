import 'server-only';
import Stripe from 'stripe';
import { getLogger } from '@/platform/logger';
import {
  PaymentRefusedError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentProvider,
  type RefundProviderStatus,
  type RefundUpdate,
} from '../provider';

type AllowedPaymentMethodType = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API host (tests point the real SDK at a local stand-in: docs/product.md §6). */
  apiBase?: string;
  /** The webhook endpoint's signing secret (`whsec_…`, STRIPE_WEBHOOK_SECRET). Without it every webhook is refused. */
  webhookSecret?: string;
  /**
   * The payment methods a checkout may offer, as a filter on those activated in the Stripe
   * Dashboard (`allowed_payment_method_types`). Default: card, Klarna and Swish (docs/product.md §2).
   * An empty list offers whatever the Dashboard has on.
   */
  paymentMethods?: readonly AllowedPaymentMethodType[];
}

/**
 * Card, Klarna and Swish: what a Swedish buyer expects (docs/product.md §2).
 *
 * Why a filter and not a fixed list: since API version 2026-09-30.endive (pinned by SDK 23)
 * Checkout no longer takes `payment_method_types`; the methods come from the Dashboard (dynamic
 * payment methods), and `allowed_payment_method_types` narrows that set, silently dropping any
 * method the account has not activated or that does not fit the currency or amount. So asking for
 * Swish is safe on an account without Swish (the old fixed list answered 400 for it), while
 * methods the Dashboard might add (Link, PayPal, …) stay off the page, so the buyer sees the three
 * the product names and the receipts can say which was used.
 */
export const DEFAULT_PAYMENT_METHODS: readonly AllowedPaymentMethodType[] = ['card', 'klarna', 'swish'];

/** The Stripe SDK configured for this app, pointed at `apiBase` when given. */
export function stripeClient({ secretKey, apiBase }: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>): Stripe {
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

/**
 * transferToSeller's input, and optionally the PaymentIntent the buyer paid the order with
 * (`paymentRef` of its checkout.paid event). With it the transfer names that charge as its
 * `source_transaction`: Stripe then accepts the transfer even while the charge's funds are still
 * pending in the platform's balance (card funds in Sweden become available days after the
 * charge; a release soon after delivery could come first), and pays the seller when they become
 * available. Without it the transfer draws on the platform's available balance and fails with
 * `balance_insufficient` when that is short.
 */
export type StripeTransferInput = Parameters<PaymentProvider['transferToSeller']>[0];

/** The order an id names: a positive safe integer written as digits, else null. */
function orderIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A Stripe refund's status as the app counts it: `pending` and `requires_action` (a bank transfer
 * the customer must claim) are under way; `failed` and `canceled` gave nothing back.
 */
function refundStatusOf(status: string | null | undefined): RefundProviderStatus {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}

/** A Stripe Refund reduced to what orders settles by. */
function refundUpdateOf(refund: Stripe.Refund): RefundUpdate {
  return {
    providerRefundId: refund.id,
    refundId: orderIdOf(refund.metadata?.refundId),
    amountOre: refund.amount,
    status: refundStatusOf(refund.status),
  };
}

/**
 * A definite refusal (a 4xx Stripe replays for 24 h under the same key): the caller's next attempt
 * takes a new key. Timeouts, 409 (idempotency) and 429/5xx stay plain errors: retried with the
 * same key, they can never move money twice.
 */
function refusalOf(error: unknown): PaymentRefusedError | null {
  if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeIdempotencyError') {
    const status = error.statusCode ?? 0;
    if (status >= 400 && status < 500 && status !== 409 && status !== 429) return new PaymentRefusedError(error.message, { cause: error });
  }
  return null;
}

function methodOf(type: string | null | undefined): PaymentMethod {
  return type === 'card' || type === 'swish' || type === 'klarna' ? type : 'other';
}

/**
 * Stripe Checkout for buyers, Connect Express for sellers' payouts, through the official SDK.
 * Money moves as separate charges and transfers: the platform charges the buyer (the PaymentIntent
 * carries `transfer_group` "order_{id}"), and pays the seller's share by a transfer when the funds
 * are released after delivery.
 */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  const allowedMethods = options.paymentMethods ?? DEFAULT_PAYMENT_METHODS;

  /**
   * Which method the buyer paid with. The Checkout Session only lists the methods it offered; the
   * one used is on the PaymentIntent's charge. When the session offered a single method that is
   * the answer without a call; otherwise one retrieval of the PaymentIntent (with its latest
   * charge) per paid order: cheap beside the payment, and it lets receipts and support name the
   * method. If that call fails the payment still counts (as 'other'): a label must not hold up
   * an order the buyer has paid.
   */
  async function methodUsed(session: Stripe.Checkout.Session, paymentIntentId: string | null): Promise<PaymentMethod> {
    if (session.payment_method_types.length === 1) return methodOf(session.payment_method_types[0]);
    if (!paymentIntentId) return 'other';
    try {
      // Short: this runs while Stripe waits for the webhook's answer.
      const intent = await stripe.paymentIntents.retrieve(
        paymentIntentId,
        { expand: ['latest_charge'] },
        { timeout: 5_000, maxNetworkRetries: 1 },
      );
      const charge = intent.latest_charge;
      if (charge && typeof charge === 'object') return methodOf(charge.payment_method_details?.type);
      return intent.payment_method_types.length === 1 ? methodOf(intent.payment_method_types[0]) : 'other';
    } catch (error) {
      getLogger().warn({ err: error, paymentIntentId, sessionId: session.id }, 'stripe: could not read the payment method used');
      return 'other';
    }
  }

  /** The charge a PaymentIntent was paid by. */
  async function chargeOf(paymentIntentId: string): Promise<string> {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!charge || intent.status !== 'succeeded') {
      throw new Error(`payment ${paymentIntentId} has no succeeded charge to transfer from (status ${intent.status})`);
    }
    return charge;
  }

  /** The order a session pays for, or null (logged) when it names none. */
  function sessionOrderId(event: Stripe.Event, session: Stripe.Checkout.Session): number | null {
    // client_reference_id is fixed when the session is created; metadata can be edited later in
    // the Dashboard or the API, so it is only the fallback.
    const fromReference = orderIdOf(session.client_reference_id);
    const fromMetadata = orderIdOf(session.metadata?.orderId);
    if (fromReference && fromMetadata && fromReference !== fromMetadata) {
      getLogger().warn(
        {
          eventId: event.id,
          sessionId: session.id,
          clientReferenceId: session.client_reference_id,
          metadataOrderId: session.metadata?.orderId,
        },
        'stripe: checkout session names two orders; client_reference_id wins',
      );
    }
    const orderId = fromReference ?? fromMetadata;
    if (orderId === null) {
      getLogger().warn(
        {
          eventId: event.id,
          type: event.type,
          sessionId: session.id,
          clientReferenceId: session.client_reference_id,
          metadata: session.metadata,
        },
        'stripe: checkout session event without an order id, ignored',
      );
    }
    return orderId;
  }

  async function toPaymentEvent(event: Stripe.Event): Promise<PaymentEvent> {
    const occurredAt = new Date(event.created * 1000);
    const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id, type: event.type, occurredAt };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // A completed session with payment_status 'unpaid' is a delayed method (Klarna, Swish,
        // bank debits) still under way: async_payment_succeeded or _failed decides it later.
        if (session.payment_status === 'unpaid') return ignored;
        const orderId = sessionOrderId(event, session);
        if (orderId === null) return ignored;
        if (session.currency !== 'sek' || session.amount_total === null) {
          getLogger().error(
            { eventId: event.id, sessionId: session.id, orderId, currency: session.currency, amountTotal: session.amount_total },
            'stripe: paid checkout session not in SEK, ignored',
          );
          return ignored;
        }
        const paymentRef = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
        return {
          kind: 'checkout.paid',
          eventId: event.id,
          sessionId: session.id,
          orderId,
          amountOre: session.amount_total,
          method: await methodUsed(session, paymentRef),
          paymentRef,
          occurredAt,
        };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const orderId = sessionOrderId(event, session);
        if (orderId === null) return ignored;
        return { kind: 'checkout.failed', eventId: event.id, sessionId: session.id, orderId, occurredAt };
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        return {
          kind: 'refund.updated',
          eventId: event.id,
          orderId: orderIdOf(refund.metadata?.orderId),
          refunds: [refundUpdateOf(refund)],
          occurredAt,
        };
      }
      case 'charge.refunded': {
        // The charge lists its refunds only when the event carries them (`refunds` is no longer
        // included by default); refund.updated carries each refund in any case.
        const charge = event.data.object;
        const listed = charge.refunds?.data ?? [];
        if (listed.length === 0) return ignored;
        const refunds = listed.map(refundUpdateOf);
        const orderId = orderIdOf(charge.metadata?.orderId) ?? orderIdOf(listed[0]?.metadata?.orderId);
        return { kind: 'refund.updated', eventId: event.id, orderId, refunds, occurredAt };
      }
      case 'account.updated': {
        const account = event.data.object;
        return {
          kind: 'account.updated',
          eventId: event.id,
          accountId: account.id,
          status: account.details_submitted && account.payouts_enabled ? 'active' : 'pending',
          occurredAt,
        };
      }
      default:
        return ignored;
    }
  }

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

    async createCheckoutSession({ orderId, buyerEmail, lines, successUrl, cancelUrl, expiresAt, idempotencyKey }) {
      if (lines.length === 0) throw new Error('a checkout needs at least one line');
      for (const line of lines) {
        if (!Number.isSafeInteger(line.amountOre) || line.amountOre <= 0) {
          throw new Error(`checkout line "${line.name}" must be a positive whole number of öre, got ${line.amountOre}`);
        }
      }
      const metadata = { orderId: String(orderId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'sek',
          line_items: lines.map((line) => ({
            price_data: { currency: 'sek', unit_amount: line.amountOre, product_data: { name: line.name } },
            quantity: 1,
          })),
          ...(allowedMethods.length > 0 ? { allowed_payment_method_types: [...allowedMethods] } : {}),
          // Prices are in kronor and the webhook reports öre of SEK: no conversion to the buyer's
          // currency on the page.
          adaptive_pricing: { enabled: false },
          customer_email: buyerEmail,
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          client_reference_id: String(orderId),
          metadata,
          // The PaymentIntent carries the order too (it outlives the session in the Dashboard) and
          // the transfer group that ties the seller's transfer to this charge.
          payment_intent_data: { metadata, transfer_group: `order_${orderId}` },
          locale: 'sv',
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe answers 400 when the session is no longer open (complete or already expired). The
        // message is the only sign of that, so ask the session itself rather than read the text.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 400) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') throw error;
      }
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!options.webhookSecret) throw new WebhookSignatureError('no Stripe webhook secret is configured');
      if (!signature) throw new WebhookSignatureError('the Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the exact body and that the timestamp is within 5 minutes.
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'webhook did not verify');
      }
      return toPaymentEvent(event);
    },

    async transferToSeller(input: StripeTransferInput) {
      const { accountId, amountOre, orderId, idempotencyKey, paymentRef } = input;
      if (!Number.isSafeInteger(amountOre) || amountOre <= 0) {
        throw new Error(`a transfer must be a positive whole number of öre, got ${amountOre}`);
      }
      // Funded from the buyer's charge when it is known (see StripeTransferInput), else from the
      // platform's available balance. A failed look-up throws rather than falling back, so a
      // retry with the same idempotency key always sends the same parameters.
      const sourceTransaction = paymentRef ? await chargeOf(paymentRef) : null;
      let transfer: Stripe.Transfer;
      try {
        transfer = await stripe.transfers.create(
          {
            amount: amountOre,
            currency: 'sek',
            destination: accountId,
            transfer_group: `order_${orderId}`,
            metadata: { orderId: String(orderId) },
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      return { transferId: transfer.id };
    },

    async refund({ paymentRef, amountOre, orderId, refundId, idempotencyKey, reason }) {
      if (!Number.isSafeInteger(amountOre) || amountOre <= 0) {
        throw new Error(`a refund must be a positive whole number of öre, got ${amountOre}`);
      }
      if (!paymentRef) throw new PaymentRefusedError(`order ${orderId} has no Stripe payment to refund`);
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: paymentRef,
            amount: amountOre,
            // The studio's own words stay in the metadata; Stripe's `reason` takes only its three codes.
            metadata: { orderId: String(orderId), refundId: String(refundId), reason: reason.slice(0, 500) },
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      return { refundId: refund.id, status: refundStatusOf(refund.status) };
    },
  };
}
