/**
 * `npm run bench:lighthouse`: Core Web Vitals of a running Klubban on a throttled mobile profile.
 *
 * - Lighthouse (mobile profile, simulated throttling) in Debian Chromium on `/`, `/auktioner`, a lot
 *   page and `/user` (signed in as the demo bidder through /api/auth/sign-in/email; the session
 *   cookie goes to Lighthouse as an extra header), BENCH_RUNS times each (default 3), medians.
 * - INP, which Lighthouse's navigation mode does not have: each page in Chromium through
 *   playwright-core at a 390 px mobile viewport with the CPU slowed 4× (CDP
 *   Emulation.setCPUThrottlingRate), real interactions (the search overlay and its category chips,
 *   typing a search, a watch heart, the bid form, the account page's forms), measured with the
 *   Event Timing API (a PerformanceObserver on 'event' entries, durationThreshold 16): the longest
 *   interaction, which is INP while a page has fewer than 50 interactions.
 * - LCP as Chromium itself reports it (a PerformanceObserver on 'largest-contentful-paint') on a
 *   first visit under Lighthouse's mobile profile applied for real: CPU 4× slower, and the network
 *   of its "devtools" throttling (562.5 ms request latency, 1 474.56 kbit/s down, 675 up), at
 *   412 × 823 px. Lighthouse's default simulation estimates LCP from a dependency graph; for a text
 *   LCP painted with the first paint here it counts the page's async scripts in and reads 1–2.5 s
 *   later than Chromium's own figure, so both are printed.
 * - The first-load JavaScript of /auktioner and of the lot page: the module scripts in its HTML, gzip level 9.
 *
 * Targets: Performance ≥ 95, LCP < 2.0 s, CLS < 0.05, INP < 200 ms, JS < 130 kB.
 *
 * BENCH_URL (default http://localhost:3000) names one server. For an A/B, BENCH_URLS names several
 * as `label=url,label=url`: every run measures each page on every server back to back, in
 * alternating order, so load from other work on the machine falls on both alike.
 * BENCH_PAGES names the pages to measure (`/,/auktioner,lot,/user`, the default: all).
 * BENCH_INP_ONLY=1 skips Lighthouse. BENCH_USER / BENCH_PASSWORD: the account for /user (default the demo bidder).
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const USER = process.env.BENCH_USER ?? 'anna.lindqvist@demo.klubban.se';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'klubban-demo';
/** BENCH_INP_ONLY=1: only the interactions (quicker while working on INP). */
const INP_ONLY = process.env.BENCH_INP_ONLY === '1';
const TARGET = { perf: 95, lcp: 2000, cls: 0.05, inp: 200, jsKb: 130 };

interface Server {
  label: string;
  base: string;
  cookie: string;
  lot: string;
}

const servers: Server[] = (process.env.BENCH_URLS ?? `now=${process.env.BENCH_URL ?? 'http://localhost:3000'}`).split(',').map((entry) => {
  const [label, url] = entry.includes('=') ? entry.split('=', 2) : ['now', entry];
  return { label: label!.trim(), base: url!.trim().replace(/\/$/, ''), cookie: '', lot: '' };
});

/** Signs the bench user in and returns the session cookie(s) as a Cookie header. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: USER, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in on ${base} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';', 1)[0]!);
  if (!cookies.length) throw new Error(`sign-in on ${base} set no cookie`);
  return cookies.join('; ');
}

/** The compressed size of the module scripts a first visit to `path` loads. */
async function firstLoadJs(base: string, path: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(`${base}${path}`)).text();
  // `noModule` scripts (Next's legacy polyfills) are never fetched by a browser that runs modules.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script([^>]+)>/g)]
        .filter((m) => !/\bnoModule\b/i.test(m[1]!))
        .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  return { kb: bytes / 1024, files: scripts.length };
}

for (const server of servers) {
  const listing = await (await fetch(`${server.base}/auktioner`)).text();
  const lot = /href="(\/auktioner\/\d+-[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!lot) throw new Error(`no lot link on ${server.base}/auktioner`);
  server.lot = lot;
  server.cookie = await signIn(server.base);
}

type PageKey = '/' | '/auktioner' | 'lot' | '/user';
const ALL_PAGES: PageKey[] = ['/', '/auktioner', 'lot', '/user'];
const PAGES: PageKey[] = process.env.BENCH_PAGES
  ? ALL_PAGES.filter((page) =>
      process.env
        .BENCH_PAGES!.split(',')
        .map((name) => name.trim())
        .includes(page),
    )
  : ALL_PAGES;
const pathOf = (server: Server, page: PageKey) => (page === 'lot' ? server.lot : page);
const signedIn = (page: PageKey) => page === '/user';

interface LighthouseRun {
  perf: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
}
interface InpRun {
  inp: number;
  worst: string;
}
interface LcpRun {
  lcp: number;
  element: string;
}

const lighthouseRuns = new Map<string, LighthouseRun[]>();
const inpRuns = new Map<string, InpRun[]>();
const lcpRuns = new Map<string, LcpRun[]>();
const key = (server: Server, page: PageKey) => `${server.label} ${page}`;
const push = <T,>(map: Map<string, T[]>, k: string, value: T) => map.set(k, [...(map.get(k) ?? []), value]);

async function runLighthouse(port: number, server: Server, page: PageKey): Promise<LighthouseRun> {
  const result = await lighthouse(`${server.base}${pathOf(server, page)}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(signedIn(page) ? { extraHeaders: { Cookie: server.cookie } } : {}),
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const element = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  return {
    perf: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpElement: node ? `${node.selector ?? ''} “${(node.nodeLabel ?? '').slice(0, 40)}”` : '–',
  };
}

/** Installed before any page script: collects Event Timing entries (input delay + processing + until the next paint). */
const OBSERVE_EVENTS = `
  window.__events = [];
  window.__steps = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The interactions a visitor makes on each page; each awaits what it causes. */
async function interact(page: Page, which: PageKey): Promise<void> {
  /** Names what follows, so each interaction is reported by the step it belongs to. */
  const step = (name: string) =>
    page.evaluate((label) => (window as unknown as { __steps: unknown[] }).__steps.push([performance.now(), label]), name);
  // Interactions start once React has hydrated what they touch (a click before that does nothing).
  const hydrated = (selector: string) =>
    page.waitForFunction(
      (sel) => {
        const el = document.querySelector(sel);
        return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));
      },
      selector,
      { timeout: 60_000 },
    );
  await hydrated('#site-search');
  if (which === 'lot') await hydrated('[data-testid="bid-panel"] [data-testid="watch"]');
  if (which === '/auktioner') await hydrated('[data-testid="lot-grid"] [data-testid="watch"]');
  await step('cookie choice');
  const consent = page.getByRole('button', { name: 'Endast nödvändiga' });
  if (await consent.isVisible()) {
    await consent.click();
    await consent.waitFor({ state: 'hidden' });
  }
  const search = page.locator('#site-search');
  const openSearch = async () => {
    await step('open search');
    await search.click();
    await page.locator('#site-search[aria-expanded="true"]').waitFor();
  };
  const closeSearch = async () => {
    await search.focus();
    await step('close search');
    await page.keyboard.press('Escape');
    await page.locator('#site-search[aria-expanded="false"]').waitFor();
  };
  const toggleHeart = async (heart: ReturnType<Page['locator']>) => {
    await step('watch heart');
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await page.waitForFunction(([el, was]) => (el as Element).getAttribute('aria-pressed') !== was, [
      await heart.elementHandle(),
      before,
    ] as const);
  };
  if (which === '/auktioner') {
    const heart = page.locator('[data-testid="lot-grid"] button[data-testid="watch"]').first();
    await toggleHeart(heart);
    await toggleHeart(heart);
  }
  if (which === '/' || which === '/auktioner') {
    await openSearch();
    await step('type search');
    await search.pressSequentially('stol', { delay: 60 });
    if (which === '/auktioner') {
      // A category chip in the overlay: the filter.
      await step('category chip');
      const chip = page.getByTestId('search-overlay-chips').getByRole('button').first();
      await chip.click();
      await page.getByTestId('search-overlay-chips').locator('button[aria-pressed="true"]').first().waitFor();
    }
    await closeSearch();
  }
  if (which === 'lot') {
    const panel = page.getByTestId('bid-panel');
    const field = panel.getByLabel('Ditt maxbud', { exact: true });
    await step('bid form');
    await field.click();
    await field.pressSequentially('999999', { delay: 60 });
    await panel.getByTestId('bid-summary').waitFor();
    await toggleHeart(panel.getByTestId('watch'));
    await toggleHeart(panel.getByTestId('watch'));
  }
  if (which === '/user') {
    await openSearch();
    await closeSearch();
    const field = page.locator('main input:not([type="hidden"]):not([disabled])').first();
    await step('account form');
    await field.click();
    await field.pressSequentially('x', { delay: 60 });
    await page.keyboard.press('Backspace');
  }
}

async function measureInp(server: Server, which: PageKey, browser: Browser): Promise<InpRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'sv-SE',
  });
  try {
    // Signed in everywhere but on `/`, so the hearts and the bid form are the real ones.
    if (which !== '/') await addSession(context, server);
    await context.addInitScript(OBSERVE_EVENTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.base}${pathOf(server, which)}`, { waitUntil: 'load' });
    await interact(page, which);
    // Event Timing entries arrive after the next paint: wait two frames and a task.
    const { events, steps } = await page.evaluate(
      () =>
        new Promise<{ events: { id: number; name: string; start: number; duration: number }[]; steps: [number, string][] }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const w = window as unknown as { __events: []; __steps: [] };
                resolve({ events: w.__events, steps: w.__steps });
              }, 50),
            ),
          ),
        ),
    );
    const stepAt = (start: number) => steps.filter(([at]) => at <= start).at(-1)?.[1] ?? 'load';
    const perInteraction = new Map<number, { duration: number; label: string }>();
    for (const e of events) {
      const seen = perInteraction.get(e.id);
      if (!seen || e.duration > seen.duration) perInteraction.set(e.id, { duration: e.duration, label: `${stepAt(e.start)} (${e.name})` });
    }
    const worst = [...perInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
    return { inp: worst?.duration ?? 0, worst: worst?.label ?? '–' };
  } finally {
    await context.close();
  }
}

/** Signs a context in as the bench user (the session cookie of `server`). */
async function addSession(context: BrowserContext, server: Server): Promise<void> {
  const url = new URL(server.base);
  await context.addCookies(
    server.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: url.hostname, path: '/' };
    }),
  );
}

/** Installed before any page script: every LCP candidate Chromium reports, with its element. */
const OBSERVE_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp.push({ at: e.startTime, element: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' “' + (el.textContent || el.getAttribute('alt') || '').trim().slice(0, 40) + '”' : '–' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * LCP of a first visit (empty cache, no cookie choice made; signed in on /user as Lighthouse is)
 * under Lighthouse's mobile profile applied to the browser, as Chromium's own LCP entries report
 * it: the last candidate before any input, read a second after the load event.
 */
async function measureLcp(server: Server, which: PageKey, browser: Browser): Promise<LcpRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    locale: 'sv-SE',
  });
  try {
    if (signedIn(which)) await addSession(context, server);
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Lighthouse's mobileSlow4G as its devtools throttling applies it (constants.js: 150 ms RTT ×
    // 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await page.goto(`${server.base}${pathOf(server, which)}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(1_000);
    const entries = await page.evaluate(() => (window as unknown as { __lcp: { at: number; element: string }[] }).__lcp);
    const last = entries.at(-1);
    return { lcp: last?.at ?? NaN, element: last?.element ?? '–' };
  } finally {
    await context.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, twice at most. */
async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`repeating a failed run: ${(error as Error).message}\n`);
    }
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? servers : [...servers].reverse();
    for (const page of PAGES)
      for (const server of order) {
        if (!INP_ONLY) push(lighthouseRuns, key(server, page), await retried(() => runLighthouse(chrome.port, server, page)));
        push(inpRuns, key(server, page), await measureInp(server, page, browser));
        push(lcpRuns, key(server, page), await measureLcp(server, page, browser));
      }
    process.stderr.write(`run ${run + 1}/${RUNS} done\n`);
  }
} finally {
  await browser.close();
  await chrome.kill();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mark = (ok: boolean) => (ok ? 'ok ' : 'NO ');

console.log(
  `\nmedians of ${RUNS} runs; Lighthouse mobile (simulated throttling); LCP in Chromium under that profile applied; INP at 4× CPU slowdown`,
);
console.log(
  'server  page        perf   LCP ms (simulated)  LCP ms (Chromium)  CLS        TBT ms  FCP ms       INP ms   LCP element / worst interaction',
);
for (const page of PAGES)
  for (const server of servers) {
    const lh = lighthouseRuns.get(key(server, page)) ?? [{ perf: NaN, lcp: NaN, cls: NaN, tbt: NaN, fcp: NaN, lcpElement: '–' }];
    const inp = inpRuns.get(key(server, page))!;
    const perf = median(lh.map((r) => r.perf));
    const lcp = median(lh.map((r) => r.lcp));
    const cls = median(lh.map((r) => r.cls));
    const tbt = median(lh.map((r) => r.tbt));
    const fcp = median(lh.map((r) => r.fcp));
    const inpMs = median(inp.map((r) => r.inp));
    const measured = lcpRuns.get(key(server, page))!;
    const lcpMeasured = median(measured.map((r) => r.lcp));
    const worstInp = [...inp].sort((a, b) => b.inp - a.inp)[0]!;
    console.log(
      [
        server.label.padEnd(7),
        page.padEnd(11),
        `${String(perf).padStart(3)} ${mark(perf >= TARGET.perf)}`,
        `${lcp.toFixed(0).padStart(6)} ${mark(lcp < TARGET.lcp)}          `,
        `${lcpMeasured.toFixed(0).padStart(6)} ${mark(lcpMeasured < TARGET.lcp)}        `,
        `${cls.toFixed(3).padStart(6)} ${mark(cls < TARGET.cls)}`,
        `${tbt.toFixed(0).padStart(6)}`,
        `${fcp.toFixed(0).padStart(6)}`,
        `${inpMs.toFixed(0).padStart(6)} ${mark(inpMs < TARGET.inp)}`,
        `${lh[0]!.lcpElement} / ${measured[0]!.element} / ${worstInp.worst}`,
      ].join('  '),
    );
    console.log(
      `                    runs: perf ${lh.map((r) => r.perf).join(' ')} · LCP simulated ${lh.map((r) => r.lcp.toFixed(0)).join(' ')} · LCP in Chromium ${measured.map((r) => r.lcp.toFixed(0)).join(' ')} · INP ${inp.map((r) => r.inp.toFixed(0)).join(' ')}`,
    );
  }
console.log('');
for (const server of servers) {
  for (const [name, path] of [
    ['/auktioner', '/auktioner'],
    ['lot page', server.lot],
  ] as const) {
    const js = await firstLoadJs(server.base, path);
    console.log(
      `${server.label.padEnd(7)} ${name} first-load JavaScript: ${js.kb.toFixed(1)} kB gzip in ${js.files} files  ${mark(js.kb < TARGET.jsKb)}(target < ${TARGET.jsKb} kB)`,
    );
  }
}
