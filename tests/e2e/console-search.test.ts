import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The console's one search box in Chromium against `next start` with the demo
 * data: the admin types a user's name, sees the hits grouped by kind with their count announced,
 * moves with ↑/↓ (aria-activedescendant follows), presses Enter and lands on the hit's page. Escape
 * closes; a query with no hits says so; an answer arriving after a newer query's is ignored; without
 * JavaScript the same box is a form to /admin/sok listing the groups. Axe on the open combobox at
 * 390 and 1280 px; with $E2E_SHOTS set, photographs of both.
 */

const ADMIN = { email: 'sok.chef@example.se', password: 'admin-sok-1' };

const running = serverWithAdmin('demo', 'search', ADMIN, { env: { KLUBBAN_SEED_DEMO: '' } });

async function adminContext(width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const mobile = width < 600;
  const context = await running.browser.newContext({
    viewport: { width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const answer = await context.request.post(`${running.server.url}/api/auth/sign-in/email`, {
    data: ADMIN,
    headers: { origin: running.server.url },
  });
  expect(answer.ok(), 'admin sign-in').toBe(true);
  return context;
}

/** ADMIN_SEARCH over the API, as the box calls it. */
async function adminSearch(context: BrowserContext, query: string) {
  const response = await context.request.post(`${running.server.url}/api/functions/connector`, {
    data: { data: { action: 'ADMIN_SEARCH', query } },
    headers: { origin: running.server.url },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).result.results as Record<string, { id: string | number; title: string; href: string }[]>;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Sök användare, auktioner, värderingar, föremål och köp' });
const status = (page: Page) => page.getByRole('search', { name: 'Sök i konsolen' }).getByRole('status');

async function photograph(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

describe('the console search box', () => {
  it('finds a user by name, moves with the keyboard and opens the hit with Enter', async () => {
    const context = await adminContext(1280);
    const page = await context.newPage();
    try {
      const expected = await adminSearch(context, 'Lindqvist');
      // The demo's first bidder; the demo's purchases of last week are hers.
      const anna = expected.users?.find((user) => user.title === 'Anna Lindqvist');
      expect(anna?.href).toMatch(/^\/admin\/anvandare\/[^/]+$/);
      expect(expected.purchases?.length).toBeGreaterThan(0);
      const total = Object.values(expected).reduce((sum, hits) => sum + hits.length, 0);

      await page.goto(`${running.server.url}/admin/auktioner`);
      const input = box(page);
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
      await input.click();
      await input.pressSequentially('Lindqvist');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => status(page).textContent()).toBe(`${total} träffar.`);
      const listbox = page.getByRole('listbox', { name: 'Sökträffar' });
      await expect
        .poll(() => listbox.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-labelledby'))))
        .toHaveLength(2);
      expect(await listbox.getByRole('group', { name: 'Användare' }).getByRole('option').count()).toBe(expected.users!.length);
      expect(await listbox.getByRole('group', { name: 'Köp' }).getByRole('option').count()).toBe(expected.purchases!.length);

      expect(await seriousViolations(page)).toEqual([]);
      await photograph(page, 'console-search-open-1280');

      // ↓ ↓ ↑: back on the first option, the user.
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('ArrowUp');
      const activeId = await input.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      const active = page.locator(`[id="${activeId}"]`);
      expect(await active.getAttribute('aria-selected')).toBe('true');
      expect(await active.textContent()).toContain('Anna Lindqvist');
      expect(await listbox.locator('[aria-selected="true"]').count()).toBe(1);

      await input.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(anna!.href);
    } finally {
      await page.close();
      await context.close();
    }
  });

  it('closes with Escape, says when nothing is found, and ignores an answer that arrives after a newer one', async () => {
    const context = await adminContext(1280);
    const page = await context.newPage();
    try {
      await page.goto(`${running.server.url}/admin/ordrar`);
      const input = box(page);
      await input.click();
      await input.pressSequentially('Lindqvist');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      await input.press('Escape');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(await input.getAttribute('aria-activedescendant')).toBeNull();

      // The answer for "anna" is held back until the answer for the later query has been shown.
      let releaseAnna!: () => void;
      const annaHeld = new Promise<void>((resolve) => (releaseAnna = resolve));
      let annaDelivered!: () => void;
      const annaDone = new Promise<void>((resolve) => (annaDelivered = resolve));
      await page.route('**/api/functions/connector', async (route) => {
        const body = route.request().postDataJSON() as { data?: { query?: string } };
        if (body.data?.query === 'anna') {
          const response = await route.fetch();
          await annaHeld;
          await route.fulfill({ response });
          annaDelivered();
        } else {
          await route.continue();
        }
      });
      // Wait until the box has asked about "anna" (after its debounce), then type a query with no hits.
      const askedAnna = page.waitForRequest(
        (request) => request.url().includes('/api/functions/connector') && request.postData()?.includes('"anna"') === true,
      );
      await input.fill('anna');
      const annaRequest = await askedAnna;
      await input.fill('zyxwvu');
      await expect.poll(() => status(page).textContent()).toBe('Inga träffar för ”zyxwvu”.');
      expect(await page.getByText('Inga träffar för ”zyxwvu”.', { exact: true }).first().isVisible()).toBe(true);
      releaseAnna();
      await annaDone;
      // The page has read the late answer in full; two frames more for React to have shown it, had it taken it.
      await (await annaRequest.response())?.finished();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await status(page).textContent()).toBe('Inga träffar för ”zyxwvu”.');
      expect(await page.getByRole('option').count()).toBe(0);
    } finally {
      await page.close();
      await context.close();
    }
  });

  it('fills a phone at 390 px, open, with no serious axe finding', async () => {
    const context = await adminContext(390);
    const page = await context.newPage();
    try {
      await page.goto(`${running.server.url}/admin/auktioner`);
      const input = box(page);
      const width = (await input.boundingBox())!.width;
      expect(width).toBeGreaterThanOrEqual(390 - 2 * 16 - 1);
      await input.click();
      await input.pressSequentially('Lindqvist');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
      await input.press('ArrowDown');
      expect(await seriousViolations(page)).toEqual([]);
      await photograph(page, 'console-search-open-390');
      // A tap opens the hit, as Enter does.
      const href = (await adminSearch(context, 'Lindqvist')).users![0]!.href;
      await page.getByRole('option').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    } finally {
      await page.close();
      await context.close();
    }
  });

  it('without JavaScript, sends the query to /admin/sok, which lists the same groups', async () => {
    const context = await adminContext(1280, { javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${running.server.url}/admin/auktioner`);
      await box(page).fill('Lindqvist');
      await box(page).press('Enter');
      await expect.poll(() => page.url()).toBe(`${running.server.url}/admin/sok?q=Lindqvist`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sök');
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Användare', 'Köp']);
      expect(await page.getByRole('link', { name: /Anna Lindqvist/ }).count()).toBeGreaterThan(0);
      expect(await box(page).inputValue()).toBe('Lindqvist');
    } finally {
      await page.close();
      await context.close();
    }
    // The same page with scripts on, for axe (which runs as a script) and the photographs.
    const scripted = await adminContext(1280);
    const shown = await scripted.newPage();
    try {
      await shown.goto(`${running.server.url}/admin/sok?q=Lindqvist`);
      expect(await shown.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Användare', 'Köp']);
      for (const width of [390, 1280]) {
        await shown.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        expect(await seriousViolations(shown), `/admin/sok at ${width}`).toEqual([]);
        await photograph(shown, `console-search-page-${width}`);
      }
    } finally {
      await shown.close();
      await scripted.close();
    }
  });
});
