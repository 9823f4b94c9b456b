import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { hydrated, seriousViolations, shot } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * A refund in Chromium (docs/decisions/0041): a buyer buys a demo lot outright and pays on the test
 * provider's page; the studio, at 1280 px, refunds part of it from the console's order page
 * (300,50 kr, with a reason, after a confirmation naming the amount) and sees it listed; the buyer,
 * at 390 px, sees "Återbetalt 300,50 kr" on the purchase, and the ORDER_REFUND e-mail reaches them
 * over SMTP. Then the sale is paid out to the seller (the demo's studio account, onboarded at the
 * test provider) and refunded in part once more: the seller owes it, and "Mina försäljningar" says
 * so with the reason. Every page passes axe at 390 and 1280 px and, with $E2E_SHOTS, is
 * photographed at both.
 */

const ADMIN = { email: 'studio.aterbetalning@example.se', password: 'admin-refund-1' };
const BUYER = { email: 'rut.aterbetalning@example.se', password: 'hemligt-123', firstName: 'Rut', lastName: 'Köpare' };
const SELLER = { email: 'studio@demo.klubban.se', password: 'klubban-demo' };
const running = serverWithAdmin('demo', 'refunds', ADMIN, { mail: true });

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several actions
async function must(request: APIRequestContext, data: Record<string, unknown>): Promise<any> {
  const response = await request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  const answer = await response.json();
  if (!answer.result) throw new Error(`${String(data.action)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Axe at 390 and 1280 px (no serious or critical finding) and, with $E2E_SHOTS, a photo at each width; ends at `end` px. */
async function check(page: Page, name: string, end: number): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: end, height: end === 390 ? 844 : 900 });
}

let admin: BrowserContext;
let buyer: BrowserContext;
let orderId = 0;
let totalOre = 0;

describe('the studio refunds part of a paid order', () => {
  it('has a paid order: the buyer buys a lot outright and pays on the test provider’s page', async () => {
    const { server, browser } = running;
    admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signIn = await admin.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: ADMIN,
      headers: { origin: server.url },
    });
    expect(signIn.ok()).toBe(true);
    buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const signedUp = await buyer.request.post(`${server.url}/api/account/sign-up`, {
      headers: { origin: server.url },
      data: { data: { ...BUYER, confirmPassword: BUYER.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
    });
    expect(signedUp.status()).toBe(200);

    const list = (await (await fetch(`${server.url}/api/auctions?pageSize=100&sort=slutar-snart`)).json()) as SearchResult;
    const views = await Promise.all(
      list.items.map(async (item) => (await (await fetch(`${server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
    );
    const lot = views.find((view) => view.bidCount === 0 && view.buyNowPrice !== null);
    if (!lot) throw new Error('the demo catalogue has no lot to buy outright');
    orderId = (await must(buyer.request, { action: 'BUY_NOW', auctionId: lot.id })).orderId;

    // Pays as the hosted page's form does (its own walk is tested in studio-orders.test.ts).
    const { url } = await must(buyer.request, { action: 'CREATE_CHECKOUT_SESSION', orderId, deliveryMethod: 'pickup' });
    const sessionId = new URL(url, server.url).pathname.split('/').pop()!;
    const paid = await buyer.request.post(`${server.url}/api/payments/test/checkout`, {
      form: { sessionId, method: 'card', action: 'pay' },
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await expect
      .poll(async () => (await must(buyer.request, { action: 'GET_ORDER', orderId })).order.status, { timeout: 60_000 })
      .toBe('paid');
    totalOre = (await must(buyer.request, { action: 'GET_ORDER', orderId })).order.totalOre;
    expect(totalOre).toBeGreaterThan(30_050);
  }, 120_000);

  it('refunds 300,50 kr from the console’s order page at 1280 px, after a confirmation naming the amount', async () => {
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/ordrar/${orderId}`);
    await hydrated(page);
    const section = page.getByTestId('refund-section');
    await section.getByRole('heading', { name: 'Återbetalning' }).waitFor();

    // A reason is required, and more than was paid is refused in Swedish before anything is sent.
    await section.getByLabel('Belopp (kr)').fill('300,50');
    await section.getByRole('button', { name: 'Återbetala' }).click();
    await section.getByText('Skriv varför pengarna återbetalas (minst 3 tecken).').waitFor();
    await section.getByLabel('Belopp (kr)').fill(String(totalOre / 100 + 1));
    await section.getByLabel('Anledning').fill('Spricka i foten som inte nämndes i beskrivningen');
    await section.getByRole('button', { name: 'Återbetala' }).click();
    await section.getByText(/^Det går att återbetala högst /).waitFor();

    await section.getByLabel('Belopp (kr)').fill('300,50');
    await section.getByRole('button', { name: 'Återbetala' }).click();
    await section.getByText('Återbetala 300,50 kr till köparen?').waitFor();
    await section.getByRole('button', { name: 'Ja, återbetala' }).click();
    await section.getByText('300,50 kr är återbetalt till köparen. Köparen får ett mejl.').waitFor();
    // The page's data comes back from the server with the refund in it.
    const refunds = section.getByTestId('refunds');
    await expect.poll(async () => plain(await refunds.textContent()), { timeout: 15_000 }).toContain('Återbetalt 300,50 kr');
    expect(plain(await refunds.locator('li').first().textContent())).toContain('Spricka i foten som inte nämndes i beskrivningen');
    expect(await refunds.locator('li').first().getAttribute('data-status')).toBe('succeeded');
    // A partial refund leaves the order paid.
    expect((await must(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).order).toMatchObject({
      status: 'paid',
      refundedOre: 30_050,
      refundableOre: totalOre - 30_050,
    });
    await check(page, 'admin-order-refund', 1280);
    await page.close();
  });

  it('shows the buyer the refund on the purchase at 390 px, and the ORDER_REFUND e-mail arrives', async () => {
    const page = await buyer.newPage();
    await page.goto(`${running.server.url}/user/kop/${orderId}`);
    const refunds = page.getByTestId('refunds');
    await refunds.waitFor();
    expect(plain(await refunds.textContent())).toContain('Återbetalt 300,50 kr');
    expect(plain(await refunds.textContent())).toContain('Återbetald');
    expect(plain(await page.getByTestId('payment-badge').textContent())).toBe('Betald');
    await check(page, 'kop-aterbetalning', 390);

    const mailOf = () =>
      running.mails.filter(
        (m) => m.headers.get('x-klubban-template') === 'ORDER_REFUND' && (m.to ? JSON.stringify(m.to).includes(BUYER.email) : false),
      );
    await expect.poll(() => mailOf().length, { timeout: 30_000 }).toBe(1);
    expect(mailOf()[0]!.subject).toMatch(/^Återbetalning 300,50\u00a0kr: ”/);
    expect(plain(mailOf()[0]!.text ?? '')).toContain('Spricka i foten som inte nämndes i beskrivningen');
    await page.close();
  });

  it('pays the seller out, refunds again: the seller owes it and sees why on "Mina försäljningar"', async () => {
    const { server, browser } = running;
    const seller = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const signIn = await seller.request.post(`${server.url}/api/auth/sign-in/email`, { data: SELLER, headers: { origin: server.url } });
    expect(signIn.ok()).toBe(true);
    // The seller registers a payout account at the test provider (its hosted form, posted).
    const link = new URL((await must(seller.request, { action: 'CREATE_ACCOUNT_LINK' })).url, server.url);
    const registered = await seller.request.post(`${server.url}/api/payments/test/onboarding`, {
      form: {
        accountId: decodeURIComponent(link.pathname.split('/').pop()!),
        ...Object.fromEntries(['utgar', 'tillbaka', 'ny', 'sig'].map((name) => [name, link.searchParams.get(name) ?? ''])),
        holderName: 'Klubban Studio',
        bankAccount: '8327-9 123 456 789',
      },
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    await expect
      .poll(async () => (await must(seller.request, { action: 'GET_PAYOUT_ACCOUNT' })).status, { timeout: 30_000 })
      .toBe('active');

    // Collected, released early with a reason, and transferred by the payout job.
    await must(admin.request, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'pickedUp' });
    const released = await must(admin.request, { action: 'RELEASE_FUNDS', orderId, reason: 'Köparen har hämtat och granskat föremålet.' });
    expect(released.order.sellerPayoutOre).toBeGreaterThan(0);
    await expect
      .poll(async () => (await must(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).order.payout?.status, { timeout: 60_000 })
      .toBe('paid');

    await must(admin.request, {
      action: 'REFUND_ORDER',
      orderId,
      amountOre: 20_000,
      reason: 'Nagg i kanten som upptäcktes vid hämtningen',
    });
    const page = await seller.newPage();
    await page.goto(`${server.url}/user#mina-forsaljningar`);
    const debts = page.getByTestId('seller-debts');
    await debts.waitFor();
    expect(plain(await debts.textContent())).toContain('200 kr dras från dina nästa utbetalningar');
    expect(plain(await debts.textContent())).toContain(`köp nr ${orderId}: Nagg i kanten som upptäcktes vid hämtningen`);
    await check(page, 'user-mina-forsaljningar-skuld', 390);
    await seller.close();
  }, 120_000);
});
