import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * Selling from start to finish in Chromium at 390 px: a visitor asks for
 * a valuation and signs up on the way, sends three photos (one over a connection cut halfway and
 * resumed), the studio answers in /admin/varderingar, the seller agrees in /user, the studio makes
 * the item and publishes the lot, and a visitor finds it on /auktioner by its title. Every page is
 * checked with axe; with $E2E_SHOTS set, each is photographed at 390 and 1280 px.
 */

const ADMIN = { email: 'studio.walk@example.se', password: 'admin-walk-123' };
const SELLER = { email: 'saga.saljare@example.se', password: 'hemligt-123' };
const TITLE = 'Glasvas Isblomma, Kosta';
const running = serverWithAdmin('empty', 'selling', ADMIN, { env: { KLUBBAN_SEED_DEMO: 'false' } });

async function phoneContext(): Promise<BrowserContext> {
  return running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

async function check(page: Page, name: string) {
  const serious = await seriousViolations(page);
  expect(serious, name).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A real photo: noisy enough that half of it is a real cut (a few hundred kB). */
async function photo(hue: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1400,
      height: 1050,
      channels: 3,
      background: { r: hue, g: 120, b: 200 - hue / 2 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let seller: BrowserContext;
let sellerPage: Page;
let admin: BrowserContext;
let adminPage: Page;
let valuationPath = '';

describe('selling, from a seller’s photos to a published lot (390 px)', () => {
  it('takes a visitor through sign-up back to the valuation form, and sends three photos, one resumed after a cut', async () => {
    seller = await phoneContext();
    sellerPage = await seller.newPage();
    await sellerPage.goto(`${running.server.url}/salj`);
    await sellerPage.getByRole('link', { name: 'Begär värdering' }).first().click();
    await sellerPage.waitForURL(/\/salj\/vardering/);
    await expect.poll(() => sellerPage.getByRole('heading', { name: 'Logga in eller skapa konto' }).isVisible()).toBe(true);

    // Sign up on the authentication screen the page shows.
    await sellerPage.getByLabel('E-post').fill(SELLER.email);
    await sellerPage.getByRole('button', { name: 'Fortsätt' }).click();
    await expect.poll(() => sellerPage.getByRole('button', { name: 'Skapa konto' }).isVisible()).toBe(true);
    await sellerPage.getByLabel('Förnamn').fill('Saga');
    await sellerPage.getByLabel('Efternamn').fill('Säljare');
    await sellerPage.getByLabel('Mobilnummer').fill('070-123 45 67');
    await sellerPage.getByLabel('Lösenord', { exact: true }).fill(SELLER.password);
    await sellerPage.getByLabel('Upprepa lösenord').fill(SELLER.password);
    await sellerPage.getByLabel(/Jag godkänner/).check();
    await sellerPage.getByRole('button', { name: 'Skapa konto' }).click();
    if (!/\/salj\/vardering/.test(sellerPage.url())) await sellerPage.waitForURL(/\/salj\/vardering/);
    await expect.poll(() => sellerPage.getByLabel('Vad är det?').isVisible()).toBe(true);

    // Cut the first PATCH of one upload halfway: the server gets half the bytes, the browser a reset.
    const requests: { method: string; url: string; offset: string | null }[] = [];
    sellerPage.on('request', (request) => {
      if (request.url().includes('/api/uploads')) {
        requests.push({ method: request.method(), url: request.url(), offset: request.headers()['upload-offset'] ?? null });
      }
    });
    let cutUrl: string | null = null;
    let cutAt = 0;
    await sellerPage.route('**/api/uploads/*', async (route) => {
      const request = route.request();
      const body = request.postDataBuffer();
      if (request.method() !== 'PATCH' || cutUrl !== null || !body || body.length < 1000) return route.continue();
      cutUrl = request.url();
      cutAt = Math.floor(body.length / 2);
      const half = body.subarray(0, cutAt);
      const answer = await route.fetch({ postData: half, headers: { ...request.headers(), 'content-length': String(half.length) } });
      expect(answer.status()).toBe(204);
      await route.abort('connectionreset');
    });

    const files = await Promise.all([40, 120, 200].map(photo));
    await sellerPage
      .locator('input[type="file"]')
      .setInputFiles(files.map((buffer, index) => ({ name: `vas-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    const list = sellerPage.getByRole('list', { name: 'Valda bilder' });
    await expect.poll(() => list.locator('li').count()).toBe(3);
    await expect.poll(() => list.locator('img[src^="/api/uploads/"]').count(), { timeout: 30_000 }).toBe(3);
    await sellerPage.unroute('**/api/uploads/*');

    // The cut upload was asked for its offset and resumed from the half it had.
    expect(cutUrl).not.toBeNull();
    const after = requests.filter((r) => r.url === cutUrl);
    expect(after.some((r) => r.method === 'HEAD')).toBe(true);
    expect(after.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toContain(String(cutAt));

    await sellerPage.getByLabel('Vad är det?').fill(TITLE);
    await sellerPage.getByLabel('Kategori').selectOption({ label: 'Vaser & krukor' });
    await sellerPage.getByLabel('Konstnär/formgivare/tillverkare').fill('Vicke Lindstrand');
    await sellerPage.getByLabel('Beskrivning').fill('Klarglas med inslag av vitt, signerad under foten. Inga nagg.');
    await sellerPage.getByLabel('Mått').fill('Höjd 24 cm');
    await sellerPage.getByLabel('Önskat pris, kr').fill('1500');
    // What was typed survives a reload (the photos too).
    await sellerPage.reload();
    await expect.poll(() => sellerPage.getByLabel('Vad är det?').inputValue()).toBe(TITLE);
    await expect.poll(() => list.locator('img[src^="/api/uploads/"]').count()).toBe(3);
    await check(sellerPage, 'salj-vardering');

    await sellerPage.getByRole('button', { name: 'Skicka för värdering' }).click();
    await expect.poll(() => sellerPage.getByRole('heading', { name: 'Tack! Vi har tagit emot din förfrågan' }).isVisible()).toBe(true);
    await check(sellerPage, 'salj-vardering-kvitto');
  });

  it('lets the studio answer the request in /admin/varderingar', async () => {
    admin = await phoneContext();
    const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
      data: ADMIN,
      headers: { origin: running.server.url },
    });
    expect(signIn.status()).toBe(200);
    adminPage = await admin.newPage();
    await adminPage.goto(`${running.server.url}/admin/varderingar`);
    await check(adminPage, 'admin-varderingar');
    await adminPage
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click();
    await adminPage.waitForURL(/\/admin\/varderingar\/\d+/);
    valuationPath = new URL(adminPage.url()).pathname;
    // The photos are shown large, from the private route.
    await expect.poll(() => adminPage.locator('img[src*="/api/uploads/"][src$="/full"]').count()).toBe(3);
    await check(adminPage, 'admin-vardering');
    await adminPage.getByLabel('Utrop från, kr').fill('1200');
    await adminPage.getByLabel('Utrop till, kr').fill('1800');
    await adminPage.getByLabel('Startpris, kr').fill('800');
    await adminPage.getByRole('button', { name: 'Skicka värderingen' }).click();
    await expect.poll(() => adminPage.getByRole('button', { name: 'Skicka påminnelse' }).isVisible()).toBe(true);
  });

  it('lets the seller agree to the offer in /user', async () => {
    await sellerPage.goto(`${running.server.url}/user#varderingar`);
    const section = sellerPage.locator('#varderingar');
    await expect.poll(() => section.getByText(TITLE).first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        section
          .getByText(/1\s200/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await check(sellerPage, 'user-varderingar-erbjudande');
    await section.getByRole('button', { name: 'Godkänn erbjudandet' }).click();
    await expect
      .poll(() =>
        section
          .getByText(/Hornsgatan 54/)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it('lets the studio make the item and publish the lot, which a visitor then finds by its title', async () => {
    await adminPage.goto(`${running.server.url}${valuationPath}`);
    await adminPage.getByRole('button', { name: 'Skapa föremål' }).click();
    await adminPage.getByRole('link', { name: 'Skapa auktion' }).click();
    await adminPage.waitForURL(/\/admin\/auktioner\/ny\?item=\d+/);
    await expect.poll(() => adminPage.getByLabel('Startpris (kr)').inputValue()).toBe('800');
    await check(adminPage, 'admin-auktion-fran-foremal');
    await adminPage.getByRole('button', { name: 'Spara och publicera' }).click();
    await adminPage.waitForURL(/\/admin\/auktioner\/\d+$/);
    await check(adminPage, 'admin-auktion');

    const visitor = await phoneContext();
    const page = await visitor.newPage();
    await page.goto(`${running.server.url}/auktioner`);
    const search = page.getByPlaceholder('Vad letar du efter?');
    await search.fill('Isblomma');
    await search.press('Enter');
    await page.waitForURL(/\/auktioner\?search=Isblomma/);
    const card = page.getByRole('link', { name: new RegExp(TITLE) }).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await page.waitForURL(/\/auktioner\/\d+-/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(TITLE);
    await check(page, 'lot-fran-vardering');
    await visitor.close();

    // The seller sees the request published and the lot among their sales.
    await sellerPage.goto(`${running.server.url}/user`);
    await expect.poll(() => sellerPage.locator('#varderingar').getByText('Publicerad').first().isVisible()).toBe(true);
    await expect.poll(() => sellerPage.locator('#mina-forsaljningar').getByText(TITLE).first().isVisible()).toBe(true);
    await check(sellerPage, 'user-forsaljningar');
    await seller.close();
    await admin.close();
  });
});
