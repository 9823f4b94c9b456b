#!/usr/bin/env node
// Screenshots of pages at desktop (1280) and mobile (390) width in Debian Chromium.
// Usage: node scripts/screenshot.mjs http://localhost:3000 / /auktioner …  (PNG files in ./tmp/screens)
// FULL=1 for whole pages, CONSENT=1 to skip the first-visit cookie dialog.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <path> [path …]');
  process.exit(2);
}
const out = path.join(process.cwd(), 'tmp', 'screens');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: label === 'mobile', hasTouch: label === 'mobile' });
  // CONSENT=1: as a visitor who has already answered the cookie dialog.
  if (process.env.CONSENT === '1')
    await context.addInitScript(() => localStorage.setItem('cookie-consent-v1', '{"decided":true,"analytics":false}'));
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(`${base}${p}`, { waitUntil: 'load' });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 15_000 }).catch(() => undefined);
    const name = `${label}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
    console.log(path.join(out, name));
  }
  await context.close();
}
await browser.close();
