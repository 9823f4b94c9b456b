import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DECIDED_CONSENT, signedInContext } from './helpers';
import { serverWithAdmin } from './server-with-admin';

/**
 * Web push in the browser: /user's "Pushnotiser" section is there at 390 px, nothing asks
 * for permission or registers a service worker when the page loads, permission is asked only on the
 * click (and a refusal is said in Swedish), and /sw.js is served as a worker script that is always
 * revalidated. Delivery itself is proven without a browser (tests/integration/push.test.ts): this
 * offline Chromium has no push service to subscribe with, and nothing here pretends it has.
 */

const ADMIN = { email: 'push.chef@example.se', password: 'admin-push-losen-1' };
/**
 * The full Chromium (/usr/bin/chromium), not the headless shell the other files use: the shell
 * reports notifications as "denied" whatever is granted, so the button could never be reached.
 */
async function fullChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript({ content: DECIDED_CONSENT });
    return context;
  };
  return browser;
}

const run = serverWithAdmin('empty', 'push', ADMIN, { launch: fullChromium });

/** Counts every call that could prompt or subscribe, before any of the page's own scripts run. */
const COUNT_PUSH_CALLS = `
  window.__pushCalls = { requestPermission: 0, register: 0, subscribe: 0 };
  const count = (owner, name, key) => {
    const original = owner && owner[name];
    if (typeof original !== 'function') return;
    owner[name] = function (...args) { window.__pushCalls[key]++; return original.apply(this, args); };
  };
  count(window.Notification, 'requestPermission', 'requestPermission');
  count(window.ServiceWorkerContainer && ServiceWorkerContainer.prototype, 'register', 'register');
  count(window.PushManager && PushManager.prototype, 'subscribe', 'subscribe');
`;

const pushCalls = (page: Page) => page.evaluate(() => (window as unknown as { __pushCalls: Record<string, number> }).__pushCalls);

describe('push on /user', () => {
  it('serves /sw.js as a script that is revalidated on every visit', async () => {
    const response = await fetch(`${run.server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self'");
    const source = await response.text();
    expect(source).toContain("addEventListener('push'");
    expect(source).toContain("addEventListener('notificationclick'");
    // The key the browser subscribes with.
    const key = (await (await fetch(`${run.server.url}/api/push/key`)).json()) as { publicKey: string };
    expect(key.publicKey).toMatch(/^B[\w-]{86}$/);
  });

  it('shows the section at 390 px and asks nothing on page load; the click asks, and a refusal is explained in Swedish', async () => {
    const { context, page } = await signedInContext(run.browser, run.server.url, ADMIN, 390, { mobile: true });
    /** The site's notification permission set as a user would in the browser's prompt or settings. */
    const permission = async (setting: 'denied' | 'granted') => {
      const pageSession = await context.newCDPSession(page);
      const { targetInfo } = await pageSession.send('Target.getTargetInfo');
      await pageSession.detach();
      const browserSession = await run.browser.newBrowserCDPSession();
      await browserSession.send('Browser.setPermission', {
        permission: { name: 'notifications' },
        setting,
        origin: run.server.url,
        browserContextId: targetInfo.browserContextId,
      });
      await browserSession.detach();
    };
    try {
      await context.addInitScript({ content: COUNT_PUSH_CALLS });
      const section = page.getByRole('region', { name: 'Pushnotiser' });
      const button = section.getByRole('button', { name: 'Slå på pushnotiser' });

      // Not yet asked: the button, and nothing asked or registered while the page loads and settles.
      await page.goto(`${run.server.url}/user`);
      await expect.poll(() => button.isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await pushCalls(page)).toEqual({ requestPermission: 0, register: 0, subscribe: 0 });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      // The section fits the phone (no sideways scrolling) and passes axe.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const axe = await new AxeBuilder({ page }).include('#pushnotiser').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // By keyboard: the button takes focus and Enter asks, once. The user answers "Blockera" (set
      // here as the prompt's answer: a headless browser shows no prompt to click), and the page
      // says how to undo it, in Swedish; nothing is registered.
      await permission('denied');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await pushCalls(page)).requestPermission).toBe(1);
      await expect
        .poll(() => section.getByText('Notiser från Klubban är blockerade i webbläsaren.', { exact: false }).isVisible())
        .toBe(true);
      expect(await button.count()).toBe(0);
      expect(await pushCalls(page)).toMatchObject({ register: 0, subscribe: 0 });
    } finally {
      await context.close();
    }
  });

  it('registers /sw.js for the whole site once permission is granted; offline there is no push service, and that is said', async () => {
    const { context, page } = await signedInContext(run.browser, run.server.url, ADMIN, 390, { mobile: true });
    try {
      await context.grantPermissions(['notifications'], { origin: run.server.url });
      await context.addInitScript({ content: COUNT_PUSH_CALLS });
      await page.goto(`${run.server.url}/user`);
      const section = page.getByRole('region', { name: 'Pushnotiser' });
      // A new context's first service-worker registration can take many seconds on a loaded
      // machine (seen up to ~20 s when the file's other browser work ran just before): waited for.
      await section.getByRole('button', { name: 'Slå på pushnotiser' }).click({ timeout: 60_000 });
      await expect.poll(async () => (await pushCalls(page)).subscribe, { timeout: 60_000 }).toBe(1);
      const registration = await page.evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration('/');
        return found ? { scope: found.scope, script: found.active?.scriptURL ?? null } : null;
      });
      expect(registration).toEqual({ scope: `${run.server.url}/`, script: `${run.server.url}/sw.js` });
      // This Chromium has no push service to reach: the subscription fails, and the page says so.
      await expect.poll(() => section.getByRole('alert').textContent(), { timeout: 30_000 }).toContain('Pushnotiserna kunde inte slås på');
    } finally {
      await context.close();
    }
  });
});
