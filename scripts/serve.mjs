#!/usr/bin/env node
// @ts-check
// The production server (`npm start` runs it after building): Next's own request handler behind
// one HTTP server, with the public pages (the lists, the content pages and the lot pages) served
// through a shared page cache (scripts/microcache.mjs) that the app empties of what changed.
// Everything else — migrations, the demo seed, shutdown — happens inside Next's instrumentation
// as with `next start`.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress } from './client-address.mjs';
import { HASH_MODE_HEADER } from './content-security-policy.mjs';
import { createMicrocache, defaultRoutes } from './microcache.mjs';
import { observeAnswer } from './request-observer.mjs';
import { securityHeaders } from './security-headers.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const port = Number(process.env.PORT || 3000);
// KLUBBAN_PAGE_CACHE_MS: how long a list page's copy is kept (ms); 0 turns the page cache off
// (the render benchmarks measure both ways).
const ttlMs = Number(process.env.KLUBBAN_PAGE_CACHE_MS ?? 1000);

// KLUBBAN_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed (scripts/client-address.mjs,
// docs/security.md). src/platform/env.ts checks it too; a bad value stops start-up here first.
let trustedProxies;
try {
  trustedProxies = parseTrustedProxies(process.env.KLUBBAN_TRUSTED_PROXIES);
} catch (error) {
  console.error(`Ogiltig konfiguration: KLUBBAN_TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
let warnedUntrustedProxy = false;
/**
 * Sets the one header the app takes the client's address from, whatever the client sent.
 * @param {http.IncomingMessage} req
 */
function markClientAddress(req) {
  const forwardedFor = req.headers['x-forwarded-for'];
  const address = resolveClientAddress(req.socket.remoteAddress, forwardedFor, trustedProxies);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
  if (
    forwardedFor &&
    trustedProxies.size === 0 &&
    !warnedUntrustedProxy &&
    /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '')
  ) {
    warnedUntrustedProxy = true;
    console.warn(
      JSON.stringify({
        level: 40, // pino's warn, as the app's own log lines
        msg: 'requests arrive through a proxy on this machine that is not trusted: every visitor shares its address for rate limits; set KLUBBAN_TRUSTED_PROXIES (docs/deployment.md)',
      }),
    );
  }
}

const cache = ttlMs > 0 ? createMicrocache({ routes: defaultRoutes(ttlMs) }) : null;
/**
 * The app drops the copies of pages that changed (src/server/page-cache.ts, from the realtime bus):
 * offered on globalThis, as the lanes are, since both run in this one process.
 * @type {{ __klubbanPageCache?: { invalidate: (change: import('./microcache.mjs').Change) => void } }}
 */
const pageCache = /** @type {any} */ (globalThis);
if (cache) pageCache.__klubbanPageCache = { invalidate: cache.invalidate };
// Before the app starts: its start-up (instrumentation) connects the cache to the realtime bus.
const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
/**
 * The callable API and the event streams on a lane past Next's pipeline (src/server/lanes.ts,
 * docs/decisions/0008): registered by the app at start-up; until then they go through the route
 * handlers. KLUBBAN_FAST_LANE=0 turns it off (the benchmarks measure both ways).
 * @type {{ __klubbanLane?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean }}
 */
const lanes = /** @type {any} */ (globalThis);
const laneOn = process.env.KLUBBAN_FAST_LANE !== '0';
const headers = securityHeaders({ https: /^https:/i.test(process.env.KLUBBAN_PUBLIC_URL ?? '') });
/**
 * The status of a failed answer, as the app sees it (src/server/lanes.ts registers it at start-up,
 * as `__klubbanErrorStatus`): a page that failed while the database is out of reach is 503, not 500.
 * @type {{ __klubbanErrorStatus?: (status: number) => number }}
 */
const errorStatus = /** @type {any} */ (globalThis);
/**
 * Next answers a page that failed with 500 (and app/error.tsx's Swedish page); the app may name
 * another status for it. Pages only (HTML, or the RSC payload of a client navigation): JSON
 * answers carry their own status in their body. Node sends the headers through writeHead, also
 * when Next only set `statusCode` and wrote (its implicit header), so this is the one place to
 * see the status go out.
 * @param {import('node:http').ServerResponse} res
 */
function adjustErrorStatus(res) {
  const writeHead = res.writeHead;
  /** @type {any} — writeHead has three overloads; forwarded as given */
  const patched = function (/** @type {number} */ status, /** @type {any} */ reason, /** @type {any} */ headers) {
    let adjusted = status;
    if (status >= 500 && errorStatus.__klubbanErrorStatus) {
      const given = typeof reason === 'string' ? headers : reason;
      const type = String(
        res.getHeader('content-type') ?? (given && !Array.isArray(given) ? (given['content-type'] ?? given['Content-Type'] ?? '') : ''),
      );
      if (/^text\/(html|x-component)/.test(type)) adjusted = errorStatus.__klubbanErrorStatus(status);
      if (adjusted === 503 && !res.hasHeader('retry-after')) res.setHeader('retry-after', '5');
    }
    return /** @type {Function} */ (writeHead).apply(res, [adjusted, reason, headers]);
  };
  res.writeHead = patched;
}

const server = http.createServer((req, res) => {
  observeAnswer(req, res);
  for (const [name, value] of headers) res.setHeader(name, value);
  delete req.headers[HASH_MODE_HEADER]; // only the page cache may ask proxy.ts for a hashed page
  markClientAddress(req);
  if (laneOn && lanes.__klubbanLane?.(req, res)) return;
  adjustErrorStatus(res);
  const render = () => handle(req, res);
  void (cache ? cache.handle(req, res, render) : render());
});
server.keepAliveTimeout = 65_000;
// KLUBBAN_LISTEN_HOST (src/platform/env.ts checked it at start-up): 127.0.0.1 behind a proxy.
const listenHost = process.env.KLUBBAN_LISTEN_HOST?.trim() || undefined;
server.once('error', (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error;
  console.error(`\nPorten ${port} används redan av ett annat program. Välj en annan, till exempel: PORT=${port + 1} npm start\n`);
  process.exit(1);
});
server.listen(port, listenHost, () => {
  // `npm start` (scripts/start.mjs) prints the address once the site answers; it learns here that
  // the port is open. Started some other way, this says it.
  if (process.send) process.send({ type: 'klubban:listening' });
  else console.log(`Klubban lyssnar på port ${port}`);
});
