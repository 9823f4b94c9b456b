import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentRefusedError,
  WebhookSignatureError,
  type CheckoutSessionInput,
  type PaymentProvider,
  type RefundInput,
} from '@/modules/payments/provider';
import { stripeProvider, type StripeTransferInput } from '@/modules/payments/providers/stripe-provider';
import { accountUpdatedEvent, checkoutSessionEvent, stripeEvent } from '../fixtures/stripe-events';
import { startStripeStandIn, type StandInRefund, type StripeStandIn } from '../fixtures/stripe-stand-in';

/**
 * The Stripe adapter's checkout, webhooks, transfers and refunds (docs/product.md §2, §9 "Orders and payments"),
 * driven through the real `stripe` SDK against a local stand-in of Stripe's API: the assertions
 * are on the form fields Stripe receives and on the events the real SDK's signature check lets
 * through. No database is involved.
 */

const WEBHOOK_SECRET = 'whsec_test_5Yq3M7kR0cN2pV8dL1xW4bT6hJ9fG0sA';

let standIn: StripeStandIn;
let provider: PaymentProvider;
/** Only for the SDK's own test-signing helper; it never talks to the network. */
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = stripeProvider({ secretKey: 'sk_test_standin', apiBase: standIn.url, webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await standIn?.close();
});

let orderSequence = 4100;
function checkoutInput(overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  const orderId = ++orderSequence;
  return {
    orderId,
    buyerEmail: 'anna.andersson@example.se',
    lines: [
      { name: 'Klubbat pris: Vas, Gustavsberg (Stig Lindberg)', amountOre: 125_000 },
      { name: 'Slagavgift', amountOre: 25_000 },
      { name: 'Frakt', amountOre: 14_900 },
    ],
    successUrl: `https://klubban.example/user/kop/${orderId}?betalning=klar`,
    cancelUrl: `https://klubban.example/user/kop/${orderId}?betalning=avbruten`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    idempotencyKey: `checkout:${orderId}:1`,
    ...overrides,
  };
}

const lastRequest = (method: string, path: string) => standIn.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

/** Signs `payload` as Stripe would (the SDK's helper), at `timestamp` (unix seconds) with `secret`. */
function signed(payload: string, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}): Headers {
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return new Headers({ 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header });
}

async function parse(event: Record<string, unknown>) {
  const body = JSON.stringify(event, null, 2);
  return provider.parseWebhook(body, signed(body));
}

/** Opens a session through the adapter and returns the stand-in's copy of it. */
async function openSession(overrides: Partial<CheckoutSessionInput> = {}) {
  const input = checkoutInput(overrides);
  const { sessionId } = await provider.createCheckoutSession(input);
  return { input, sessionId };
}

describe('createCheckoutSession', () => {
  it('sends Stripe a SEK payment session with one line per charge, the order and the idempotency key', async () => {
    const input = checkoutInput();
    const result = await provider.createCheckoutSession(input);

    const request = lastRequest('POST', '/v1/checkout/sessions');
    expect(request.idempotencyKey).toBe(input.idempotencyKey);
    expect(request.authorization).toBe('Bearer sk_test_standin');
    const orderId = String(input.orderId);
    expect(Object.fromEntries(request.body)).toEqual({
      mode: 'payment',
      currency: 'sek',
      'line_items[0][price_data][currency]': 'sek',
      'line_items[0][price_data][unit_amount]': '125000',
      'line_items[0][price_data][product_data][name]': 'Klubbat pris: Vas, Gustavsberg (Stig Lindberg)',
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][currency]': 'sek',
      'line_items[1][price_data][unit_amount]': '25000',
      'line_items[1][price_data][product_data][name]': 'Slagavgift',
      'line_items[1][quantity]': '1',
      'line_items[2][price_data][currency]': 'sek',
      'line_items[2][price_data][unit_amount]': '14900',
      'line_items[2][price_data][product_data][name]': 'Frakt',
      'line_items[2][quantity]': '1',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'klarna',
      'allowed_payment_method_types[2]': 'swish',
      'adaptive_pricing[enabled]': 'false',
      customer_email: 'anna.andersson@example.se',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      client_reference_id: orderId,
      'metadata[orderId]': orderId,
      'payment_intent_data[metadata][orderId]': orderId,
      'payment_intent_data[transfer_group]': `order_${orderId}`,
      locale: 'sv',
    });

    const session = standIn.sessions.get(result.sessionId)!;
    expect(result).toEqual({ sessionId: session.id, url: session.url });
    expect(result.sessionId).toMatch(/^cs_test_/);
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(session).toMatchObject({ status: 'open', currency: 'sek', amount_total: 164_900, client_reference_id: orderId });
  });

  it('carries Swedish letters in line names unchanged', async () => {
    const input = checkoutInput({ lines: [{ name: 'Klubbat pris: Skål i glas, Orrefors — «Ånglamp»', amountOre: 80_000 }] });
    await provider.createCheckoutSession(input);
    expect(lastRequest('POST', '/v1/checkout/sessions').body.get('line_items[0][price_data][product_data][name]')).toBe(
      'Klubbat pris: Skål i glas, Orrefors — «Ånglamp»',
    );
  });

  it('returns the same session for the same idempotency key (a double click opens one session)', async () => {
    const input = checkoutInput();
    const before = standIn.sessions.size;
    const [first, second] = await Promise.all([provider.createCheckoutSession(input), provider.createCheckoutSession(input)]);
    const again = await provider.createCheckoutSession(input);
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    expect(standIn.sessions.size).toBe(before + 1);
    expect(standIn.requests.filter((r) => r.idempotencyKey === input.idempotencyKey)).toHaveLength(3);
  });

  it('is refused when the same key comes with other parameters (a new attempt needs a new key)', async () => {
    const input = checkoutInput();
    await provider.createCheckoutSession(input);
    await expect(
      provider.createCheckoutSession({ ...input, expiresAt: new Date(input.expiresAt.getTime() + 60_000) }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('narrows the methods to the configured list, or leaves them to the Dashboard when it is empty', async () => {
    const cardOnly = stripeProvider({ secretKey: 'sk_test_standin', apiBase: standIn.url, paymentMethods: ['card'] });
    await cardOnly.createCheckoutSession(checkoutInput());
    const narrowed = lastRequest('POST', '/v1/checkout/sessions').body;
    expect(narrowed.getAll('allowed_payment_method_types[0]')).toEqual(['card']);
    expect(narrowed.has('allowed_payment_method_types[1]')).toBe(false);

    const dashboard = stripeProvider({ secretKey: 'sk_test_standin', apiBase: standIn.url, paymentMethods: [] });
    await dashboard.createCheckoutSession(checkoutInput());
    const body = lastRequest('POST', '/v1/checkout/sessions').body;
    expect([...body.keys()].filter((key) => key.includes('payment_method_types'))).toEqual([]);
  });

  it('refuses lines that are not a positive whole number of öre before asking Stripe', async () => {
    const before = standIn.requests.length;
    for (const amountOre of [0, -100, 12.5, Number.NaN]) {
      await expect(provider.createCheckoutSession(checkoutInput({ lines: [{ name: 'Slagavgift', amountOre }] }))).rejects.toThrow(/öre/);
    }
    await expect(provider.createCheckoutSession(checkoutInput({ lines: [] }))).rejects.toThrow(/at least one line/);
    expect(standIn.requests.length).toBe(before);
  });

  it('surfaces Stripe refusing the expiry (more than 24 hours ahead)', async () => {
    await expect(
      provider.createCheckoutSession(checkoutInput({ expiresAt: new Date(Date.now() + 25 * 3600 * 1000) })),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
  });
});

describe('expireCheckoutSession', () => {
  it('expires an open session, and is quiet when it has already ended', async () => {
    const { sessionId } = await openSession();
    await provider.expireCheckoutSession(sessionId);
    expect(lastRequest('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toBeDefined();
    expect(standIn.sessions.get(sessionId)!.status).toBe('expired');

    // Already expired: Stripe answers 400; the adapter confirms the session is not open and returns.
    const before = standIn.requests.length;
    await expect(provider.expireCheckoutSession(sessionId)).resolves.toBeUndefined();
    expect(standIn.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${sessionId}/expire`,
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
  });

  it('is quiet for a session the buyer completed', async () => {
    const { sessionId } = await openSession();
    standIn.completeSession(sessionId, { method: 'card' });
    await expect(provider.expireCheckoutSession(sessionId)).resolves.toBeUndefined();
    expect(standIn.sessions.get(sessionId)!.status).toBe('complete');
  });

  it('throws for a session Stripe does not know', async () => {
    await expect(provider.expireCheckoutSession('cs_test_nosuchsession')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
  });
});

describe('transferToSeller', () => {
  function account(payoutsEnabled: boolean) {
    const id = `acct_seller${standIn.accounts.size + 1}`;
    standIn.accounts.set(id, { id, email: 'saljare@example.se', details_submitted: payoutsEnabled, payouts_enabled: payoutsEnabled });
    return id;
  }

  it("transfers the seller's share in öre of SEK, grouped with the order's charge, once per key", async () => {
    const accountId = account(true);
    const input = { accountId, amountOre: 106_250, orderId: 4242, idempotencyKey: 'release:4242' };
    const { transferId } = await provider.transferToSeller(input);

    const request = lastRequest('POST', '/v1/transfers');
    expect(request.idempotencyKey).toBe('release:4242');
    expect(Object.fromEntries(request.body)).toEqual({
      amount: '106250',
      currency: 'sek',
      destination: accountId,
      transfer_group: 'order_4242',
      'metadata[orderId]': '4242',
    });
    expect(transferId).toMatch(/^tr_/);
    expect(standIn.transfers.get(transferId)).toMatchObject({ amount: 106_250, currency: 'sek', destination: accountId });

    // A retried release pays once.
    expect(await provider.transferToSeller(input)).toEqual({ transferId });
    expect([...standIn.transfers.values()].filter((t) => t.transfer_group === 'order_4242')).toHaveLength(1);
  });

  it("funds the transfer from the buyer's charge when given the payment, whatever the available balance", async () => {
    const accountId = account(true);
    const { input: order, sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'card' });
    const chargeId = standIn.paymentIntents.get(session.payment_intent!)!.latest_charge!;
    const saved = standIn.balance.available;
    standIn.balance.available = 0; // The card charge's funds are still pending.
    try {
      const base = { accountId, amountOre: 106_250, orderId: order.orderId };
      await expect(provider.transferToSeller({ ...base, idempotencyKey: `release:${order.orderId}:1` })).rejects.toMatchObject({
        name: 'PaymentRefusedError',
        cause: { type: 'StripeInvalidRequestError', code: 'balance_insufficient' },
      });

      // What the release passes: the order's payment, so the transfer is funded from that charge.
      const withPayment: StripeTransferInput = {
        ...base,
        idempotencyKey: `release:${order.orderId}:2`,
        paymentRef: session.payment_intent,
      };
      const { transferId } = await provider.transferToSeller(withPayment);
      expect(lastRequest('GET', `/v1/payment_intents/${session.payment_intent}`)).toBeDefined();
      expect(Object.fromEntries(lastRequest('POST', '/v1/transfers').body)).toEqual({
        amount: '106250',
        currency: 'sek',
        destination: accountId,
        transfer_group: `order_${order.orderId}`,
        'metadata[orderId]': String(order.orderId),
        source_transaction: chargeId,
      });
      expect(standIn.transfers.get(transferId)).toMatchObject({ source_transaction: chargeId, amount: 106_250 });
    } finally {
      standIn.balance.available = saved;
    }
  });

  it('refuses to transfer from a payment that has not succeeded, before asking for a transfer', async () => {
    const { input: order, sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'klarna', settled: false });
    const before = standIn.requests.filter((r) => r.path === '/v1/transfers').length;
    const pending: StripeTransferInput = {
      accountId: account(true),
      amountOre: 1000,
      orderId: order.orderId,
      idempotencyKey: `release:${order.orderId}:1`,
      paymentRef: session.payment_intent,
    };
    await expect(provider.transferToSeller(pending)).rejects.toThrow(/no succeeded charge/);
    expect(standIn.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(before);
  });

  it('fails when the destination is unknown or cannot receive payouts yet', async () => {
    await expect(
      provider.transferToSeller({ accountId: 'acct_nosuchaccount', amountOre: 1000, orderId: 1, idempotencyKey: 'release:x1' }),
    ).rejects.toMatchObject({ name: 'PaymentRefusedError', cause: { type: 'StripeInvalidRequestError', param: 'destination' } });
    await expect(
      provider.transferToSeller({ accountId: account(false), amountOre: 1000, orderId: 2, idempotencyKey: 'release:x2' }),
    ).rejects.toMatchObject({ name: 'PaymentRefusedError', cause: { type: 'StripeInvalidRequestError', param: 'destination' } });
  });

  it('refuses an amount that is not a positive whole number of öre before asking Stripe', async () => {
    const before = standIn.requests.length;
    await expect(
      provider.transferToSeller({ accountId: account(true), amountOre: 99.5, orderId: 3, idempotencyKey: 'release:x3' }),
    ).rejects.toThrow(/öre/);
    expect(standIn.requests.length).toBe(before);
  });
});

describe('parseWebhook: events', () => {
  it('checkout.session.completed, paid by card → checkout.paid with the amount, the PaymentIntent and the method', async () => {
    const { input, sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'card' });
    const created = Math.floor(Date.now() / 1000) - 2;
    const event = checkoutSessionEvent('checkout.session.completed', session, { created });

    expect(await parse(event)).toEqual({
      kind: 'checkout.paid',
      eventId: event.id,
      sessionId,
      orderId: input.orderId,
      amountOre: 164_900,
      method: 'card',
      paymentRef: session.payment_intent,
      occurredAt: new Date(created * 1000),
    });
    // The method came from the PaymentIntent's charge.
    const retrieval = lastRequest('GET', `/v1/payment_intents/${session.payment_intent}`);
    expect(retrieval.query.getAll('expand[0]')).toEqual(['latest_charge']);
  });

  it('Swish: completed but unpaid is ignored; async_payment_succeeded pays', async () => {
    const { input, sessionId } = await openSession();
    const pending = standIn.completeSession(sessionId, { method: 'swish', settled: false });
    const completed = checkoutSessionEvent('checkout.session.completed', pending);
    const before = standIn.requests.length;
    expect(await parse(completed)).toEqual({
      kind: 'ignored',
      eventId: completed.id,
      type: 'checkout.session.completed',
      occurredAt: new Date((completed.created as number) * 1000),
    });
    expect(standIn.requests.length).toBe(before);

    const settled = standIn.settle(sessionId, 'succeeded');
    const succeeded = checkoutSessionEvent('checkout.session.async_payment_succeeded', settled);
    expect(await parse(succeeded)).toMatchObject({
      kind: 'checkout.paid',
      eventId: succeeded.id,
      sessionId,
      orderId: input.orderId,
      amountOre: 164_900,
      method: 'swish',
      paymentRef: settled.payment_intent,
    });
  });

  it('Klarna: async_payment_failed → checkout.failed', async () => {
    const { input, sessionId } = await openSession();
    standIn.completeSession(sessionId, { method: 'klarna', settled: false });
    const failed = standIn.settle(sessionId, 'failed');
    const created = Math.floor(Date.now() / 1000);
    const event = checkoutSessionEvent('checkout.session.async_payment_failed', failed, { created });
    expect(await parse(event)).toEqual({
      kind: 'checkout.failed',
      eventId: event.id,
      sessionId,
      orderId: input.orderId,
      occurredAt: new Date(created * 1000),
    });
  });

  it('Klarna settled → checkout.paid with method klarna', async () => {
    const { sessionId } = await openSession();
    standIn.completeSession(sessionId, { method: 'klarna', settled: false });
    const event = checkoutSessionEvent('checkout.session.async_payment_succeeded', standIn.settle(sessionId, 'succeeded'));
    expect(await parse(event)).toMatchObject({ kind: 'checkout.paid', method: 'klarna' });
  });

  it('checkout.session.expired → checkout.failed', async () => {
    const { input, sessionId } = await openSession();
    await provider.expireCheckoutSession(sessionId);
    const event = checkoutSessionEvent('checkout.session.expired', standIn.sessions.get(sessionId)!);
    expect(await parse(event)).toMatchObject({ kind: 'checkout.failed', eventId: event.id, sessionId, orderId: input.orderId });
  });

  it('a method outside card/Swish/Klarna is reported as other', async () => {
    const { sessionId } = await openSession({ lines: [{ name: 'Klubbat pris: Stol', amountOre: 50_000 }] });
    const session = standIn.completeSession(sessionId, { method: 'link' });
    expect(await parse(checkoutSessionEvent('checkout.session.completed', session))).toMatchObject({
      kind: 'checkout.paid',
      amountOre: 50_000,
      method: 'other',
    });
  });

  it('a session that offered one method names it without asking Stripe', async () => {
    const cardOnly = stripeProvider({
      secretKey: 'sk_test_standin',
      apiBase: standIn.url,
      webhookSecret: WEBHOOK_SECRET,
      paymentMethods: ['card'],
    });
    const { sessionId } = await cardOnly.createCheckoutSession(checkoutInput());
    const session = standIn.completeSession(sessionId, { method: 'card' });
    expect(session.payment_method_types).toEqual(['card']);
    const body = JSON.stringify(checkoutSessionEvent('checkout.session.completed', session));
    const before = standIn.requests.length;
    expect(await cardOnly.parseWebhook(body, signed(body))).toMatchObject({ kind: 'checkout.paid', method: 'card' });
    expect(standIn.requests.length).toBe(before);
  });

  it('an expanded payment_intent object gives its id; a failed method look-up still counts the payment', async () => {
    const { input, sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'card' });
    const intentId = session.payment_intent!;
    const expanded = checkoutSessionEvent('checkout.session.completed', session, {
      overrides: { payment_intent: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
    });
    expect(await parse(expanded)).toMatchObject({ kind: 'checkout.paid', paymentRef: intentId, method: 'card' });

    // Stripe does not know the PaymentIntent (or the key may not read it): the payment is not lost.
    standIn.paymentIntents.delete(intentId);
    const event = checkoutSessionEvent('checkout.session.completed', session);
    expect(await parse(event)).toEqual({
      kind: 'checkout.paid',
      eventId: event.id,
      sessionId,
      orderId: input.orderId,
      amountOre: 164_900,
      method: 'other',
      paymentRef: intentId,
      occurredAt: new Date((event.created as number) * 1000),
    });
  });

  it('no_payment_required counts as paid, with no PaymentIntent', async () => {
    const { input, sessionId } = await openSession();
    const session = { ...standIn.sessions.get(sessionId)!, status: 'complete' as const, payment_status: 'no_payment_required' as const };
    expect(await parse(checkoutSessionEvent('checkout.session.completed', session))).toMatchObject({
      kind: 'checkout.paid',
      orderId: input.orderId,
      paymentRef: null,
      method: 'other',
    });
  });

  it('takes the order from client_reference_id, else from metadata.orderId; none or a bad one → ignored', async () => {
    const { input, sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'card' });
    const withOnly = (overrides: Record<string, unknown>) => checkoutSessionEvent('checkout.session.completed', session, { overrides });

    expect(await parse(withOnly({ client_reference_id: null }))).toMatchObject({ kind: 'checkout.paid', orderId: input.orderId });
    expect(await parse(withOnly({ metadata: {} }))).toMatchObject({ kind: 'checkout.paid', orderId: input.orderId });
    // Metadata can be edited after creation; client_reference_id cannot.
    expect(await parse(withOnly({ metadata: { orderId: '999999' } }))).toMatchObject({ kind: 'checkout.paid', orderId: input.orderId });

    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999999999999']) {
      const event = withOnly({ client_reference_id: bad, metadata: bad === null ? {} : { orderId: bad } });
      expect(await parse(event)).toEqual({
        kind: 'ignored',
        eventId: event.id,
        type: 'checkout.session.completed',
        occurredAt: new Date((event.created as number) * 1000),
      });
    }
    const failed = checkoutSessionEvent('checkout.session.expired', session, { overrides: { client_reference_id: null, metadata: null } });
    expect(await parse(failed)).toMatchObject({ kind: 'ignored', type: 'checkout.session.expired' });
  });

  it('a paid session in another currency is ignored, not counted as öre of SEK', async () => {
    const { sessionId } = await openSession();
    const session = standIn.completeSession(sessionId, { method: 'card' });
    const event = checkoutSessionEvent('checkout.session.completed', session, { overrides: { currency: 'eur', amount_total: 14_300 } });
    expect(await parse(event)).toMatchObject({ kind: 'ignored', type: 'checkout.session.completed' });
  });

  it('account.updated → active when details are submitted and payouts enabled, else pending', async () => {
    const account = { id: 'acct_1SbXmPLdStandin0000', email: 'saljare@example.se', details_submitted: true, payouts_enabled: false };
    const created = Math.floor(Date.now() / 1000) - 60;
    const pending = accountUpdatedEvent(account, { created, previousAttributes: { details_submitted: false } });
    expect(await parse(pending)).toEqual({
      kind: 'account.updated',
      eventId: pending.id,
      accountId: account.id,
      status: 'pending',
      occurredAt: new Date(created * 1000),
    });
    const active = accountUpdatedEvent({ ...account, payouts_enabled: true }, { previousAttributes: { payouts_enabled: false } });
    expect(await parse(active)).toMatchObject({ kind: 'account.updated', accountId: account.id, status: 'active' });
  });

  it('anything else → ignored, with its type', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_3SbXn1LdStandin01', object: 'payment_intent', amount: 164_900 });
    expect(await parse(event)).toEqual({
      kind: 'ignored',
      eventId: event.id,
      type: 'payment_intent.succeeded',
      occurredAt: new Date((event.created as number) * 1000),
    });
  });
});

describe('parseWebhook: signatures', () => {
  async function paidEventBody() {
    const { sessionId } = await openSession();
    return JSON.stringify(checkoutSessionEvent('checkout.session.completed', standIn.completeSession(sessionId, { method: 'card' })));
  }

  it('accepts the exact body it was signed over', async () => {
    const body = await paidEventBody();
    await expect(provider.parseWebhook(body, signed(body))).resolves.toMatchObject({ kind: 'checkout.paid' });
  });

  it('refuses a tampered body', async () => {
    const body = await paidEventBody();
    const headers = signed(body);
    const tampered = body.replace('"amount_total":164900', '"amount_total":100');
    expect(tampered).not.toBe(body);
    await expect(provider.parseWebhook(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    // Even whitespace: the signature covers the raw bytes, so the body must not be re-serialised.
    await expect(provider.parseWebhook(JSON.stringify(JSON.parse(body), null, 1), headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses another secret, a missing or malformed header, and no configured secret', async () => {
    const body = await paidEventBody();
    await expect(provider.parseWebhook(body, signed(body, { secret: 'whsec_someone_else' }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(body, new Headers({ 'content-type': 'application/json' }))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(body, new Headers({ 'stripe-signature': 'garbage' }))).rejects.toBeInstanceOf(WebhookSignatureError);
    const unconfigured = stripeProvider({ secretKey: 'sk_test_standin', apiBase: standIn.url });
    await expect(unconfigured.parseWebhook(body, signed(body))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (a replay), accepts one within', async () => {
    const body = await paidEventBody();
    const now = Math.floor(Date.now() / 1000);
    await expect(provider.parseWebhook(body, signed(body, { timestamp: now - 6 * 60 }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(body, signed(body, { timestamp: now - 4 * 60 }))).resolves.toMatchObject({
      kind: 'checkout.paid',
    });
  });

  it('refuses a correctly signed body that is not an event', async () => {
    const body = 'inte json';
    await expect(provider.parseWebhook(body, signed(body))).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

// ——— Refunds (docs/decisions/0041): the refund request, Stripe's refusals, and the refund webhooks ———

let refundSequence = 500;

/** A paid order at the stand-in: a session opened through the adapter and completed by card. Returns its PaymentIntent. */
async function paidIntent(amountOre = 164_900): Promise<{ orderId: number; paymentRef: string }> {
  const { input, sessionId } = await openSession({ lines: [{ name: 'Klubbat pris: Vas', amountOre }] });
  return { orderId: input.orderId, paymentRef: standIn.completeSession(sessionId, { method: 'card' }).payment_intent! };
}

function refundInput(paid: { orderId: number; paymentRef: string }, overrides: Partial<RefundInput> = {}): RefundInput {
  const refundId = ++refundSequence;
  return { ...paid, amountOre: 30_050, refundId, idempotencyKey: `refund:${refundId}`, reason: 'Spricka i foten', ...overrides };
}

/** The whole Refund object as a webhook carries it. */
function refundObject(refund: Pick<StandInRefund, 'id' | 'amount' | 'metadata' | 'payment_intent' | 'status'>): Record<string, unknown> {
  return {
    object: 'refund',
    balance_transaction: null,
    charge: 'ch_standin00000000000000001',
    created: Math.floor(Date.now() / 1000),
    currency: 'sek',
    destination_details: { card: { reference_status: 'pending', type: 'refund' }, type: 'card' },
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    transfer_reversal: null,
    ...refund,
  };
}

describe('refund', () => {
  it('sends Stripe a refund of the PaymentIntent with the amount, the order and the key; answers its id and status', async () => {
    const paid = await paidIntent();
    const input = refundInput(paid);
    const result = await provider.refund(input);

    const request = lastRequest('POST', '/v1/refunds');
    expect(request.idempotencyKey).toBe(input.idempotencyKey);
    expect(Object.fromEntries(request.body)).toEqual({
      payment_intent: paid.paymentRef,
      amount: '30050',
      'metadata[orderId]': String(paid.orderId),
      'metadata[refundId]': String(input.refundId),
      'metadata[reason]': 'Spricka i foten',
    });
    expect(result).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(standIn.refunds.get(result.refundId)).toMatchObject({ amount: 30_050, payment_intent: paid.paymentRef });
  });

  it('refunds once however often the same key is sent', async () => {
    const paid = await paidIntent();
    const input = refundInput(paid);
    const first = await provider.refund(input);
    const second = await provider.refund(input);
    expect(second).toEqual(first);
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === paid.paymentRef)).toHaveLength(1);
  });

  it('answers pending as Stripe does for a refund still on its way', async () => {
    const paid = await paidIntent();
    standIn.refundStatus.next = 'pending';
    try {
      expect((await provider.refund(refundInput(paid))).status).toBe('pending');
      standIn.refundStatus.next = 'requires_action';
      expect((await provider.refund(refundInput(paid, { amountOre: 100 }))).status).toBe('pending');
    } finally {
      standIn.refundStatus.next = 'succeeded';
    }
  });

  it('throws PaymentRefusedError when Stripe refuses outright: more than is left, or no payment', async () => {
    const paid = await paidIntent(10_000);
    await provider.refund(refundInput(paid, { amountOre: 6_000 }));
    const refusal = provider.refund(refundInput(paid, { amountOre: 6_000 }));
    await expect(refusal).rejects.toSatisfy(PaymentRefusedError.is);
    await expect(refusal).rejects.toThrow(/greater than unrefunded amount/);
    await expect(provider.refund(refundInput({ orderId: 1, paymentRef: 'pi_unknown' }))).rejects.toSatisfy(PaymentRefusedError.is);
    await expect(provider.refund(refundInput({ orderId: 1, paymentRef: null as unknown as string }))).rejects.toSatisfy(
      PaymentRefusedError.is,
    );
  });
});

describe('refund webhooks', () => {
  it('refund.updated and refund.failed become refund.updated events naming the order, the app’s refund and the status', async () => {
    const refund = {
      id: 're_1SbXk2LdAbCdEf0123456789',
      amount: 30_050,
      payment_intent: 'pi_standin1',
      metadata: { orderId: '7101', refundId: '42' },
    };
    expect(await parse(stripeEvent('refund.updated', refundObject({ ...refund, status: 'succeeded' }), { id: 'evt_re_1' }))).toEqual({
      kind: 'refund.updated',
      eventId: 'evt_re_1',
      orderId: 7101,
      refunds: [{ providerRefundId: refund.id, refundId: 42, amountOre: 30_050, status: 'succeeded' }],
      occurredAt: expect.any(Date),
    });
    const failed = await parse(stripeEvent('refund.failed', refundObject({ ...refund, status: 'failed' })));
    expect(failed).toMatchObject({ kind: 'refund.updated', refunds: [{ status: 'failed', refundId: 42 }] });
    const canceled = await parse(stripeEvent('refund.updated', refundObject({ ...refund, status: 'canceled' })));
    expect(canceled).toMatchObject({ refunds: [{ status: 'failed' }] });
    const foreign = await parse(stripeEvent('refund.created', refundObject({ ...refund, metadata: {}, status: 'succeeded' })));
    expect(foreign).toMatchObject({ kind: 'refund.updated', orderId: null, refunds: [{ refundId: null }] });
  });

  it('charge.refunded carries each refund it lists; without the list it is ignored', async () => {
    const charge = {
      id: 'ch_standin00000000000000001',
      object: 'charge',
      amount: 164_900,
      amount_refunded: 60_100,
      currency: 'sek',
      metadata: { orderId: '7102' },
      payment_intent: 'pi_standin2',
      refunded: false,
      status: 'succeeded',
    };
    const listed = {
      ...charge,
      refunds: {
        object: 'list',
        data: [
          refundObject({
            id: 're_a',
            amount: 30_050,
            payment_intent: 'pi_standin2',
            metadata: { orderId: '7102', refundId: '7' },
            status: 'succeeded',
          }),
          refundObject({
            id: 're_b',
            amount: 30_050,
            payment_intent: 'pi_standin2',
            metadata: { orderId: '7102', refundId: '8' },
            status: 'pending',
          }),
        ],
        has_more: false,
        url: '/v1/charges/ch_standin00000000000000001/refunds',
      },
    };
    expect(await parse(stripeEvent('charge.refunded', listed))).toMatchObject({
      kind: 'refund.updated',
      orderId: 7102,
      refunds: [
        { providerRefundId: 're_a', refundId: 7, status: 'succeeded' },
        { providerRefundId: 're_b', refundId: 8, status: 'pending' },
      ],
    });
    expect(await parse(stripeEvent('charge.refunded', charge))).toMatchObject({ kind: 'ignored', type: 'charge.refunded' });
  });
});
