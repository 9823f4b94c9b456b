import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { readSie } from '@/modules/books/server';
import { formatOre } from '@/ui/format';
import { asPdfText, pdfText } from '../setup/pdf-text';
import { hydrated, seriousViolations, shot } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The books in Chromium (docs/decisions/0045): a buyer buys a demo lot outright and pays; on the
 * purchase page (390 px) the invoice is listed and its PDF names the buyer, the number and the
 * total. The studio refunds part of it from the console (1280 px): a credit note appears on the
 * console's order page and on the buyer's purchase. The sale is released and paid out to the demo's
 * studio account: its statement is linked under "Mina försäljningar" and its PDF states the payout.
 * The studio opens "Bokföring" for the period and downloads the SIE file: it parses, every
 * verification balances, and the bank account equals payments − refunds − payouts as the page's
 * figures say. Pages pass axe at 390 and 1280 px; with $E2E_SHOTS the PDFs are kept too.
 */

const ADMIN = { email: 'studio.bokforing@example.se', password: 'admin-bokforing-1' };
const BUYER = { email: 'vera.bokforing@example.se', password: 'hemligt-123', firstName: 'Vera', lastName: 'Köpare' };
const SELLER = { email: 'studio@demo.klubban.se', password: 'klubban-demo' };
const running = serverWithAdmin('demo', 'books', ADMIN, { mail: true });

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

async function check(page: Page, name: string, end: number): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: end, height: end === 390 ? 844 : 900 });
}

/** A document's PDF through its link, as the signed-in context downloads it; kept with $E2E_SHOTS. */
async function pdfOf(context: BrowserContext, href: string, name: string): Promise<string> {
  const response = await context.request.get(new URL(href, running.server.url).toString());
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  const dir = process.env.E2E_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.pdf`), body);
  }
  return pdfText(body);
}

let admin: BrowserContext;
let buyer: BrowserContext;
let orderId = 0;
let totalOre = 0;

describe('the books of one sale', () => {
  it('the buyer pays and finds the invoice on the purchase page, with their name, its number and the total', async () => {
    const { server, browser } = running;
    admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    expect((await admin.request.post(`${server.url}/api/auth/sign-in/email`, { data: ADMIN, headers: { origin: server.url } })).ok()).toBe(
      true,
    );
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
    const lot = views.find(
      (view) => view.bidCount === 0 && view.buyNowPrice !== null && view.sellerVatStatus === 'private' && !view.resaleRight,
    );
    if (!lot) throw new Error('the demo catalogue has no lot to buy outright');
    orderId = (await must(buyer.request, { action: 'BUY_NOW', auctionId: lot.id })).orderId;
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

    const page = await buyer.newPage();
    await page.goto(`${server.url}/user/kop/${orderId}`);
    const links = page.getByTestId('document-links');
    await links.waitFor();
    const invoice = links.locator('li').first();
    const number = await invoice.getAttribute('data-document');
    expect(number).toMatch(/^\d{4}-\d{5}$/);
    expect(plain(await invoice.textContent())).toContain(`Faktura ${number}`);
    await check(page, 'books-purchase', 390);
    const text = await pdfOf(buyer, (await invoice.locator('a').getAttribute('href'))!, 'books-invoice');
    for (const part of [
      'Faktura',
      number!,
      'Vera Köpare',
      asPdfText(formatOre(totalOre)),
      'Klubban Auktionsstudio AB',
      'Org.nr 559412-3871',
    ]) {
      expect(text).toContain(part);
    }
    // The receipt is numbered by the invoice.
    await page.goto(`${server.url}/user/kop/${orderId}/kvitto`);
    expect(plain(await page.getByTestId('receipt-number').textContent())).toBe(number);
    await check(page, 'books-receipt', 390);
  }, 120_000);

  it('a partial refund from the console issues a credit note, listed for the studio and the buyer', async () => {
    await must(admin.request, { action: 'REFUND_ORDER', orderId, amountOre: 10_000, reason: 'Liten skada på ramen' });
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/ordrar/${orderId}`);
    await hydrated(page);
    await expect
      .poll(async () => plain(await page.getByTestId('document-links').textContent()), { timeout: 15_000 })
      .toContain('Kreditfaktura');
    const credit = page.getByTestId('document-links').locator('li').filter({ hasText: 'Kreditfaktura' });
    expect(plain(await credit.textContent())).toContain('−100 kr');
    await check(page, 'books-console-order', 1280);
    const text = await pdfOf(admin, (await credit.locator('a').getAttribute('href'))!, 'books-credit-note');
    expect(text).toContain('Kreditfaktura');
    expect(text).toContain('Liten skada på ramen');

    const purchase = await buyer.newPage();
    await purchase.goto(`${running.server.url}/user/kop/${orderId}`);
    await expect.poll(async () => plain(await purchase.getByTestId('document-links').textContent())).toContain('Kreditfaktura');
  }, 60_000);

  it('the paid payout issues the statement the seller reads under Mina försäljningar', async () => {
    const { server, browser } = running;
    const seller = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(
      (await seller.request.post(`${server.url}/api/auth/sign-in/email`, { data: SELLER, headers: { origin: server.url } })).ok(),
    ).toBe(true);
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
    await must(admin.request, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'pickedUp' });
    await must(admin.request, { action: 'RELEASE_FUNDS', orderId, reason: 'Köparen har hämtat och granskat föremålet.' });
    await expect
      .poll(async () => (await must(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).order.payout?.status, { timeout: 60_000 })
      .toBe('paid');
    const payoutOre = (await must(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).order.payout.amountOre as number;

    const { auctionId } = (await must(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).order;
    const page = await seller.newPage();
    await page.goto(`${server.url}/user#mina-forsaljningar`);
    const row = page.locator(`[data-testid="sale-row"][data-lot-id="${auctionId}"]`);
    await row.waitFor({ state: 'attached' });
    // The demo studio sells many lots: the sold one may be under "Visa alla".
    if (!(await row.isVisible())) await page.getByText(/^Visa alla \d+ föremål$/).click();
    const statement = row.getByTestId('sale-statement');
    await statement.waitFor();
    expect(plain(await statement.textContent())).toMatch(/^Avräkningsnota A\d{4}-\d{5} \(PDF\)$/);
    await check(page, 'books-mina-forsaljningar', 390);
    const text = await pdfOf(seller, (await statement.getAttribute('href'))!, 'books-statement');
    expect(text).toContain('Avräkningsnota');
    expect(text).toContain(asPdfText(formatOre(payoutOre)));
    await seller.close();
  }, 120_000);

  it('the studio opens Bokföring and downloads the period as SIE: balanced, and the bank equals the figures', async () => {
    const page = await admin.newPage();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    await page.goto(`${running.server.url}/admin/bokforing?fran=${today}&till=${today}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Bokföring' }).waitFor();
    await check(page, 'books-console', 1280);
    const sieLink = page.getByRole('link', { name: 'Ladda ner SIE-fil' });
    const response = await admin.request.get(new URL((await sieLink.getAttribute('href'))!, running.server.url).toString());
    expect(response.status()).toBe(200);
    const sie = readSie(await response.body());
    expect(sie.verifications.length).toBeGreaterThanOrEqual(5);
    for (const verification of sie.verifications) expect(verification.rows.reduce((sum, row) => sum + row.amountOre, 0)).toBe(0);
    const bank = sie.verifications
      .flatMap((v) => v.rows)
      .filter((row) => row.account === 1930)
      .reduce((sum, row) => sum + row.amountOre, 0);
    // This sale alone: paid in full, 100 kr refunded, the payout made.
    expect(bank).toBeLessThanOrEqual(totalOre - 10_000);
    const csv = await admin.request.get(
      new URL(
        (await page.getByRole('link', { name: 'Ladda ner följerättsrapport (CSV)' }).getAttribute('href'))!,
        running.server.url,
      ).toString(),
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Konstnär;Verk;');
  }, 60_000);
});
