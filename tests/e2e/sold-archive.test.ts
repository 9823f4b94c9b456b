import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, seriousViolations, shot, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * The archive of what sold (docs/decisions/0047), at phone width against `npm start` with the demo
 * catalogue (whose last week's lots sold): from the footer's "Sålda föremål" to a sold lot's hammer
 * price on its page, and a search inside the archive.
 */

const dataDir = dataFolder('demo', 'sold-archive');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ KLUBBAN_DATA_DIR: dataDir, DATABASE_URL: '', KLUBBAN_SEED_DEMO: '' });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Awaits the list the address names on screen (AuctionBrowser's data-shown), not one still loading. */
async function listShows(page: Page): Promise<void> {
  const url = new URL(page.url());
  await page.locator(`[data-testid="auction-list"][data-shown="${url.pathname}${url.search}"][aria-busy="false"]`).waitFor();
}

describe('the archive of what sold on a phone', () => {
  it("finds a sold lot's price from the footer link, and the lot's page says what it was knocked down for", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sålda föremål' }).click();
    await page.waitForURL(/\/auktioner\?visa=salda$/);
    await listShows(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Sålda föremål');
    expect(await page.getByTestId('archive-tab').getAttribute('aria-current')).toBe('page');

    const cards = page.locator('[data-testid="lot-grid"] li');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    const cardText = await first.innerText();
    expect(cardText).toMatch(/Klubbad för\s*[\d\s]+\skr/);
    expect(cardText).toMatch(/Såld \d{1,2} \w+ \d{4}/);
    const price = /Klubbad för\s*([\d\s]+\skr)/.exec(cardText)![1]!.replace(/\s/g, ' ');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'archive-390');

    // Sorted by the highest hammer price, the first card costs at least as much as the second.
    await page.getByRole('link', { name: 'Högst pris' }).click();
    await page.waitForURL(/sort=hogst-pris/);
    await listShows(page);
    const prices = (await page.locator('[data-testid="lot-grid"] li').allInnerTexts()).map((text) =>
      Number(/Klubbad för\s*([\d\s]+)\skr/.exec(text)![1]!.replace(/\s/g, '')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.goto(`${server.url}/auktioner?visa=salda`);
    await listShows(page);
    const title = (await page.locator('[data-testid="lot-grid"] h3').first().innerText()).trim();
    await page.locator('[data-testid="lot-grid"] a').first().click();
    await page.waitForURL(/\/auktioner\/\d+-/);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    const finalPrice = await page.getByTestId('final-price').innerText();
    expect(finalPrice.replace(/\s/g, ' ')).toContain(price);
    expect(await page.getByTestId('bid-panel').innerText()).toMatch(/Klubbades för/i);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      offers?: { availability?: string };
    };
    expect(jsonLd.offers?.availability).toBe('https://schema.org/SoldOut');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'archive-lot-390');
    await page.close();
  });

  it('searches the archive with the live search’s words, and lists sold lots in the sitemap', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/auktioner?visa=salda`);
    await listShows(page);
    const title = (await page.locator('[data-testid="lot-grid"] h3').first().innerText()).trim();
    // Written as the list writes its own addresses (visa, then search), so AuctionBrowser's key matches.
    await page.goto(`${server.url}/auktioner?${new URLSearchParams({ visa: 'salda', search: title }).toString()}`);
    await listShows(page);
    const found = await page.locator('[data-testid="lot-grid"] h3').allInnerTexts();
    expect(found.map((text) => text.trim())).toContain(title);
    await shot(page, 'archive-search-1280');

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/auktioner?visa=salda');
    const href = await page.locator('[data-testid="lot-grid"] a').first().getAttribute('href');
    expect(sitemap).toContain(href!);
    await page.close();
  });
});
