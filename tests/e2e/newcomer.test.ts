import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, ROOT, runToExit, startServer, type RunningServer } from './helpers';

/**
 * A newcomer on a fresh machine: `npm start` on an empty data folder builds nothing (the build
 * exists), migrates, seeds the demo catalogue and serves it; Chromium sees the demo lots.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-newcomer-'));
let server: RunningServer;
let browser: Browser;
// With the first admin's variables, as the README tells an administrator to start: the admin row
// must not make the database look used (it once did, and the site started with 0 lots).
const ADMIN = { email: 'forsta.admin@example.se', password: 'admin-nykomling-1' };
const env = {
  KLUBBAN_DATA_DIR: dataDir,
  DATABASE_URL: '',
  KLUBBAN_SEED_DEMO: '',
  KLUBBAN_ADMIN_EMAIL: ADMIN.email,
  KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
  // No log level, as a newcomer has none: npm start picks warnings and errors (docs/decisions/0035).
  LOG_LEVEL: '',
};

beforeAll(async () => {
  server = await startServer(env);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('newcomer: npm start on an empty data folder', () => {
  it('tells each phase with its time, and the address only once the site answers', async () => {
    // The address comes after start.mjs's own first page, a moment after /api/health answered.
    await expect.poll(() => server.output()).toContain(`Klubban körs på http://localhost:${server.port} (redo efter `);
    const lines = server.output().split('\n');
    const phases = [
      /^Startar servern … klart på \d/,
      /^Öppnar databasen … klart på \d/,
      /^Lägger in demoauktionerna \(bara första gången\) … klart på .+ \(\d+ föremål\)$/,
      /^Klubban körs på http:\/\/localhost:\d+ \(redo efter /,
    ].map((phase) => lines.findIndex((line) => phase.test(line)));
    expect(phases).not.toContain(-1);
    expect(phases).toEqual([...phases].sort((a, b) => a - b));
    expect(lines).toContain('  Stoppa med Ctrl+C. Loggen visar varningar och fel; LOG_LEVEL=info npm start visar en rad per förfrågan.');
  });

  it('serves the home page with demo lots in Chromium', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    expect(await page.title()).toBe('Klubban');
    await expect.poll(() => page.locator('main li a[href^="/auktioner/"]').count()).toBeGreaterThanOrEqual(8);
    const firstImage = page.locator('main li img').first();
    await firstImage.waitFor();
    expect(await firstImage.getAttribute('src')).toContain('/_next/image');
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.close();
  });

  it('lets the first admin from the start-up variables sign in and open the console', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/logga-in?next=/admin/anvandare`);
    await page.getByLabel('E-post').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByLabel('Lösenord').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/admin\/anvandare/);
    await expect.poll(() => page.locator(`tr[data-email="${ADMIN.email}"]`).count()).toBe(1);
    await page.close();
  });

  it('lists at least 120 lots on /auktioner, across all 14 categories', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/auktioner`);
    const countText = await page.getByTestId('result-count').textContent();
    expect(Number.parseInt(countText ?? '0', 10)).toBeGreaterThanOrEqual(120);
    expect(await page.locator('[data-testid="lot-grid"] > li').count()).toBe(24);
    // Every category chip shows a non-zero count.
    const chipCounts = await page.locator('nav[aria-label="Kategorier"] a span').allTextContents();
    expect(chipCounts).toHaveLength(14);
    for (const count of chipCounts) expect(Number(count)).toBeGreaterThan(0);
    await page.close();
  });

  it('has the spec metadata: title, locked viewport, white theme colour, manifest and touch icon', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover',
    );
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#ffffff');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toContain('apple-touch-icon.png');
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.close();

    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: 'Klubban', display: 'standalone', theme_color: '#ffffff', lang: 'sv' });
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it("optimises images at /_next/image with the spec's widths and quality", async () => {
    const html = await (await fetch(`${server.url}/auktioner`)).text();
    // Lot cards carry the photo inside the optimiser's URL (url=%2Fmedia%2Fdemo%2F…).
    const encoded = /url=(%2Fmedia%2Fdemo%2F[a-z0-9-]+\.jpg)/.exec(html)?.[1];
    const media = encoded ? decodeURIComponent(encoded) : undefined;
    expect(media).toBeTruthy();
    const ok = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(media!)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/image\/(avif|webp)/);
    const notAWidth = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(media!)}&w=641&q=75`);
    expect(notAWidth.status).toBe(400);
    const notAQuality = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(media!)}&w=640&q=90`);
    expect(notAQuality.status).toBe(400);
  });

  it('answers the callable protocol over HTTP, never with a 500 for bad input', async () => {
    const call = (name: string, body: string) =>
      fetch(`${server.url}/api/functions/${name}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const malformed = await call('connector', '{"data":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.status).toBe('INVALID_ARGUMENT');
    const unknown = await call('finnsinte', '{"data":{}}');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.status).toBe('NOT_FOUND');
    const visitor = await call('connector', '{"data":{"action":"NEWSLETTER_SUBSCRIBE"}}');
    expect(visitor.status).toBe(401);
    const ok = await call('connector', '{"data":{"action":"SUBSCRIBE","email":"ny@example.se"}}');
    // The answer other clients read, plus the double opt-in's word that an e-mail link must confirm it (decision 0029).
    expect(await ok.json()).toEqual({ result: { email: 'ny@example.se', subscribed: true, needsConfirmation: true } });
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
    // The embedded demo pays on the built-in test provider, and says so (docs/decisions/0028).
    expect(health.payments).toEqual({ provider: 'test', configured: true });
  });

  it('refuses a second npm start on the same data folder with a clear message, and keeps serving', async () => {
    const second = await runToExit([path.join(ROOT, 'scripts', 'start.mjs')], { ...env, PORT: String(server.port + 1) });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain('Datamappen används redan av en annan Klubban-process');
    expect(second.output).toContain('The data folder is already in use');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('stops at start-up with a message naming a bad variable, and leaves the folder free', async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-badenv-'));
    try {
      const bad = await runToExit([path.join(ROOT, 'scripts', 'start.mjs')], {
        KLUBBAN_DATA_DIR: other,
        DATABASE_URL: 'mysql://localhost/klubban',
        PORT: String(server.port + 2),
      });
      expect(bad.code).not.toBe(0);
      expect(bad.output).toContain('Klubban kunde inte starta');
      expect(bad.output).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(bad.output).not.toMatch(/at .*\.js:\d+/); // no stack trace
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('stops with a clear message when the port is taken, and leaves the running one be', async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-port-'));
    try {
      const taken = await runToExit([path.join(ROOT, 'scripts', 'start.mjs')], {
        KLUBBAN_DATA_DIR: other,
        DATABASE_URL: '',
        PORT: String(server.port),
      });
      expect(taken.code).toBe(1);
      expect(taken.output).toContain(
        `Porten ${server.port} används redan av ett annat program. Välj en annan, till exempel: PORT=${server.port + 1} npm start`,
      );
      expect(taken.output).not.toMatch(/at .*\.js:\d+/); // no stack trace
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('restarts on the same folder without seeding twice', async () => {
    const before = await (await fetch(`${server.url}/auktioner`)).text();
    const countBefore = /(\d+) föremål/.exec(before)?.[1];
    expect(await server.stop()).toBe(0);
    // The first run's terminal, whole now that it has stopped: every page view and call above
    // wrote no line of its own (no LOG_LEVEL: warnings and errors only).
    expect(server.output()).toContain('Klubban körs på');
    expect(server.output()).not.toMatch(/"msg":"request"|"level":30/);
    server = await startServer(env);
    const after = await (await fetch(`${server.url}/auktioner`)).text();
    expect(/(\d+) föremål/.exec(after)?.[1]).toBe(countBefore);
  });
});
