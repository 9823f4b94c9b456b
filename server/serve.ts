// The production server (`npm start`: scripts/start.mjs builds this file and runs it): Next's own
// request handler behind one HTTP server (docs/architecture.md "Serving"), with
// - the security headers on every answer (server/security-headers.ts),
// - the client's address worked out from the connection (server/client-address.ts),
// - every answer counted (server/request-observer.ts),
// - the fast lane for the callable API and the event streams (docs/decisions/0008),
// - the public pages (the lists, the content pages and the lot pages) served through a shared page
//   cache (server/microcache.ts, docs/decisions/0006, 0023) that the app empties of what changed.
// What it needs of the app it gets through the one typed door of src/server/outer-hooks.ts.
// Everything else — migrations, the demo seed, shutdown — happens inside Next's instrumentation
// as with `next start`.
import http from 'node:http';
import next from 'next';
import { parseTrustedProxies, type TrustedProxies } from '@/platform/http/client-address';
import { HASH_MODE_HEADER } from '@/platform/http/content-security-policy';
import { outerServerHooks, whenOuterServerHooks } from '@/server/outer-hooks';
import { clientAddressMarker } from './client-address';
import { createMicrocache, defaultRoutes } from './microcache';
import { observeAnswer } from './request-observer';
import { securityHeaders } from './security-headers';

// scripts/start.mjs starts this in the project's folder.
const root = process.cwd();
const port = Number(process.env.PORT || 3000);
// KLUBBAN_PAGE_CACHE_MS: how long a list page's copy is kept (ms); 0 turns the page cache off
// (the render benchmarks measure both ways).
const ttlMs = Number(process.env.KLUBBAN_PAGE_CACHE_MS ?? 1000);

// KLUBBAN_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed (src/platform/http/client-address.ts,
// docs/security.md). src/platform/env.ts checks it too; a bad value stops start-up here first.
let trustedProxies: TrustedProxies;
try {
  trustedProxies = parseTrustedProxies(process.env.KLUBBAN_TRUSTED_PROXIES);
} catch (error) {
  console.error(`Ogiltig konfiguration: KLUBBAN_TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const markClientAddress = clientAddressMarker(trustedProxies);

const cache = ttlMs > 0 ? createMicrocache({ routes: defaultRoutes(ttlMs) }) : null;
// Asked before the app starts: its start-up (instrumentation) registers the hooks, and the cache
// follows the pages that change from then on.
if (cache) whenOuterServerHooks((hooks) => hooks.followPageChanges(cache.invalidate));
const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
// KLUBBAN_FAST_LANE=0 turns the fast lane off (the benchmarks measure both ways); before the app
// registered its hooks, the lane's requests go through the route handlers.
const laneOn = process.env.KLUBBAN_FAST_LANE !== '0';
const headers = securityHeaders({ https: /^https:/i.test(process.env.KLUBBAN_PUBLIC_URL ?? '') });

/** Node's writeHead has three overloads; the patch below forwards what it is given as given. */
type Forward = (this: http.ServerResponse, ...args: unknown[]) => unknown;

/**
 * Next answers a page that failed with 500 (and app/error.tsx's Swedish page); the app may name
 * another status for it (the hooks' `errorStatus`). Pages only (HTML, or the RSC payload of a
 * client navigation): JSON answers carry their own status in their body. Node sends the headers
 * through writeHead, also when Next only set `statusCode` and wrote (its implicit header), so this
 * is the one place to see the status go out.
 */
function adjustErrorStatus(res: http.ServerResponse): void {
  const writeHead = res.writeHead as unknown as Forward;
  const patched = (status: number, reason?: unknown, given?: unknown) => {
    let adjusted = status;
    const errorStatus = status >= 500 ? outerServerHooks()?.errorStatus : undefined;
    if (errorStatus) {
      const headers = (typeof reason === 'string' ? given : reason) as http.OutgoingHttpHeaders | unknown[] | undefined;
      const type = String(
        res.getHeader('content-type') ??
          (headers && !Array.isArray(headers) ? (headers['content-type'] ?? headers['Content-Type'] ?? '') : ''),
      );
      if (/^text\/(html|x-component)/.test(type)) adjusted = errorStatus(status);
      if (adjusted === 503 && !res.hasHeader('retry-after')) res.setHeader('retry-after', '5');
    }
    return writeHead.apply(res, [adjusted, reason, given]);
  };
  res.writeHead = patched as http.ServerResponse['writeHead'];
}

const server = http.createServer((req, res) => {
  observeAnswer(req, res);
  for (const [name, value] of headers) res.setHeader(name, value);
  delete req.headers[HASH_MODE_HEADER]; // only the page cache may ask proxy.ts for a hashed page
  markClientAddress(req);
  if (laneOn && outerServerHooks()?.lane(req, res)) return;
  adjustErrorStatus(res);
  const render = () => handle(req, res);
  void (cache ? cache.handle(req, res, render) : render());
});
server.keepAliveTimeout = 65_000;
// KLUBBAN_LISTEN_HOST (src/platform/env.ts checked it at start-up): 127.0.0.1 behind a proxy.
const listenHost = process.env.KLUBBAN_LISTEN_HOST?.trim() || undefined;
server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`\nPorten ${port} används redan av ett annat program. Välj en annan, till exempel: PORT=${port + 1} npm start\n`);
  process.exit(1);
});
server.listen(port, listenHost, () => {
  // `npm start` (scripts/start.mjs) prints the address once the site answers; it learns here that
  // the port is open. Started some other way, this says it.
  if (process.send) process.send({ type: 'klubban:listening' });
  else console.log(`Klubban lyssnar på port ${port}`);
});
