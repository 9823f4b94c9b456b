import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { dataFolder } from './data-folders';
import { freePort, hydrated, launchChromium, type RunningServer, shot, startServer } from './helpers';

/**
 * After paying, the buyer lands where they started, signed in (docs/decisions/0036). The server's
 * KLUBBAN_PUBLIC_URL says http://localhost:PORT, but the buyer uses http://127.0.0.1:PORT — another
 * origin, whose cookies localhost never sees, as www. and the bare domain are in production. They
 * choose pickup, go to the test provider's page, pay with Swish and come back to the purchase on
 * 127.0.0.1 with their session: the paid purchase, not the sign-in form, and not the cookie banner
 * they already answered.
 */

const dataDir = dataFolder('demo', 'checkout-origin');
const BUYER = { email: 'ursula.ursprung@example.se', password: 'hemligt-123' };
let server: RunningServer;
let browser: Browser;
let buyer: BrowserContext;
let lot: AuctionView;

beforeAll(async () => {
  const port = await freePort();
  const [started, chromium] = await Promise.allSettled([
    startServer({
      PORT: String(port),
      KLUBBAN_PUBLIC_URL: `http://localhost:${port}`,
      KLUBBAN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      KLUBBAN_SEED_DEMO: 'true',
    }),
    // The cookie choice is made on the page, so it is kept for one origin only, as a visitor's is.
    launchChromium({ consent: 'undecided' }),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (chromium.status === 'fulfilled') browser = chromium.value;
  for (const outcome of [started, chromium]) if (outcome.status === 'rejected') throw outcome.reason;
  expect(server.url).toBe(`http://127.0.0.1:${port}`);

  const list = (await (await fetch(`${server.url}/api/auctions?pageSize=100&sort=slutar-snart`)).json()) as SearchResult;
  const views = await Promise.all(
    list.items.map(async (item) => (await (await fetch(`${server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
  );
  const found = views.find((view) => view.bidCount === 0 && view.buyNowPrice !== null);
  if (!found) throw new Error('the demo catalogue has no lot to buy outright');
  lot = found;

  buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const signUp = await buyer.request.post(`${server.url}/api/account/sign-up`, {
    headers: { origin: server.url },
    data: {
      data: {
        ...BUYER,
        confirmPassword: BUYER.password,
        firstName: 'Ursula',
        lastName: 'Ursprung',
        phone: '070-123 45 67',
        acceptTerms: true,
        newsletter: false,
      },
    },
  });
  expect(signUp.status()).toBe(200);
}, 240_000);

afterAll(async () => {
  await buyer?.close();
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the checkout’s return', () => {
  it('brings the buyer back to the origin they paid from, signed in', async () => {
    const bought = await buyer.request.post(`${server.url}/api/functions/connector`, {
      headers: { origin: server.url },
      data: { data: { action: 'BUY_NOW', auctionId: lot.id } },
    });
    const orderId = (await bought.json()).result.orderId as number;
    expect(orderId).toBeGreaterThan(0);

    const page = await buyer.newPage();
    await page.goto(`${server.url}/user/kop/${orderId}`);
    await hydrated(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Endast nödvändiga' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByLabel(/^Hämta i studion/).check();
    await page.getByRole('button', { name: 'Gå till betalning' }).click();
    // The provider's page on the buyer's own origin (not KLUBBAN_PUBLIC_URL's localhost).
    await page.waitForURL(new RegExp(`^${server.url.replace(/\./g, '\\.')}/betalning/cs_test_`));
    await page.getByRole('heading', { name: 'Betala till Klubban' }).waitFor();
    await page.getByRole('radio', { name: 'Swish' }).check();
    await page.getByRole('button', { name: /^Betala / }).click();

    await page.waitForURL(`${server.url}/user/kop/${orderId}?betalning=klar`);
    // Signed in: the purchase itself, made paid by the webhook while the page waits.
    await expect.poll(() => page.getByTestId('purchase').getAttribute('data-status'), { timeout: 60_000 }).toBe('paid');
    expect(await page.getByText('Tack! Betalningen är klar.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Logga in eller skapa konto' }).count()).toBe(0);
    // The cookie choice made on this origin still holds: no banner again.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'checkout-origin-paid-390');
    await page.close();
  });
});
