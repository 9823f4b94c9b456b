import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { DEMO_PASSWORD, DEMO_SELLER } from '../../demo/seed-demo';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The buyer's right of withdrawal in Chromium (docs/decisions/0043): a demo lot bought outright,
 * paid for pickup on the test provider and collected. The buyer, at 390 px, finds "Ångra köp" in
 * "Mina köp", reads the model withdrawal form filled in from the order and the account, and sends
 * it; the page then says what happens next. The studio, at 1280 px, finds the order under
 * "Ångrade", reads the notice and what to refund by when, and marks the object returned. Each page
 * is checked with axe at 390 and 1280 px and photographed at both widths into $E2E_SHOTS when set.
 */

const ADMIN = { email: 'studio.anger@example.se', password: 'admin-anger-123' };
const BUYER = { email: 'greta.anger@example.se', password: 'hemligt-789' };
const running = serverWithAdmin('demo', 'withdrawal', ADMIN, { env: { KLUBBAN_SEED_DEMO: 'true' } });
const contexts: BrowserContext[] = [];
let lot: AuctionView;
let buyer: BrowserContext;
let admin: BrowserContext;
let orderId = 0;

const plain = (value: string | null) =>
  (value ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several actions
async function must(context: BrowserContext, data: Record<string, unknown>): Promise<any> {
  const response = await context.request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  const answer = await response.json();
  if (!answer.result) throw new Error(`${String(data.action)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Axe at 390 and 1280 px (no serious or critical finding), and, with $E2E_SHOTS, a photo at each width. */
async function check(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

beforeAll(async () => {
  const list = (await (await fetch(`${running.server.url}/api/auctions?pageSize=100&sort=slutar-snart`)).json()) as SearchResult;
  const views = await Promise.all(
    list.items.map(async (item) => (await (await fetch(`${running.server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
  );
  const found = views.find((view) => view.bidCount === 0 && view.buyNowPrice !== null);
  if (!found) throw new Error('the demo catalogue has no lot to buy outright');
  lot = found;

  buyer = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const signUp = await buyer.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: {
      data: {
        email: BUYER.email,
        password: BUYER.password,
        confirmPassword: BUYER.password,
        firstName: 'Greta',
        lastName: 'Ångersson',
        phone: '070-123 45 67',
        acceptTerms: true,
        newsletter: false,
      },
    },
  });
  expect(signUp.status()).toBe(200);
  admin = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
  contexts.push(buyer, admin);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('Ångra köp', () => {
  it('the lot page states the right of withdrawal; the buyer buys, pays for pickup and collects it', async () => {
    const lotPage = await buyer.newPage();
    await lotPage.goto(`${running.server.url}/auktioner/${lot.id}-${lot.slug}`);
    expect(plain(await lotPage.getByTestId('withdrawal-terms').textContent())).toBe(
      'Ångerrätt 14 dagar från att du fått föremålet. Villkor',
    );
    await check(lotPage, 'anger-lot');
    await lotPage.close();

    orderId = (await must(buyer, { action: 'BUY_NOW', auctionId: lot.id })).orderId;
    const { url } = await must(buyer, { action: 'CREATE_CHECKOUT_SESSION', orderId, deliveryMethod: 'pickup' });
    const paid = await buyer.request.post(`${running.server.url}/api/payments/test/checkout`, {
      form: { sessionId: decodeURIComponent(new URL(url, running.server.url).pathname.split('/').pop()!), method: 'swish' },
      headers: { origin: running.server.url },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    // The webhook is a job: the order is paid once it has run.
    await expect.poll(async () => (await must(buyer, { action: 'GET_ORDER', orderId })).order.status, { timeout: 60_000 }).toBe('paid');
    await must(admin, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'inStock' });
    await must(admin, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'pickedUp' });
    const order = (await must(buyer, { action: 'GET_ORDER', orderId })).order;
    expect(order).toMatchObject({ canWithdraw: true, withdrawal: null, withdrawalLine: 'Ångerrätt 14 dagar från att du fått föremålet' });
  }, 120_000);

  it('at 390 px the buyer opens "Ångra köp" from Mina köp, reads the model form and sends it', async () => {
    const page = await buyer.newPage();
    await page.goto(`${running.server.url}/user#mina-kop`);
    const row = page.getByTestId('purchases').locator(`[data-order-id="${orderId}"]`);
    await row.getByTestId('purchase-withdraw').click();
    await page.waitForURL(`${running.server.url}/user/kop/${orderId}#angra-kop`);
    const disclosure = page.getByTestId('withdraw-order');
    // The anchor opens the disclosure; a tap on its summary does it where the browser does not.
    if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('summary').click();
    const form = plain(await page.getByTestId('withdrawal-form').innerText());
    expect(form).toContain('Till Klubban Auktionsstudio AB, Hornsgatan 54, 118 21 Stockholm, hej@klubban.se');
    expect(form).toContain(`Jag meddelar härmed att jag frånträder mitt avtal om köp av följande vara ${lot.title} (köp nr ${orderId})`);
    expect(form).toContain('Konsumentens namn Greta Ångersson');
    expect(form).toMatch(/Mottagen den \d+ [a-z]+ \d{4}/);
    await page.getByLabel('Meddelande till studion (frivilligt)').fill('Den passade inte i hallen.');
    await check(page, 'anger-formular');

    await page.getByRole('button', { name: 'Skicka ångrandet' }).click();
    const withdrawn = page.getByTestId('withdrawn');
    await withdrawn.waitFor({ timeout: 30_000 });
    expect(plain(await withdrawn.textContent())).toMatch(
      new RegExp(
        `^Du ångrade köpet .+\\. Skicka tillbaka föremålet till Klubban Auktionsstudio AB, Hornsgatan 54, 118 21 Stockholm, och skriv köpnummer ${orderId} på paketet\\. Vi betalar tillbaka [\\d ]+ kr senast \\d+ [a-z]+ \\d{4}\\.$`,
      ),
    );
    expect(await page.getByTestId('withdraw-order').count()).toBe(0);
    expect(plain(await page.getByTestId('next-step').textContent())).toBe(
      'Du har ångrat köpet. Skicka tillbaka föremålet till oss, se Hjälp med köpet nedan.',
    );
    await check(page, 'anger-skickat');

    // The receipt states the right of withdrawal as the lot page did.
    await page.goto(`${running.server.url}/user/kop/${orderId}/kvitto`);
    expect(plain(await page.getByTestId('receipt-withdrawal').textContent())).toBe('Ångerrätt 14 dagar från att du fått föremålet.');
    await check(page, 'anger-kvitto');
    await page.close();
  }, 120_000);

  it('at 1280 px the studio finds it under "Ångrade", reads what to refund by when, and marks it returned', async () => {
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/ordrar`);
    await page.getByRole('link', { name: 'Ångrade', exact: true }).click();
    await page.waitForURL(/\/admin\/ordrar\?filter=withdrawn$/);
    const row = page.getByTestId('orders-table').locator(`[data-order-id="${orderId}"]`);
    expect(plain(await row.textContent())).toContain('Ångrat köp');
    await check(page, 'anger-ordrar');

    await row.getByRole('link', { name: lot.title }).click();
    await page.waitForURL(`${running.server.url}/admin/ordrar/${orderId}`);
    const section = page.getByTestId('admin-withdrawal');
    expect(plain(await section.getByRole('heading').textContent())).toBe('Köparen har ångrat köpet');
    expect(plain(await section.textContent())).toContain('Den passade inte i hallen.');
    expect(plain(await page.getByTestId('refund-due').textContent())).toMatch(/^Återbetala senast \d+ [a-z]+\.? \d{4}: [\d ]+ kr/);
    expect(plain(await page.getByTestId('buyer-withdrawals').textContent())).toBe('Köparen har ångrat ett köp.');
    await check(page, 'anger-order');

    await page.getByRole('button', { name: 'Föremålet har kommit tillbaka' }).click();
    await expect.poll(async () => plain(await section.textContent()), { timeout: 30_000 }).toContain('skickat tillbaka av köparen');
    expect(await page.getByTestId('withdrawal-returned').count()).toBe(0);
    await check(page, 'anger-order-tillbaka');

    // The item form offers the exclusion, with the reason the buyer would see.
    await page.goto(`${running.server.url}/admin/auktioner/${lot.id}`);
    await page.getByLabel('Ingen ångerrätt för det här föremålet').check();
    await page.getByLabel('Skäl som köparen ser').fill('Specialtillverkat');
    await check(page, 'anger-foremal');
    await page.close();
  }, 120_000);

  it('the seller reads that the buyer withdrew, and that the studio will be in touch', async () => {
    const seller = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    contexts.push(seller);
    const signIn = await seller.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: { email: DEMO_SELLER.email, password: DEMO_PASSWORD },
      headers: { origin: running.server.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await seller.newPage();
    await page.goto(`${running.server.url}/user#mina-forsaljningar`);
    const row = page.locator(`[data-testid="sale-row"][data-lot-id="${lot.id}"]`);
    expect(plain(await row.getByTestId('sale-payout').textContent())).toContain(
      'Köparen har ångrat köpet och skickar tillbaka föremålet. Studion hör av sig till dig om vad som händer nu.',
    );
    await check(page, 'anger-saljare');
    await page.close();
  }, 60_000);

  it('the studio refunds the rest at 1280 px; the withdrawal closes and the buyer reads the money is back at 390 px', async () => {
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/ordrar/${orderId}`);
    const due = plain(await page.getByTestId('refund-due').textContent());
    const owed = /: ([\d ]+ kr)/.exec(due)![1]!;
    await page.getByRole('link', { name: 'Till återbetalningen' }).click();
    const section = page.getByTestId('refund-section');
    await section.getByLabel('Anledning').fill('Köparen ångrade köpet, föremålet är tillbaka');
    await section.getByRole('button', { name: 'Återbetala' }).click();
    await section.getByText(/^Återbetala [\d\s,]+\skr till köparen\?$/).waitFor();
    await section.getByRole('button', { name: 'Ja, återbetala' }).click();
    await expect
      .poll(async () => plain(await page.getByTestId('refund-due').textContent()), { timeout: 30_000 })
      .toMatch(new RegExp(`^Återbetalt \\d+ [a-z]+\\.? \\d{4}: ${owed}$`));
    expect((await must(admin, { action: 'GET_ADMIN_ORDER', orderId })).order).toMatchObject({ status: 'refunded' });
    // Nothing left to release: the payout panel says so instead of offering the release.
    expect(plain(await page.getByTestId('payout-status').textContent())).toBe('Köpet är återbetalt: ingen utbetalning.');
    expect(await page.getByRole('button', { name: /Avräkna köpet|Betala ut/ }).count()).toBe(0);
    await check(page, 'anger-aterbetald-studio');
    await page.close();

    const phone = await buyer.newPage();
    await phone.goto(`${running.server.url}/user/kop/${orderId}`);
    expect(plain(await phone.getByTestId('withdrawn').textContent())).toMatch(
      new RegExp(
        `^Du ångrade köpet .+\\. Vi har betalat tillbaka ${owed} \\d+ [a-z]+ \\d{4}, till samma kort eller konto som du betalade med\\.$`,
      ),
    );
    await check(phone, 'anger-aterbetald-kopare');
    await phone.close();
  }, 120_000);
});
