import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, seriousViolations, shot } from './helpers';
import { must, uploadPhoto } from './studio-api';
import { serverWithAdmin } from './server-with-admin';

/**
 * Following a maker in Chromium at 390 px (docs/product.md §9 "Followed makers"): a visitor is asked
 * to sign in; a buyer follows "Bertil Vallien" from a lot page, sees "Följer", finds the maker under
 * "Följda formgivare och konstnärer" on /user and opens the maker page; the studio publishes a lot
 * by "Vallien, Bertil" and the buyer hears of it on the open page and by the one daily e-mail; the
 * buyer unfollows on /user. Axe on each page at 390 and 1280 px.
 */

const ADMIN = { email: 'studio.formgivare@example.se', password: 'admin-formgivare-1' };
const BUYER = { email: 'greta.glasvan@example.se', password: 'greta-losen-1', firstName: 'Greta', lastName: 'Glasvän' };
const running = serverWithAdmin('empty', 'followed-makers', ADMIN, { mail: true, env: { KLUBBAN_SEED_DEMO: 'false' } });
let admin: BrowserContext;
let buyer: BrowserContext;
let page: Page;
let firstLot = '';

beforeAll(async () => {
  admin = await running.browser.newContext();
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
  firstLot = await publishLot('Skulptur, glas', 'Bertil Vallien');

  buyer = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const signedUp = await buyer.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: { data: { ...BUYER, confirmPassword: BUYER.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
  });
  expect(signedUp.status()).toBe(200);
  page = await buyer.newPage();
}, 300_000);

/** Creates a lot by `maker` with a photo as the studio does and publishes it (live at once); its path. */
async function publishLot(title: string, maker: string): Promise<string> {
  const image = await uploadPhoto(running.server.url, admin.request, { r: 60, g: 120, b: 170 });
  const created = await must(running.server.url, admin.request, {
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title,
      description: `${title}. Signerad.`,
      category: 'GLAS_PORSLIN_DUKNING',
      images: [image],
      maker,
      estimateLow: 2000,
      estimateHigh: 3000,
    },
    auction: { startPrice: 1500 },
  });
  const published = await must(running.server.url, admin.request, { action: 'PUBLISH_AUCTION', auctionId: created.auction.id });
  expect(published.auction.status).toBe('live');
  return published.auction.href as string;
}

/** Axe at 390 and 1280 px, with a photo at each width when $E2E_SHOTS is set. */
async function check(target: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await target.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    expect(await seriousViolations(target), `${name} at ${width}`).toEqual([]);
    await shot(target, `${name}-${width}`);
  }
  await target.setViewportSize({ width: 390, height: 844 });
}

describe('following a maker in the browser', () => {
  it('a visitor is asked to sign in to follow, and comes back to the lot', async () => {
    const visitor = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${running.server.url}${firstLot}`);
    const signIn = visitorPage.getByRole('link', { name: 'Logga in för att följa Bertil Vallien' });
    await signIn.waitFor();
    expect(new URL((await signIn.getAttribute('href'))!, running.server.url).searchParams.get('next')).toBe(firstLot);
    // An unknown maker has no page.
    const missing = await visitorPage.goto(`${running.server.url}/formgivare/ingen-sadan-formgivare`);
    expect(missing?.status()).toBe(404);
    await visitor.close();
  });

  it('follows from the lot page, lists the maker on /user, opens the maker page, hears of a new lot once, and unfollows', async () => {
    await page.goto(`${running.server.url}${firstLot}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Följ Bertil Vallien' }).click();
    const following = page.getByTestId('follow-maker').filter({ hasText: 'Följer Bertil Vallien' });
    await following.waitFor();
    await check(page, 'lot-foljer-formgivare');
    await page.reload();
    await following.waitFor();

    await page.goto(`${running.server.url}/user#foljda-formgivare`);
    await hydrated(page);
    const section = page.locator('#foljda-formgivare');
    await section.getByRole('heading', { name: 'Följda formgivare och konstnärer' }).waitFor();
    const link = section.getByRole('link', { name: 'Bertil Vallien' });
    await link.waitFor();
    await check(page, 'user-foljda-formgivare');

    await link.click();
    await page.waitForURL(/\/formgivare\/bertil-vallien$/);
    await page.getByRole('heading', { level: 1, name: 'Bertil Vallien' }).waitFor();
    await page.getByTestId('maker-live').getByText('Skulptur, glas').waitFor();
    await page.getByTestId('follow-maker').filter({ hasText: 'Följer Bertil Vallien' }).waitFor();
    await check(page, 'formgivare-sida');

    // The studio publishes a lot by the same maker, written surname first: the notice arrives on the
    // open /user, and the e-mail comes once.
    await page.goto(`${running.server.url}/user`);
    await hydrated(page);
    const title = 'Vas, Ventana';
    await publishLot(title, 'Vallien, Bertil');
    await page.getByText(`Nytt av Bertil Vallien: ”${title}”`).waitFor({ timeout: 20_000 });
    const subject = 'Nytt föremål av Bertil Vallien';
    await expect.poll(() => running.mails.filter((mail) => mail.subject === subject).length, { timeout: 20_000 }).toBe(1);
    const mail = running.mails.find((m) => m.subject === subject)!;
    expect(JSON.stringify(mail.to)).toContain(BUYER.email);
    expect(mail.text).toContain(title);
    expect(mail.html || '').toContain('/formgivare/bertil-vallien');

    await section.getByRole('button', { name: 'Sluta följa Bertil Vallien' }).click();
    await section.getByText('Du följer ingen formgivare eller konstnär än.').waitFor();
    await page.reload();
    await section.getByText('Du följer ingen formgivare eller konstnär än.').waitFor();
  });
});
