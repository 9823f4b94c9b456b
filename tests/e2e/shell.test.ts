import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * The shell in Chromium at 390 and 1280 px (spec §2 "Header", "Sell banner", "Layout and shell",
 * §3 "Browser-kept data", §4, §5): the search overlay, recent searches, the sell banner, the cookie
 * choice, and the shell's behaviour, on one server with demo lots and no integration configured.
 * What the choice allows (analytics, error monitoring, the ad tag) is consent-integrations.test.ts.
 */

const CONSENT_KEY = 'cookie-consent-v1';
const ADMIN = { email: 'chef@example.se', password: 'chefslosen-1' };
const METRICS_TOKEN = 'shell-metrics-token-0123456789';
const CHIP_LABELS = [
  'Belysning',
  'Glas, porslin & dukning',
  'Kläder & accessoarer',
  'Ljusstakar',
  'Mattor & textil',
  'Möbler',
  'Samlarföremål',
  'Skulpturer & figuriner',
  'Smycken',
  'Speglar',
  'Tavlor & tryck',
  'Temaauktion',
  'Vaser & krukor',
  'Övrigt',
];

const running = serverWithAdmin('demo', 'shell', ADMIN, {
  launch: () => launchChromium({ consent: 'undecided' }),
  env: { KLUBBAN_SEED_DEMO: '', NEXT_PUBLIC_POSTHOG_KEY: '', NEXT_PUBLIC_POSTHOG_HOST: '', KLUBBAN_METRICS_TOKEN: METRICS_TOKEN },
});

const viewportFor = (width: number) => ({ width, height: width < 600 ? 844 : 900 });

/** A fresh browser profile; by default the cookie choice is already made so it does not block. */
async function newContext(width: number, { decided = true }: { decided?: boolean } = {}): Promise<BrowserContext> {
  const context = await running.browser.newContext({
    viewport: viewportFor(width),
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  if (decided) {
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [CONSENT_KEY, JSON.stringify({ decided: true, analytics: false })] as const,
    );
  }
  return context;
}

/** Hydrated: the shell's effects have run (they set --app-height). */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height')), { timeout: 15_000 })
    .toMatch(/^\d+px$/);
}

async function go(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** axe's findings inside one part of the page, as readable lines. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const params = (page: Page) => new URL(page.url()).searchParams;
const input = (page: Page) => page.locator('#site-search');
const overlay = (page: Page) => page.getByTestId('search-overlay');
const chips = (page: Page) => page.getByTestId('search-overlay-chips').getByRole('button');
const chip = (page: Page, name: string) => page.getByTestId('search-overlay-chips').getByRole('button', { name, exact: true });

async function openOverlay(page: Page) {
  await input(page).focus();
  await overlay(page).waitFor();
}

async function search(page: Page, term: string) {
  await input(page).fill(term);
  await input(page).press('Enter');
  await expect.poll(() => params(page).get('search')).toBe(term.trim() || null);
}

describe.each([390, 1280])('shell in Chromium at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(width);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  describe('header search', () => {
    it("has the placeholder 'Vad letar du efter?' in a GET form to /auktioner", async () => {
      await go(page, `${running.server.url}/`);
      expect(await input(page).getAttribute('placeholder')).toBe('Vad letar du efter?');
      expect(await input(page).getAttribute('name')).toBe('search');
      expect(await page.locator('form[role="search"]').getAttribute('action')).toBe('/auktioner');
      expect(await page.locator('form[role="search"]').getAttribute('method')).toBe('get');
      expect(await input(page).getAttribute('aria-expanded')).toBe('false');
      expect(await overlay(page).count()).toBe(0);
    });

    it("opens the overlay on focus: 'Kategorier' with 14 chips sorted by Swedish label, no 'Rensa'", async () => {
      await openOverlay(page);
      expect(await input(page).getAttribute('aria-expanded')).toBe('true');
      expect(await overlay(page).getByRole('heading', { name: 'Kategorier' }).isVisible()).toBe(true);
      expect(await overlay(page).getByRole('heading', { name: 'Senaste sökningar' }).isVisible()).toBe(true);
      const labels = await chips(page).allInnerTexts();
      expect(labels.map((l) => l.trim())).toEqual(CHIP_LABELS);
      expect(labels[0]?.trim()).toBe('Belysning');
      expect(labels.at(-1)?.trim()).toBe('Övrigt');
      expect(await chips(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')))).toEqual(Array(14).fill('false'));
      expect(await overlay(page).getByRole('button', { name: 'Rensa', exact: true }).count()).toBe(0);
      expect(await axeViolations(page, 'header')).toEqual([]);
      // Thumb-sized targets.
      for (const box of await chips(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
        expect(box).toBeGreaterThanOrEqual(43.9);
    });

    it('blocks page scroll while open and caps its list at 60% of the viewport, scrolling', async () => {
      expect(await bodyOverflow(page)).toBe('hidden');
      const list = page.getByTestId('search-overlay-list');
      const { maxHeight, overflowY, innerHeight } = await list.evaluate((el) => ({
        maxHeight: getComputedStyle(el).maxHeight,
        overflowY: getComputedStyle(el).overflowY,
        innerHeight: window.innerHeight,
      }));
      expect(Number.parseFloat(maxHeight)).toBeCloseTo(innerHeight * 0.6, 0);
      expect(overflowY).toBe('auto');
    });

    it('closes on a backdrop click and lets the page scroll again', async () => {
      const { width: w, height: h } = viewportFor(width);
      await page.mouse.click(w / 2, h - 30);
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(await input(page).getAttribute('aria-expanded')).toBe('false');
      expect(await bodyOverflow(page)).not.toBe('hidden');
    });

    it('closes on Escape, keeping focus in the field', async () => {
      await input(page).blur();
      await openOverlay(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
      expect(await bodyOverflow(page)).not.toBe('hidden');
    });

    it('closes on a route change; the Köp tab is then marked on /auktioner', async () => {
      await go(page, `${running.server.url}/`);
      expect(await page.getByRole('link', { name: 'Köp', exact: true }).getAttribute('aria-current')).toBeNull();
      await openOverlay(page);
      await page.getByRole('link', { name: 'Köp', exact: true }).click();
      await page.waitForURL(`${running.server.url}/auktioner`);
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(await bodyOverflow(page)).not.toBe('hidden');
      expect(await page.getByRole('link', { name: 'Köp', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: 'Sälj', exact: true }).getAttribute('aria-current')).toBeNull();
    });

    it('a chip navigates at once with the category (from / too), toggles off, and Rensa empties the set', async () => {
      await go(page, `${running.server.url}/`);
      await openOverlay(page);
      await chip(page, 'Belysning').click();
      await page.waitForURL(/\/auktioner\?/);
      expect(new URL(page.url()).pathname).toBe('/auktioner');
      expect(params(page).get('category')).toBe('BELYSNING');
      await hydrated(page);

      await input(page).blur();
      await openOverlay(page);
      expect(await chip(page, 'Belysning').getAttribute('aria-pressed')).toBe('true');
      expect(await overlay(page).getByRole('button', { name: 'Rensa', exact: true }).isVisible()).toBe(true);

      await chip(page, 'Möbler').click();
      await expect.poll(() => params(page).get('category')).toBe('BELYSNING,MOBLER');
      await expect.poll(() => chip(page, 'Möbler').getAttribute('aria-pressed')).toBe('true');

      await chip(page, 'Belysning').click();
      await expect.poll(() => params(page).get('category')).toBe('MOBLER');
      await expect.poll(() => chip(page, 'Belysning').getAttribute('aria-pressed')).toBe('false');

      await overlay(page).getByRole('button', { name: 'Rensa', exact: true }).click();
      await expect.poll(() => params(page).has('category')).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/auktioner');
      await expect.poll(() => overlay(page).getByRole('button', { name: 'Rensa', exact: true }).count()).toBe(0);
      // Rensa is gone with the set, and focus with it: Escape still closes the overlay.
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    });

    it('a chip keeps the current input, trimmed, as the search', async () => {
      await go(page, `${running.server.url}/auktioner`);
      await input(page).fill('  lampa ');
      await chip(page, 'Smycken').click();
      await expect.poll(() => params(page).get('category')).toBe('SMYCKEN');
      expect(params(page).get('search')).toBe('lampa');
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay(page).count()).toBe(0);
    });

    it('Enter runs the trimmed search, keeps the categories and saves the term first in recentSearches', async () => {
      await go(page, `${running.server.url}/auktioner?category=SMYCKEN`);
      await page.evaluate(() => window.localStorage.removeItem('recentSearches'));
      await input(page).fill('  kosta boda ');
      await input(page).press('Enter');
      await expect.poll(() => params(page).get('search')).toBe('kosta boda');
      expect(params(page).get('category')).toBe('SMYCKEN');
      expect(new URL(page.url()).pathname).toBe('/auktioner');
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(await storage(page, 'recentSearches')).toBe('["kosta boda"]');
      expect(await input(page).inputValue()).toBe('kosta boda');
    });

    it('the search button runs the search too', async () => {
      await go(page, `${running.server.url}/`);
      await input(page).fill('vas');
      await page.getByRole('button', { name: 'Sök', exact: true }).click();
      await expect.poll(() => params(page).get('search')).toBe('vas');
      expect(JSON.parse((await storage(page, 'recentSearches')) ?? '[]')[0]).toBe('vas');
    });

    it('an empty term goes to /auktioner with only the category filter and saves nothing', async () => {
      await go(page, `${running.server.url}/auktioner?search=vas&category=MOBLER&sort=nyast`);
      const before = await storage(page, 'recentSearches');
      await input(page).fill('   ');
      await input(page).press('Enter');
      await expect.poll(() => page.url()).toBe(`${running.server.url}/auktioner?category=MOBLER`);
      expect(await storage(page, 'recentSearches')).toBe(before);
    });

    it('keeps 8 of 9 searches, most recent first, and moves a repeat (any case) to the front', async () => {
      await go(page, `${running.server.url}/`);
      await page.evaluate(() => window.localStorage.removeItem('recentSearches'));
      const terms = ['ett', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio'];
      for (const term of terms) await search(page, term);
      expect(JSON.parse((await storage(page, 'recentSearches')) ?? 'null')).toEqual([
        'nio',
        'åtta',
        'sju',
        'sex',
        'fem',
        'fyra',
        'tre',
        'två',
      ]);
      await search(page, ' FEM ');
      expect(await storage(page, 'recentSearches')).toBe(JSON.stringify(['FEM', 'nio', 'åtta', 'sju', 'sex', 'fyra', 'tre', 'två']));
    });

    it("lists them under 'Senaste sökningar'; one runs its search; 'Rensa alla' empties the list", async () => {
      await input(page).blur();
      await openOverlay(page);
      const list = page.getByTestId('recent-searches').getByRole('button');
      expect((await list.allInnerTexts()).map((t) => t.trim())).toEqual(['FEM', 'nio', 'åtta', 'sju', 'sex', 'fyra', 'tre', 'två']);
      await list.filter({ hasText: 'sju' }).click();
      await expect.poll(() => params(page).get('search')).toBe('sju');
      await expect.poll(() => overlay(page).count()).toBe(0);
      expect(JSON.parse((await storage(page, 'recentSearches')) ?? '[]')[0]).toBe('sju');

      await input(page).blur();
      await openOverlay(page);
      await overlay(page).getByRole('button', { name: 'Rensa alla' }).click();
      await expect.poll(() => storage(page, 'recentSearches')).toBe('[]');
      await expect.poll(() => page.getByTestId('recent-searches').count()).toBe(0);
      expect(await overlay(page).getByRole('button', { name: 'Rensa alla' }).count()).toBe(0);
      await page.keyboard.press('Escape');
    });

    it("turns the search button into 'Rensa sökning' when the input is the current term; clearing keeps the category", async () => {
      await go(page, `${running.server.url}/auktioner?search=vas&category=MOBLER`);
      expect(await input(page).inputValue()).toBe('vas');
      expect(await page.getByRole('button', { name: 'Rensa sökning' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sök', exact: true }).count()).toBe(0);
      await input(page).fill('vase');
      expect(await page.getByRole('button', { name: 'Rensa sökning' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sök', exact: true }).isVisible()).toBe(true);
      await input(page).fill('vas');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rensa sökning' }).click();
      await expect.poll(() => params(page).has('search')).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/auktioner');
      expect(params(page).get('category')).toBe('MOBLER');
      expect(await input(page).inputValue()).toBe('');
      await page.keyboard.press('Escape');
    });

    it('works without JavaScript as a GET form', async () => {
      const noJs = await running.browser.newContext({ viewport: viewportFor(width), javaScriptEnabled: false });
      const p = await noJs.newPage();
      await p.goto(`${running.server.url}/`);
      await p.locator('#site-search').fill('stol');
      await p.locator('#site-search').press('Enter');
      await p.waitForURL(/\/auktioner\?search=stol/);
      await noJs.close();
    });
  });

  describe('sell banner', () => {
    const banner = (p: Page) => p.locator('[data-sell-banner]');

    it("shows 'Inlämning pågår' linking to /salj; the close button hides it for good", async () => {
      const ctx = await newContext(width);
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/`);
      expect(await banner(p).isVisible()).toBe(true);
      expect(await banner(p).getByRole('link', { name: 'Inlämning pågår' }).getAttribute('href')).toBe('/salj');
      expect(await axeViolations(p, '[data-sell-banner]')).toEqual([]);
      await banner(p).getByRole('button', { name: 'Stäng' }).click();
      await expect.poll(() => banner(p).count()).toBe(0);
      expect(await storage(p, 'showBanner')).toBe('false');
      await go(p, `${running.server.url}/auktioner`);
      expect(await banner(p).count()).toBe(0);
      await p.reload();
      await hydrated(p);
      expect(await banner(p).count()).toBe(0);
      await ctx.close();
    });

    it('is hidden before any JavaScript bundle runs once dismissed (no flash), yet server-rendered', async () => {
      const ctx = await newContext(width);
      await ctx.addInitScript(() => window.localStorage.setItem('showBanner', 'false'));
      const p = await ctx.newPage();
      // No hydration at all: only the inline script can hide it.
      await p.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
      await p.goto(`${running.server.url}/`);
      expect(await banner(p).count()).toBe(1);
      expect(await banner(p).isVisible()).toBe(false);
      await ctx.close();
      const html = await (await fetch(`${running.server.url}/`)).text();
      expect(html).toContain('Inlämning pågår');
    });

    it('clicking it dismisses it', async () => {
      const ctx = await newContext(width);
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/`);
      await banner(p).getByRole('link', { name: 'Inlämning pågår' }).click();
      await p.waitForURL(`${running.server.url}/salj`);
      await p.waitForLoadState('load');
      await expect.poll(() => storage(p, 'showBanner')).toBe('false');
      await go(p, `${running.server.url}/`);
      expect(await banner(p).count()).toBe(0);
      await ctx.close();
    });

    it('going to /salj through the Sälj tab dismisses it', async () => {
      const ctx = await newContext(width);
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/auktioner`);
      await p.getByRole('link', { name: 'Sälj', exact: true }).click();
      await p.waitForURL(`${running.server.url}/salj`);
      await p.waitForLoadState('load');
      await expect.poll(() => storage(p, 'showBanner')).toBe('false');
      await go(p, `${running.server.url}/`);
      expect(await banner(p).count()).toBe(0);
      await ctx.close();
    });

    it('visiting /salj directly dismisses it', async () => {
      const ctx = await newContext(width);
      const p = await ctx.newPage();
      const response = await p.goto(`${running.server.url}/salj`);
      expect(response?.status()).toBe(200);
      await hydrated(p);
      expect(await banner(p).count()).toBe(0);
      await expect.poll(() => storage(p, 'showBanner')).toBe('false');
      await go(p, `${running.server.url}/`);
      expect(await banner(p).count()).toBe(0);
      await ctx.close();
    });
  });

  describe('cookie consent', () => {
    const dialog = (p: Page) => p.getByRole('dialog', { name: 'Vi använder cookies' });

    it('blocks until a choice: modal, focus trapped, body scroll locked, the page not clickable', async () => {
      const ctx = await newContext(width, { decided: false });
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/`);
      await dialog(p).waitFor();
      expect(await dialog(p).getAttribute('aria-modal')).toBe('true');
      expect(await bodyOverflow(p)).toBe('hidden');
      expect(
        await dialog(p)
          .getByRole('link', { name: /cookiepolicy/ })
          .getAttribute('href'),
      ).toBe('/cookiepolicy');
      expect(await dialog(p).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await p.keyboard.press(key);
        expect(await dialog(p).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // What is under the search field is the dialog's backdrop, not the field.
      const box = await input(p).boundingBox();
      const hit = await p.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id ?? '', {
        x: (box?.x ?? 0) + 10,
        y: (box?.y ?? 0) + 10,
      });
      expect(hit).not.toBe('site-search');
      await input(p).evaluate((el: HTMLInputElement) => el.focus());
      expect(await dialog(p).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(p, '[data-testid="cookie-consent"]')).toEqual([]);
      // It sits at the bottom of the screen.
      const dialogBox = await dialog(p).boundingBox();
      expect(Math.round((dialogBox?.y ?? 0) + (dialogBox?.height ?? 0))).toBeGreaterThan(viewportFor(width).height - 40);
      await ctx.close();
    });

    it('\'Endast nödvändiga\' stores {"decided":true,"analytics":false}, closes, and stays closed after reload', async () => {
      const ctx = await newContext(width, { decided: false });
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/`);
      await dialog(p).getByRole('button', { name: 'Endast nödvändiga' }).click();
      await expect.poll(() => dialog(p).count()).toBe(0);
      expect(await storage(p, CONSENT_KEY)).toBe('{"decided":true,"analytics":false}');
      expect(await bodyOverflow(p)).not.toBe('hidden');
      await p.reload();
      await hydrated(p);
      await p.waitForTimeout(300);
      expect(await dialog(p).count()).toBe(0);
      await ctx.close();
    });

    it("'Acceptera alla' stores analytics true; with no integration configured nothing loads at all", async () => {
      const ctx = await newContext(width, { decided: false });
      const p = await ctx.newPage();
      const ingest: string[] = [];
      const elsewhere: string[] = [];
      p.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/ingest')) ingest.push(request.url());
        if (url.origin !== running.server.url && url.protocol !== 'data:') elsewhere.push(request.url());
      });
      await go(p, `${running.server.url}/`);
      await dialog(p).getByRole('button', { name: 'Acceptera alla' }).click();
      await expect.poll(() => dialog(p).count()).toBe(0);
      expect(await storage(p, CONSENT_KEY)).toBe('{"decided":true,"analytics":true}');
      expect(await bodyOverflow(p)).not.toBe('hidden');
      await p.getByRole('link', { name: 'Köp', exact: true }).click();
      await p.waitForURL(`${running.server.url}/auktioner`);
      await p.reload();
      await hydrated(p);
      await p.waitForTimeout(1_500);
      expect(await dialog(p).count()).toBe(0);
      expect(ingest).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(await p.locator('script[data-integration]').count()).toBe(0);
      expect(
        await p.evaluate(() => Object.keys(window).filter((key) => ['posthog', '__SENTRY__', 'dataLayer', 'gtag'].includes(key))),
      ).toEqual([]);
      expect((await fetch(`${running.server.url}/ingest/flags/?v=2`)).status).toBe(404);
      await ctx.close();
    });

    it('does not block on the cookie policy, so it can be read', async () => {
      const ctx = await newContext(width, { decided: false });
      const p = await ctx.newPage();
      await go(p, `${running.server.url}/cookiepolicy`);
      await dialog(p).waitFor();
      expect(await dialog(p).getAttribute('aria-modal')).toBe('false');
      expect(await bodyOverflow(p)).not.toBe('hidden');
      await ctx.close();
    });
  });

  describe('shell behaviour', () => {
    it('disables the context menu', async () => {
      await go(page, `${running.server.url}/`);
      const prevented = await page.evaluate(() => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        document.querySelector('main')?.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(prevented).toBe(true);
    });

    it('exposes the viewport height as --app-height and keeps it current', async () => {
      const read = () => page.evaluate(() => [document.documentElement.style.getPropertyValue('--app-height'), `${window.innerHeight}px`]);
      const [value, expected] = await read();
      expect(value).toBe(expected);
      await page.setViewportSize({ width, height: 700 });
      await expect.poll(async () => (await read())[0]).toBe('700px');
      await page.setViewportSize(viewportFor(width));
      await expect.poll(async () => (await read())[0]).toBe(`${viewportFor(width).height}px`);
    });

    it('scrolls by one pixel on the first load, and to the top after a route change', async () => {
      const fresh = await context.newPage();
      await fresh.goto(`${running.server.url}/`);
      await expect.poll(() => fresh.evaluate(() => window.scrollY)).toBe(1);
      await fresh.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await fresh.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await fresh.getByRole('link', { name: 'Om oss' }).click();
      await fresh.waitForURL(`${running.server.url}/om-oss`);
      await expect.poll(() => fresh.evaluate(() => window.scrollY)).toBe(0);
      await fresh.close();
    });
  });
});

describe('for search engines', () => {
  it('/robots.txt keeps them out of the account, the console and the API, and names the sitemap', async () => {
    const response = await fetch(`${running.server.url}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-Agent: *');
    for (const path of ['/user', '/admin', '/edit/', '/api/', '/ingest/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it('/sitemap.xml lists the public pages, the categories and every open lot on the list page', async () => {
    const response = await fetch(`${running.server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname + new URL(match[1] ?? '').search,
    );
    for (const path of [
      '/',
      '/auktioner',
      '/om-oss',
      '/kop-och-salj',
      '/allmanna-villkor',
      '/integritetspolicy',
      '/cookiepolicy',
      '/salj',
      '/tillganglighet',
    ])
      expect(locs).toContain(path);
    expect(locs).toContain('/auktioner?category=BELYSNING');
    const listed = [...(await (await fetch(`${running.server.url}/auktioner`)).text()).matchAll(/href="(\/auktioner\/\d+[^"?#]*)"/g)].map(
      (match) => match[1],
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const lot of listed) expect(locs).toContain(lot);
    expect(locs.some((path) => path.startsWith('/user') || path.startsWith('/admin'))).toBe(false);
  });
});

describe('security headers', () => {
  const expected: Record<string, string | RegExp> = {
    'content-security-policy': /frame-ancestors 'none'/,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': /camera=\(\)/,
  };

  it('are on every kind of answer: pages rendered and cached, the fast lane, route handlers, files, not-found', async () => {
    const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await (await fetch(`${running.server.url}/om-oss`)).text())?.[1];
    expect(chunk).toBeTruthy();
    const answers: Array<[string, Response]> = [
      ['page', await fetch(`${running.server.url}/logga-in`)],
      ['page cache', await fetch(`${running.server.url}/auktioner`)],
      ['page cache, second', await fetch(`${running.server.url}/auktioner`)],
      [
        'fast lane',
        await fetch(`${running.server.url}/api/functions/connector`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"data":{"action":"GET_FEE_RATES"}}',
        }),
      ],
      ['route handler', await fetch(`${running.server.url}/api/health`)],
      ['static file', await fetch(`${running.server.url}${chunk}`)],
      ['robots', await fetch(`${running.server.url}/robots.txt`)],
      ['not found', await fetch(`${running.server.url}/finns-inte`)],
    ];
    expect(answers[2]?.[1].headers.get('x-klubban-cache')).toBe('HIT');
    for (const [what, response] of answers) {
      for (const [name, value] of Object.entries(expected)) {
        const got = response.headers.get(name) ?? '';
        if (typeof value === 'string') expect(got, `${what}: ${name}`).toBe(value);
        else expect(got, `${what}: ${name}`).toMatch(value);
      }
      // Served over plain http here: no HSTS (it is sent when KLUBBAN_PUBLIC_URL is https).
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
    }
  });
});

describe('Content-Security-Policy', () => {
  type Watched = { violations: string[]; page: Page };
  const scriptSources = (policy: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '))!
      .split(' ')
      .slice(1);

  /** A page that records every policy violation from its first script on. */
  async function watchedPage(context: BrowserContext): Promise<Watched> {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    return { page, violations: [] };
  }

  /** Opens `path`, and checks the policy it came with, that Next's scripts ran, and that nothing was refused. */
  async function visit({ page }: Watched, path: string): Promise<{ policy: string; cache: string | null }> {
    const response = await page.goto(`${running.server.url}${path}`, { waitUntil: 'load' });
    expect(response, path).toBeTruthy();
    const policy = response!.headers()['content-security-policy'] ?? '';
    const sources = scriptSources(policy);
    expect(
      sources.filter((source) => source.includes('unsafe')),
      path,
    ).toEqual([]);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    // Hydrated: Next's own runtime ran (it sets window.next), under the policy.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next), undefined, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), path).toEqual([]);
    return { policy, cache: response!.headers()['x-klubban-cache'] ?? null };
  }

  it('every page type runs its own scripts and nothing else: nonces per request, hashes on cached pages', async () => {
    const lot = /href="(\/auktioner\/[^"?#]+)"/.exec(await (await fetch(`${running.server.url}/auktioner`)).text())?.[1];
    expect(lot).toBeTruthy();
    const visitor = await newContext(1280);
    const watched = await watchedPage(visitor);
    const seen: Array<[string, 'nonce' | 'hash']> = [];
    for (const path of ['/', '/auktioner', '/auktioner?search=vas', '/om-oss', lot!, '/logga-in', '/glomt-losenord', '/finns-inte']) {
      const { policy } = await visit(watched, path);
      seen.push([path, /'nonce-/.test(policy) ? 'nonce' : 'hash']);
    }
    expect(Object.fromEntries(seen)).toEqual({
      '/': 'hash',
      '/auktioner': 'hash',
      '/auktioner?search=vas': 'hash',
      '/om-oss': 'hash',
      [lot!]: 'hash',
      '/logga-in': 'nonce',
      '/glomt-losenord': 'nonce',
      '/finns-inte': 'nonce',
    });
    await visitor.close();

    const { context: bidder } = await signedInContext(
      running.browser,
      running.server.url,
      { email: 'anna.lindqvist@demo.klubban.se', password: 'klubban-demo' },
      390,
    );
    await bidder.addInitScript({ content: `localStorage.setItem('${CONSENT_KEY}', '{"decided":true,"analytics":false}')` });
    const asBidder = await watchedPage(bidder);
    for (const path of ['/user', '/user/watchlist', '/salj/vardering'])
      expect(scriptSources((await visit(asBidder, path)).policy).join(' ')).toMatch(/'nonce-/);
    // A lot page is the one copy for everyone, its scripts allowed by hash; the bidder's own state
    // is drawn by those scripts, under that policy.
    expect(scriptSources((await visit(asBidder, lot!)).policy).join(' ')).not.toMatch(/'nonce-/);
    await bidder.close();

    const { context: admin } = await signedInContext(running.browser, running.server.url, ADMIN, 1280);
    await admin.addInitScript({ content: `localStorage.setItem('${CONSENT_KEY}', '{"decided":true,"analytics":false}')` });
    const asAdmin = await watchedPage(admin);
    for (const path of ['/admin', '/admin/ordrar', '/admin/auktioner/ny', '/admin/epost/outbid-notification']) await visit(asAdmin, path);
    // Edit mode: the editor on a content page passes by the page cache, with a nonce.
    await admin.addCookies([{ name: 'klubban-redigera', value: '1', url: running.server.url }]);
    const editing = await visit(asAdmin, '/om-oss');
    expect(editing.cache).toBeNull();
    expect(editing.policy).toMatch(/'nonce-/);
    await asAdmin.page
      .getByRole('button', { name: /redigera|avsluta/i })
      .first()
      .waitFor();
    await admin.close();
  });

  it('refuses a script injected into a page, by nonce and by hash alike', async () => {
    const context = await newContext(390);
    await context.route(/\/(om-oss|logga-in)$/, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        '</body>',
        '<script>window.__injected = true</script><img src=x onerror="window.__injected = true"></body>',
      );
      await route.fulfill({ response: answer, body: html });
    });
    for (const path of ['/om-oss', '/logga-in']) {
      const watched = await watchedPage(context);
      await watched.page.goto(`${running.server.url}${path}`, { waitUntil: 'load' });
      await watched.page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length >= 2);
      expect(await watched.page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected), path).toBeUndefined();
      // The page's own scripts still ran.
      expect(await watched.page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)), path).toBe(true);
    }
    await context.close();
  });

  it('never repeats a nonce, and a cached copy carries none, only the hashes of exactly its scripts', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${running.server.url}/logga-in`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      // Next writes this request's nonce on every script it renders.
      const onScripts = new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...onScripts]).toEqual([nonce]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);

    // The page cache: a copy whose policy lists the hash of each of its inline scripts, and no nonce.
    const { inlineScriptHashes } = await import('@/platform/http/content-security-policy');
    const first = await fetch(`${running.server.url}/kop-och-salj`);
    const firstHtml = await first.text();
    const again = await fetch(`${running.server.url}/kop-och-salj`);
    const againHtml = await again.text();
    expect(again.headers.get('x-klubban-cache')).toMatch(/HIT|STALE/);
    for (const [response, html] of [
      [first, firstHtml],
      [again, againHtml],
    ] as const) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).not.toMatch(/nonce/);
      expect(html).not.toMatch(/\snonce="/);
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(1);
      for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
    }
  });

  it('refuses every state-changing route called with the session cookie from another site (CSRF)', async () => {
    // Every route handler file and the methods it answers, read from app/: a new route is covered the day it is written.
    const routes: Array<{ path: string; method: string }> = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts') {
          const source = readFileSync(full, 'utf8');
          const url = path
            .relative(path.join(import.meta.dirname, '..', '..', 'app'), path.dirname(full))
            .split(path.sep)
            .filter((segment) => !/^\(.*\)$/.test(segment))
            .map((segment) => (segment.startsWith('[[') ? '' : segment.startsWith('[') ? 'x' : segment))
            .filter(Boolean)
            .join('/');
          const methods = new Set(
            [...source.matchAll(/export (?:async function|const) (POST|PUT|PATCH|DELETE)\b|\bas (POST|PUT|PATCH|DELETE)\b/g)].map(
              (match) => match[1] ?? match[2]!,
            ),
          );
          for (const method of methods) routes.push({ path: `/${url}`, method });
        }
      }
    };
    walk(path.join(import.meta.dirname, '..', '..', 'app'));
    expect(routes.length).toBeGreaterThanOrEqual(11);

    const signIn = await fetch(`${running.server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.server.url },
      body: JSON.stringify({ email: 'erik.johansson@demo.klubban.se', password: 'klubban-demo' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');
    const refusals: string[] = [];
    for (const route of [...routes, { path: '/api/functions/connector', method: 'POST' }]) {
      for (const hostile of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Array<
        Record<string, string>
      >) {
        const answer = await fetch(`${running.server.url}${route.path}`, {
          method: route.method,
          headers: { cookie, 'content-type': 'application/json', ...hostile },
          body: '{"data":{"action":"UPDATE_PROFILE","firstName":"Hackad"}}',
        });
        const body = await answer.text();
        if (answer.status !== 403 || !body.includes('annan webbplats'))
          refusals.push(`${route.method} ${route.path} ${JSON.stringify(hostile)}: ${answer.status} ${body.slice(0, 120)}`);
      }
      // The same call from the site itself is not refused as cross-site.
      const own = await fetch(`${running.server.url}${route.path}`, {
        method: route.method,
        headers: { cookie, 'content-type': 'application/json', origin: running.server.url },
        body: '{}',
      });
      expect(await own.text(), `${route.method} ${route.path}`).not.toContain('annan webbplats');
    }
    expect(refusals).toEqual([]);
    // And nothing was changed by the refused calls.
    const me = await fetch(`${running.server.url}/api/account/me`, { headers: { cookie } });
    expect(JSON.stringify(await me.json())).not.toContain('Hackad');
  });
});

describe('metrics', () => {
  it('/api/metrics counts the answers npm start gave, for the token only', async () => {
    await fetch(`${running.server.url}/om-oss`);
    await fetch(`${running.server.url}/finns-inte`);
    expect((await fetch(`${running.server.url}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${running.server.url}/api/metrics`, { headers: { authorization: 'Bearer fel-token-0123456789' } })).status).toBe(
      401,
    );
    const response = await fetch(`${running.server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    /** The sum of the counter's samples that carry every one of these labels (in whatever order they are printed). */
    const count = (...labels: string[]) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('klubban_http_requests_total{') && labels.every((label) => line.includes(label)))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(count('kind="page"', 'method="GET"', 'status="200"')).toBeGreaterThan(0);
    expect(count('kind="page"', 'status="404"')).toBeGreaterThan(0);
    expect(text).toContain('klubban_http_request_duration_seconds_bucket');
    expect(text).toContain('klubban_process_cpu_seconds_total');
  });
});
