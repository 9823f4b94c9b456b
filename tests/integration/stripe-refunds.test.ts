import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefusedError, type PaymentProvider, type RefundInput } from '@/modules/payments/provider';
import { stripeProvider } from '@/modules/payments/providers/stripe-provider';
import { stripeEvent } from '../fixtures/stripe-events';
import { startStripeStandIn, type StandInRefund, type StripeStandIn } from '../fixtures/stripe-stand-in';

/**
 * The Stripe adapter's refunds (docs/decisions/0041), driven through the real `stripe` SDK against
 * the local stand-in of Stripe's API, as tests/integration/stripe-checkout.test.ts drives checkout:
 * the form fields Stripe receives, the idempotency key, Stripe's refusals as PaymentRefusedError,
 * and the refund webhooks the real SDK's signature check lets through. No database is involved.
 */

const WEBHOOK_SECRET = 'whsec_test_R3fUnd5Yq3M7kR0cN2pV8dL1xW4b';

let standIn: StripeStandIn;
let provider: PaymentProvider;
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = stripeProvider({ secretKey: 'sk_test_standin', apiBase: standIn.url, webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await standIn?.close();
});

let orderSequence = 7100;
let refundSequence = 500;

/** A paid order at the stand-in: a session completed by card. Returns its PaymentIntent. */
async function paidIntent(amountOre = 164_900): Promise<{ orderId: number; paymentRef: string }> {
  const orderId = ++orderSequence;
  const { sessionId } = await provider.createCheckoutSession({
    orderId,
    buyerEmail: 'anna.andersson@example.se',
    lines: [{ name: 'Klubbat pris: Vas', amountOre }],
    successUrl: `https://klubban.example/user/kop/${orderId}`,
    cancelUrl: `https://klubban.example/user/kop/${orderId}`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    idempotencyKey: `checkout:${orderId}:1`,
  });
  const session = standIn.completeSession(sessionId, { method: 'card' });
  return { orderId, paymentRef: session.payment_intent! };
}

function refundInput(paid: { orderId: number; paymentRef: string }, overrides: Partial<RefundInput> = {}): RefundInput {
  const refundId = ++refundSequence;
  return { ...paid, amountOre: 30_050, refundId, idempotencyKey: `refund:${refundId}`, reason: 'Spricka i foten', ...overrides };
}

const lastRequest = (method: string, path: string) => standIn.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

async function parse(event: Record<string, unknown>) {
  const body = JSON.stringify(event, null, 2);
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return provider.parseWebhook(body, new Headers({ 'content-type': 'application/json', 'stripe-signature': header }));
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
