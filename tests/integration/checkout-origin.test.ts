import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProviderSessions } from '@/modules/payments/tables';
import { setProcessSingleton } from '@/platform/singleton';
import { connector } from '../setup/app-fetch';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in';
import { createSignedInUser, type TestUser } from '../setup/lots';
import { sellLot, sessionIdOf } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * CREATE_CHECKOUT_SESSION sends the buyer back to the origin the checkout started from, when the
 * site answers on it (docs/decisions/0036), else to KLUBBAN_PUBLIC_URL: the test provider's hosted
 * page and its return, and the success and cancel URLs Stripe receives. The call goes through the
 * real route handler with the Origin a browser would send.
 */

const t = fileDatabase();
let buyer: TestUser;
let standIn: StripeStandIn;
const db = () => t.database.db;

const SAVED = ['KLUBBAN_PUBLIC_URL', 'KLUBBAN_PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;
const saved = Object.fromEntries(SAVED.map((name) => [name, process.env[name]]));

/** Runs what follows under other variables, as a server started with them would. */
function configure(vars: Partial<Record<(typeof SAVED)[number], string>>) {
  for (const name of SAVED) {
    const value = name in vars ? vars[name] : saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  setProcessSingleton('Env', undefined);
  setProcessSingleton('PaymentProvider', undefined);
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  buyer = await createSignedInUser(db(), { firstName: 'Bertil' });
});
afterAll(async () => {
  configure({});
  await standIn?.close();
});

/** A new unpaid purchase of the buyer's, checked out for pickup from `origin`. */
async function checkoutFrom(origin: string) {
  const order = await sellLot(db(), { buyer, hammer: 1200 });
  const response = await connector(
    { action: 'CREATE_CHECKOUT_SESSION', orderId: order.id, deliveryMethod: 'pickup' },
    { ...buyer.auth, origin },
  );
  const body = (await response.json()) as { result?: { url: string }; error?: unknown };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { orderId: order.id, url: body.result!.url };
}

describe(`the checkout's return address on ${testEngine}`, () => {
  it('with the test provider: the hosted page and its return on the buyer’s own origin, another falls back', async () => {
    // KLUBBAN_PUBLIC_URL unset: http://localhost:3000, as a newcomer starts it; the buyer is on 127.0.0.1.
    configure({ KLUBBAN_PUBLIC_URL: undefined, KLUBBAN_PAYMENT_PROVIDER: 'test' });
    const local = await checkoutFrom('http://127.0.0.1:3000');
    expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/betalning\/cs_test_/);
    const [session] = await db()
      .select({ successUrl: testProviderSessions.successUrl, cancelUrl: testProviderSessions.cancelUrl })
      .from(testProviderSessions)
      .where(eq(testProviderSessions.id, sessionIdOf(local.url)));
    // Paths on the page's own origin: the buyer never leaves it.
    expect(session).toEqual({
      successUrl: `/user/kop/${local.orderId}?betalning=klar`,
      cancelUrl: `/user/kop/${local.orderId}?betalning=avbruten`,
    });

    // A page on another site (or a port the server does not listen on) is not where anyone is sent.
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3999', 'null']) {
      expect((await checkoutFrom(origin)).url, origin).toMatch(/^http:\/\/localhost:3000\/betalning\/cs_test_/);
    }
  });

  it('with Stripe: success and cancel URLs on the www or bare origin the buyer used, never on another', async () => {
    configure({
      KLUBBAN_PUBLIC_URL: 'https://klubban.example',
      KLUBBAN_PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_5Yq3M7kR0cN2pV8dL1xW4bT6hJ9fG0sA',
      STRIPE_API_BASE: standIn.url,
    });
    const sent = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!.body;

    const www = await checkoutFrom('https://www.klubban.example');
    expect(www.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(sent().get('success_url')).toBe(`https://www.klubban.example/user/kop/${www.orderId}?betalning=klar`);
    expect(sent().get('cancel_url')).toBe(`https://www.klubban.example/user/kop/${www.orderId}?betalning=avbruten`);

    const bare = await checkoutFrom('https://klubban.example');
    expect(sent().get('success_url')).toBe(`https://klubban.example/user/kop/${bare.orderId}?betalning=klar`);

    // An http page is not the https site, and a look-alike host is another site.
    for (const origin of ['http://www.klubban.example', 'https://klubban.example.evil.example']) {
      const other = await checkoutFrom(origin);
      expect(sent().get('success_url'), origin).toBe(`https://klubban.example/user/kop/${other.orderId}?betalning=klar`);
    }
  });
});
