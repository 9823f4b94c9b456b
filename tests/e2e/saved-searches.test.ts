import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, seriousViolations, shot } from './helpers';
import { must, uploadPhoto } from './studio-api';
import { serverWithAdmin } from './server-with-admin';

/**
 * Saved searches in Chromium at 390 px: a buyer saves the search "vas" on /auktioner, sees it
 * under "Bevakade sökningar" on /user, the studio publishes a matching lot, and the match arrives
 * in the buyer's open /user (live) and as an e-mail over SMTP with List-Unsubscribe. The e-mail's
 * stop link works in a browser that is not signed in; /user then shows the e-mail switched off,
 * and the search is deleted there. Axe on each page at 390 and 1280 px.
 */

const ADMIN = { email: 'studio.bevakning@example.se', password: 'admin-bevakning-1' };
const BUYER = { email: 'vera.vasletare@example.se', password: 'vera-losen-1', firstName: 'Vera', lastName: 'Vasletare' };
const running = serverWithAdmin('empty', 'saved-searches', ADMIN, { mail: true, env: { KLUBBAN_SEED_DEMO: 'false' } });
let admin: BrowserContext;
let buyer: BrowserContext;
let page: Page;

beforeAll(async () => {
  admin = await running.browser.newContext();
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
  // A lot already on sale, so the search has something to show before the new one comes.
  await publishLot('Glasvas, Kosta');

  buyer = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const signedUp = await buyer.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: { data: { ...BUYER, confirmPassword: BUYER.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
  });
  expect(signedUp.status()).toBe(200);
  page = await buyer.newPage();
}, 300_000);

/** Creates a lot with a photo as the studio does and publishes it (live at once). */
async function publishLot(title: string): Promise<number> {
  const image = await uploadPhoto(running.server.url, admin.request, { r: 90, g: 150, b: 160 });
  const created = await must(running.server.url, admin.request, {
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title,
      description: `${title}. Fint skick.`,
      category: 'GLAS_PORSLIN_DUKNING',
      images: [image],
      estimateLow: 800,
      estimateHigh: 1200,
    },
    auction: { startPrice: 600 },
  });
  expect((await must(running.server.url, admin.request, { action: 'PUBLISH_AUCTION', auctionId: created.auction.id })).auction.status).toBe(
    'live',
  );
  return created.auction.id;
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

describe('saved searches in the browser', () => {
  it('a visitor is asked to sign in to keep a search, and comes back to the same list', async () => {
    const visitor = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${running.server.url}/auktioner?search=vas`);
    const signIn = visitorPage.getByRole('link', { name: 'Logga in för att bevaka sökningen' });
    await signIn.waitFor();
    expect(new URL((await signIn.getAttribute('href'))!, running.server.url).searchParams.get('next')).toBe('/auktioner?search=vas');
    // The plain list (no search, no category) has nothing to keep.
    await visitorPage.goto(`${running.server.url}/auktioner`);
    await visitorPage.getByTestId('lot-grid').waitFor();
    expect(await visitorPage.getByTestId('save-search').count()).toBe(0);
    await visitor.close();
  });

  it('saves "vas", lists it on /user, and a newly published vase arrives in-app and by e-mail', async () => {
    await page.goto(`${running.server.url}/auktioner?search=vas`);
    await hydrated(page);
    const save = page.getByRole('button', { name: 'Bevaka sökning' });
    await save.click();
    const kept = page.getByTestId('save-search').filter({ hasText: 'Sökningen bevakas.' });
    await kept.waitFor();
    await check(page, 'auktioner-bevakad-sokning');
    // Known as saved on the next visit too.
    await page.reload();
    await kept.waitFor();

    await page.getByRole('link', { name: 'Ändra' }).click();
    await page.waitForURL(/\/user/);
    const section = page.locator('#bevakade-sokningar');
    await section.getByRole('link', { name: 'vas' }).waitFor();
    expect(await section.getByRole('checkbox', { name: /Mejla mig när nya föremål matchar/ }).isChecked()).toBe(true);

    // The studio publishes a matching lot: the notification arrives on the open page, live.
    const title = 'Vas, Kosta Boda, Bertil Vallien';
    const lotId = await publishLot(title);
    const notice = page.getByText(`Ny träff för ”vas”: ”${title}”`);
    await notice.waitFor({ timeout: 20_000 });
    await check(page, 'user-bevakade-sokningar');

    // And the e-mail, once, over SMTP, with the one-click unsubscribe headers.
    await expect.poll(() => running.mails.filter((mail) => mail.subject === 'Ny träff för ”vas”').length, { timeout: 20_000 }).toBe(1);
    const mail = running.mails.find((m) => m.subject === 'Ny träff för ”vas”')!;
    expect(JSON.stringify(mail.to)).toContain(BUYER.email);
    expect(mail.text).toContain(title);
    expect(mail.html || '').toContain(`/auktioner/${lotId}-`);
    const unsubscribeHeader = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ' ');
    const oneClick = /<([^>]+)>/.exec(unsubscribeHeader)![1]!;
    expect(new URL(oneClick).pathname).toMatch(/^\/api\/saved-searches\/unsubscribe\/.+/);
    expect(mail.headerLines.some((line) => line.line === 'List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBe(true);

    // The stop link in the e-mail, opened where nobody is signed in.
    const stopLink = /href="([^"]*\/bevakningar\/avsluta\/[^"]+)"/.exec(String(mail.html))![1]!;
    const stranger = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(stopLink.replace(/&amp;/g, '&'));
    await hydrated(strangerPage);
    await check(strangerPage, 'bevakningar-avsluta');
    await strangerPage.getByRole('button', { name: 'Avsluta mejlen' }).click();
    await strangerPage.getByText('Klart – du får inga fler mejl om nya träffar.').waitFor();
    // A forged link changes nothing and says so.
    await strangerPage.goto(`${running.server.url}/bevakningar/avsluta/${'x'.repeat(20)}~${'y'.repeat(43)}`);
    await hydrated(strangerPage);
    await strangerPage.getByRole('button', { name: 'Avsluta mejlen' }).click();
    await strangerPage
      .getByRole('alert')
      .getByText(/Länken är ogiltig/)
      .waitFor();
    await stranger.close();

    // /user shows the e-mail off; the search goes with "Ta bort".
    await page.reload();
    await hydrated(page);
    expect(await section.getByRole('checkbox', { name: /Mejla mig när nya föremål matchar/ }).isChecked()).toBe(false);
    await section.getByRole('button', { name: 'Sluta bevaka ”vas”' }).click();
    await section.getByText('Du bevakar inga sökningar än.').waitFor();
    await page.reload();
    await section.getByText('Du bevakar inga sökningar än.').waitFor();
  });
});
