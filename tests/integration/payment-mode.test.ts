import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payouts, testProviderSessions, testProviderTransfers } from '@/modules/payments/tables';
import { jobs } from '@/platform/tables';
import { releaseFunds, setDeliveryStatus } from '@/modules/orders/server';
import { checkTestLink, getTestSession, type TestWebhookEvent } from '@/modules/payments/server';
import { signedTestLink } from '@/modules/payments/providers/test-provider';
import { setProcessSingleton } from '@/platform/singleton';
import { GET as healthRoute } from '../../app/api/health/route';
import { POST as testCheckoutRoute } from '../../app/api/payments/test/checkout/route';
import {
  call,
  checkout,
  onboardSeller,
  openCheckout,
  orderRow,
  postWebhook,
  providerEvent,
  runJobs,
  sellLot,
  sellPaidOrder,
  sendEvent,
} from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Payments are real or visibly pretend (docs/decisions/0028): the built-in test provider serves
 * only where it was chosen (the embedded demo, or KLUBBAN_PAYMENT_PROVIDER=test); a deployment on
 * PostgreSQL without a provider refuses to take payments instead of faking them; and the test
 * provider's checkout pays only for the signed-in buyer of the session's order.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const other = t.signedInUser({ firstName: 'Olle' });
const seller = t.signedInUser({ firstName: 'Sara' });
const db = () => t.database.db;

const SAVED = ['DATABASE_URL', 'NODE_ENV', 'KLUBBAN_PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const saved = Object.fromEntries(SAVED.map((name) => [name, process.env[name]]));

/** Runs the rest of a test under other variables, as a server started with them would (the configuration and the provider are per process). */
function configure(vars: Partial<Record<(typeof SAVED)[number], string>>) {
  for (const name of SAVED) {
    const value = name in vars ? vars[name] : saved[name];
    // process.env is typed with a read-only NODE_ENV; a test may still start "another process".
    const env = process.env as Record<string, string | undefined>;
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  setProcessSingleton('Env', undefined);
  setProcessSingleton('PaymentProvider', undefined);
}

/** A production deployment on PostgreSQL that forgot its Stripe key (the database itself is the test's). */
const PRODUCTION_WITHOUT_PROVIDER = { DATABASE_URL: 'postgres://klubban@127.0.0.1:5432/klubban', NODE_ENV: 'production' } as const;

function testCheckout(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return testCheckoutRoute(new Request('http://localhost:3000/api/payments/test/checkout', { method: 'POST', body, headers }));
}

async function health() {
  const response = await healthRoute();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const queuedWebhooks = () => db().select().from(jobs).where(eq(jobs.name, 'payments.test-webhook'));

beforeAll(async () => {
  await onboardSeller(db(), seller);
});
afterEach(() => configure({}));

describe(`payments are real or visibly pretend, on ${testEngine}`, () => {
  it('production without a provider (DATABASE_URL set, no key) cannot produce a paid order by any route', async () => {
    // A session opened while the test provider was in use (a demo turned production, say).
    const order = await sellLot(db(), { buyer, hammer: 1200, sellerId: seller.id });
    const sessionId = await openCheckout(buyer, order.id, 'pickup');
    const session = (await getTestSession(db(), sessionId))!;

    configure(PRODUCTION_WITHOUT_PROVIDER);
    // Checkout: a clear Swedish refusal, never a 500.
    const refused = await checkout(buyer, order.id, 'pickup');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(refused.body.error!.message).toMatch(/^Betalning är inte möjlig just nu/);
    // The test provider's checkout form: not there.
    const paid = await testCheckout({ sessionId, method: 'card', action: 'pay' }, buyer.auth);
    expect(paid.status).toBe(404);
    expect((await getTestSession(db(), sessionId))!.status).toBe('open');
    expect(await queuedWebhooks()).toEqual([]);
    // Its webhook, even correctly signed with the app's secret: not there either.
    const event = providerEvent('checkout.session.completed', {
      sessionId: session.id,
      orderId: session.orderId,
      amountOre: session.amountOre,
    });
    expect((await sendEvent(event)).status).toBe(404);
    await runJobs(db());
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('pending');
    expect((await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order.status).toBe('pending');
  });

  it('production without a provider moves no money to sellers: the payout waits', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup' });
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' });

    configure(PRODUCTION_WITHOUT_PROVIDER);
    await releaseFunds(db(), { orderId: order.id, by: 'admin', reason: 'Köparen godkände föremålet vid hämtningen.' });
    await runJobs(db());
    expect(await db().select().from(testProviderTransfers).where(eq(testProviderTransfers.orderId, order.id))).toEqual([]);
    expect((await db().select().from(payouts).where(eq(payouts.orderId, order.id)))[0]).toMatchObject({ status: 'pending' });
  });

  it('/api/health reports the payment mode (status stays 200: the database is what 503 is about)', async () => {
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', payments: { provider: 'test', configured: true } } });
    configure(PRODUCTION_WITHOUT_PROVIDER);
    const none = await health();
    expect(none).toMatchObject({ status: 200, body: { status: 'ok', payments: { provider: 'none', configured: false } } });
    expect(none.body.database).toMatchObject({ reachable: true });
    configure({ ...PRODUCTION_WITHOUT_PROVIDER, STRIPE_SECRET_KEY: 'sk_test_health', STRIPE_WEBHOOK_SECRET: 'whsec_health' });
    expect(await health()).toMatchObject({ status: 200, body: { payments: { provider: 'stripe', configured: true } } });
    configure({ ...PRODUCTION_WITHOUT_PROVIDER, KLUBBAN_PAYMENT_PROVIDER: 'test' });
    expect(await health()).toMatchObject({ status: 200, body: { payments: { provider: 'test', configured: true } } });
  });
});

describe(`the test checkout accepts only the signed-in buyer of its session, on ${testEngine}`, () => {
  it('no cookie, another user and an unknown session get the same 404; nothing is paid', async () => {
    const order = await sellLot(db(), { buyer, hammer: 900, sellerId: seller.id });
    const sessionId = await openCheckout(buyer, order.id, 'pickup');
    const answers = [
      await testCheckout({ sessionId, method: 'card', action: 'pay' }),
      await testCheckout({ sessionId, method: 'card', action: 'pay' }, other.auth),
      await testCheckout({ sessionId: 'cs_test_finns_inte', method: 'card', action: 'pay' }, buyer.auth),
    ];
    const seen = await Promise.all(
      answers.map(async (answer) => ({ status: answer.status, location: answer.headers.get('location'), body: await answer.text() })),
    );
    expect(seen[0]!.status).toBe(404);
    expect(seen[0]!.location).toBeNull();
    // Another user's session says exactly what a missing one says.
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect((await getTestSession(db(), sessionId))!.status).toBe('open');
    expect(await queuedWebhooks()).toEqual([]);
    await runJobs(db());
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('pending');
    // "Avbryt" likewise: no cancel address is handed to anyone but the buyer.
    const cancelled = await testCheckout({ sessionId, action: 'cancel' }, other.auth);
    expect({ status: cancelled.status, location: cancelled.headers.get('location'), body: await cancelled.text() }).toEqual(seen[0]);
  });

  it('the signed-in buyer pays; the order becomes paid through the webhook; errors come back as fixed codes', async () => {
    const order = await sellLot(db(), { buyer, hammer: 1100, sellerId: seller.id });
    const sessionId = await openCheckout(buyer, order.id, 'pickup');
    const cancelled = await testCheckout({ sessionId, action: 'cancel' }, buyer.auth);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe((await getTestSession(db(), sessionId))!.cancelUrl);

    const wrongMethod = await testCheckout({ sessionId, method: 'bitcoin', action: 'pay' }, buyer.auth);
    expect(wrongMethod.status).toBe(303);
    expect(wrongMethod.headers.get('location')).toBe(`/betalning/${sessionId}?fel=metod`);

    const paid = await testCheckout({ sessionId, method: 'klarna', action: 'pay' }, buyer.auth);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/user/kop/${order.id}?betalning=klar`);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('pending'); // only the webhook pays
    const [queued] = await db().select().from(jobs).where(eq(jobs.name, 'payments.test-webhook'));
    const event = (queued!.payload as { event: TestWebhookEvent }).event;
    expect(await sendEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('paid');
    await db().delete(jobs).where(eq(jobs.id, queued!.id));

    const twice = await testCheckout({ sessionId, method: 'klarna', action: 'pay' }, buyer.auth);
    expect(twice.headers.get('location')).toBe(`/betalning/${sessionId}?fel=betald`);
    await db()
      .update(testProviderSessions)
      .set({ status: 'open', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testProviderSessions.id, sessionId));
    const late = await testCheckout({ sessionId, method: 'klarna', action: 'pay' }, buyer.auth);
    expect(late.headers.get('location')).toBe(`/betalning/${sessionId}?fel=utgangen`);
  });

  it('with KLUBBAN_PAYMENT_PROVIDER=test on PostgreSQL the buyer still pays on the test page (chosen on purpose)', async () => {
    const order = await sellLot(db(), { buyer, hammer: 1300, sellerId: seller.id });
    configure({ ...PRODUCTION_WITHOUT_PROVIDER, KLUBBAN_PAYMENT_PROVIDER: 'test' });
    const sessionId = await openCheckout(buyer, order.id, 'pickup');
    const paid = await testCheckout({ sessionId, method: 'swish', action: 'pay' }, buyer.auth);
    expect(paid.status).toBe(303);
    const session = (await getTestSession(db(), sessionId))!;
    expect(session.status).toBe('complete');
    expect((await postWebhook('{}', null)).status).toBe(400); // the webhook is there, and checks its signature
  });
});

describe('the test provider’s links name only signed, same-origin paths', () => {
  const params = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  const past = Math.floor(Date.now() / 1000) - 60;

  it('an unsigned or forged link offers no refresh address, whatever it names', () => {
    for (const ny of ['/\\evil.example/x', '//evil.example', '/user#utbetalningar']) {
      const check = checkTestLink('onboarding', 'acct_test_x', { utgar: '9999999999', tillbaka: '/user', ny, sig: 'forged' });
      expect(check).toEqual({ ok: false, reason: 'invalid', refresh: null });
    }
  });

  it('an expired but signed link offers its refresh path, only when it is a same-origin path', () => {
    const good = signedTestLink({
      purpose: 'onboarding',
      accountId: 'acct_test_x',
      expires: past,
      back: '/user',
      refresh: '/user?utbetalning=utgangen',
    });
    expect(checkTestLink('onboarding', 'acct_test_x', params(good))).toEqual({
      ok: false,
      reason: 'expired',
      refresh: '/user?utbetalning=utgangen',
    });
    const evil = signedTestLink({
      purpose: 'onboarding',
      accountId: 'acct_test_x',
      expires: past,
      back: '/user',
      refresh: '/\\evil.example/x',
    });
    expect(checkTestLink('onboarding', 'acct_test_x', params(evil))).toEqual({ ok: false, reason: 'expired', refresh: null });
  });
});
