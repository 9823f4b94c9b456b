// @ts-check
/**
 * A short-lived shared cache of whole rendered pages, in front of Next's request handler — what a
 * CDN's "microcache" does: the busiest public list pages (`/`, `/auktioner?…`) are rendered at
 * most once per `ttlMs` per distinct URL, however many people ask for them, and everyone else gets
 * the latest copy from memory.
 *
 * Rules:
 * - Only GET requests for the listed paths; only answers that are 200, HTML or RSC, without
 *   Set-Cookie, and not larger than `maxEntryBytes`, are kept. The listed pages must not depend on
 *   who asks (they read no cookie; the user area is drawn in the browser) — except the edit-mode
 *   cookie, whose requests pass by the cache (the server checks that the caller is an admin).
 * - The key is the URL plus every request header the answer varies by (Accept-Encoding, and the
 *   router headers Next lists in `Vary` for client navigations).
 * - A fresh copy is served from memory. When it is stale, the first request renders again while
 *   requests arriving meanwhile get the stale copy (stale-while-revalidate); with no copy at all,
 *   concurrent requests for one key wait for the single render in flight (no stampede).
 * - Entries are dropped oldest first beyond `maxEntries`.
 * - A page (not an RSC payload) that may be kept is rendered without a script nonce and held until
 *   it is complete; then the hashes of its inline scripts go into its Content-Security-Policy
 *   (scripts/content-security-policy.mjs) and it is sent. A nonce would be repeated to everyone who
 *   gets the copy; a hash holds for exactly this copy.
 */

import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { fillScriptHashes, HASH_MODE_HEADER, inlineScriptHashes } from './content-security-policy.mjs';

/**
 * The pages `npm start` serves through the cache (scripts/serve.mjs, docs/decisions/0006): the
 * public list pages and every page built from content blocks (src/modules/content/pages.ts; a
 * test keeps the two lists together). None of them reads a cookie apart from the edit-mode one.
 */
export const CACHED_PAGE_PATHS = [
  '/',
  '/auktioner',
  '/om-oss',
  '/kop-och-salj',
  '/allmanna-villkor',
  '/integritetspolicy',
  '/cookiepolicy',
  '/salj',
];

/** Request headers a cached answer may vary by (Next sets `Vary` to the router ones). */
const KEY_HEADERS = [
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer, storedAt: number }} Entry
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ ttlMs?: number, maxEntries?: number, maxEntryBytes?: number, paths: string[], now?: () => number }} Options
 */

/**
 * Fills the hashes of the inline scripts of a complete page into the policy proxy.ts gave it.
 * @param {Res} res @param {Buffer} body
 */
function withScriptHashes(res, body) {
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

/** @param {Options} options */
export function createMicrocache(options) {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxEntryBytes = options.maxEntryBytes ?? 2_000_000;
  const paths = new Set(options.paths);
  const now = options.now ?? Date.now;
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<Entry | null>>} */
  const inFlight = new Map();
  const stats = { hits: 0, stale: 0, misses: 0, bypass: 0 };

  /** @param {Req} req */
  function keyOf(req) {
    if (req.method !== 'GET' || !req.url) return null;
    const query = req.url.indexOf('?');
    const pathname = query === -1 ? req.url : req.url.slice(0, query);
    if (!paths.has(pathname)) return null;
    // An admin in edit mode (src/modules/content/edit-mode.ts) gets the editor, never a copy.
    const cookie = req.headers.cookie;
    if (typeof cookie === 'string' && /(?:^|;\s*)klubban-redigera=1(?:;|$)/.test(cookie)) return null;
    let key = req.url;
    for (const name of KEY_HEADERS) {
      const value = req.headers[name];
      if (value !== undefined) key += `\n${name}:${Array.isArray(value) ? value.join(',') : value}`;
    }
    return key;
  }

  /** @param {Res} res @param {Entry} entry @param {'HIT' | 'STALE'} state */
  function send(res, entry, state) {
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('x-request-id', randomUUID());
    res.setHeader('x-klubban-cache', state);
    res.setHeader('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    res.setHeader('content-length', String(entry.body.length));
    res.end(entry.body);
  }

  /**
   * Lets Next answer `res` while keeping a copy of what it writes. With `hashed`, nothing reaches
   * the client until the page is complete and its script hashes are in its policy (see above).
   * @param {Res} res @param {() => unknown} render @param {boolean} hashed @returns {Promise<Entry | null>}
   */
  function renderAndCapture(res, render, hashed) {
    return new Promise((resolve) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      let keep = true;
      const write = res.write;
      const end = res.end;
      const writeHead = res.writeHead;
      /** @param {unknown} chunk @param {unknown} encoding */
      const collect = (chunk, encoding) => {
        if ((!keep && !hashed) || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
            : Buffer.from(/** @type {Uint8Array} */ (chunk));
        size += buffer.length;
        if (size > maxEntryBytes) keep = false;
        if (keep || hashed) chunks.push(Buffer.from(buffer)); // a copy: the caller may reuse its buffer
      };
      // Headers passed to writeHead are not kept by Node unless set one by one; set them so the copy has them.
      /** @type {any} — writeHead has three overloads; forwarded as given */
      const patchedWriteHead = function (/** @type {number} */ status, /** @type {any} */ reason, /** @type {any} */ headers) {
        const given = typeof reason === 'string' ? headers : reason;
        if (Array.isArray(given)) {
          // Raw header arrays: rare, not worth parsing. Passed on untouched; Next never sends them for pages.
          keep = false;
          if (hashed) for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(given[i], given[i + 1]);
          else return /** @type {Function} */ (writeHead).apply(res, [status, reason, headers]);
        } else if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
        res.statusCode = status;
        if (hashed) return res; // sent with the complete page, in patchedEnd
        return /** @type {Function} */ (writeHead).apply(res, typeof reason === 'string' ? [status, reason] : [status]);
      };
      res.writeHead = patchedWriteHead;
      /** @type {any} — write/end have several overloads; forwarded as given */
      const patchedWrite = function (/** @type {unknown[]} */ ...args) {
        collect(args[0], args[1]);
        if (!hashed) return /** @type {Function} */ (write).apply(res, args);
        const callback = args.find((arg) => typeof arg === 'function');
        if (callback) process.nextTick(callback);
        return true;
      };
      res.write = patchedWrite;
      /** @type {any} */
      const patchedEnd = function (/** @type {unknown[]} */ ...args) {
        collect(args[0], args[1]);
        if (!hashed) return /** @type {Function} */ (end).apply(res, args);
        const body = Buffer.concat(chunks);
        withScriptHashes(res, body);
        res.setHeader('content-length', String(body.length));
        res.removeHeader('transfer-encoding');
        /** @type {Function} */ (writeHead).apply(res, [res.statusCode]);
        const callback = args.find((arg) => typeof arg === 'function');
        return /** @type {Function} */ (end).apply(res, callback ? [body, callback] : [body]);
      };
      res.end = patchedEnd;
      if (hashed) res.flushHeaders = () => {};
      const finish = () => {
        const type = String(res.getHeader('content-type') ?? '');
        const cacheable =
          keep &&
          res.statusCode === 200 &&
          res.getHeader('set-cookie') === undefined &&
          (type.startsWith('text/html') || type.startsWith('text/x-component'));
        if (!cacheable) return resolve(null);
        /** @type {[string, string | string[]][]} */
        const headers = [];
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
        resolve({ status: 200, headers, body: Buffer.concat(chunks), storedAt: now() });
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

  /** @param {string} key @param {Entry} entry */
  function store(key, entry) {
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
   * @param {Req} req @param {Res} res @param {() => unknown} render
   */
  async function handle(req, res, render) {
    const key = keyOf(req);
    if (key === null) {
      stats.bypass++;
      return render();
    }
    // A page (not a client navigation's RSC payload) that may be kept: rendered for hashes, not a nonce.
    const hashed = req.headers.rsc === undefined;
    if (hashed) req.headers[HASH_MODE_HEADER] = 'hash';
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < ttlMs) {
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
      return renderAndCapture(res, render, hashed);
    }
    stats.misses++;
    res.setHeader('x-klubban-cache', 'MISS');
    const rendering = renderAndCapture(res, render, hashed).then((captured) => {
      if (captured) store(key, captured);
      inFlight.delete(key);
      return captured;
    });
    inFlight.set(key, rendering);
    await rendering;
  }

  return { handle, stats, clear: () => entries.clear() };
}
