/**
 * A shared cache of whole rendered pages, in front of Next's request handler — what a CDN's
 * "microcache" does: the public pages that do not depend on who asks are rendered once per change
 * (or per second, for the lists), however many people ask for them, and everyone else gets the
 * latest copy from memory (docs/decisions/0006, 0023).
 *
 * Rules:
 * - Only GET requests for the routes below; only answers that are 200, HTML or RSC, without
 *   Set-Cookie, and not larger than `maxEntryBytes`, are kept. The routes' pages must not depend on
 *   who asks (they read no cookie; the user area, a lot's bid form and a viewer's own bids are drawn
 *   in the browser) — except the edit-mode cookie, whose requests pass by the cache (the server
 *   checks that the caller is an admin).
 * - The key is the URL plus every request header the answer varies by (Accept-Encoding, and the
 *   router headers Next lists in `Vary` for client navigations).
 * - A copy is fresh for its route's `ttlMs`. A lot page and a content page are also dropped the
 *   moment the app says they changed (`invalidate`, from the realtime bus: a bid, an edit, a
 *   publish — in every instance on the same database). A render that began before such a change is
 *   not kept, and requests after the change do not wait for it.
 * - When a copy is stale, the first request renders again while requests arriving meanwhile get
 *   the stale copy (stale-while-revalidate); with no copy at all, concurrent requests for one key
 *   wait for the single render in flight (no stampede).
 * - A page (HTML) it may keep goes out with a `Cache-Control` a shared cache in front (nginx, a
 *   CDN) may use: `public, max-age=0, s-maxage=…, stale-while-revalidate=…` by route — short, since
 *   such a cache hears of no change; the live parts of a page correct themselves in the browser.
 * - Entries are dropped oldest first beyond `maxEntries`.
 * - A page (not an RSC payload) that may be kept is rendered without a script nonce and held until
 *   it is complete; then the hashes of its inline scripts go into its Content-Security-Policy
 *   (src/platform/http/content-security-policy.ts) and it is sent. A nonce would be repeated to everyone who
 *   gets the copy; a hash holds for exactly this copy.
 */

import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders, IncomingMessage as Req, ServerResponse as Res } from 'node:http';
import zlib from 'node:zlib';
import { fillScriptHashes, HASH_MODE_HEADER, inlineScriptHashes } from '@/platform/http/content-security-policy';
import type { PageChange as Change } from '@/server/outer-hooks';
import { CONTENT_PAGE_IDS, EDIT_MODE_COOKIE } from '@/modules/content';

/** The public list pages: their cards change with every bid anywhere, so they are kept a second. */
export const LIST_PAGE_PATHS = ['/', '/auktioner'];

/**
 * Every other page built from content blocks (the content module's list; the home page is a list
 * page above). Kept until an edit is published (then dropped at once), and a minute at most.
 */
export const CONTENT_PAGE_PATHS = CONTENT_PAGE_IDS.filter((path) => !LIST_PAGE_PATHS.includes(path));

/** The pages `npm start` serves through the cache by their exact path. */
export const CACHED_PAGE_PATHS = [...LIST_PAGE_PATHS, ...CONTENT_PAGE_PATHS];

/** A lot page at its canonical address, "/auktioner/123-vas-satellit"; group 1 is the lot's id. */
export const LOT_PAGE = /^\/auktioner\/(\d{1,10})-[a-z0-9-]+$/;

export interface Route {
  ttlMs: number;
  sharedMaxAge: number;
  staleWhileRevalidate: number;
}
export interface Routes {
  list: Route;
  content: Route;
  lot: Route;
}

/**
 * The routes' times. `ttlMs` here; the shared cache in front keeps a copy `sharedMaxAge` seconds and
 * may serve it `staleWhileRevalidate` seconds longer while it asks again. A lot page lives until its
 * lot changes (a minute at most, so that nothing the events miss stays long); in front, a few
 * seconds: the page's live part catches up from the event stream (it names the last event it shows).
 */
export function defaultRoutes(listTtlMs = 1000): Routes {
  return {
    list: { ttlMs: listTtlMs, sharedMaxAge: 1, staleWhileRevalidate: 10 },
    content: { ttlMs: 60_000, sharedMaxAge: 30, staleWhileRevalidate: 300 },
    lot: { ttlMs: 60_000, sharedMaxAge: 5, staleWhileRevalidate: 30 },
  };
}

/** Request headers a cached answer may vary by (Next sets `Vary` to the router ones). */
const KEY_HEADERS = [
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
  route: Route;
  group: string;
}
export interface Options {
  routes?: Routes;
  maxEntries?: number;
  maxEntryBytes?: number;
  now?: () => number;
}
interface Target {
  key: string;
  route: Route;
  group: string;
}

/**
 * The group a page's copies are dropped by: a lot page's by its lot (whatever its slug), any other
 * page's by its path.
 */
export function groupOf(pathname: string): string {
  const lot = LOT_PAGE.exec(pathname);
  return lot ? `lot:${Number(lot[1])}` : `path:${pathname}`;
}

/** The path of a cache key (the URL up to its query, or up to the first header line). */
const pathOfKey = (key: string) => key.split(/[?\n]/, 1)[0] ?? key;

const sharedCacheControl = (route: Route) =>
  `public, max-age=0, s-maxage=${route.sharedMaxAge}, stale-while-revalidate=${route.staleWhileRevalidate}`;

/** Fills the hashes of the inline scripts of a complete page into the policy proxy.ts gave it. */
function withScriptHashes(res: Res, body: Buffer): void {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
  const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
  const html = (
    encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(body)
        : encoding === 'deflate'
          ? zlib.inflateSync(body)
          : body
  ).toString('utf8');
  res.setHeader('content-security-policy', fillScriptHashes(policy, inlineScriptHashes(html)));
}

/** Node's write, end and writeHead have several overloads; the patches below forward what they are given as given. */
type Forward = (this: Res, ...args: unknown[]) => unknown;

/** An admin in edit mode (src/modules/content/edit-mode.ts) sends this cookie. */
const EDIT_MODE_ON = new RegExp(`(?:^|;\\s*)${EDIT_MODE_COOKIE}=1(?:;|$)`);

export function createMicrocache(options: Options) {
  const routes = options.routes ?? defaultRoutes();
  const maxEntries = options.maxEntries ?? 2000;
  const maxEntryBytes = options.maxEntryBytes ?? 2_000_000;
  const lists = new Set(LIST_PAGE_PATHS);
  const contents = new Set(CONTENT_PAGE_PATHS);
  const now = options.now ?? Date.now;
  /**
   * Changes are numbered; `changedAt` holds the number of each group's latest change (and of the
   * latest change of everything, under ""), so a render can tell whether its group changed since
   * it began.
   */
  let changes = 0;
  const changedAt = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, stale: 0, misses: 0, bypass: 0, dropped: 0 };

  function routeOf(pathname: string): Route | null {
    if (lists.has(pathname)) return routes.list;
    if (contents.has(pathname)) return routes.content;
    if (LOT_PAGE.test(pathname)) return routes.lot;
    return null;
  }

  function targetOf(req: Req): Target | null {
    if (req.method !== 'GET' || !req.url) return null;
    const query = req.url.indexOf('?');
    const pathname = query === -1 ? req.url : req.url.slice(0, query);
    const route = routeOf(pathname);
    if (!route) return null;
    // An admin in edit mode (src/modules/content/edit-mode.ts) gets the editor, never a copy.
    const cookie = req.headers.cookie;
    if (typeof cookie === 'string' && EDIT_MODE_ON.test(cookie)) return null;
    let key = req.url;
    for (const name of KEY_HEADERS) {
      const value = req.headers[name];
      if (value !== undefined) key += `\n${name}:${Array.isArray(value) ? value.join(',') : value}`;
    }
    return { key, route, group: groupOf(pathname) };
  }

  /** Whether `group` (or everything) changed after change number `since`. */
  const changedSince = (group: string, since: number) => (changedAt.get(group) ?? 0) > since || (changedAt.get('') ?? 0) > since;

  function send(res: Res, entry: Entry, state: 'HIT' | 'STALE'): void {
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('x-request-id', randomUUID());
    res.setHeader('x-klubban-cache', state);
    // No Age: a copy is valid until its page changes, not for a time from its render, and a shared
    // cache in front would count an Age against the s-maxage it is given.
    res.setHeader('content-length', String(entry.body.length));
    res.end(entry.body);
  }

  /**
   * Lets Next answer `res` while keeping a copy of what it writes. With `hashed`, nothing reaches
   * the client until the page is complete and its script hashes are in its policy (see above).
   */
  function renderAndCapture(res: Res, render: () => unknown, hashed: boolean, target: Target): Promise<Entry | null> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let keep = true;
      const write = res.write as unknown as Forward;
      const end = res.end as unknown as Forward;
      const writeHead = res.writeHead as unknown as Forward;
      const collect = (chunk: unknown, encoding: unknown) => {
        if ((!keep && !hashed) || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > maxEntryBytes) keep = false;
        if (keep || hashed) chunks.push(Buffer.from(buffer)); // a copy: the caller may reuse its buffer
      };
      // Headers passed to writeHead are not kept by Node unless set one by one; set them so the copy has them.
      const patchedWriteHead = (status: number, reason?: unknown, headers?: unknown) => {
        const given = typeof reason === 'string' ? headers : reason;
        if (Array.isArray(given)) {
          // Raw header arrays: rare, not worth parsing. Passed on untouched; Next never sends them for pages.
          keep = false;
          if (hashed) for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(String(given[i]), given[i + 1] as string | string[]);
          else return writeHead.apply(res, [status, reason, headers]);
        } else if (given && typeof given === 'object') {
          for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
        }
        res.statusCode = status;
        if (hashed) return res; // sent with the complete page, in patchedEnd
        return writeHead.apply(res, typeof reason === 'string' ? [status, reason] : [status]);
      };
      res.writeHead = patchedWriteHead as Res['writeHead'];
      const patchedWrite = (...args: unknown[]) => {
        collect(args[0], args[1]);
        if (!hashed) return write.apply(res, args);
        const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        if (callback) process.nextTick(callback);
        return true;
      };
      res.write = patchedWrite as Res['write'];
      const patchedEnd = (...args: unknown[]) => {
        collect(args[0], args[1]);
        if (!hashed) return end.apply(res, args);
        const body = Buffer.concat(chunks);
        withScriptHashes(res, body);
        if (keptCopy()) res.setHeader('cache-control', sharedCacheControl(target.route));
        res.setHeader('content-length', String(body.length));
        res.removeHeader('transfer-encoding');
        writeHead.apply(res, [res.statusCode]);
        const callback = args.find((arg) => typeof arg === 'function');
        return end.apply(res, callback ? [body, callback] : [body]);
      };
      res.end = patchedEnd as Res['end'];
      if (hashed) res.flushHeaders = () => {};
      /** Whether what was rendered is a copy for everyone. */
      const keptCopy = () => {
        const type = String(res.getHeader('content-type') ?? '');
        return (
          keep &&
          res.statusCode === 200 &&
          res.getHeader('set-cookie') === undefined &&
          (type.startsWith('text/html') || type.startsWith('text/x-component'))
        );
      };
      const finish = () => {
        if (!keptCopy()) return resolve(null);
        const headers: [string, string | string[]][] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (
            value === undefined ||
            name === 'x-request-id' ||
            name === 'content-length' ||
            name === 'transfer-encoding' ||
            name === 'date'
          )
            continue;
          headers.push([name, typeof value === 'number' ? String(value) : value]);
        }
        resolve({ status: 200, headers, body: Buffer.concat(chunks), storedAt: now(), route: target.route, group: target.group });
      };
      res.once('finish', finish);
      res.once('close', () => {
        if (!res.writableFinished) resolve(null);
      });
      Promise.resolve()
        .then(render)
        .catch(() => resolve(null));
    });
  }

  function store(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /**
   * Answers `req` from the cache when it can, else through `render` (which must answer `res`).
   */
  async function handle(req: Req, res: Res, render: () => unknown): Promise<unknown> {
    const target = targetOf(req);
    if (target === null) {
      stats.bypass++;
      return render();
    }
    const { key, route, group } = target;
    // A page (not a client navigation's RSC payload) that may be kept: rendered for hashes, not a nonce.
    const hashed = req.headers.rsc === undefined;
    if (hashed) req.headers[HASH_MODE_HEADER] = 'hash';
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < route.ttlMs) {
      stats.hits++;
      return send(res, entry, 'HIT');
    }
    const pending = inFlight.get(key);
    if (pending) {
      if (entry) {
        stats.stale++;
        return send(res, entry, 'STALE');
      }
      const rendered = await pending;
      if (rendered) {
        stats.hits++;
        return send(res, rendered, 'HIT');
      }
      stats.bypass++;
      return renderAndCapture(res, render, hashed, target);
    }
    stats.misses++;
    res.setHeader('x-klubban-cache', 'MISS');
    const began = changes;
    const rendering = renderAndCapture(res, render, hashed, target).then((captured) => {
      if (inFlight.get(key) === rendering) inFlight.delete(key);
      // Rendered from data older than a change that came meanwhile: sent, but not kept.
      if (captured && !changedSince(group, began)) store(key, captured);
      return captured;
    });
    inFlight.set(key, rendering);
    await rendering;
  }

  /**
   * The app says pages changed: a lot (its page, whatever its slug), a path, or everything (the
   * events may have been missed). Their copies go at once, and so do renders under way: requests
   * from now on render anew rather than wait for a copy made before the change.
   */
  function invalidate(change: Change): void {
    const group = change.all ? '' : change.lotId !== undefined ? `lot:${change.lotId}` : change.path ? groupOf(change.path) : null;
    if (group === null) return;
    changedAt.set(group, ++changes);
    for (const [key, entry] of entries) {
      if (group === '' || entry.group === group) {
        entries.delete(key);
        stats.dropped++;
      }
    }
    for (const key of inFlight.keys()) if (group === '' || groupOf(pathOfKey(key)) === group) inFlight.delete(key);
  }

  return { handle, invalidate, stats, clear: () => entries.clear() };
}
