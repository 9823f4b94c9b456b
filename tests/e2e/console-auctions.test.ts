import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyboardDragReady, seriousViolations } from './helpers';
import { must as studioMust, uploadPhoto as studioUpload } from './studio-api';
import { serverWithAdmin } from './server-with-admin';

/**
 * The console's auctions in the browser, on data the test makes itself: one
 * Sunday sale of three lots, the third bid on by two buyers. The admin swaps the first two by
 * keyboard on "Veckans auktion" and sees their end times swap, swaps them back with the buttons,
 * is refused (toast, order restored) when a move would shift the lot with bids; then previews the
 * removal of a bid on the lot's console page, removes it with a reason, and the public lot page
 * shows the previewed price. Axe at 390 and 1280 px on both pages.
 */

const ADMIN = { email: 'studio.chef@example.se', password: 'admin-losen-1' };
const BUYERS = [
  { email: 'bertil.budgivare@example.se', password: 'bertil-losen-1', firstName: 'Bertil', lastName: 'Budgivare' },
  { email: 'cissi.budgivare@example.se', password: 'cissi-losen-1', firstName: 'Cissi', lastName: 'Budgivare' },
];
const TITLES = ['Kristallvas från Orrefors', 'Teakbord av Nils Jonsson', 'Oljemålning, skärgårdsmotiv'];
const running = serverWithAdmin('empty', 'console-auctions', ADMIN, { env: { KLUBBAN_SEED_DEMO: 'false' } });
let admin: BrowserContext;
let page: Page;
const lotIds: number[] = [];
let removedBidId = 0;

beforeAll(async () => {
  admin = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await admin.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(signIn.ok()).toBe(true);
  // Three lots of the coming Sunday sale (no end given: they join it in order, numbers 1–3).
  for (const title of TITLES) {
    const image = await uploadPhoto(admin.request);
    const created = await must(admin.request, {
      action: 'CREATE_AUCTION_WITH_ITEM',
      item: { title, description: `${title}. Fint skick.`, category: 'OVRIGT', images: [image], estimateLow: 1000, estimateHigh: 2000 },
      auction: { startPrice: 1000 },
    });
    expect((await must(admin.request, { action: 'PUBLISH_AUCTION', auctionId: created.auction.id })).auction.status).toBe('live');
    lotIds.push(created.auction.id);
  }
  // Two buyers bid on the third lot: 1 000 kr, then 1 600 kr (Cissi's 2 000 over Bertil's 1 500).
  for (const [index, buyer] of BUYERS.entries()) {
    const context = await running.browser.newContext();
    const signedUp = await context.request.post(`${running.server.url}/api/account/sign-up`, {
      headers: { origin: running.server.url },
      data: { data: { ...buyer, confirmPassword: buyer.password, phone: '070-123 45 67', acceptTerms: true, newsletter: false } },
    });
    expect(signedUp.status()).toBe(200);
    await must(context.request, { action: 'BID_ON_AUCTION', auctionId: lotIds[2], amount: index === 0 ? 1500 : 2000 });
    await context.close();
  }
  page = await admin.newPage();
}, 300_000);

const must = (request: APIRequestContext, data: Record<string, unknown>) => studioMust(running.server.url, request, data);
const uploadPhoto = (request: APIRequestContext) => studioUpload(running.server.url, request);

/** Axe at 390 and 1280 px (no serious or critical finding), and, with $E2E_SHOTS, a photo at each width. */
async function check(name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const rows = () => page.locator('[data-testid="week-lots"] > li');
/** The board as [lot id, end time text] in catalogue order. */
async function board(): Promise<[number, string][]> {
  const all = await rows().all();
  return Promise.all(
    all.map(
      async (row) =>
        [Number(await row.getAttribute('data-lot-id')), plain(await row.getByTestId('ends-at').textContent())] as [number, string],
    ),
  );
}

describe('the console’s auctions', () => {
  it('reorders the week’s lots by keyboard and by buttons, and keeps a lot with bids in place', async () => {
    await page.goto(`${running.server.url}/admin/auktioner/vecka`);
    await expect.poll(() => rows().count()).toBe(3);
    const [a, b, c] = await board();
    expect([a![0], b![0], c![0]]).toEqual(lotIds);
    expect(a![1]).toMatch(/^sön \d+ [a-z]+ 19:00$/);
    expect(b![1]).toMatch(/19:01$/);
    await page.getByText('Låst: har bud').waitFor();
    await check('admin-vecka');

    // Keyboard: focus lot 1's handle, space lifts, arrow down moves, space drops. Each key waits for
    // the outcome of the one before (lifted: aria-pressed and the sensor listening; moved: dnd-kit's
    // Swedish announcement).
    const status = page.getByTestId('reorder-status');
    const handle = page.getByRole('button', { name: `Dra för att flytta nr 1, ${TITLES[0]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowDown');
    await page.getByText(`”${TITLES[0]}” är över plats 2 av 3.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => status.textContent()).toContain('Ny ordning sparad');
    expect(await board()).toEqual([[b![0], a![1]], [a![0], b![1]], c]);
    // The server holds it: after a reload the same order and ends.
    await page.reload();
    await expect.poll(() => board()).toEqual([[b![0], a![1]], [a![0], b![1]], c]);

    // The ↓ button moves lot 2 (now first) back down.
    await page.getByRole('button', { name: `Flytta nr 1, ${TITLES[1]} nedåt` }).click();
    await expect.poll(() => board()).toEqual([a, b, c]);

    // A move that would shift the lot with bids is refused: toast, and the order goes back.
    await page.getByRole('button', { name: `Flytta nr 2, ${TITLES[1]} nedåt` }).click();
    await page.getByText(`Nr 3 ”${TITLES[2]}” har bud och kan inte flyttas: dess sluttid skulle ändras.`).first().waitFor();
    await expect.poll(() => board()).toEqual([a, b, c]);
  });

  it('previews the removal of a bid, removes it with a reason, and the lot page shows the previewed price', async () => {
    await page.goto(`${running.server.url}/admin/auktioner/${lotIds[2]}`);
    const bids = page.locator('[data-testid="admin-bids"] > li');
    await expect.poll(() => bids.count()).toBe(2);
    // Newest first, with the bidder's identity and maximum.
    const newest = bids.first();
    expect(plain(await newest.textContent())).toContain('maxbud 2 000 kr');
    await newest.getByRole('link', { name: 'Cissi Budgivare' }).waitFor();
    expect(plain(await newest.textContent())).toContain(BUYERS[1]!.email);
    removedBidId = Number(await newest.getAttribute('data-bid-id'));

    await newest.getByRole('button', { name: 'Förhandsgranska borttagning' }).click();
    const preview = page.getByTestId('removal-preview');
    await preview.waitFor();
    const previewed = plain(await preview.getByTestId('preview-price').textContent());
    expect(previewed).toMatch(/^1 000 kr \(nu 1 600 kr\)$/);
    expect(plain(await preview.textContent())).toContain('Bertil Budgivare (nu Cissi Budgivare)');
    await check('admin-lot-bids');

    // The reason is required: an empty one stops the form in the browser.
    const reason = page.getByLabel('Skäl (budgivaren får se det)');
    await page.getByRole('button', { name: 'Ta bort bud' }).click();
    expect(await reason.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
    expect(await bids.count()).toBe(2);
    await reason.fill('Budgivaren bad om att få budet struket.');
    await page.getByRole('button', { name: 'Ta bort bud' }).click();
    await page.getByText('Budet är borttaget och auktionen är omräknad.').waitFor();
    const struck = page.locator(`[data-bid-id="${removedBidId}"]`);
    await expect.poll(async () => plain(await struck.textContent())).toMatch(/Borttaget [a-zö]+ \d+ [a-z]+ \d\d:\d\d:\d\d av /);
    expect(await struck.locator('.line-through').count()).toBeGreaterThan(0);
    expect(plain(await struck.textContent())).toContain('Budgivaren bad om att få budet struket.');

    await page.goto(`${running.server.url}/auktioner/${lotIds[2]}`);
    await expect.poll(async () => plain(await page.getByTestId('current-price').textContent())).toBe(previewed.split(' (')[0]);
  });
});
