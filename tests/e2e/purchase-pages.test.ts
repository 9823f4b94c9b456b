import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import { DEMO_PASSWORD, DEMO_SELLER } from '../../demo/seed-demo';
import { formatOre } from '@/ui/format';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The buyer's pages of a purchase in Chromium, with the built-in test provider (docs/product.md §2, §9):
 * a demo lot bought outright, "Mina köp" and "Vunna" on /user, the purchase page's checkout with
 * shipping (its checks and live total), the provider's hosted page, the wait for the webhook, the
 * paid page with the delivery stages the studio moves, "Rapportera problem", the receipt (printed:
 * the receipt alone, one A4 page), another user's 404 and the seller's payout. Each page at 390
 * and 1280 px with axe; screenshots go to $E2E_SHOTS when it is set.
 */

const ADMIN = { email: 'studio.kassa@example.se', password: 'admin-kassa-123' };
const BUYER = { email: 'saga.kopare@example.se', password: 'hemligt-123' };
const running = serverWithAdmin('demo', 'purchase', ADMIN, { publicUrl: true, env: { KLUBBAN_SEED_DEMO: 'true' } });
let lot: AuctionView;
/** The buyer at the phone width (the walk) and at the desktop width (the same pages, photographed). */
let phone: Page;
let desktop: Page;
let buyer: BrowserContext;
let admin: BrowserContext;
/** The demo seller, whose lot is bought. */
let seller: BrowserContext;
const contexts: BrowserContext[] = [];
let orderId = 0;

/** Non-breaking and narrow spaces as plain ones, so figures compare as written. */
const plain = (value: string | null) =>
  (value ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(async () => {
  // A demo lot that can be bought outright and shipped (a price above nothing: a real shipping line).
  const list = (await (await fetch(`${running.server.url}/api/auctions?pageSize=100&sort=slutar-snart`)).json()) as SearchResult;
  const views = await Promise.all(
    list.items.map(async (item) => (await (await fetch(`${running.server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
  );
  const found = views.find((view) => view.bidCount === 0 && view.buyNowPrice !== null && (view.shippingPrice ?? 0) > 0);
  if (!found) throw new Error('the demo catalogue has no lot to buy outright and ship');
  lot = found;

  const mobile = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const signUp = await mobile.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: {
      data: {
        email: BUYER.email,
        password: BUYER.password,
        confirmPassword: BUYER.password,
        firstName: 'Saga',
        lastName: 'Köpare',
        phone: '070-123 45 67',
        acceptTerms: true,
        newsletter: false,
      },
    },
  });
  expect(signUp.status()).toBe(200);
  const wide = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await mobile.storageState() });
  contexts.push(mobile, wide);
  buyer = mobile;
  phone = await mobile.newPage();
  desktop = await wide.newPage();
  admin = await signedIn(ADMIN, 1280);
  seller = await signedIn({ email: DEMO_SELLER.email, password: DEMO_PASSWORD }, 1280);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several actions
async function action(context: BrowserContext, data: Record<string, unknown>): Promise<any> {
  const response = await context.request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  return response.json();
}

async function signedIn(who: { email: string; password: string }, width: number): Promise<BrowserContext> {
  const mobile = width < 600;
  const context = await running.browser.newContext({ viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
  const answer = await context.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: who,
    headers: { origin: running.server.url },
  });
  expect(answer.ok(), who.email).toBe(true);
  contexts.push(context);
  return context;
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function serious(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((violation) => `${label}: ${violation}`);
}

/** Opens `pathname` at the desktop width too, checks it with axe and photographs both widths. */
async function atBothWidths(pathname: string, name: string): Promise<string[]> {
  await desktop.goto(`${running.server.url}${pathname}`);
  const found = [...(await serious(phone, `${name} 390`)), ...(await serious(desktop, `${name} 1280`))];
  await shot(phone, `${name}-390`);
  await shot(desktop, `${name}-1280`);
  return found;
}

describe('the purchase pages', () => {
  it('lists the won lot under Vunna and Mina köp with the time left to pay', async () => {
    const bought = await action(buyer, { action: 'BUY_NOW', auctionId: lot.id });
    expect(bought.result?.orderId, JSON.stringify(bought)).toBeGreaterThan(0);
    orderId = bought.result.orderId;

    await phone.goto(`${running.server.url}/user#mina-kop`);
    const row = phone.getByTestId('purchases').locator(`[data-order-id="${orderId}"]`);
    expect(plain(await row.getByTestId('payment-badge').textContent())).toBe('Väntar på betalning');
    expect(plain(await row.getByTestId('purchase-delivery').textContent())).toBe('Leverans: –');
    // Due seven days after the end, which was just now: six whole days and some hours are left.
    expect(plain(await row.textContent())).toMatch(
      /6 dagar kvar att betala · Betala senast (sön|mån|tis|ons|tors|fre|lör) \d+ [a-z]+ \d\d:\d\d/,
    );
    const won = phone.getByTestId('won').getByTestId('won-row').filter({ hasText: lot.title });
    expect(await won.getByTestId('won-pay').getAttribute('href')).toBe(`/user/kop/${orderId}`);
    expect(await atBothWidths('/user#mina-kop', 'user-mina-kop-pending')).toEqual([]);

    await row.getByRole('link', { name: `Betala ${lot.title}` }).click();
    await phone.waitForURL(`${running.server.url}/user/kop/${orderId}`);
  });

  it('checks the delivery choice and the address, with a total that follows the choice', async () => {
    const order = (await action(buyer, { action: 'GET_ORDER', orderId })).result.order;
    expect(order).toMatchObject({ status: 'pending', hammerPriceOre: lot.buyNowPrice! * 100, shippingOre: 0 });
    const total = phone.getByTestId('order-total');
    expect(plain(await total.textContent())).toBe(plain(formatOre(order.totalOre)));
    expect(await phone.getByRole('heading', { name: lot.title, level: 1 }).isVisible()).toBe(true);
    expect(await atBothWidths(`/user/kop/${orderId}`, 'kop-pending')).toEqual([]);

    // No choice yet: the form says so at the choice and sends nothing.
    await phone.getByRole('button', { name: 'Gå till betalning' }).click();
    await phone.getByText('Välj avhämtning eller frakt.').waitFor();

    await phone.getByLabel(/^Frakt – /).check();
    const withShipping = order.totalOre + lot.shippingPrice! * 100;
    await expect.poll(async () => plain(await total.textContent())).toBe(plain(formatOre(withShipping)));
    expect(await phone.getByLabel('Namn').inputValue()).toBe('Saga Köpare');
    expect(await phone.getByLabel('Namn').getAttribute('autocomplete')).toBe('shipping name');

    // A wrong postal code is refused in Swedish as soon as the field is left, and the message goes once it is right.
    await phone.getByLabel('Postnummer').fill('0123');
    await phone.getByLabel('Ort').focus();
    await phone.getByText('Ange ett svenskt postnummer med fem siffror, t.ex. 118 21.').waitFor();
    expect(await phone.getByLabel('Postnummer').getAttribute('aria-invalid')).toBe('true');
    await phone.getByLabel('Postnummer').fill('118 21');
    await expect.poll(() => phone.getByLabel('Postnummer').getAttribute('aria-invalid')).toBeNull();

    // Submitting without a street focuses it with its error.
    await phone.getByLabel('Ort').fill('Stockholm');
    await phone.getByRole('button', { name: 'Gå till betalning' }).click();
    await phone.getByText('Fyll i gatuadress.').waitFor();
    await expect.poll(() => phone.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('street');
    // What the phone shows: the field in error, clear of the sticky header.
    const street = await phone.getByLabel('Gatuadress').boundingBox();
    const header = await phone.locator('header').first().boundingBox();
    expect(street!.y).toBeGreaterThan(header!.y + header!.height);
    if (process.env.E2E_SHOTS) await phone.screenshot({ path: path.join(process.env.E2E_SHOTS, 'kop-checkout-errors-viewport-390.png') });
    await shot(phone, 'kop-checkout-errors-390');

    await phone.getByLabel('Gatuadress').fill('Storgatan 1');
    await phone.getByRole('button', { name: 'Gå till betalning' }).click();
    await phone.waitForURL(/\/betalning\/cs_test_/);
  });

  it("pays with Swish on the test provider's page and waits for the webhook", async () => {
    let sessionPath = new URL(phone.url()).pathname;
    expect(await phone.getByText('Testläge – inga pengar dras').isVisible()).toBe(true);
    expect(await phone.getByRole('heading', { name: 'Betala till Klubban' }).isVisible()).toBe(true);
    // The demo's payments are pretend, and every page says so, this one too (docs/decisions/0028).
    expect(await phone.getByRole('status').filter({ hasText: 'Testläge – inga riktiga betalningar' }).isVisible()).toBe(true);
    // ?fel= shows a fixed message for a known code and nothing for any other text.
    await phone.goto(`${running.server.url}${sessionPath}?fel=metod`);
    expect(await phone.getByText('Välj hur du vill betala.').isVisible()).toBe(true);
    await phone.goto(`${running.server.url}${sessionPath}?fel=${encodeURIComponent('Ring 08-123 45 67 och uppge kortnumret')}`);
    expect(await phone.getByText('Ring 08-123').count()).toBe(0);
    await phone.goto(`${running.server.url}${sessionPath}`);
    const order = (await action(buyer, { action: 'GET_ORDER', orderId })).result.order;
    const total = order.totalOre + lot.shippingPrice! * 100;
    expect(plain(await phone.getByTestId('checkout-total').textContent())).toBe(plain(formatOre(total)));
    expect(await atBothWidths(sessionPath, 'betalning')).toEqual([]);

    // "Avbryt" (no method needed) goes back to the purchase, with the choice and address kept.
    await phone.getByRole('button', { name: 'Avbryt' }).click();
    await phone.waitForURL(`${running.server.url}/user/kop/${orderId}?betalning=avbruten`);
    await phone.getByText('Betalningen avbröts. Du kan försöka igen.').waitFor();
    await expect.poll(() => phone.getByLabel(/^Frakt – /).isChecked()).toBe(true);
    expect(await phone.getByLabel('Gatuadress').inputValue()).toBe('Storgatan 1');
    expect(plain(await phone.getByTestId('order-total').textContent())).toBe(plain(formatOre(total)));
    expect(await serious(phone, 'kop-avbruten 390')).toEqual([]);
    await shot(phone, 'kop-avbruten-390');
    await phone.getByRole('button', { name: 'Gå till betalning' }).click();
    await phone.waitForURL(/\/betalning\/cs_test_/);
    sessionPath = new URL(phone.url()).pathname;

    // "Betala" without a method: the browser's own required check keeps the buyer on the page.
    const pay = phone.getByRole('button', { name: plain(`Betala ${formatOre(total)}`) });
    await pay.click();
    expect(await phone.getByRole('radio', { name: 'Swish' }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(new URL(phone.url()).pathname).toBe(sessionPath);

    await phone.getByRole('radio', { name: 'Swish' }).check();
    await pay.click();
    await phone.waitForURL(`${running.server.url}/user/kop/${orderId}?betalning=klar`);
    // The page refreshes itself until the webhook has made the order paid.
    await expect.poll(() => phone.getByTestId('purchase').getAttribute('data-status'), { timeout: 60_000 }).toBe('paid');
    expect(plain(await phone.getByTestId('payment-done').textContent())).toContain('Tack! Betalningen är klar.');
    expect(plain(await phone.getByTestId('paid-line').textContent())).toMatch(/^Betald \d+ [a-z]+ \d{4} kl\. \d\d:\d\d med Swish$/);
    expect(plain(await phone.getByTestId('order-total').textContent())).toBe(plain(formatOre(total)));
    expect(plain(await phone.getByTestId('delivery-address').textContent())).toContain('Storgatan 1');
    expect(await atBothWidths(`/user/kop/${orderId}?betalning=klar`, 'kop-paid')).toEqual([]);

    // The used payment page says so.
    await desktop.goto(`${running.server.url}${sessionPath}`);
    expect(await desktop.getByRole('heading', { name: 'Betalningen är redan genomförd' }).isVisible()).toBe(true);
  });

  it('shows each delivery stage with its date and the tracking link as the studio moves it', async () => {
    expect((await action(admin, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'inStock' })).result).toBeTruthy();
    expect(
      (await action(admin, { action: 'SET_SHIPPING_INFO', orderId, carrier: 'PostNord', trackingNumber: 'UA123456789SE' })).result,
    ).toBeTruthy();
    expect((await action(admin, { action: 'MARK_AS_SHIPPED', orderId })).result).toBeTruthy();

    await phone.goto(`${running.server.url}/user/kop/${orderId}`);
    const stages = phone.getByTestId('delivery-stages').locator('li');
    expect(await stages.evaluateAll((items) => items.map((item) => item.getAttribute('data-stage')))).toEqual([
      'waiting',
      'inStock',
      'shippingBooked',
      'done',
    ]);
    expect(await stages.evaluateAll((items) => items.map((item) => item.getAttribute('aria-current')))).toEqual([null, null, 'step', null]);
    expect(await stages.evaluateAll((items) => items.map((item) => item.querySelector('time') !== null))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(plain(await phone.getByTestId('next-step').textContent())).toMatch(
      /^Paketet är på väg med PostNord\. Följ det med spårningslänken och tryck på ”Jag har fått föremålet” när det har kommit fram\. Hör du inte av dig räknas det som mottaget [a-zö]{3,4} \d{1,2} [a-z]{3} \d\d:\d\d\.$/,
    );
    expect(await phone.getByRole('button', { name: 'Jag har fått föremålet' }).isVisible()).toBe(true);
    const tracking = phone.getByRole('link', { name: /Spåra paketet/ });
    expect(await tracking.getAttribute('href')).toContain('UA123456789SE');
    expect(await atBothWidths(`/user/kop/${orderId}`, 'kop-shipped')).toEqual([]);
  });

  it('reports a problem to the studio before the release', async () => {
    const report = phone.getByTestId('report-problem');
    await report.getByText('Rapportera problem').click();
    await report.getByLabel('Vad har hänt?').fill('Trasig');
    await report.getByRole('button', { name: 'Skicka till studion' }).click();
    await report.getByText('Beskriv problemet med minst 10 tecken.').waitFor();
    await shot(phone, 'kop-problem-form-390');
    await report.getByLabel('Vad har hänt?').fill('Vasen kom fram med en spricka i foten.');
    await report.getByRole('button', { name: 'Skicka till studion' }).click();
    await phone.getByText(/^Du rapporterade problemet \d+ [a-z]+ \d{4} kl\. \d\d:\d\d\./).waitFor();
    await phone.getByTestId('problem-message').getByText('Vasen kom fram med en spricka i foten.').waitFor();
    const order = (await action(admin, { action: 'GET_ADMIN_ORDER', orderId })).result.order;
    expect(order.problemMessage).toBe('Vasen kom fram med en spricka i foten.');
    expect(order.problem).toMatchObject({ open: true, messages: [{ fromStudio: false, body: 'Vasen kom fram med en spricka i foten.' }] });
  });

  it('keeps the problem as a thread: the studio answers and closes it, the buyer reads both (docs/decisions/0044)', async () => {
    const studio = await admin.newPage();
    await studio.goto(`${running.server.url}/admin/ordrar/${orderId}`);
    const problem = studio.getByTestId('order-problem');
    await problem.getByRole('heading', { name: 'Köparen har rapporterat ett problem' }).waitFor();
    await problem.getByLabel('Svara köparen').fill('Tack! Skicka gärna en bild på sprickan, så ordnar vi det.');
    await problem.getByRole('button', { name: 'Skicka svar' }).click();
    await problem.getByText('Svaret är skickat till köparen.').waitFor();
    await problem.getByTestId('problem-message').nth(1).getByText('Tack! Skicka gärna en bild på sprickan, så ordnar vi det.').waitFor();

    // The buyer reads the studio's answer on the purchase page and writes back.
    await phone.goto(`${running.server.url}/user/kop/${orderId}`);
    const answer = phone.getByTestId('problem-message').nth(1);
    await answer.getByText('Studion', { exact: true }).waitFor();
    await phone.getByLabel('Skriv till studion').fill('Jag har ingen kamera just nu, men sprickan syns tydligt.');
    await phone.getByRole('button', { name: 'Skicka', exact: true }).click();
    await phone.getByText('Skickat. Studion har fått ditt meddelande.').waitFor();
    await phone.getByTestId('problem-message').nth(2).waitFor();
    expect(await atBothWidths(`/user/kop/${orderId}`, 'kop-problem-traad')).toEqual([]);

    // The studio closes it with no action: a reason is required, then the buyer reads the decision.
    await studio.reload();
    await problem.getByRole('radio', { name: /Ingen åtgärd/ }).check();
    await problem.getByRole('button', { name: 'Avsluta ärendet' }).click();
    await problem.getByText('Skriv till köparen varför ingen åtgärd görs (minst 10 tecken).').waitFor();
    expect((await seriousViolations(studio)).map((v) => `studio 1280: ${v}`)).toEqual([]);
    await shot(studio, 'admin-order-problem-1280');
    await problem.getByRole('textbox', { name: 'Till köparen' }).fill('Sprickan fanns med i beskrivningen och på bild 3.');
    await problem.getByRole('button', { name: 'Avsluta ärendet' }).click();
    await problem.getByRole('heading', { name: 'Rapporterat problem (avslutat)' }).waitFor();
    await phone.goto(`${running.server.url}/user/kop/${orderId}`);
    await phone
      .getByTestId('problem-resolution')
      .getByText(/Ingen åtgärd/)
      .waitFor();
    await phone.getByText('Sprickan fanns med i beskrivningen och på bild 3.').waitFor();
    await phone.getByText('Rapportera ett nytt problem').waitFor();
    expect(await atBothWidths(`/user/kop/${orderId}`, 'kop-problem-avslutat')).toEqual([]);
    await studio.close();
  });

  it('prints the receipt alone on one A4 page, with the VAT line and the studio’s numbers', async () => {
    await phone.goto(`${running.server.url}/user/kop/${orderId}`);
    await phone.getByRole('link', { name: 'Kvitto' }).click();
    await phone.waitForURL(`${running.server.url}/user/kop/${orderId}/kvitto`);
    const receipt = phone.getByTestId('receipt');
    const order = (await action(buyer, { action: 'GET_ORDER', orderId })).result.order;
    expect(order.vatOre).toBe(Math.round(order.buyerPremiumOre / 5));
    expect(order.totalOre).toBe(order.hammerPriceOre + order.buyerPremiumOre + order.shippingOre);
    const text = plain(await receipt.innerText());
    expect(text).toContain(plain(`varav moms 25 % ${formatOre(order.vatOre)}`));
    expect(text).toContain(plain(`Totalt betalt ${formatOre(order.totalOre)}`));
    expect(text).toContain('Organisationsnummer 559412-3871');
    expect(text).toContain('Momsregistreringsnummer SE559412387101');
    expect(text).toContain('Betalsätt Swish');
    // The studio's default VAT model, agent in the seller's name (docs/decisions/0045), and the invoice that numbers it.
    expect(text).toContain('Klubban förmedlar försäljningen i säljarens namn');
    expect(text).toMatch(/Fakturanummer \d{4}-\d{5}/);
    // Paid on the test provider: the receipt says so itself, in print too (docs/decisions/0028).
    expect(text).toContain('Testläge – inga riktiga betalningar');
    expect(plain(await receipt.getByTestId('receipt-buyer').textContent())).toContain('Saga Köpare');
    expect(await atBothWidths(`/user/kop/${orderId}/kvitto`, 'kvitto')).toEqual([]);

    // In print the site's header, footer and the page's buttons are gone; the receipt stays.
    await desktop.emulateMedia({ media: 'print' });
    expect(await desktop.locator('body > header, header').first().isVisible()).toBe(false);
    expect(await desktop.locator('footer').first().isVisible()).toBe(false);
    expect(await desktop.getByRole('button', { name: 'Skriv ut' }).isVisible()).toBe(false);
    expect(await desktop.getByTestId('receipt').isVisible()).toBe(true);
    await shot(desktop, 'kvitto-print-1280');
    // page.pdf() prints with the print media unless the screen's is emulated: back to the default first.
    await desktop.emulateMedia({ media: null });
    const pdf = await desktop.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    if (process.env.E2E_SHOTS) writeFileSync(path.join(process.env.E2E_SHOTS, 'kvitto.pdf'), pdf);
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  it("answers another user's purchase with the site's 404", async () => {
    const page = await seller.newPage();
    for (const pathname of [`/user/kop/${orderId}`, `/user/kop/${orderId}/kvitto`, '/user/kop/abc']) {
      const response = await page.goto(`${running.server.url}${pathname}`);
      expect(response?.status(), pathname).toBe(404);
      await page.getByRole('heading', { name: 'Sidan finns inte' }).waitFor();
    }
    await page.close();
  });

  it('shows the seller the payout of the sold lot: amount after commission, status and what comes next', async () => {
    const order = (await action(admin, { action: 'GET_ADMIN_ORDER', orderId })).result.order;
    for (const width of [390, 1280]) {
      const page = await seller.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${running.server.url}/user#mina-forsaljningar`);
      // The demo seller has many lots; the sold one sits under "Visa alla" after the running ones.
      await page.getByText(/^Visa alla \d+ föremål$/).click();
      const row = page.locator(`[data-testid="sale-row"][data-lot-id="${lot.id}"]`);
      await row.waitFor();
      const payout = row.getByTestId('sale-payout');
      expect(await payout.getAttribute('data-status')).toBe('paid-by-buyer');
      // Hammer − 15 % commission.
      expect(order.sellerPayoutOre).toBe(order.hammerPriceOre - Math.round(order.hammerPriceOre * 0.15));
      expect(plain(await payout.getByTestId('sale-payout-amount').textContent())).toBe(plain(formatOre(order.sellerPayoutOre)));
      const commission = order.hammerPriceOre - order.sellerPayoutOre;
      expect(plain(await payout.textContent())).toContain(plain(`efter provision ${formatOre(commission)}`));
      expect(plain(await payout.textContent())).toContain('Betald av köparen');
      expect(await serious(page, `seller ${width}`)).toEqual([]);
      await shot(page, `user-mina-forsaljningar-${width}`);
      if (process.env.E2E_SHOTS) await row.screenshot({ path: path.join(process.env.E2E_SHOTS, `sale-payout-row-${width}.png`) });
      await page.close();
    }
  });
});
