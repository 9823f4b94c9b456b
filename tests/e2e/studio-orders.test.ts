import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The whole order walk in Chromium: a seller's object is valued, listed and won by a bidder
 * (completed by COMPLETE_AUCTION). The buyer, at 390 px, opens "Mina köp" on /user, chooses
 * shipping, fills in the address, pays with Swish on the test provider's page, comes back to
 * "Betald" once the signed webhook has made the order paid, and opens the receipt with its VAT
 * line. The admin, at 390 px, finds the order in /admin/ordrar under "Att skicka", books the
 * freight, marks it shipped and delivered, and pays the seller after a confirmation naming the
 * amount; the seller then sees "utbetald" under "Mina försäljningar". PURCHASE_RECEIPT and
 * ITEM_SHIPPED reach the buyer through a real SMTP server. Every page is checked with axe at 390
 * and 1280 px and, with $E2E_SHOTS set, photographed at both widths.
 *
 * The sums: hammer 2 000 kr, premium 20 % = 400 kr (VAT 80 kr), shipping 149 kr → 2 549 kr paid;
 * commission 15 % = 300 kr → 1 700 kr to the seller, 700 kr to the studio.
 */

const ADMIN = { email: 'studio.ordrar@example.se', password: 'admin-ordrar-1' };
const SELLER = { email: 'saga.ordrar@example.se', password: 'hemligt-123', firstName: 'Saga', lastName: 'Säljare' };
const BUYER = { email: 'bertil.ordrar@example.se', password: 'hemligt-456', firstName: 'Bertil', lastName: 'Budgivare' };
const TITLE = 'Skål Ariel, Orrefors';
const TRACKING = 'UA123456789SE';
const TRACKING_URL = `https://tracking.postnord.com/se/?id=${TRACKING}`;
const running = serverWithAdmin('empty', 'orders', ADMIN, { mail: true, env: { KLUBBAN_SEED_DEMO: 'false' } });

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of many different actions
async function action(request: APIRequestContext, data: Record<string, unknown>): Promise<any> {
  const response = await request.post(`${running.server.url}/api/functions/connector`, {
    data: { data },
    headers: { origin: running.server.url },
  });
  return response.json();
}

/** `action`, failing the test with the server's refusal when there is one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function must(request: APIRequestContext, data: Record<string, unknown>): Promise<any> {
  const answer = await action(request, data);
  if (!answer.result) throw new Error(`${String(data.action)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

async function signUp(context: BrowserContext, who: typeof SELLER): Promise<void> {
  const response = await context.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: {
      data: {
        email: who.email,
        password: who.password,
        confirmPassword: who.password,
        firstName: who.firstName,
        lastName: who.lastName,
        phone: '070-123 45 67',
        acceptTerms: true,
        newsletter: false,
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** A photo sent over tus as the seller's browser would: create, then one PATCH with every byte. */
async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 150, b: 110 } } })
    .jpeg()
    .toBuffer();
  const created = await request.post(`${running.server.url}/api/uploads`, {
    headers: {
      origin: running.server.url,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('skal.jpg').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const key = created.headers().location!.split('/').pop()!;
  const sent = await request.fetch(`${running.server.url}/api/uploads/${key}`, {
    method: 'PATCH',
    headers: {
      origin: running.server.url,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status()).toBe(204);
  return key;
}

/** The e-running.mails of one template sent to one address, in the order they arrived. */
function mailsOf(template: string, to: string): ParsedMail[] {
  return running.mails.filter(
    (m) => m.headers.get('x-klubban-template') === template && (m.to ? JSON.stringify(m.to).includes(to) : false),
  );
}

/** Waits for the e-mail of `template` to `to` (sending is a job) and returns it. */
async function mailOf(template: string, to: string): Promise<ParsedMail> {
  await expect.poll(() => mailsOf(template, to).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsOf(template, to)[0]!;
}

/** Axe at 390 and 1280 px (no serious or critical finding), and, with $E2E_SHOTS, a photo at each width. */
async function check(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    // From the top, so the sticky header is photographed where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

let admin: BrowserContext;
let seller: BrowserContext;
let buyer: BrowserContext;
let adminPage: Page;
/** The buyer's phone: the whole purchase happens on it. */
let buyerPage: Page;
let auctionId = 0;
let orderId = 0;

describe('the studio settles a sale in /admin/ordrar', () => {
  it('puts a seller’s valued object up for auction and takes a bid', async () => {
    admin = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: running.server.url },
    });
    expect(signIn.ok()).toBe(true);
    seller = await running.browser.newContext();
    buyer = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signUp(seller, SELLER);
    await signUp(buyer, BUYER);

    // The seller asks for a valuation; the studio offers 2 000 kr; the seller agrees.
    const image = await uploadPhoto(seller.request);
    const { valuation } = await must(seller.request, {
      action: 'SUBMIT_VALUATION_REQUEST',
      title: TITLE,
      description: 'Ariel-teknik med luftblåsor i blått, signerad Edvin Öhrström. Inga skador.',
      category: 'VASER_KRUKOR',
      images: [image],
      handover: 'dropoff',
    });
    await must(admin.request, {
      action: 'ANSWER_VALUATION_REQUEST',
      valuationId: valuation.id,
      decision: 'accept',
      estimateLow: 2000,
      estimateHigh: 3000,
      startPrice: 2000,
    });
    await must(seller.request, { action: 'SET_VALUATION_STATUS', valuationId: valuation.id, status: 'waiting' });
    const { item } = await must(admin.request, { action: 'CREATE_ITEM_FROM_VALUATION', valuationId: valuation.id });
    await must(admin.request, { action: 'UPDATE_ITEM', itemId: item.id, shippingPrice: 149 });

    // A lot that started an hour ago and ends in just over two minutes: a bid now is outside the
    // two-minute soft close, so the end stays put.
    const now = Date.now();
    const created = await must(admin.request, {
      action: 'CREATE_AUCTION_FROM_ITEM',
      itemId: item.id,
      startsAt: new Date(now - 61 * 60_000).toISOString(),
      endsAt: new Date(now + 125_000).toISOString(),
    });
    auctionId = created.auction.id;
    expect((await must(admin.request, { action: 'PUBLISH_AUCTION', auctionId })).auction.status).toBe('live');
    await must(buyer.request, { action: 'BID_ON_AUCTION', auctionId, amount: 2500 });
  });

  it('shows empty lists in Swedish while nothing is sold, and runs the payment reminders', async () => {
    adminPage = await admin.newPage();
    await adminPage.goto(`${running.server.url}/admin/ordrar`);
    // At 390 px the console's sections sit behind "Meny".
    const nav = adminPage.getByRole('navigation', { name: 'Administration' });
    await nav.getByText('Meny').click();
    expect(await nav.getByRole('link', { name: 'Ordrar', exact: true }).getAttribute('aria-current')).toBe('page');
    await adminPage.getByText('Inga ordrar ännu. När en auktion säljs hamnar köpet här.').waitFor();
    await adminPage.getByRole('button', { name: 'Kör betalningspåminnelser' }).click();
    await expect
      .poll(() => adminPage.getByRole('status').filter({ hasText: 'påminnelser' }).textContent())
      .toBe('Inga påminnelser att skicka och inga nya förfallna köp.');
    await check(adminPage, 'admin-ordrar-tom');
    await adminPage.getByRole('link', { name: 'Att betala ut' }).click();
    await adminPage.waitForURL(/\/admin\/ordrar\?filter=to-release$/);
    await adminPage.getByText('Inget att betala ut just nu.').waitFor();
  });

  it('registers the seller’s payout account and shows the buyer no purchase while the lot runs', async () => {
    // Work that does not need the sold lot, done while the lot's end comes closer.
    // The seller registers a payout account at the test provider, so the payout can go through.
    const link = new URL((await must(seller.request, { action: 'CREATE_ACCOUNT_LINK' })).url, running.server.url);
    const registered = await seller.request.post(`${running.server.url}/api/payments/test/onboarding`, {
      form: {
        accountId: decodeURIComponent(link.pathname.split('/').pop()!),
        ...Object.fromEntries(['utgar', 'tillbaka', 'ny', 'sig'].map((name) => [name, link.searchParams.get(name) ?? ''])),
        holderName: 'Saga Säljare',
        bankAccount: '8327-9 123 456 789',
      },
      headers: { origin: running.server.url },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    expect(registered.headers().location).not.toContain('fel=');
    // The provider tells the app by its webhook (a job) that the account is ready.
    await expect
      .poll(async () => (await must(seller.request, { action: 'GET_PAYOUT_ACCOUNT' })).status, { timeout: 30_000 })
      .toBe('active');

    buyerPage = await buyer.newPage();
    await buyerPage.goto(`${running.server.url}/user#mina-kop`);
    expect(plain(await buyerPage.getByTestId('purchases-empty').textContent())).toBe(
      'Du har inga köp än. När du vinner ett föremål betalar du det här.',
    );
  });

  it('completes the lot; the buyer opens it from "Mina köp", chooses shipping and fills in the address', async () => {
    // The lot ends on its own time; COMPLETE_AUCTION refuses until then.
    await expect
      .poll(async () => (await action(admin.request, { action: 'COMPLETE_AUCTION', auctionId })).result?.outcome ?? null, {
        timeout: 240_000,
        interval: 2_000,
      })
      .toBe('sold');

    await buyerPage.reload();
    const row = buyerPage.getByTestId('purchases').getByTestId('purchase-row');
    await expect.poll(() => row.count()).toBe(1);
    orderId = Number(await row.getAttribute('data-order-id'));
    expect(orderId).toBeGreaterThan(0);
    expect(plain(await row.getByRole('heading', { level: 3 }).textContent())).toBe(TITLE);
    expect(plain(await row.getByTestId('payment-badge').textContent())).toBe('Väntar på betalning');
    expect(plain(await row.getByTestId('purchase-delivery').textContent())).toBe('Leverans: –');
    // Hammer and premium; shipping comes when chosen.
    expect(plain(await row.getByTestId('purchase-total').textContent())).toBe('2 400 kr');
    expect(plain(await row.textContent())).toContain('+ frakt om du väljer det');
    expect(plain(await row.textContent())).toMatch(/6 dagar kvar att betala · Betala senast /);
    // "Vunna" leads to the same purchase.
    const won = buyerPage.getByTestId('won').getByTestId('won-row').filter({ hasText: TITLE });
    expect(await won.getByTestId('won-pay').getAttribute('href')).toBe(`/user/kop/${orderId}`);
    await check(buyerPage, 'user-mina-kop-att-betala');

    await row.getByRole('link', { name: `Betala ${TITLE}` }).click();
    await buyerPage.waitForURL(`${running.server.url}/user/kop/${orderId}`);
    await buyerPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const total = buyerPage.getByTestId('order-total');
    expect(plain(await total.textContent())).toBe('2 400 kr');
    await check(buyerPage, 'kop-att-betala');

    await buyerPage.getByLabel('Frakt – 149 kr').check();
    await expect.poll(async () => plain(await total.textContent())).toBe('2 549 kr');
    // The name comes from the account; the rest the buyer types.
    expect(await buyerPage.getByLabel('Namn').inputValue()).toBe('Bertil Budgivare');
    await buyerPage.getByLabel('Gatuadress').fill('Storgatan 12');
    await buyerPage.getByLabel('Postnummer').fill('11821');
    await buyerPage.getByLabel('Ort').fill('Stockholm');
    await check(buyerPage, 'kop-frakt-adress');
    await buyerPage.getByRole('button', { name: 'Gå till betalning' }).click();
    await buyerPage.waitForURL(/\/betalning\/cs_test_/);
  }, 330_000);

  it('pays with Swish on the test provider’s page and sees "Betald" once the webhook has come', async () => {
    await buyerPage.getByRole('heading', { name: 'Betala till Klubban' }).waitFor();
    expect(plain(await buyerPage.getByTestId('checkout-total').textContent())).toBe('2 549 kr');
    await check(buyerPage, 'betalning');

    await buyerPage.getByRole('radio', { name: 'Swish' }).check();
    await buyerPage.getByRole('button', { name: 'Betala 2 549 kr' }).click();
    await buyerPage.waitForURL(`${running.server.url}/user/kop/${orderId}?betalning=klar`);
    // The page asks the server again by itself until the webhook (a job) has made the order paid.
    const purchase = buyerPage.getByTestId('purchase');
    await expect.poll(() => purchase.getAttribute('data-status'), { timeout: 60_000 }).toBe('paid');
    expect(plain(await purchase.getByTestId('payment-badge').textContent())).toBe('Betald');
    expect(plain(await buyerPage.getByTestId('payment-done').textContent())).toBe(
      'Tack! Betalningen är klar. Ett kvitto är på väg till din e-post.',
    );
    expect(plain(await buyerPage.getByTestId('paid-line').textContent())).toMatch(/^Betald \d+ [a-z]+ \d{4} kl\. \d\d:\d\d med Swish$/);
    const sums = plain(await buyerPage.getByTestId('order-sums').textContent());
    expect(sums).toContain('varav moms 25 % 80 kr');
    expect(plain(await buyerPage.getByTestId('order-total').textContent())).toBe('2 549 kr');
    expect(plain(await buyerPage.getByTestId('delivery-address').innerText())).toBe(
      'Bertil Budgivare Storgatan 12 118 21 Stockholm 0701234567',
    );
    await check(buyerPage, 'kop-betald');
    // The contract's figures behind the page (docs/product.md §9).
    expect((await must(buyer.request, { action: 'GET_ORDER', orderId })).order).toMatchObject({
      status: 'paid',
      deliveryMethod: 'shipping',
      hammerPriceOre: 200_000,
      buyerPremiumOre: 40_000,
      vatOre: 8_000,
      shippingOre: 14_900,
      totalOre: 254_900,
    });
  });

  it('opens the receipt with its VAT line, and the PURCHASE_RECEIPT e-mail arrives over SMTP', async () => {
    await buyerPage.getByRole('link', { name: 'Kvitto', exact: true }).click();
    await buyerPage.waitForURL(`${running.server.url}/user/kop/${orderId}/kvitto`);
    const receipt = buyerPage.getByTestId('receipt');
    await receipt.waitFor();
    const lines = (await receipt.getByTestId('receipt-lines').locator('tr').allInnerTexts()).map(plain);
    expect(lines).toEqual([
      'Klubbat pris 2 000 kr',
      'Slagavgift 400 kr',
      'varav moms 25 % 80 kr',
      'Frakt 149 kr',
      'Totalt betalt 2 549 kr',
    ]);
    expect(plain(await receipt.getByTestId('receipt-method').textContent())).toBe('Swish');
    expect(plain(await receipt.innerText())).toContain('Organisationsnummer 559412-3871');
    await check(buyerPage, 'kvitto');

    const receiptMail = await mailOf('PURCHASE_RECEIPT', BUYER.email);
    expect(receiptMail.subject).toBe(`Tack för din betalning – kvitto för ”${TITLE}”`);
    expect(receiptMail.to && !Array.isArray(receiptMail.to) ? receiptMail.to.value.map((a) => a.address) : []).toEqual([BUYER.email]);
    expect(receiptMail.from?.text).toContain('no-reply@klubban.se');
    const text = plain(receiptMail.text ?? '');
    for (const expected of [
      'Tack för din betalning, Bertil!',
      `Köpnummer ${orderId}`,
      'Betalsätt Swish',
      'Klubbat pris 2 000 kr',
      'Slagavgift 400 kr',
      'varav moms 25 % 80 kr',
      'Frakt 149 kr',
      'Totalt betalt 2 549 kr',
      'Storgatan 12',
    ]) {
      expect(text).toContain(expected);
    }
    // Its links lead back to this purchase on this server.
    expect(receiptMail.html || '').toContain(`href="${running.server.url}/user/kop/${orderId}/kvitto"`);
    expect(receiptMail.html || '').toContain(`href="${running.server.url}/user/kop/${orderId}"`);
  });

  it('finds the paid order under "Att skicka" and shows who, what and the sums', async () => {
    await adminPage.goto(`${running.server.url}/admin/ordrar`);
    const cards = adminPage.getByTestId('order-cards');
    await expect.poll(() => cards.locator('li').count()).toBe(1);
    expect(plain(await cards.locator('li').first().textContent())).toContain(`Köp ${orderId} · Bertil Budgivare`);
    await check(adminPage, 'admin-ordrar');

    await adminPage.getByRole('link', { name: 'Att skicka' }).click();
    await adminPage.waitForURL(/\/admin\/ordrar\?filter=to-ship$/);
    expect(await adminPage.getByRole('link', { name: 'Att skicka' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cards.locator(`li[data-order-id="${orderId}"]`).count()).toBe(1);
    const card = plain(await cards.locator('li').first().textContent());
    expect(card).toContain('2 549 kr');
    expect(card).toContain('Betald');
    await check(adminPage, 'admin-ordrar-att-skicka');

    await cards.getByRole('link', { name: TITLE }).click();
    await adminPage.waitForURL(new RegExp(`/admin/ordrar/${orderId}$`));
    await adminPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const sums = plain(await adminPage.getByRole('region', { name: 'Belopp', exact: true }).textContent());
    for (const expected of [
      'Klubbslag2 000 kr',
      'Slagavgift (inkl. moms)400 kr',
      'varav moms 25 %80 kr',
      'Frakt149 kr',
      'Betalt2 549 kr',
      // The commission with the VAT inside it (docs/decisions/0045).
      'Säljarens provision (inkl. moms)\u2212300 kr',
      'varav moms 25 %\u221260 kr',
      'Till säljaren1 700 kr',
      'Studions intäkt (slagavgift + provision)700 kr',
    ]) {
      expect(sums).toContain(expected);
    }
    const payment = plain(await adminPage.getByRole('region', { name: 'Betalning', exact: true }).textContent());
    expect(payment).toContain('Swish');
    expect(payment).toMatch(/Betald\s?\d{1,2} [a-zé.]+ \d{4} \d{2}:\d{2}/);
    const parties = plain(await adminPage.getByRole('region', { name: 'Köpare och säljare', exact: true }).textContent());
    expect(parties).toContain(`Bertil Budgivare${BUYER.email}`);
    expect(parties).toContain(`Saga Säljare${SELLER.email}`);
    expect(plain(await adminPage.getByRole('region', { name: 'Leverans', exact: true }).textContent())).toContain(
      'Storgatan 12118 21 Stockholm',
    );
    // Nothing to pay out before delivery, and nothing to mark shipped before the freight is saved.
    expect(await adminPage.getByRole('button', { name: 'Betala ut till säljaren' }).isDisabled()).toBe(true);
    expect(await adminPage.getByRole('button', { name: 'Markera som skickad' }).isDisabled()).toBe(true);
    await check(adminPage, 'admin-order-betald');
  });

  it('shows the server’s refusal inline when the page is out of date', async () => {
    // Another admin receives the object meanwhile; this page still offers "Markera i lager".
    await must(admin.request, { action: 'SET_DELIVERY_STATUS', orderId, deliveryStatus: 'inStock' });
    await adminPage.getByRole('button', { name: 'Markera i lager' }).click();
    const refusal = adminPage.getByRole('region', { name: 'Leveransstatus', exact: true }).getByRole('alert');
    await expect.poll(() => refusal.textContent()).toBe('Leveransen är redan ”i lager”.');
    await adminPage.reload();
    expect(plain(await adminPage.getByRole('region', { name: 'Leveransstatus', exact: true }).textContent())).toContain('Nu: i lager');
  });

  it('books the freight and marks the order shipped; nothing can be paid out before the buyer has it', async () => {
    const freight = adminPage.getByRole('region', { name: 'Frakt', exact: true });
    // The form checks what it can before sending.
    await freight.getByRole('button', { name: 'Spara frakt' }).click();
    await expect.poll(() => freight.getByRole('alert').first().textContent()).toBe('Fyll i fraktbolag.');

    await freight.getByLabel('Fraktbolag').selectOption('PostNord');
    await freight.getByLabel('Kollinummer').fill(TRACKING.toLowerCase());
    await freight.getByRole('button', { name: 'Spara frakt' }).click();
    await expect.poll(() => freight.getByRole('status').textContent()).toBe('Fraktbolag och kollinummer är sparade.');
    const trackingLink = adminPage.getByRole('link', { name: new RegExp(TRACKING) });
    await expect.poll(() => trackingLink.getAttribute('href')).toBe(`https://tracking.postnord.com/se/?id=${TRACKING}`);

    const markShipped = freight.getByRole('button', { name: 'Markera som skickad' });
    await expect.poll(() => markShipped.isEnabled()).toBe(true);
    await markShipped.click();
    const deliveryBox = adminPage.getByRole('region', { name: 'Leveransstatus', exact: true });
    await expect.poll(async () => plain(await deliveryBox.textContent())).toContain('Nu: frakt bokad');
    await check(adminPage, 'admin-order-frakt-bokad');

    // Shipped is not received (docs/decisions/0032): nothing can be paid out yet, and the console says why.
    const payoutBox = adminPage.getByRole('region', { name: 'Utbetalning', exact: true });
    expect(await payoutBox.getByRole('button', { name: 'Betala ut till säljaren' }).isDisabled()).toBe(true);
    expect(plain(await payoutBox.textContent())).toContain('Pengarna kan betalas ut när köparen har fått föremålet');
    expect(plain(await adminPage.getByRole('region', { name: 'Leverans', exact: true }).textContent())).toMatch(
      /Räknas som mottagen\s?\d{1,2} [a-zé.]+ \d{4} \d{2}:\d{2} om köparen inte hör av sig/,
    );
    // The studio could record the tracking's "delivered"; here the buyer says it first.
    expect(await deliveryBox.getByRole('button', { name: 'Levererad enligt spårningen' }).isVisible()).toBe(true);
  });

  it('the buyer, on the phone, says "Jag har fått föremålet"; the inspection window opens, shown to both', async () => {
    await buyerPage.goto(`${running.server.url}/user/kop/${orderId}`);
    const next = buyerPage.getByTestId('next-step');
    expect(plain(await next.textContent())).toContain('tryck på ”Jag har fått föremålet” när det har kommit fram');
    expect(
      plain(
        await buyerPage
          .getByTestId('purchase')
          .getByText(/^Leverans:/)
          .textContent(),
      ),
    ).toBe('Leverans: skickad');
    await check(buyerPage, 'kop-skickad');
    await buyerPage.getByRole('button', { name: 'Jag har fått föremålet' }).click();
    await expect
      .poll(async () => plain(await next.textContent()))
      .toMatch(
        /^Föremålet har kommit fram\. Granska det: stämmer något inte, rapportera det senast [a-zö]{3,4} \d{1,2} [a-z]{3} \d\d:\d\d\. Sedan får säljaren betalt\.$/,
      );
    expect(
      plain(
        await buyerPage
          .getByTestId('purchase')
          .getByText(/^Leverans:/)
          .textContent(),
      ),
    ).toBe('Leverans: mottagen');
    expect(await buyerPage.getByRole('button', { name: 'Jag har fått föremålet' }).count()).toBe(0);
    // The buyer can still report a problem during the window.
    expect(await buyerPage.getByTestId('report-problem').isVisible()).toBe(true);
    await check(buyerPage, 'kop-mottagen');

    await adminPage.reload();
    const deliveryBox = adminPage.getByRole('region', { name: 'Leveransstatus', exact: true });
    expect(plain(await deliveryBox.textContent())).toContain('Nu: skickad');
    const facts = plain(await adminPage.getByRole('region', { name: 'Leverans', exact: true }).textContent());
    expect(facts).toMatch(/Mottagen\s?\d{1,2} [a-zé.]+ \d{4} \d{2}:\d{2}, bekräftad av köparen/);
    expect(facts).toMatch(/Granskning och ångerrätt till\s?\d{1,2} [a-zé.]+ \d{4} \d{2}:\d{2}/);
    expect(await adminPage.getByRole('region', { name: 'Frakt', exact: true }).count()).toBe(0);
    // Each stage reached has its date.
    const stages = (await adminPage.getByTestId('delivery-stages').locator('li').allTextContents()).map(plain);
    expect(stages).toHaveLength(4);
    for (const stage of stages) expect(stage).toMatch(/\d{4} \d{2}:\d{2}$/);
    expect((await action(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).result.order).toMatchObject({
      deliveryStatus: 'done',
      receivedBy: 'buyer',
      carrier: 'PostNord',
      trackingNumber: TRACKING,
    });
    await check(adminPage, 'admin-order-mottagen');
  });

  it('sends the buyer ITEM_SHIPPED with the tracking link over SMTP', async () => {
    const shippedMail = await mailOf('ITEM_SHIPPED', BUYER.email);
    expect(shippedMail.subject).toBe(`”${TITLE}” är på väg`);
    expect(shippedMail.to && !Array.isArray(shippedMail.to) ? shippedMail.to.value.map((a) => a.address) : []).toEqual([BUYER.email]);
    const text = plain(shippedMail.text ?? '');
    for (const expected of [
      `Nu har vi packat och skickat ”${TITLE}” med PostNord.`,
      'Fraktbolag PostNord',
      `Spårningsnummer ${TRACKING}`,
      `Köpnummer ${orderId}`,
      'Bertil Budgivare Storgatan 12 118 21 Stockholm',
      TRACKING_URL,
    ]) {
      expect(text).toContain(expected);
    }
    // "Spåra paketet" is a real link to the carrier's page.
    expect(shippedMail.html || '').toContain(`href="${TRACKING_URL}"`);
    expect(text).toContain(`Spåra paketet ${TRACKING_URL}`);
  });

  it("pays the seller before the buyer's inspection window ends only with a written reason, after a confirmation that names the amount, once", async () => {
    const payoutBox = adminPage.getByRole('region', { name: 'Utbetalning', exact: true });
    const early = payoutBox.getByRole('button', { name: 'Betala ut före granskningstidens slut' });
    await early.click();
    const question = payoutBox.getByRole('group', { name: /Betala ut/ });
    expect(plain(await question.getByText(/^Betala ut/).textContent())).toBe('Betala ut 1 700,00 kr till Saga Säljare?');
    // "Avbryt" goes back without paying.
    await question.getByRole('button', { name: 'Avbryt' }).click();
    expect((await action(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).result.order.status).toBe('paid');
    await early.click();
    const yes = question.getByRole('button', { name: 'Ja, betala ut' });
    // Without a reason nothing is sent: the field says what is missing.
    const releases: string[] = [];
    const count = (request: { postData(): string | null }) => {
      if (request.postData()?.includes('"RELEASE_FUNDS"')) releases.push(request.postData()!);
    };
    adminPage.on('request', count);
    await yes.click();
    const reason = question.getByLabel('Skäl till utbetalning nu');
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(plain(await question.getByText(/^Skriv varför/).textContent())).toBe(
      'Skriv varför pengarna ska betalas ut nu (minst 10 tecken).',
    );
    expect(releases).toEqual([]);
    await reason.fill('Köparen har ringt och bekräftat att allt är i sin ordning.');
    await check(adminPage, 'admin-order-bekrafta-utbetalning');
    // A double click sends one release: the button is held from the first click until the page has reloaded.
    await yes.dblclick();
    const status = adminPage.getByTestId('payout-status');
    await status.waitFor();
    adminPage.off('request', count);
    expect(releases).toHaveLength(1);
    // The transfer is a job: reload until it has paid the seller.
    await expect
      .poll(
        async () => {
          await adminPage.reload();
          return plain(await status.textContent());
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^Utbetald \d{1,2} [a-zé.]+ \d{4}: 1 700 kr till Saga Säljare\.$/);
    const order = (await action(admin.request, { action: 'GET_ADMIN_ORDER', orderId })).result.order;
    expect(order).toMatchObject({
      status: 'released',
      sellerPayoutOre: 170_000,
      payout: { status: 'paid', amountOre: 170_000 },
      releaseReason: 'Köparen har ringt och bekräftat att allt är i sin ordning.',
    });
    expect(await adminPage.getByRole('list', { name: 'Flaggor' }).first().textContent()).toBe('Utbetald');
    await check(adminPage, 'admin-order-utbetald');

    await adminPage.goto(`${running.server.url}/admin/ordrar`);
    const card = adminPage.getByTestId('order-cards').locator(`li[data-order-id="${orderId}"]`);
    expect(plain(await card.textContent())).toContain('Avräknad');
    expect(plain(await card.getByRole('list', { name: 'Flaggor' }).textContent())).toBe('Utbetald');
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    const row = adminPage.getByTestId('orders-table').locator(`tr[data-order-id="${orderId}"]`);
    expect((await row.locator('td').allInnerTexts()).map(plain)).toEqual([
      String(orderId),
      TITLE,
      'Bertil Budgivare',
      '2 549 kr',
      'Avräknad',
      'skickad Frakt',
      'Utbetald',
    ]);
  });

  it('shows the seller "utbetald" and the amount under "Mina försäljningar"', async () => {
    const page = await seller.newPage();
    await page.goto(`${running.server.url}/user#mina-forsaljningar`);
    const row = page.getByTestId('my-sales').locator(`[data-testid="sale-row"][data-lot-id="${auctionId}"]`);
    expect(plain(await row.getByTestId('sale-outcome').locator('p').first().textContent())).toMatch(/^Såld för 2 000 kr · avslutad /);
    const payout = row.getByTestId('sale-payout');
    expect(await payout.getAttribute('data-status')).toBe('paid-out');
    // Hammer 2 000 kr − 15 % commission (300 kr).
    expect(plain(await payout.getByTestId('sale-payout-amount').textContent())).toBe('1 700 kr');
    const text = plain(await payout.textContent());
    expect(text).toContain('Din utbetalning 1 700 kr efter provision 300 kr');
    // The status badge, and when the money went.
    expect(await payout.getByText('Utbetald', { exact: true }).isVisible()).toBe(true);
    expect(plain(await payout.locator('time').textContent())).toMatch(/^(sön|mån|tis|ons|tors|fre|lör) \d+ [a-z]+ \d\d:\d\d$/);
    expect(text).toContain('Pengarna är överförda till ditt utbetalningskonto.');
    await check(page, 'user-mina-forsaljningar-utbetald');
    await page.close();
  });

  it('sent each of the buyer’s purchase e-running.mails once', () => {
    // Everything after them (shipping, delivery, release) has happened: a duplicate would be here by now.
    expect(mailsOf('PURCHASE_RECEIPT', BUYER.email)).toHaveLength(1);
    expect(mailsOf('ITEM_SHIPPED', BUYER.email)).toHaveLength(1);
  });

  it('told the seller every step by e-mail, once each: sold, paid by the buyer, paid out (docs/decisions/0032)', async () => {
    const sold = await mailOf('SALE_SOLD', SELLER.email);
    expect(plain(sold.subject ?? '')).toBe(`”${TITLE}” såldes för 2 000 kr`);
    const soldText = plain(sold.text ?? '');
    for (const expected of ['Klubbat pris 2 000 kr', 'Provision −300 kr', 'Du får 1 700 kr', 'Ditt utbetalningskonto är klart']) {
      expect(soldText).toContain(expected);
    }
    const paid = await mailOf('SALE_PAID', SELLER.email);
    expect(paid.subject).toBe(`Köparen har betalat för ”${TITLE}”`);
    expect(plain(paid.text ?? '')).toContain('Vi packar och skickar föremålet till köparen');
    const paidOut = await mailOf('SALE_PAID_OUT', SELLER.email);
    expect(plain(paidOut.subject ?? '')).toBe('Vi har betalat ut 1 700 kr till dig');
    expect(paidOut.html || '').toContain(`href="${running.server.url}/user#mina-forsaljningar"`);
    for (const template of ['SALE_SOLD', 'SALE_PAID', 'SALE_PAID_OUT']) expect(mailsOf(template, SELLER.email)).toHaveLength(1);
    // None of them went to the buyer.
    expect(mailsOf('SALE_SOLD', BUYER.email)).toEqual([]);
  });

  it('keeps every step the studio took in the log, with who did it', async () => {
    await adminPage.goto(`${running.server.url}/admin/logg`);
    const log = adminPage.getByTestId('audit-log');
    // In the studio's words (the stored action names only behind "Visa tekniska detaljer").
    const text = plain(await log.innerText());
    for (const sentence of [
      'Publicerade auktionen',
      'Flyttade leveransen ett steg',
      'Lade in fraktbolag och kollinummer',
      'Betalade ut till säljaren',
    ])
      expect(text).toContain(sentence);
    expect(text).toContain('Betalning: Betald → Avräknad');
    expect(text).toContain('Utbetalning till säljaren: 1 700 kr');
    expect(text).not.toContain('RELEASE_FUNDS');
    await adminPage.getByLabel('Åtgärd').selectOption('RELEASE_FUNDS');
    await adminPage.getByRole('button', { name: 'Visa' }).click();
    await adminPage.waitForURL(/\/admin\/logg\?atgard=RELEASE_FUNDS$/);
    await expect.poll(() => log.locator(':scope > li').count()).toBe(1);
    expect(plain(await log.innerText())).toContain(`Betalade ut till säljaren · Köp ${orderId}`);
    await check(adminPage, 'admin-logg');
  });

  it('shows the buyer no part of the console', async () => {
    const page = await buyer.newPage();
    const response = await page.goto(`${running.server.url}/admin/ordrar/${orderId}`);
    // The console's answer to everyone but an admin (docs/product.md §9): the site's 404 page.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Sidan finns inte' }).waitFor();
    const text = plain(await page.locator('body').textContent());
    expect(text).not.toContain(TITLE);
    expect(text).not.toContain(SELLER.email);
    expect(await page.getByRole('button', { name: 'Betala ut till säljaren' }).count()).toBe(0);
    await page.close();
    await Promise.all([admin.close(), seller.close(), buyer.close()]);
  });
});
