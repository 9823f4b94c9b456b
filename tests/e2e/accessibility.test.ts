import { createHmac } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, routeFiles, type RunningServer, seriousViolations, signedInContext, startServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * The accessibility statement's claim, backed. axe finds no serious or critical
 * violation on any public page at 390 and 1280 px (every page route of the app that is not the
 * console, an account page or an old address, found from app/, so a new public page is in this
 * test the moment it exists); and a barrier reported on /tillganglighet reaches the console.
 */

const dataDir = dataFolder('demo', 'accessibility');
const ADMIN = { email: 'tillganglighet.chef@example.se', password: 'admin-tillganglig-1' };
let server: RunningServer;
let browser: Browser;
let lotPath: string;

beforeAll(async () => {
  server = await startServer({
    KLUBBAN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    KLUBBAN_ADMIN_EMAIL: ADMIN.email,
    KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
  });
  browser = await launchChromium();
  // The server makes its secret on first use (src/platform/secret.ts): a sign-in check makes it now,
  // so a confirmation link can be signed with it below.
  await fetch(`${server.url}/api/auth/get-session`);
  lotPath = /href="(\/auktioner\/\d+-[a-z0-9-]+)"/.exec(await (await fetch(`${server.url}/auktioner`)).text())![1]!;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Not public: the console, edit mode, the account pages, the valuation form behind sign-in, and old addresses that only redirect. */
const NOT_PUBLIC = [/^\/admin/, /^\/edit\//, /^\/user/, /^\/salj\/vardering$/, /^\/cookie-policy$/];

/** Where a public page with a parameter is opened: a real lot, and links whose token or id does not exist (their own "not valid" pages). */
const SAMPLES: Record<string, () => string[]> = {
  '/auktioner': () => ['/auktioner', '/auktioner?search=kosta%20boda&category=VASER_KRUKOR', '/auktioner?visa=salda'],
  // A maker with lots in the demo (docs/product.md §9, followed makers).
  '/formgivare/[slug]': () => ['/formgivare/bertil-vallien'],
  '/auktioner/[lot]': () => [lotPath],
  '/betalning/[sessionId]': () => ['/betalning/cs_test_finns_inte'],
  '/betalning/konto/[accountId]': () => ['/betalning/konto/acct_test_finns_inte'],
  '/betalning/konto/[accountId]/oversikt': () => ['/betalning/konto/acct_test_finns_inte/oversikt'],
  '/forhandstitt/avsluta/[token]': () => ['/forhandstitt/avsluta/ingen-sadan-lank'],
  '/bevakningar/avsluta/[token]': () => ['/bevakningar/avsluta/ingen-sadan-lank'],
  '/inbjudan/[token]': () => ['/inbjudan/ingen-sadan-inbjudan'],
  // A link signed with this server's secret (the confirm button) and a forged one (its refusal).
  '/nyhetsbrev/bekrafta/[token]': () => [
    `/nyhetsbrev/bekrafta/${newsletterToken('axe@example.se')}`,
    '/nyhetsbrev/bekrafta/ingen-sadan-lank',
  ],
};

/** A newsletter confirmation token as the server signs it (src/modules/newsletter/confirm-token.ts), with its secret. */
function newsletterToken(email: string): string {
  const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  const at = Date.now();
  const signature = createHmac('sha256', secret).update(`newsletter-confirm:${email}:${at}`).digest('base64url');
  return [Buffer.from(email).toString('base64url'), at.toString(36), signature].join('~');
}

function publicPaths(): string[] {
  const routes = routeFiles('app', /^page\.(tsx|ts|jsx|js)$/).filter((route) => !NOT_PUBLIC.some((pattern) => pattern.test(route)));
  const missing = routes.filter((route) => route.includes('[') && !SAMPLES[route]);
  if (missing.length) throw new Error(`public pages without a sample address here: ${missing.join(', ')}`);
  return routes.flatMap((route) => SAMPLES[route]?.() ?? [route]);
}

describe('every public page passes axe', () => {
  it('finds no serious or critical violation at 390 and 1280 px', async () => {
    const paths = publicPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/tillganglighet', '/om-oss', '/logga-in', lotPath]));
    const found: string[] = [];
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const path of paths) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBeLessThan(500);
        for (const violation of await seriousViolations(page)) found.push(`${width} ${path} ${violation}`);
      }
      await page.close();
    }
    expect(found).toEqual([]);
  }, 240_000);
});

describe('the accessibility statement', () => {
  it('is linked from every page’s footer, takes a report with the page it came from, and the console marks it handled', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${server.url}${lotPath}`);
    // A click while React hydrates the page can be lost: wait for it first.
    await hydrated(visitor);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Tillgänglighet' }).click();
    await visitor.waitForURL(`${server.url}/tillganglighet`);
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe('Tillgänglighet på Klubban');
    const text = await visitor.locator('main').innerText();
    expect(text).toContain('delvis förenlig');
    expect(text).toContain('WCAG 2.2');
    expect(text).toContain('Zoomning på mobilen');
    expect(text).toMatch(/granskades senast den \d{1,2} \w+ 20\d\d/);

    const form = visitor.getByTestId('barrier-report');
    // The page the visitor came from is filled in for them.
    await expect.poll(() => form.getByLabel('Vilken sida gäller det?').inputValue()).toBe(lotPath);
    // Too short: a Swedish message at the field, focus on it, nothing sent.
    await form.getByLabel('Vad hände?').fill('Går ej');
    await form.getByRole('button', { name: 'Skicka rapporten' }).click();
    await expect.poll(() => form.getByText('Beskriv problemet med några ord till (minst 10 tecken).').count()).toBe(1);
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('description');
    await form.getByLabel('Vad hände?').fill('Budknappen går inte att nå med tangentbordet på telefonen.');
    await form.getByLabel('Din e-post').fill('rapport@example.se');
    await form.getByRole('button', { name: 'Skicka rapporten' }).click();
    await visitor.getByTestId('barrier-report-sent').waitFor();
    await visitor.close();

    const { context, page } = await signedInContext(browser, server.url, ADMIN, 390, { mobile: true });
    await page.goto(`${server.url}/admin/tillganglighet`);
    const row = page.getByTestId('barrier-report-row').filter({ hasText: 'Budknappen går inte att nå' });
    await row.waitFor();
    expect(await row.innerText()).toContain(`Sida: ${lotPath}`);
    expect(await row.getByRole('link', { name: 'rapport@example.se' }).getAttribute('href')).toBe('mailto:rapport@example.se');
    expect(await page.getByRole('link', { name: /^Öppna \(1\)$/ }).count()).toBe(1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      expect(await seriousViolations(page), `/admin/tillganglighet at ${width}`).toEqual([]);
    }
    await row.getByRole('button', { name: 'Markera som hanterad' }).click();
    await expect.poll(() => page.getByTestId('barrier-report-row').count()).toBe(0);
    expect(await page.getByText('Inga öppna rapporter.').count()).toBe(1);
    await page.getByRole('link', { name: 'Alla', exact: true }).click();
    await page.waitForURL(/visa=alla/);
    await expect.poll(() => page.getByTestId('barrier-report-row').filter({ hasText: 'Hanterad' }).count()).toBe(1);
    await context.close();
  });
});
