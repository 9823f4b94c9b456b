import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed-demo';
import { routeFiles, startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';
import { makerKey, makerSlug } from '@/modules/catalog';

/**
 * The authorisation matrix over a real `npm start`: every page (app/**\/page.tsx) and
 * every route handler (app/api/**\/route.ts, app/media, app/ingest) × {visitor, owner, other user,
 * disabled user, admin}, with plain fetch and session cookies (no browser). The owner is the demo's
 * Anna, who owns orders, a valuation request with its photo and an upload in progress; the other
 * user is the demo's Sara; the disabled user is the demo's Erik, signed in and then disabled by the
 * studio (docs/product.md §5: signed out at once; his browser still sends the old cookie).
 *
 * The answers the product gives (and this file holds it to, the same on every page of a kind):
 * - a private page (requireAuth) answers a visitor and a disabled user with HTTP 200 and the sign-in
 *   screen in place of the page ("Logga in eller skapa konto"), never a redirect or a 404;
 * - a console page (/admin/**, /edit/[blockId]) answers anyone but an admin with the site's 404
 *   (§9 "Console"; tests/e2e/console-guard.test.ts looks into the RSC payloads too);
 * - an owner's page (/user/kop/[orderId], …/kvitto) answers another user — and an admin, whose
 *   view of an order is /admin/ordrar/[orderId] — with the site's 404;
 * - no answer to anyone but the owner (and, on the console, an admin) carries the owner's e-mail,
 *   the valuation's title or address, or the order's lot title.
 *
 * Both lists of files are globbed, so a new page or route fails the first tests until it is given
 * its class and its path here.
 */

const dataDir = dataFolder('demo', 'authz');
const ADMIN = { email: 'vakt.matris@example.se', password: 'admin-matris-1' };
const OWNER = { email: 'anna.lindqvist@demo.klubban.se', password: DEMO_PASSWORD };
const OTHER = { email: 'sara.nilsson@demo.klubban.se', password: DEMO_PASSWORD };
const DISABLED = { email: 'erik.johansson@demo.klubban.se', password: DEMO_PASSWORD };
const VALUATION_TITLE = 'Hemlig vas Annas matris';
const VALUATION_ADDRESS = 'Hemliga gatan 7, 123 45 Gömda';
const SIGN_IN_SCREEN = 'Logga in eller skapa konto';
/** The owner's maximum on a lot: secret from everyone but her (docs/product.md §4), in any spacing. */
const SECRET_MAXIMUM = 87_654;
const SECRET_MAXIMUM_SHOWN = /87[\s\u00a0\u202f.,]?654/;
const NOT_FOUND_PAGE = 'Sidan finns inte';

const CALLERS = ['visitor', 'owner', 'other', 'disabled', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

let server: RunningServer;
const cookieOf: Record<Caller, string> = { visitor: '', owner: '', other: '', disabled: '', admin: '' };
let cells = 0;

/** Ids from the running server, filled in beforeAll. */
const ids = {
  lotSlug: '',
  makerSlug: '',
  pendingOrderId: 0,
  pendingOrderTitle: '',
  paidOrderId: 0,
  valuationId: 0,
  usedUploadKey: '',
  openUploadKey: '',
  openUploadOffset: 0,
  blockId: '',
  adminAuctionId: 0,
  /** The owner's user id (the console's user page is hers). */
  adminUserId: '',
  /** The owner's pending order's invoice (docs/decisions/0045). */
  invoiceNumber: '',
  payoutAccountId: '',
  /** The owner's test-provider checkout session for her pending order. */
  checkoutSessionId: '',
  /** A second chance offered to the owner. */
  secondChanceOfferId: 0,
};

/** The route files under `dir`, as route patterns ('/user/kop/[orderId]'); groups add no segment. */
function send(caller: Caller, pathname: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookieOf[caller]) headers.set('cookie', cookieOf[caller]);
  headers.set('origin', server.url);
  return fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init, headers });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several actions
async function action(caller: Caller, data: Record<string, unknown>): Promise<any> {
  const response = await send(caller, '/api/functions/connector', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${String(data.action)} as ${caller}: ${JSON.stringify(body)}`);
  return body.result;
}

/** The lot of the owner's second chance, kept out of the other fixtures' lot search. */
const SECOND_CHANCE_TITLE = 'Ljusstake, andra chansen';

/**
 * A second chance offered to the owner (docs/decisions/0042): a lot ending in just over two minutes
 * (outside the soft close), the owner the underbidder, the other user the winner who does not pay;
 * the studio cancels the order and offers the lot to the owner. Its id.
 */
async function secondChanceForOwner(photo: Buffer): Promise<number> {
  const image = await upload(photo, photo.length, 'admin');
  const now = Date.now();
  const created = await action('admin', {
    action: 'CREATE_AUCTION_WITH_ITEM',
    item: {
      title: SECOND_CHANCE_TITLE,
      description: 'Mässing.',
      category: 'OVRIGT',
      images: [image],
      estimateLow: 1000,
      estimateHigh: 2000,
    },
    auction: { startPrice: 1000, startsAt: new Date(now - 61 * 60_000).toISOString(), endsAt: new Date(now + 125_000).toISOString() },
  });
  const auctionId: number = created.auction.id;
  await action('admin', { action: 'PUBLISH_AUCTION', auctionId });
  await action('owner', { action: 'BID_ON_AUCTION', auctionId, amount: 1500 });
  await action('other', { action: 'BID_ON_AUCTION', auctionId, amount: 2000 });
  let orderId = 0;
  // The lot completes once its end has passed: asked again until it answers sold.
  await vi.waitFor(
    async () => {
      const response = await send('admin', '/api/functions/connector', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { action: 'COMPLETE_AUCTION', auctionId } }),
      });
      const body = await response.json();
      if (body.result?.outcome !== 'sold') throw new Error(`lot ${auctionId} not sold yet: ${JSON.stringify(body)}`);
      orderId = body.result.orderId;
    },
    { timeout: 200_000, interval: 2_000 },
  );
  await action('admin', { action: 'CANCEL_ORDER', orderId, reason: 'Köparen har meddelat att hen inte kan betala' });
  const { offer } = await action('admin', { action: 'OFFER_SECOND_CHANCE', auctionId });
  return offer.id;
}

async function signIn(who: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(who),
  });
  expect(response.ok, `sign-in of ${who.email}`).toBe(true);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const tus = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...extra });

/** Creates an upload as the owner (or `caller`) and sends `bytes` of it (all, or the first part). */
async function upload(photo: Buffer, sendBytes: number, caller: Caller = 'owner'): Promise<string> {
  const created = await send(caller, '/api/uploads', {
    method: 'POST',
    headers: tus({ 'Upload-Length': String(photo.length), 'Upload-Metadata': `filename ${Buffer.from('vas.jpg').toString('base64')}` }),
  });
  expect(created.status).toBe(201);
  const key = created.headers.get('location')!.split('/').pop()!;
  const sent = await send(caller, `/api/uploads/${key}`, {
    method: 'PATCH',
    headers: tus({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
    body: new Uint8Array(photo.subarray(0, sendBytes)),
  });
  expect(sent.status).toBe(204);
  return key;
}

let startedAt = 0;
let readyAt = 0;

/** The page's <title>, as the HTML carries it. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
/** The title of the site's 404 for an address that does not exist, read in beforeAll. */
let notFoundTitle: string | null = null;
/** An admin still sees the console's own titles (a few, by page). */
const CONSOLE_TITLES: Partial<Record<string, string>> = {
  '/admin': 'Översikt – Klubban',
  '/admin/anvandare': 'Användare – Klubban',
  '/admin/utkorg': 'Utkorg – Klubban',
  '/admin/logg': 'Logg – Klubban',
};

beforeAll(async () => {
  startedAt = performance.now();
  server = await startServer({
    KLUBBAN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    KLUBBAN_SEED_DEMO: 'true',
    KLUBBAN_ADMIN_EMAIL: ADMIN.email,
    KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
  });
  const unknown = await fetch(`${server.url}/finns-inte-alls`);
  expect(unknown.status).toBe(404);
  notFoundTitle = titleOf(await unknown.text());
  expect(notFoundTitle).toBeTruthy();
  const sessions = await Promise.all([OWNER, OTHER, DISABLED, ADMIN].map(signIn));
  Object.assign(cookieOf, { owner: sessions[0], other: sessions[1], disabled: sessions[2], admin: sessions[3] });

  // The owner's things: her demo purchases, a valuation request with its photo, an upload half sent, a payout account.
  const { orders } = await action('owner', { action: 'LIST_MY_ORDERS' });
  const pending = orders.find((order: { status: string }) => order.status === 'pending');
  const paid = orders.find((order: { status: string }) => order.status !== 'pending');
  expect(pending && paid, 'the demo gives Anna an unpaid and a paid purchase').toBeTruthy();
  // The longest run of the lot's title without a character HTML or JSON would escape, as the marker of that title.
  const marker = (pending.title as string)
    .split(/["'&<>\\]/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();
  expect(marker.length).toBeGreaterThan(8);
  Object.assign(ids, { pendingOrderId: pending.id, pendingOrderTitle: marker, paidOrderId: paid.id });
  const checkout = await action('owner', { action: 'CREATE_CHECKOUT_SESSION', orderId: pending.id, deliveryMethod: 'pickup' });
  ids.checkoutSessionId = decodeURIComponent(/\/betalning\/([^/?#]+)$/.exec(checkout.url)![1]!);
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  // Started now, awaited at the end: its lot needs two minutes to end.
  const offer = secondChanceForOwner(photo);
  // Awaited below; a failure before then is reported there, not as an unhandled rejection.
  offer.catch(() => undefined);
  ids.usedUploadKey = await upload(photo, photo.length);
  ids.openUploadOffset = Math.floor(photo.length / 2);
  ids.openUploadKey = await upload(photo, ids.openUploadOffset);
  const submitted = await action('owner', {
    action: 'SUBMIT_VALUATION_REQUEST',
    title: VALUATION_TITLE,
    description: 'Ärvd av mormor.',
    category: 'VASER_KRUKOR',
    handover: 'pickup',
    pickupAddress: VALUATION_ADDRESS,
    images: [ids.usedUploadKey],
  });
  ids.valuationId = submitted.valuation.id;
  const link = new URL((await action('owner', { action: 'CREATE_ACCOUNT_LINK' })).url, server.url);
  ids.payoutAccountId = decodeURIComponent(/\/betalning\/konto\/([^/?]+)/.exec(link.pathname)![1]!);

  // A live lot without buy-now, on which the owner sets a secret maximum of 87 654 kr.
  const lots = await (await fetch(`${server.url}/api/auctions?pageSize=50`)).json();
  const views = await Promise.all(
    lots.items.map(async (item: { id: number }) => (await fetch(`${server.url}/api/auctions/${item.id}`)).json()),
  );
  // Not the second chance's own lot, which is being bid on meanwhile.
  const lot = views.find(
    (view) =>
      view.status === 'live' && view.buyNowPrice === null && view.nextMinimumBid < SECRET_MAXIMUM / 2 && view.title !== SECOND_CHANCE_TITLE,
  );
  expect(lot, 'a live demo lot without buy-now').toBeTruthy();
  ids.lotSlug = `${lot.id}-${lot.slug}`;
  // A maker page: the maker of a live lot (a public page, the same for everyone).
  const known = (lots.items as { maker: string | null }[]).map((item) => makerKey(item.maker)).find((key) => key !== null);
  expect(known, 'a live demo lot by a known maker').toBeTruthy();
  ids.makerSlug = makerSlug(known!);
  await action('owner', { action: 'BID_ON_AUCTION', auctionId: lot.id, amount: SECRET_MAXIMUM });
  const page = await action('visitor', { action: 'GET_PAGE', pageId: '/om-oss' });
  ids.blockId = page.page.blocks[0]?.id ?? '';
  ids.adminAuctionId = (await action('admin', { action: 'LIST_ADMIN_AUCTIONS', status: 'live' })).auctions[0].id;
  ids.adminUserId = (await action('admin', { action: 'LIST_USERS', query: OWNER.email })).users[0].id;
  // The owner's purchase page links her invoice: its number is the document route's secret.
  const purchase = await (await fetch(`${server.url}/user/kop/${ids.pendingOrderId}`, { headers: { cookie: cookieOf.owner } })).text();
  ids.invoiceNumber = /\/dokument\/(\d{4}-\d{5})\.pdf/.exec(purchase)?.[1] ?? '';
  expect(ids.invoiceNumber, "the owner's purchase links its invoice").not.toBe('');

  // Erik, signed in above, is disabled by the studio; his cookie is kept.
  const [erik] = (await action('admin', { action: 'LIST_USERS', query: DISABLED.email })).users;
  await action('admin', { action: 'SET_USER_DISABLED', userId: erik.id, disabled: true, reason: 'Behörighetsmatrisen' });
  ids.secondChanceOfferId = await offer;
  readyAt = performance.now();
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.info(
    server
      ?.output()
      .split('\n')
      .filter((line) => line.includes('webhook'))
      .slice(0, 5)
      .join('\n'),
  );
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.info(
    `authorisation matrix over HTTP: ${cells} cells checked (pages and route handlers × callers) in ${seconds(performance.now() - readyAt)} s, after ${seconds(readyAt - startedAt)} s of start-up and fixtures`,
  );
});

/** What a caller must get on a page. */
type PageAnswer = 'page' | 'sign-in' | '404' | 'redirect';
/** 'sign-in': the sign-in page itself, which sends a signed-in user on; 'moved': an old address, redirected for everyone. */
type PageClass = 'public' | 'sign-in' | 'moved' | 'private' | 'owner' | 'buyer-only' | 'console';

const PAGES: Record<string, { kind: PageClass; path: () => string }> = {
  '/': { kind: 'public', path: () => '/' },
  '/allmanna-villkor': { kind: 'public', path: () => '/allmanna-villkor' },
  '/aterstall-losenord': { kind: 'public', path: () => '/aterstall-losenord' },
  '/auktioner': { kind: 'public', path: () => '/auktioner' },
  '/auktioner/[lot]': { kind: 'public', path: () => `/auktioner/${ids.lotSlug}` },
  '/formgivare/[slug]': { kind: 'public', path: () => `/formgivare/${ids.makerSlug}` },
  '/cookie-policy': { kind: 'moved', path: () => '/cookie-policy' },
  '/cookiepolicy': { kind: 'public', path: () => '/cookiepolicy' },
  '/forhandstitt/avsluta/[token]': { kind: 'public', path: () => '/forhandstitt/avsluta/ingen-sadan-lank' },
  '/bevakningar/avsluta/[token]': { kind: 'public', path: () => '/bevakningar/avsluta/ingen-sadan-lank' },
  '/nyhetsbrev/bekrafta/[token]': { kind: 'public', path: () => '/nyhetsbrev/bekrafta/ingen-sadan-lank' },
  '/glomt-losenord': { kind: 'public', path: () => '/glomt-losenord' },
  '/inbjudan/[token]': { kind: 'public', path: () => '/inbjudan/ingen-sadan-inbjudan' },
  '/integritetspolicy': { kind: 'public', path: () => '/integritetspolicy' },
  '/kop-och-salj': { kind: 'public', path: () => '/kop-och-salj' },
  '/logga-in': { kind: 'sign-in', path: () => '/logga-in' },
  '/om-oss': { kind: 'public', path: () => '/om-oss' },
  '/salj': { kind: 'public', path: () => '/salj' },
  '/tillganglighet': { kind: 'public', path: () => '/tillganglighet' },
  '/slutspurt': { kind: 'public', path: () => '/slutspurt' },
  // The test checkout page serves the signed-in buyer of the session's order only; everyone else,
  // signed out included, gets the 404 an unknown session gets (docs/decisions/0028). The payout
  // pages' capability is the signed link, which only the owner is handed: asked with what another
  // user could make up from A's ids, they show nothing of A's.
  '/betalning/[sessionId]': { kind: 'buyer-only', path: () => `/betalning/${ids.checkoutSessionId}` },
  '/betalning/konto/[accountId]': { kind: 'public', path: () => `/betalning/konto/${encodeURIComponent(ids.payoutAccountId)}` },
  '/betalning/konto/[accountId]/oversikt': {
    kind: 'public',
    path: () => `/betalning/konto/${encodeURIComponent(ids.payoutAccountId)}/oversikt`,
  },
  '/salj/vardering': { kind: 'private', path: () => '/salj/vardering' },
  '/user': { kind: 'private', path: () => '/user' },
  '/user/watchlist': { kind: 'private', path: () => '/user/watchlist' },
  '/user/kop/[orderId]': { kind: 'owner', path: () => `/user/kop/${ids.pendingOrderId}` },
  '/user/kop/[orderId]/kvitto': { kind: 'owner', path: () => `/user/kop/${ids.paidOrderId}/kvitto` },
  '/user/andra-chansen/[offerId]': { kind: 'owner', path: () => `/user/andra-chansen/${ids.secondChanceOfferId}` },
  '/edit/[blockId]': { kind: 'console', path: () => `/edit/${ids.blockId}` },
  '/admin': { kind: 'console', path: () => '/admin' },
  '/admin/anvandare': { kind: 'console', path: () => '/admin/anvandare' },
  '/admin/anvandare/[id]': { kind: 'console', path: () => `/admin/anvandare/${ids.adminUserId}` },
  '/admin/auktioner': { kind: 'console', path: () => '/admin/auktioner' },
  '/admin/auktioner/[id]': { kind: 'console', path: () => `/admin/auktioner/${ids.adminAuctionId}` },
  '/admin/auktioner/ny': { kind: 'console', path: () => '/admin/auktioner/ny' },
  '/admin/auktioner/vecka': { kind: 'console', path: () => '/admin/auktioner/vecka' },
  '/admin/epost': { kind: 'console', path: () => '/admin/epost' },
  '/admin/epost/[template]': { kind: 'console', path: () => '/admin/epost/team-invite' },
  '/admin/jobb': { kind: 'console', path: () => '/admin/jobb' },
  '/admin/logg': { kind: 'console', path: () => '/admin/logg' },
  '/admin/ordrar': { kind: 'console', path: () => '/admin/ordrar' },
  '/admin/bokforing': { kind: 'console', path: () => '/admin/bokforing' },
  '/admin/ordrar/[orderId]': { kind: 'console', path: () => `/admin/ordrar/${ids.pendingOrderId}` },
  '/admin/sok': { kind: 'console', path: () => '/admin/sok' },
  '/admin/fragor': { kind: 'console', path: () => '/admin/fragor' },
  '/admin/tillganglighet': { kind: 'console', path: () => '/admin/tillganglighet' },
  '/admin/utkorg': { kind: 'console', path: () => '/admin/utkorg' },
  '/admin/varderingar': { kind: 'console', path: () => '/admin/varderingar' },
  '/admin/varderingar/[id]': { kind: 'console', path: () => `/admin/varderingar/${ids.valuationId}` },
};

function expectedPage(kind: PageClass, caller: Caller): PageAnswer {
  const signedIn = caller !== 'visitor' && caller !== 'disabled';
  if (kind === 'public') return 'page';
  if (kind === 'moved') return 'redirect';
  if (kind === 'sign-in') return signedIn ? 'redirect' : 'sign-in';
  if (kind === 'console') return caller === 'admin' ? 'page' : '404';
  if (kind === 'buyer-only') return caller === 'owner' ? 'page' : '404';
  if (!signedIn) return 'sign-in';
  if (kind === 'owner') return caller === 'owner' ? 'page' : '404';
  return 'page';
}

/** What of the owner's must not reach this caller on this page. */
function ownerSecrets(kind: PageClass, caller: Caller): string[] {
  if (caller === 'owner' || (caller === 'admin' && kind === 'console')) return [];
  const secrets = [OWNER.email, ids.adminUserId, VALUATION_TITLE, VALUATION_ADDRESS.split(',')[0]!];
  return kind === 'owner' || kind === 'buyer-only' ? [...secrets, ids.pendingOrderTitle] : secrets;
}

describe('every page answers each caller as its kind demands', () => {
  it('knows every page of the app', () => {
    expect(routeFiles('app', /^page\.(tsx|ts|jsx|js)$/)).toEqual(Object.keys(PAGES).sort());
  });

  // Concurrent: every cell is a read, and the server renders one page while another waits on the database.
  it.concurrent.each(Object.entries(PAGES).map(([pattern, page]) => [pattern, page.kind, page] as const))(
    '%s (%s)',
    async (pattern, kind, page) => {
      const pathname = page.path();
      await Promise.all(
        CALLERS.map(async (caller) => {
          const response = await send(caller, pathname);
          const html = await response.text();
          const where = `${caller} on ${pathname}`;
          const expected = expectedPage(kind, caller);
          cells++;
          expect(response.status, where).toBeLessThan(500);
          if (expected === 'redirect') {
            expect([307, 308], where).toContain(response.status);
            expect(new URL(response.headers.get('location')!, server.url).origin, where).toBe(server.url);
          } else if (expected === '404') {
            expect(response.status, where).toBe(404);
            expect(html, where).toContain(NOT_FOUND_PAGE);
            // Not even the <title> says which page is there: the same as an unknown address's.
            if (kind === 'console') expect(titleOf(html), where).toBe(notFoundTitle);
          } else {
            expect(response.status, where).toBe(200);
            if (expected === 'sign-in') expect(html, where).toContain(SIGN_IN_SCREEN);
            else if (kind !== 'public') expect(html, where).not.toContain(SIGN_IN_SCREEN);
          }
          // (A secret the address itself names — the console's /admin/anvandare/<A's id> — is echoed in any 404's payload.)
          for (const secret of ownerSecrets(kind, caller).filter((s) => !pathname.includes(s))) {
            expect(html, `${where} carries ${secret}`).not.toContain(secret);
          }
          if (caller !== 'owner' && !(caller === 'admin' && kind === 'console')) {
            expect(html, `${where} carries the owner's maximum`).not.toMatch(SECRET_MAXIMUM_SHOWN);
          }
          // The owner's own pages show them their things (so the absences above mean something).
          if (caller === 'owner' && pattern === '/user/kop/[orderId]') expect(html).toContain(ids.pendingOrderTitle);
          if (caller === 'owner' && pattern === '/user') expect(html).toContain(VALUATION_TITLE);
          if (caller === 'admin' && pattern === '/admin/varderingar/[id]') expect(html).toContain(VALUATION_TITLE);
          if (caller === 'admin' && kind === 'console' && CONSOLE_TITLES[pattern])
            expect(titleOf(html), where).toBe(CONSOLE_TITLES[pattern]);
        }),
      );
    },
  );
});

/** One request to a route handler, and the status each caller must get. */
interface RouteCell {
  label: string;
  request: () => [string, RequestInit?];
  expected: Record<Caller, number> | number;
  /** Checked on the answers of everyone but the owner (and the admin where the studio may read). */
  secrets?: (caller: Caller) => string[];
}

const everyone = (status: number) => status;
const signedIn = (status: number, others = status) =>
  ({ visitor: 401, disabled: 401, owner: status, other: others, admin: others }) satisfies Record<Caller, number>;
const mine = (caller: Caller) => (caller === 'owner' ? [] : [OWNER.email, ids.adminUserId, VALUATION_TITLE]);

const ROUTES: Record<string, RouteCell[]> = {
  '/api/account/me': [{ label: 'GET', request: () => ['/api/account/me'], expected: everyone(200), secrets: mine }],
  '/api/account/sign-in-methods': [
    {
      label: 'POST (another address)',
      request: () => [
        '/api/account/sign-in-methods',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' },
      ],
      expected: everyone(400),
      secrets: mine,
    },
  ],
  '/api/account/sign-up': [
    {
      label: 'POST (empty)',
      request: () => ['/api/account/sign-up', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' }],
      expected: everyone(400),
      secrets: mine,
    },
  ],
  '/api/auctions': [{ label: 'GET', request: () => ['/api/auctions?pageSize=5'], expected: everyone(200), secrets: mine }],
  '/api/auctions/[id]': [
    { label: 'GET', request: () => [`/api/auctions/${ids.lotSlug.split('-')[0]}`], expected: everyone(200), secrets: mine },
  ],
  '/api/auth/[...all]': [
    {
      label: 'GET get-session',
      request: () => ['/api/auth/get-session'],
      expected: everyone(200),
      secrets: (caller) => (caller === 'owner' ? [] : [OWNER.email]),
    },
  ],
  '/api/events': [{ label: "GET ?user=me (the caller's own channel)", request: () => ['/api/events?user=me'], expected: signedIn(200) }],
  '/api/feed/lots.json': [{ label: 'GET', request: () => ['/api/feed/lots.json'], expected: everyone(200), secrets: mine }],
  '/api/feed/lots.xml': [{ label: 'GET', request: () => ['/api/feed/lots.xml'], expected: everyone(200), secrets: mine }],
  '/api/functions/[name]': [
    {
      label: "GET_ORDER of the owner's order",
      request: () => [
        '/api/functions/connector',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: { action: 'GET_ORDER', orderId: ids.pendingOrderId } }),
        },
      ],
      expected: { visitor: 401, disabled: 401, owner: 200, other: 404, admin: 404 },
      secrets: (caller) => (caller === 'owner' ? [] : [ids.pendingOrderTitle]),
    },
    {
      label: "GET_VALUATION of the owner's request",
      request: () => [
        '/api/functions/connector',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: { action: 'GET_VALUATION', valuationId: ids.valuationId } }),
        },
      ],
      // §9: "admin; the seller for their own".
      expected: { visitor: 401, disabled: 401, owner: 200, other: 404, admin: 200 },
      secrets: (caller) => (caller === 'owner' || caller === 'admin' ? [] : [VALUATION_TITLE, OWNER.email]),
    },
  ],
  '/api/health': [{ label: 'GET', request: () => ['/api/health'], expected: everyone(200) }],
  '/api/metrics': [{ label: 'GET without the token (none is set)', request: () => ['/api/metrics'], expected: everyone(404) }],
  '/api/payments/test/checkout': [
    {
      label: "POST a session id made up from the owner's order",
      request: () => [
        '/api/payments/test/checkout',
        { method: 'POST', body: new URLSearchParams({ sessionId: `cs_test_${ids.pendingOrderId}`, method: 'card' }) },
      ],
      expected: everyone(404),
      secrets: mine,
    },
    {
      // The owner's real session: only she is answered (cancel, so nothing is paid); everyone
      // else gets the same 404 as for a session that does not exist (docs/decisions/0028).
      label: "POST cancel on the owner's real session",
      request: () => [
        '/api/payments/test/checkout',
        { method: 'POST', body: new URLSearchParams({ sessionId: ids.checkoutSessionId, action: 'cancel' }) },
      ],
      expected: { visitor: 404, disabled: 404, owner: 303, other: 404, admin: 404 },
      secrets: mine,
    },
  ],
  '/api/payments/test/onboarding': [
    {
      label: "POST the owner's account id without her signed link",
      request: () => [
        '/api/payments/test/onboarding',
        {
          method: 'POST',
          body: new URLSearchParams({ accountId: ids.payoutAccountId, holderName: 'Inkräktare', bankAccount: '8327-9 999 999 999' }),
        },
      ],
      expected: everyone(303),
      secrets: mine,
    },
  ],
  '/api/payments/webhook/[provider]': [
    { label: 'POST unsigned', request: () => ['/api/payments/webhook/test', { method: 'POST', body: '{}' }], expected: everyone(400) },
  ],
  // The VAPID public key: public by design (every browser that subscribes needs it).
  '/api/push/key': [{ label: 'GET', request: () => ['/api/push/key'], expected: everyone(200) }],
  // The saved-search e-mail's one-click stop: the signed token is the permission; a made-up one changes nothing.
  '/api/saved-searches/unsubscribe/[token]': [
    {
      label: 'POST a made-up token',
      request: () => [
        `/api/saved-searches/unsubscribe/${ids.adminUserId}~${'A'.repeat(43)}`,
        { method: 'POST', body: 'List-Unsubscribe=One-Click' },
      ],
      expected: everyone(400),
    },
    { label: 'GET (to the page with the button)', request: () => ['/api/saved-searches/unsubscribe/x~y'], expected: everyone(303) },
  ],
  '/api/time': [{ label: 'GET', request: () => ['/api/time'], expected: everyone(200) }],
  '/api/uploads/[[...path]]': [
    {
      label: "HEAD the owner's upload in progress",
      request: () => [`/api/uploads/${ids.openUploadKey}`, { method: 'HEAD', headers: tus() }],
      expected: signedIn(200, 404),
    },
    {
      label: "PATCH the owner's upload in progress",
      request: () => [
        `/api/uploads/${ids.openUploadKey}`,
        {
          method: 'PATCH',
          headers: tus({ 'Upload-Offset': String(ids.openUploadOffset), 'Content-Type': 'application/offset+octet-stream' }),
          body: new Uint8Array(8),
        },
      ],
      // -1: not asked of the owner, whose PATCH would move her upload on; the last test checks it stayed put.
      expected: { visitor: 401, disabled: 401, owner: -1, other: 404, admin: 404 },
    },
    {
      label: "DELETE the owner's upload in progress",
      request: () => [`/api/uploads/${ids.openUploadKey}`, { method: 'DELETE', headers: tus() }],
      expected: { visitor: 401, disabled: 401, owner: -1, other: 404, admin: 404 },
    },
    {
      label: "GET the owner's valuation photo (thumb)",
      request: () => [`/api/uploads/${ids.usedUploadKey}/thumb`],
      // §9: private to the uploader; the studio sees it to value the object.
      expected: { visitor: 401, disabled: 401, owner: 200, other: 404, admin: 200 },
    },
    {
      label: "GET the owner's valuation photo (full)",
      request: () => [`/api/uploads/${ids.usedUploadKey}/full`],
      expected: { visitor: 401, disabled: 401, owner: 200, other: 404, admin: 200 },
    },
  ],
  '/ingest/[...path]': [{ label: 'GET (no analytics host set)', request: () => ['/ingest/decide'], expected: everyone(404) }],
  '/dokument/[file]': [
    {
      label: "GET the owner's invoice as a PDF",
      request: () => [`/dokument/${ids.invoiceNumber}.pdf`],
      // Its buyer and the studio; anyone else, signed in or not, as if it did not exist (docs/decisions/0045).
      expected: { visitor: 404, disabled: 404, owner: 200, other: 404, admin: 200 },
      secrets: (caller) => (caller === 'owner' || caller === 'admin' ? [] : [OWNER.email, ids.invoiceNumber]),
    },
  ],
  '/admin/bokforing/sie': [
    {
      label: 'GET the week as an SIE file',
      request: () => ['/admin/bokforing/sie?fran=2026-11-23&till=2026-11-29'],
      expected: { visitor: 404, disabled: 404, owner: 404, other: 404, admin: 200 },
      secrets: mine,
    },
  ],
  '/admin/bokforing/foljeratt': [
    {
      label: 'GET the resale-right report',
      request: () => ['/admin/bokforing/foljeratt?fran=2026-11-23&till=2026-11-29'],
      expected: { visitor: 404, disabled: 404, owner: 404, other: 404, admin: 200 },
      secrets: mine,
    },
  ],
  '/media/[...key]': [
    {
      label: "GET the owner's valuation photo by its storage key",
      request: () => [`/media/uploads/${ids.usedUploadKey}/full.jpg`],
      expected: everyone(404),
    },
  ],
};

describe('every route handler answers each caller as it must', () => {
  it('knows every route handler of the app', () => {
    const routes = routeFiles('app', /^route\.(ts|js)$/);
    expect(routes.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES).flatMap(([route, list]) => list.map((cell) => [route, cell.label, cell] as const)))(
    '%s: %s',
    async (_route, _label, cell) => {
      for (const caller of CALLERS) {
        const status = typeof cell.expected === 'number' ? cell.expected : cell.expected[caller];
        if (status === -1) continue;
        const [pathname, init] = cell.request();
        const controller = new AbortController();
        const response = await send(caller, pathname, { ...init, signal: controller.signal });
        const where = `${caller}: ${init?.method ?? 'GET'} ${pathname}`;
        cells++;
        expect(response.status, where).toBe(status);
        // An event stream never ends by itself: its headers are the answer.
        const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await response.text();
        controller.abort();
        if (status !== 200 && /^image\//.test(response.headers.get('content-type') ?? '')) throw new Error(`${where} sent an image`);
        for (const secret of cell.secrets?.(caller) ?? []) expect(body, `${where} carries ${secret}`).not.toContain(secret);
        if (caller !== 'owner') expect(body, `${where} carries the owner's maximum`).not.toMatch(SECRET_MAXIMUM_SHOWN);
      }
    },
  );

  it("leaves the owner's upload in progress hers: she resumes it at the same offset", async () => {
    const head = await send('owner', `/api/uploads/${ids.openUploadKey}`, { method: 'HEAD', headers: tus() });
    cells++;
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(ids.openUploadOffset));
  });
});
