import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, ROOT, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * docs/product.md §9 "Console": every page under /admin answers a non-admin (visitor, user, disabled
 * user) with the site's 404 page and HTTP 404; the admin gets the page. The pages are found by
 * globbing app/(site)/admin/**\/page.tsx, so a new console page is covered the moment it exists;
 * dynamic segments are filled with real ids from the demo data (a made-up id for a page with no
 * id source yet, and a test that names it).
 *
 * Besides the page a browser sees, the non-admins' answers must not carry the page itself in the
 * React Server Components payload: a layout's notFound() does not stop Next.js from rendering the
 * page segment beside it, and a client navigation between console pages (the RSC request with a
 * router-state header naming the console's layout) renders the page segment alone. Measured while
 * building this: with the check in the layout only, a signed-in user's 404 answer to
 * /admin/anvandare carried the whole user list in its RSC payload.
 */

const dataDir = dataFolder('demo', 'guard');
const ADMIN = { email: 'vakt.chef@example.se', password: 'admin-vakt-1' };
const USER = { email: 'anna.lindqvist@demo.klubban.se', password: 'klubban-demo' };
const DISABLED = { email: 'erik.johansson@demo.klubban.se', password: 'klubban-demo' };
/** Rendered by every console page (AdminNav); checked to be in the admin's answers, so its absence means something. */
const CONSOLE_MARKER = 'Administration';
/** What Next.js writes into a payload where notFound() was thrown. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

const CALLERS = ['visitor', 'user', 'disabled user', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

let server: RunningServer;
let browser: Browser;
const contexts = {} as Record<CallerName, BrowserContext>;
const cookieOf = {} as Record<CallerName, string>;
/** Every console page, as its route pattern and the path requested. */
let pages: { pattern: string; path: string; realId: boolean }[] = [];

/** The console's page files, as route patterns: '/admin/auktioner/[id]'. */
function consolePatterns(): string[] {
  const base = path.join(ROOT, 'app', '(site)', 'admin');
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups (…) and private folders _… add no path segment / no route.
        if (entry.name.startsWith('_')) continue;
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? route : `${route}/${entry.name}`);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        found.push(route);
      }
    }
  };
  walk(base, '/admin');
  return found.sort();
}

async function signIn(context: BrowserContext, who: { email: string; password: string }) {
  const answer = await context.request.post(`${server.url}/api/auth/sign-in/email`, { data: who, headers: { origin: server.url } });
  expect(answer.ok(), `sign-in of ${who.email}`).toBe(true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several actions
async function action(context: BrowserContext, data: Record<string, unknown>): Promise<any> {
  const response = await context.request.post(`${server.url}/api/functions/connector`, { data: { data }, headers: { origin: server.url } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${String(data.action)}: ${JSON.stringify(body)}`);
  return body.result;
}

/** A valuation request of the user's (the demo has none): one photo over tus, then SUBMIT_VALUATION_REQUEST. */
async function submitValuation(context: BrowserContext): Promise<number> {
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  const created = await context.request.post(`${server.url}/api/uploads`, {
    headers: {
      origin: server.url,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(photo.length),
      'Upload-Metadata': `filename ${Buffer.from('vas.jpg').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = new URL(created.headers().location!, server.url);
  const sent = await context.request.patch(location.toString(), {
    headers: { origin: server.url, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: photo,
  });
  expect(sent.status()).toBe(204);
  const result = await action(context, {
    action: 'SUBMIT_VALUATION_REQUEST',
    title: 'Vas, Kosta Boda',
    description: 'En blå vas med en liten nagg i foten.',
    category: 'VASER_KRUKOR',
    handover: 'dropoff',
    images: [location.pathname.split('/').pop()],
  });
  return result.valuation.id;
}

beforeAll(async () => {
  server = await startServer({
    KLUBBAN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    KLUBBAN_SEED_DEMO: '',
    KLUBBAN_ADMIN_EMAIL: ADMIN.email,
    KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
  });
  browser = await launchChromium();
  for (const caller of CALLERS) contexts[caller] = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(contexts.admin, ADMIN);
  await signIn(contexts.user, USER);
  await signIn(contexts['disabled user'], DISABLED);

  // Real ids for the dynamic pages, from the demo data.
  const admin = contexts.admin;
  const valuationId = await submitValuation(contexts.user);
  const ids: Record<string, () => Promise<string>> = {
    '/admin/auktioner/[id]': async () => String((await action(admin, { action: 'LIST_ADMIN_AUCTIONS', status: 'live' })).auctions[0].id),
    '/admin/ordrar/[orderId]': async () => String((await action(admin, { action: 'LIST_ORDERS' })).orders[0].id),
    '/admin/varderingar/[id]': async () => String(valuationId),
    '/admin/epost/[template]': async () => 'team-invite',
    '/admin/anvandare/[id]': async () => String((await action(admin, { action: 'LIST_USERS', query: USER.email })).users[0].id),
  };
  pages = [];
  for (const pattern of consolePatterns()) {
    const dynamic = pattern.includes('[');
    const id = dynamic && ids[pattern] ? await ids[pattern]() : '1';
    pages.push({ pattern, path: pattern.replace(/\[[^\]]+\]/g, id), realId: !dynamic || pattern in ids });
  }

  // The disabled user: signed in a moment ago, then disabled by the studio (which signs them out
  // at once, docs/product.md §5); their browser still sends the old session cookie.
  const [erik] = (await action(admin, { action: 'LIST_USERS', query: DISABLED.email })).users;
  await action(admin, { action: 'SET_USER_DISABLED', userId: erik.id, disabled: true, reason: 'Testet av konsolens spärr' });

  for (const caller of CALLERS) {
    cookieOf[caller] = (await contexts[caller].cookies(server.url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An RSC request as the client router makes it; `routerState` claims the client already shows that tree. */
async function rscPayload(caller: CallerName, pathname: string, routerState?: unknown): Promise<string> {
  const headers: Record<string, string> = { rsc: '1' };
  if (cookieOf[caller]) headers.cookie = cookieOf[caller];
  if (routerState) headers['next-router-state-tree'] = encodeURIComponent(JSON.stringify(routerState));
  // Next.js redirects a bare RSC request to the same path with its `_rsc` cache-busting parameter.
  const response = await fetch(`${server.url}${pathname}`, { headers });
  return response.text();
}

/** The router state of a client that shows another console page: the navigation renders the requested page segment alone. */
function showingAnotherConsolePage(pathname: string): unknown {
  const other = pages.find((page) => page.path !== pathname && !page.pattern.includes('['))!;
  const segments = other.path.split('/').filter(Boolean).slice(1);
  let tree: unknown = ['__PAGE__', {}];
  for (const segment of segments.reverse()) tree = [segment, { children: tree }];
  return ['', { children: ['(site)', { children: ['admin', { children: tree }] }] }];
}

describe('the console answers only its admins', () => {
  it('finds the console pages, with a real id for every dynamic one', () => {
    expect(pages.map((page) => page.pattern)).toEqual(
      expect.arrayContaining(['/admin/anvandare', '/admin/utkorg', '/admin/auktioner/[id]']),
    );
    // A new dynamic console page needs its id source above, so the admin's 200 is checked on a real record.
    expect(pages.filter((page) => !page.realId).map((page) => page.pattern)).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`answers the ${caller} on every console page`, async () => {
      const page = await contexts[caller].newPage();
      for (const { path: pathname } of pages) {
        const response = await page.goto(`${server.url}${pathname}`);
        if (caller === 'admin') {
          expect(response?.status(), pathname).toBe(200);
          expect(await page.getByRole('navigation', { name: CONSOLE_MARKER }).count(), pathname).toBe(1);
        } else {
          expect(response?.status(), `${caller} ${pathname}`).toBe(404);
          // The 404 page is drawn by the client from the payload (Next.js's error shell), as for a missing lot.
          await page.getByRole('heading', { name: 'Sidan finns inte' }).waitFor();
          expect(await page.getByRole('navigation', { name: CONSOLE_MARKER }).count()).toBe(0);
          expect(await response!.text(), `${caller} ${pathname}`).not.toContain(CONSOLE_MARKER);
        }
      }
      await page.close();
    });
  }

  it('never carries a console page in the RSC payload of a non-admin, even on a client navigation', async () => {
    for (const { path: pathname } of pages) {
      const state = showingAnotherConsolePage(pathname);
      // The admin's answers carry the page, so the marker's absence below means the page was not rendered.
      expect(await rscPayload('admin', pathname), pathname).toContain(CONSOLE_MARKER);
      expect(await rscPayload('admin', pathname, state), `${pathname} (navigation)`).toContain(CONSOLE_MARKER);
      for (const caller of CALLERS.filter((c) => c !== 'admin')) {
        for (const [label, payload] of [
          ['load', await rscPayload(caller, pathname)],
          ['navigation', await rscPayload(caller, pathname, state)],
        ] as const) {
          expect(payload, `${caller} ${pathname} ${label}`).toContain(NOT_FOUND_DIGEST);
          expect(payload, `${caller} ${pathname} ${label}`).not.toContain(CONSOLE_MARKER);
          expect(payload, `${caller} ${pathname} ${label}`).not.toContain('@demo.klubban.se');
        }
      }
    }
  });
});
