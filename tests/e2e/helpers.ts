import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ROOT = path.join(import.meta.dirname, '..', '..');
/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell): the same engine
 * without the browser's own UI, the build Playwright itself runs headless — half the CPU per page
 * of the full browser in headless mode here (docs/decisions/0002).
 */
export const CHROMIUM = '/usr/lib/chromium/chromium-headless-shell';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * Starts Klubban the way a newcomer does (`npm start` → scripts/start.mjs) and waits for health,
 * asking every `pollMs` (250 by default; the crash test measures restarts finer).
 * `root` is the checkout to start (this one by default; a benchmark may compare another).
 */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number; root?: string; pollMs?: number } = {},
): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it was ready:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command to completion, collecting its output. */
export function runToExit(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The consent a test visitor has already given, so the blocking dialog does not stand in the way. */
export const DECIDED_CONSENT = `localStorage.getItem('cookie-consent-v1') || localStorage.setItem('cookie-consent-v1', '{"decided":true,"analytics":false}')`;

/**
 * Chromium 156 opens its omnibox popup as a WebUI page for every window, and headless Playwright
 * makes a window for every page: 1.2 s of CPU per page opened, as much as loading the page itself
 * (measured on /om-oss, 2.8 s → 1.2 s in all), for a popup nobody sees. These features turn it off.
 * Chromium keeps only the last `--disable-features`, so the list repeats playwright-core's own
 * (chromiumSwitches.ts of the version named here); with another version the extra switch is left
 * out, and pages are only slower to open, until the list is copied again.
 */
const PLAYWRIGHT_DISABLED_FEATURES = {
  version: '1.65.1',
  features: [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ],
};
const UNSEEN_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

function disabledFeaturesSwitch(): string[] {
  const installed = (createRequire(import.meta.url)('playwright-core/package.json') as { version: string }).version;
  if (installed !== PLAYWRIGHT_DISABLED_FEATURES.version) return [];
  return [`--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES.features, ...UNSEEN_POPUP_FEATURES].join(',')}`];
}

/**
 * Debian's Chromium through playwright-core. By default every context starts with the cookie
 * choice made (only necessary cookies); tests of the consent dialog itself pass `{ consent: 'undecided' }`.
 */
export async function launchChromium(options: { consent?: 'decided' | 'undecided' } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium is missing: apt-get install -y chromium-headless-shell');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...disabledFeaturesSwitch(),
    ],
  });
  if (options.consent === 'undecided') return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript({ content: DECIDED_CONSENT });
    return context;
  };
  browser.newPage = async (pageOptions) => {
    const context = await browser.newContext(pageOptions);
    const page = await context.newPage();
    // Closing the page closes its own context, awaited: a context close left floating could
    // still be running when the browser closes, and reject as an unhandled error.
    const closePage = page.close.bind(page);
    page.close = async (closeOptions) => {
      await closePage(closeOptions);
      await context.close();
    };
    return page;
  };
  return browser;
}

/**
 * axe's serious and critical violations on the page as it has settled, each with the elements it
 * names (so a failure in CI says where). Settled: its title in place, web fonts loaded, and scrolled to the top — after
 * a client navigation from far down a long form the router scrolls the new page up a moment later,
 * and text passing under the translucent sticky header meanwhile reads as low contrast.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Next streams a page's metadata: right after a refresh (an action's router.refresh) the <title>
  // may be gone for a moment before the new one lands. Await it (a page that never gets one is
  // still reported, by axe's document-title rule, once this gives up).
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A toast fading in or out (sonner's opacity transition) blends its text with the page for
    // 400 ms, and axe measures the blend as low contrast. Await every animation that ends (a
    // spinner or the live dot runs forever and is left alone), then one more frame.
    const ending = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`);
}

/**
 * A browser context signed in as `credentials` through Better Auth's own endpoint, at `width`
 * (844 px tall on a phone, 900 on a desktop); `mobile` makes it a touch device too.
 */
export async function signedInContext(
  browser: Browser,
  url: string,
  credentials: { email: string; password: string },
  width: number,
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const mobile = options.mobile ?? false;
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
  const answer = await context.request.post(`${url}/api/auth/sign-in/email`, { data: credentials, headers: { origin: url } });
  if (!answer.ok()) throw new Error(`sign-in as ${credentials.email} answered ${answer.status()}`);
  return { context, page: await context.newPage() };
}

/**
 * Signs in over HTTP, as a script or another client would (Better Auth's endpoint), and answers the
 * `cookie` header to send with later requests.
 */
export async function apiSignIn(url: string, credentials: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`sign-in as ${credentials.email} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One connector action over HTTP with a session `cookie` (from `apiSignIn`): its status and parsed body. */
export async function apiAction<T = unknown>(
  url: string,
  cookie: string,
  data: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}/api/functions/connector`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A full-page screenshot into $E2E_SHOTS, when it is set (for looking at what a walk showed). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/**
 * Waits until a dnd-kit keyboard drag that `Space` has just lifted takes arrow keys. The sensor
 * adds its keydown listener in a `setTimeout` queued while handling the lifting key, and React
 * marks the handle (aria-pressed) before that timer runs — so an arrow pressed on that mark alone
 * can fall before the listener and be lost. A timer queued now runs after the sensor's (timers
 * of equal delay run in order); two animation frames after it, the drop targets are measured too.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The app's routes that have a file named like `file` under `dir` (`app` for every page), as URL
 * patterns ("/auktioner/[lot]"): route groups left out, private folders skipped. The tests that must
 * cover every page (authorisation, accessibility) compare their lists with this.
 */
export function routeFiles(dir: string, file: RegExp): string[] {
  const found: string[] = [];
  const walk = (folder: string, route: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue;
        walk(path.join(folder, entry.name), /^\(.*\)$/.test(entry.name) ? route : `${route}/${entry.name}`);
      } else if (file.test(entry.name)) {
        found.push(route || '/');
      }
    }
  };
  walk(path.join(ROOT, dir), dir === 'app' ? '' : `/${dir.replace(/^app\//, '')}`);
  return found.sort();
}

/**
 * Waits until the page's React has hydrated (the shell then sets --app-height): a click on a
 * server-rendered button before that does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height')), { timeout: 15_000 })
    .toMatch(/^\d+px$/);
}
