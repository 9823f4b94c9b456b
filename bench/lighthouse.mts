/**
 * `npm run bench:lighthouse`: Lighthouse (mobile profile) in Debian Chromium on `/`, `/auktioner`
 * and a lot page of a running Klubban (BENCH_URL, default http://localhost:3000), plus the
 * first-load JavaScript of /auktioner, compressed. Targets: Performance ≥ 90, Accessibility ≥ 95,
 * Best Practices ≥ 95, SEO ≥ 95; JS < 180 kB.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const listing = await (await fetch(`${base}/auktioner`)).text();
const lot = /href="(\/auktioner\/\d+-[a-z0-9-]+)"/.exec(listing)?.[1];
const pages = ['/', '/auktioner', ...(lot ? [lot] : [])];

// `noModule` scripts (Next's legacy polyfills) are never fetched by a browser that runs modules.
const scripts = [
  ...new Set(
    [...listing.matchAll(/<script([^>]+)>/g)]
      .filter((m) => !/\bnoModule\b/i.test(m[1]!))
      .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
      .filter((src): src is string => Boolean(src)),
  ),
];
let jsBytes = 0;
for (const src of scripts) jsBytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
console.log(`/auktioner first-load JavaScript: ${(jsBytes / 1024).toFixed(1)} kB gzip in ${scripts.length} files (target < 180 kB)\n`);

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
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
try {
  console.log('page                                     perf  a11y  best   seo');
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(5);
    console.log(
      `${page.slice(0, 40).padEnd(40)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')}`,
    );
    const failing = Object.values(result?.lhr.audits ?? {}).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    if (failing.length) console.log(`   below par: ${failing.map((audit) => audit.id).join(', ')}`);
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '–'}`;
    console.log(
      `   ${['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(metric).join(' · ')}`,
    );
    const consoleErrors = (audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
    for (const item of consoleErrors.slice(0, 3)) console.log(`   console: ${String(item.description).slice(0, 160)}`);
  }
} finally {
  await chrome.kill();
}
