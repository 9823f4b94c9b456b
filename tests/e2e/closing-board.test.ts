import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import type { SearchResult } from '@/modules/auctions/queries/search-auctions';
import type { AuctionView } from '@/modules/auctions/queries/get-auction';
import { DEMO_BIDDERS, DEMO_PASSWORD } from '../../demo/seed-demo';
import { createPostgresDatabase } from '../setup/test-db';
import { hydrated, launchChromium, seriousViolations, shot, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * The closing board in Chromium at 390 px: Sunday's closing board. Two bidders have /slutspurt open
 * in two contexts. Anna bids from the board; Erik's board shows the new price, and Erik outbids
 * from his board (keyboard only); Anna's row turns "Överbjuden" with the new price. A bid in the
 * last two minutes extends that lot, and it moves below the lot that now ends before it, on both
 * boards, marked "Förlängd". Axe at 390 and 1280 px. End times are moved with a second database
 * connection (the close "comes"), so this runs on PostgreSQL, as CI does.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = dataFolder('demo', 'closing-board');
let created: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let writer: Database | null = null;
let server: RunningServer;
let browser: Browser;
let plain: AuctionView[] = [];
const [ANNA, ERIK] = [0, 1].map((i) => DEMO_BIDDERS[i]!.email) as [string, string];
const nbsp = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(async () => {
  if (!onPostgres) return;
  created = await createPostgresDatabase();
  server = await startServer({ DATABASE_URL: created.url, KLUBBAN_DATA_DIR: dataDir, KLUBBAN_SEED_DEMO: 'true' });
  writer = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  browser = await launchChromium();
  const list = (await (await fetch(`${server.url}/api/auctions?pageSize=100&sort=slutar-snart`)).json()) as SearchResult;
  const views = await Promise.all(
    list.items.map(async (item) => (await (await fetch(`${server.url}/api/auctions/${item.id}`)).json()) as AuctionView),
  );
  plain = views.filter((view) => view.bidCount === 0 && !view.hasReserve && view.buyNowPrice === null);
  if (plain.length < 3) throw new Error('the demo catalogue lacks lots without bids');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await writer?.close();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Moves a lot's end (and its published end) to `seconds` from now, as the evening's close does. */
async function endIn(auctionId: number, seconds: number) {
  await writer!.db
    .update(auctions)
    .set({
      endsAt: sql`now() + make_interval(secs => ${seconds})`,
      originalEndsAt: sql`now() + make_interval(secs => ${seconds})`,
      version: sql`${auctions.version} + 1`,
    })
    .where(eq(auctions.id, auctionId));
}

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const response = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status(), email).toBe(200);
  return context;
}

async function openBoard(page: Page) {
  await page.goto(`${server.url}/slutspurt`);
  await page.getByTestId('closing-board').waitFor();
  await hydrated(page);
}

const row = (page: Page, auctionId: number) => page.locator(`[data-testid="board-row"][data-lot-id="${auctionId}"]`);
const priceOf = async (page: Page, auctionId: number) => nbsp(await row(page, auctionId).getByTestId('board-price').textContent());
const stateOf = async (page: Page, auctionId: number) => {
  const mark = row(page, auctionId).getByTestId('board-state');
  return (await mark.count()) > 0 ? nbsp(await mark.textContent()) : null;
};
const order = (page: Page) => page.getByTestId('board-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-lot-id'))));

describe.runIf(onPostgres)('the closing board', () => {
  it('follows two bidders live, lets both bid from their rows, and moves an extended lot', async () => {
    const [contested, first, second] = plain as [AuctionView, AuctionView, AuctionView];
    // The close has come: two lots end within two minutes (first before second), one in ten.
    await endIn(first.id, 100);
    await endIn(second.id, 115);
    await endIn(contested.id, 600);

    const anna = await signedIn(ANNA);
    const erik = await signedIn(ERIK);
    const a = await anna.newPage();
    const b = await erik.newPage();
    await Promise.all([openBoard(a), openBoard(b)]);
    for (const page of [a, b]) {
      const ids = await order(page);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(contested.id));
    }

    // Anna bids the next increment from her row, through the binding confirmation.
    const opening = nbsp(await row(a, contested.id).getByTestId('row-bid').textContent());
    await row(a, contested.id).getByTestId('row-bid').click();
    const confirmStep = row(a, contested.id).getByTestId('confirm-step');
    await confirmStep.getByText('Budet är bindande.', { exact: false }).waitFor();
    // The right of withdrawal in one line, as on the lot page (docs/decisions/0043).
    expect(await confirmStep.getByTestId('confirm-withdrawal').textContent()).toBe('Ångerrätt 14 dagar från att du fått föremålet.');
    await shot(a, 'slutspurt-bekrafta-390');
    // A click counts once the step is armed (a double click on "Buda" must not confirm).
    await row(a, contested.id).locator('[data-testid="confirm-step"][data-armed="true"]').waitFor();
    await confirmStep.getByTestId('confirm-bid').click();
    await expect.poll(() => stateOf(a, contested.id)).toBe('Du leder');
    const annaPrice = await priceOf(a, contested.id);
    expect(opening).toBe(`Buda ${annaPrice}`);
    // Erik's board shows it within a second or two (one stream for the whole board).
    // The first bid is at the start price, so the price alone does not show it has arrived: the count does.
    await expect
      .poll(async () => nbsp(await row(b, contested.id).getByTestId('board-bids').textContent()), { timeout: 2_000, interval: 50 })
      .toBe('· 1 bud');
    expect(await priceOf(b, contested.id)).toBe(annaPrice);

    // Erik outbids from his board with the keyboard alone.
    const erikButton = row(b, contested.id).getByTestId('row-bid');
    await erikButton.focus();
    await b.keyboard.press('Enter');
    const erikConfirm = row(b, contested.id).getByTestId('confirm-bid');
    await erikConfirm.waitFor();
    // Focus is on the step's heading; the confirm button is the next stop.
    await b.keyboard.press('Tab');
    expect(await erikConfirm.evaluate((button) => button === document.activeElement)).toBe(true);
    await row(b, contested.id).locator('[data-testid="confirm-step"][data-armed="true"]').waitFor();
    await b.keyboard.press('Enter');
    await expect.poll(() => stateOf(b, contested.id)).toBe('Du leder');
    const erikPrice = await priceOf(b, contested.id);
    expect(erikPrice).not.toBe(annaPrice);
    // Anna's row turns "Överbjuden" with the new price, live.
    await expect.poll(() => stateOf(a, contested.id), { timeout: 2_000, interval: 50 }).toBe('Överbjuden');
    expect(await priceOf(a, contested.id)).toBe(erikPrice);
    await expect.poll(async () => nbsp(await row(a, contested.id).getByTestId('row-bid').textContent())).not.toBe(opening);

    // A bid in the last two minutes extends the first lot past the second: it moves down, on both boards.
    await row(b, first.id).getByTestId('row-bid').click();
    await row(b, first.id).locator('[data-testid="confirm-step"][data-armed="true"]').waitFor();
    await row(b, first.id).getByTestId('confirm-bid').click();
    for (const page of [a, b]) {
      await expect
        .poll(async () => {
          const ids = await order(page);
          return ids.indexOf(first.id) > ids.indexOf(second.id);
        })
        .toBe(true);
      await row(page, first.id).getByTestId('board-extended').waitFor();
    }

    for (const width of [390, 1280]) {
      await a.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      expect(await seriousViolations(a), `/slutspurt at ${width}`).toEqual([]);
      await shot(a, `slutspurt-${width}`);
    }
    await anna.close();
    await erik.close();
  });

  it('asks a visitor to sign in to bid, and the header links the board on the day of the close', async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Sunday 29 November 2026, 18:30 in Stockholm, on the page's clock.
    await visitor.addInitScript(() => {
      const sunday = Date.parse('2026-11-29T17:30:00Z');
      const offset = sunday - Date.now();
      const RealDate = Date;
      // @ts-expect-error -- a Date whose "now" is the Sunday, for this page only
      globalThis.Date = class extends RealDate {
        constructor(...args: unknown[]) {
          // @ts-expect-error -- forwarding whatever Date was given
          super(...(args.length === 0 ? [RealDate.now() + offset] : args));
        }
        static now() {
          return RealDate.now() + offset;
        }
      };
    });
    const page = await visitor.newPage();
    await page.goto(`${server.url}/slutspurt`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Logga in för att buda' }).first().waitFor();
    expect(await page.getByTestId('row-bid').count()).toBe(0);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.getByTestId('closing-board-banner').waitFor();
    // On a phone the header's link is a strip under the search; from 640 px a tab beside Köp and Sälj.
    expect(await page.getByTestId('closing-board-tab').isVisible()).toBe(false);
    await page.getByTestId('closing-board-strip').click();
    await page.waitForURL(`${server.url}/slutspurt`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.getByTestId('closing-board-tab').click();
    await page.waitForURL(`${server.url}/slutspurt`);
    expect(await page.getByTestId('closing-board-tab').getAttribute('aria-current')).toBe('page');
    await visitor.close();
  });
});
