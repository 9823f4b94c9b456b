import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BIDDERS, DEMO_PASSWORD } from '../../demo/seed-demo';
import { createPostgresDatabase } from '../setup/test-db';
import { dataFolder } from './data-folders';
import { apiAction, apiSignIn, launchChromium, type RunningServer, seriousViolations, signedInContext, startServer } from './helpers';

/**
 * Payments are real or visibly pretend (docs/decisions/0028), on built servers against PostgreSQL:
 * a production server with DATABASE_URL and no Stripe key takes no payment by any route and says
 * so (health, console, log); the same database served with KLUBBAN_PAYMENT_PROVIDER=test pays on
 * the test page, for the buyer only, with the banner on every page.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ANNA = { email: DEMO_BIDDERS[0]!.email, password: DEMO_PASSWORD };
const ADMIN = { email: 'betalning.chef@example.se', password: 'admin-betalning-1' };
const NOTICE = 'Testläge – inga riktiga betalningar';
const dataDir = dataFolder('empty', 'payment-mode');
let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let browser: Browser;

const shots = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

const start = (extra: Record<string, string>) =>
  startServer({
    DATABASE_URL: created!.url,
    KLUBBAN_DATA_DIR: dataDir,
    KLUBBAN_SEED_DEMO: 'true',
    KLUBBAN_ADMIN_EMAIL: ADMIN.email,
    KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    KLUBBAN_PAYMENT_PROVIDER: '',
    ...extra,
  });

beforeAll(async () => {
  if (!onPostgres) return;
  created = await createPostgresDatabase({ prefix: 'klubban_paymode' });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pendingOrderOf(url: string, cookie: string): Promise<number> {
  const { body } = await apiAction<{ result: { orders: Array<{ id: number; status: string }> } }>(url, cookie, {
    action: 'LIST_MY_ORDERS',
  });
  const pending = body.result.orders.find((order) => order.status === 'pending');
  if (!pending) throw new Error('the demo gives Anna an unpaid purchase');
  return pending.id;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe.runIf(onPostgres)('payment modes on a built server with PostgreSQL', () => {
  it('production without a provider: no payment by any route, a clear refusal, health, console warning and log say so', async () => {
    const server: RunningServer = await start({});
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'ok', payments: { provider: 'none', configured: false } });
      expect(server.output()).toContain('payments are not configured');

      const cookie = await apiSignIn(server.url, ANNA);
      const orderId = await pendingOrderOf(server.url, cookie);
      const refused = await apiAction<{ error: { status: string; message: string } }>(server.url, cookie, {
        action: 'CREATE_CHECKOUT_SESSION',
        orderId,
        deliveryMethod: 'pickup',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.status).toBe('FAILED_PRECONDITION');
      expect(refused.body.error.message).toMatch(/^Betalning är inte möjlig just nu: studion har inte kopplat in någon betaltjänst/);

      const post = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) =>
        fetch(`${server.url}${pathname}`, {
          method: 'POST',
          body,
          headers: { origin: server.url, cookie, ...headers },
          redirect: 'manual',
        });
      expect((await post('/api/payments/test/checkout', form({ sessionId: 'cs_test_x', method: 'card', action: 'pay' }))).status).toBe(404);
      expect((await post('/api/payments/webhook/test', '{}', { 'content-type': 'application/json' })).status).toBe(404);
      expect((await fetch(`${server.url}/betalning/cs_test_x`, { headers: { cookie } })).status).toBe(404);
      const order = await apiAction<{ result: { order: { status: string } } }>(server.url, cookie, { action: 'GET_ORDER', orderId });
      expect(order.body.result.order.status).toBe('pending');

      // No banner: nothing here is pretend.
      expect(await (await fetch(`${server.url}/`)).text()).not.toContain(NOTICE);

      for (const width of [390, 1280]) {
        const { context, page } = await signedInContext(browser, server.url, ADMIN, width, { mobile: width < 768 });
        await page.goto(`${server.url}/admin`);
        const warning = page.getByTestId('payments-not-configured');
        await warning.waitFor();
        expect(await warning.getByRole('heading', { name: 'Betalningar är inte inkopplade' }).isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await warning.scrollIntoViewIfNeeded();
        await shot(page, `admin-payments-none-${width}`);
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });

  it('KLUBBAN_PAYMENT_PROVIDER=test on the same database: the banner on every page, and only the buyer pays on the test page', async () => {
    const server = await start({ KLUBBAN_PAYMENT_PROVIDER: 'test' });
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ payments: { provider: 'test', configured: true } });
      const cookie = await apiSignIn(server.url, ANNA);
      const orderId = await pendingOrderOf(server.url, cookie);
      const opened = await apiAction<{ result: { url: string } }>(server.url, cookie, {
        action: 'CREATE_CHECKOUT_SESSION',
        orderId,
        deliveryMethod: 'pickup',
      });
      expect(opened.status).toBe(200);
      const sessionPath = new URL(opened.body.result.url).pathname;
      const sessionId = decodeURIComponent(sessionPath.split('/').pop()!);

      // Another signed-in user (the studio's admin included) and no one at all: 404, nothing paid.
      const admin = await apiSignIn(server.url, ADMIN);
      for (const who of ['', admin]) {
        const headers: Record<string, string> = { origin: server.url, ...(who ? { cookie: who } : {}) };
        expect((await fetch(`${server.url}${sessionPath}`, { headers })).status).toBe(404);
        const paid = await fetch(`${server.url}/api/payments/test/checkout`, {
          method: 'POST',
          body: form({ sessionId, method: 'card', action: 'pay' }),
          headers,
          redirect: 'manual',
        });
        expect(paid.status).toBe(404);
      }

      for (const width of [390, 1280]) {
        const { context, page } = await signedInContext(browser, server.url, ANNA, width, { mobile: width < 768 });
        await page.goto(`${server.url}/`);
        expect(await page.getByRole('status').filter({ hasText: NOTICE }).isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `banner-home-${width}`);
        await page.goto(`${server.url}${sessionPath}`);
        expect(await page.getByRole('status').filter({ hasText: NOTICE }).isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `betalning-${width}`);
        await context.close();
      }

      const { context, page } = await signedInContext(browser, server.url, ANNA, 390, { mobile: true });
      await page.goto(`${server.url}${sessionPath}`);
      await page.getByRole('radio', { name: 'Kort' }).check();
      await page.getByRole('button', { name: /^Betala/ }).click();
      await page.waitForURL(`${server.url}/user/kop/${orderId}?betalning=klar`);
      await expect.poll(() => page.getByTestId('purchase').getAttribute('data-status'), { timeout: 60_000 }).toBe('paid');
      await context.close();

      const { context: studio, page: console } = await signedInContext(browser, server.url, ADMIN, 1280);
      await console.goto(`${server.url}/admin`);
      await console.getByTestId('payments-test-mode').waitFor();
      await shot(console, 'admin-payments-test-1280');
      await studio.close();
    } finally {
      await server.stop();
    }
  });
});
