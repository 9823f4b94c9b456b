import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/modules/accounts/tables';
import { payoutAccounts } from '@/modules/payments/tables';
import { createAccountLink, createDashboardLink, getPayoutAccount, stripeProvider } from '@/modules/payments/server';
import { checkTestLink, completeTestOnboarding } from '@/modules/payments/server';
import { AppError } from '@/platform/errors';
import { connector, postJson, sessionOf } from '../setup/app-fetch';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Payout onboarding (docs/product.md §9 "Payout accounts") through the PaymentProvider interface: the
 * built-in test provider end to end through the connector, and the Stripe adapter with the real
 * SDK against a local stand-in of Stripe's API.
 */

const t = fileDatabase();
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});

async function signUp(email: string) {
  const response = await postJson('/api/account/sign-up', {
    data: {
      email,
      password: 'hemligt-123',
      confirmPassword: 'hemligt-123',
      firstName: 'Sälj',
      lastName: 'Person',
      phone: '070-123 45 67',
      acceptTerms: true,
      newsletter: false,
    },
  });
  expect(response.status).toBe(200);
  const { token } = sessionOf(response);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { headers: { authorization: `Bearer ${token}` }, id: user!.id, email };
}

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost:3000').searchParams);
const accountIdOf = (url: string) => decodeURIComponent(/\/betalning\/konto\/([^/?]+)/.exec(url)![1]!);

describe(`payout onboarding with the test provider on ${testEngine}`, () => {
  it('goes none → pending → active, with the hosted page in between', async () => {
    const seller = await signUp('saljare.utbetalning@example.se');
    expect((await (await connector({ action: 'GET_PAYOUT_ACCOUNT' }, seller.headers)).json()).result).toEqual({ status: 'none' });

    const linked = await (await connector({ action: 'CREATE_ACCOUNT_LINK' }, seller.headers)).json();
    const url: string = linked.result.url;
    expect(url).toMatch(/^\/betalning\/konto\/acct_test_[\w-]+\?/);
    expect((await (await connector({ action: 'GET_PAYOUT_ACCOUNT' }, seller.headers)).json()).result).toEqual({ status: 'pending' });

    // Not onboarded yet: no dashboard.
    const early = await (await connector({ action: 'CREATE_DASHBOARD_LINK' }, seller.headers)).json();
    expect(early.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Slutför först registreringen av ditt utbetalningskonto.' });

    const accountId = accountIdOf(url);
    const params = paramsOf(url);
    // A bad account number is refused in Swedish; nothing is saved.
    await expect(
      completeTestOnboarding(t.database.db, { accountId, params, holderName: 'Sälj Person', bankAccount: '12' }),
    ).rejects.toThrow(/clearingnummer/);
    // A tampered or expired link is refused.
    await expect(
      completeTestOnboarding(t.database.db, {
        accountId,
        params: { ...params, tillbaka: '/annat' },
        holderName: 'X',
        bankAccount: '8327-9 123 456 789',
      }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const later = new Date(Date.now() + 31 * 60 * 1000);
    await expect(
      completeTestOnboarding(t.database.db, { accountId, params, holderName: 'X', bankAccount: '8327-9 123 456 789', now: later }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    expect((await (await connector({ action: 'GET_PAYOUT_ACCOUNT' }, seller.headers)).json()).result).toEqual({ status: 'pending' });

    const done = await completeTestOnboarding(t.database.db, {
      accountId,
      params,
      holderName: 'Sälj Person',
      bankAccount: '8327-9 123 456 789',
    });
    expect(done.back).toBe('/user?utbetalning=klar#utbetalningar');
    expect((await (await connector({ action: 'GET_PAYOUT_ACCOUNT' }, seller.headers)).json()).result).toEqual({ status: 'active' });

    const dashboard = await (await connector({ action: 'CREATE_DASHBOARD_LINK' }, seller.headers)).json();
    expect(dashboard.result.url).toMatch(new RegExp(`^/betalning/konto/${accountId}/oversikt\\?`));
    expect(checkTestLink('dashboard', accountId, paramsOf(dashboard.result.url)).ok).toBe(true);
    // An onboarding link is not a dashboard link.
    expect(checkTestLink('dashboard', accountId, params).ok).toBe(false);

    // A second link keeps the same account.
    const again = await (await connector({ action: 'CREATE_ACCOUNT_LINK' }, seller.headers)).json();
    expect(accountIdOf(again.result.url)).toBe(accountId);
  });

  it('answers a visitor UNAUTHENTICATED', async () => {
    for (const action of ['CREATE_ACCOUNT_LINK', 'CREATE_DASHBOARD_LINK', 'GET_PAYOUT_ACCOUNT']) {
      const response = await connector({ action });
      expect(response.status).toBe(401);
    }
  });
});

describe(`payout onboarding with Stripe (real SDK, local stand-in) on ${testEngine}`, () => {
  it('opens one Express account per seller, links to onboarding and reads its status', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_standin', apiBase: stripe.url });
    const context = { provider, publicUrl: 'https://klubban.example' };
    const seller = await signUp('stripe.saljare@example.se');

    const link = await createAccountLink(t.database.db, seller, context);
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_standin\d+/);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/accounts')!;
    expect(created.body.get('type')).toBe('express');
    expect(created.body.get('country')).toBe('SE');
    expect(created.body.get('email')).toBe(seller.email);
    expect(created.body.get('capabilities[transfers][requested]')).toBe('true');
    expect(created.idempotencyKey).toBe(`payout-account:${seller.id}`);
    const linkRequest = stripe.requests.find((r) => r.path === '/v1/account_links')!;
    expect(linkRequest.body.get('return_url')).toBe('https://klubban.example/user?utbetalning=klar#utbetalningar');
    expect(linkRequest.body.get('type')).toBe('account_onboarding');

    const [row] = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    expect(row).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect(await getPayoutAccount(t.database.db, seller.id, context)).toEqual({ status: 'pending' });
    await expect(createDashboardLink(t.database.db, seller.id, context)).rejects.toBeInstanceOf(AppError);

    // The seller finishes onboarding at Stripe.
    Object.assign(stripe.accounts.get(row!.accountId)!, { details_submitted: true, payouts_enabled: true });
    expect(await getPayoutAccount(t.database.db, seller.id, context)).toEqual({ status: 'active' });
    expect((await createDashboardLink(t.database.db, seller.id, context)).url).toBe(
      `https://connect.stripe.test/express/${row!.accountId}`,
    );

    // Again: no second account.
    await createAccountLink(t.database.db, seller, context);
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
  });

  it('keeps the stored status when Stripe cannot be reached', async () => {
    const seller = await signUp('stripe.nere@example.se');
    const up = { provider: stripeProvider({ secretKey: 'sk_test_standin', apiBase: stripe.url }), publicUrl: 'https://klubban.example' };
    await createAccountLink(t.database.db, seller, up);
    const down = { provider: stripeProvider({ secretKey: 'sk_test_standin', apiBase: 'http://127.0.0.1:9' }), publicUrl: up.publicUrl };
    expect(await getPayoutAccount(t.database.db, seller.id, down)).toEqual({ status: 'pending' });
  });
});
