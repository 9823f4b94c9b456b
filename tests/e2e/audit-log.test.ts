import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, shot } from './helpers';
import { serverWithAdmin } from './server-with-admin';
import { must, uploadPhoto } from './studio-api';

/**
 * The console's audit log speaks Swedish: the studio lays in a lamp, moves it to another category,
 * raises its start price, publishes it and disables an account; /admin/logg says each step as a
 * sentence with the entity, labels and values in words ("Kategori: Belysning → Vaser & krukor",
 * "Startpris: 1 500 kr → 1 955 kr"), and the stored action names and JSON only behind "Visa tekniska
 * detaljer". The action filter lists sentences too. Axe at 390 and 1280 px.
 */

const ADMIN = { email: 'studio.logg@example.se', password: 'admin-logg-123' };
const MEMBER = { email: 'olle.medlem@example.se', password: 'olle-losen-1', firstName: 'Olle', lastName: 'Medlem' };
const running = serverWithAdmin('empty', 'audit-log', ADMIN);

let admin: BrowserContext;
let itemId = 0;
let auctionId = 0;
let memberId = '';

/** Non-breaking and narrow spaces as plain ones, so figures compare as written. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();

beforeAll(async () => {
  admin = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);

  const member = await running.browser.newContext();
  const signedUp = await member.request.post(`${running.server.url}/api/account/sign-up`, {
    headers: { origin: running.server.url },
    data: { data: { ...MEMBER, confirmPassword: MEMBER.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
  });
  expect(signedUp.status()).toBe(200);
  await member.close();
  const users = await must(running.server.url, admin.request, { action: 'LIST_USERS', query: MEMBER.email });
  memberId = users.users.find((user: { email: string }) => user.email === MEMBER.email).id;

  const image = await uploadPhoto(running.server.url, admin.request);
  const created = await must(running.server.url, admin.request, {
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title: 'Bordslampa i mässing',
      description: 'Bordslampa i mässing, 1950-tal.',
      category: 'BELYSNING',
      images: [image],
      estimateLow: 1500,
      estimateHigh: 2500,
    },
    auction: { startPrice: 1500 },
  });
  itemId = created.item.id;
  auctionId = created.auction.id;
  await must(running.server.url, admin.request, { action: 'UPDATE_ITEM', itemId, category: 'VASER_KRUKOR' });
  await must(running.server.url, admin.request, { action: 'UPDATE_AUCTION_INFO', auctionId, startPrice: 1955 });
  await must(running.server.url, admin.request, { action: 'PUBLISH_AUCTION', auctionId });
  await must(running.server.url, admin.request, { action: 'SET_USER_DISABLED', userId: memberId, disabled: true });
}, 120_000);

const entries = (page: Page) => page.getByTestId('audit-log').locator(':scope > li');
const entryText = async (page: Page, index: number) => plain(await entries(page).nth(index).innerText());

describe('the audit log', () => {
  it('says each step in Swedish, with labels, kronor and Stockholm time, and keeps the codes behind a disclosure', async () => {
    const page = await admin.newPage();
    await page.goto(`${running.server.url}/admin/logg`);
    const log = page.getByTestId('audit-log');
    // Newest first: the account, the publication, the price, the category, the lot, the item.
    const sentences = (await log.getByTestId('audit-sentence').allInnerTexts()).map(plain);
    expect(sentences.slice(0, 6)).toEqual([
      'Spärrade kontot',
      'Publicerade auktionen',
      'Ändrade auktionen',
      'Ändrade föremålet',
      'Skapade en auktion',
      'Lade in ett nytt föremål',
    ]);
    expect(await entryText(page, 0)).toContain('Spärrade kontot · Olle Medlem');
    expect(await entryText(page, 0)).toContain('Spärrad: nej → ja');
    expect(await entryText(page, 1)).toContain(`Publicerade auktionen · Auktion ${auctionId}`);
    expect(await entryText(page, 1)).toContain('Status: Utkast → Pågår');
    // A time in Stockholm, as the console writes it.
    expect(await entryText(page, 1)).toMatch(/Publicerad: \d{1,2} [a-zé]+\.? \d{4} \d{2}:\d{2}/);
    expect(await entryText(page, 2)).toContain('Startpris: 1 500 kr → 1 955 kr');
    expect(await entryText(page, 3)).toContain(`Ändrade föremålet · Föremål ${itemId}`);
    expect(await entryText(page, 3)).toContain('Kategori: Belysning → Vaser & krukor');
    expect(await entryText(page, 5)).toContain('Kategori: Belysning');
    expect(await entryText(page, 5)).toContain('Bilder: 1 bild');

    // What a reader sees carries no action code, no field name and no JSON.
    const visible = plain(await log.innerText());
    expect(visible).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(visible).not.toMatch(/[{}"]|paymentStatus|startPrice|category:/);
    expect(visible).toContain('Visa tekniska detaljer');

    // The stored row, for a developer, one click away.
    const technical = entries(page).nth(3).getByTestId('audit-technical');
    expect(await technical.getByText('"category": "VASER_KRUKOR"').isVisible()).toBe(false);
    await technical.getByText('Visa tekniska detaljer').click();
    expect(await technical.getByText('UPDATE_ITEM', { exact: true }).isVisible()).toBe(true);
    expect(await technical.getByText('"category": "VASER_KRUKOR"', { exact: false }).isVisible()).toBe(true);

    // The filter lists sentences; choosing one shows only its entries.
    const options = (await page.getByLabel('Åtgärd').locator('option').allInnerTexts()).map(plain);
    expect(options).toEqual(expect.arrayContaining(['Alla åtgärder', 'Ändrade föremålet', 'Spärrade eller öppnade ett konto']));
    expect(options.join(' ')).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    await page.getByLabel('Åtgärd').selectOption({ label: 'Ändrade föremålet' });
    await page.getByRole('button', { name: 'Visa' }).click();
    await page.waitForURL(/\/admin\/logg\?atgard=UPDATE_ITEM$/);
    await expect.poll(() => entries(page).count()).toBe(1);

    await page.goto(`${running.server.url}/admin/logg`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-logg-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-logg-390');
    await page.close();
  });
});
