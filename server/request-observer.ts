import type { IncomingMessage, ServerResponse } from 'node:http';
import { outerServerHooks } from '@/server/outer-hooks';

/**
 * Hands every answer of `npm start` to the Prometheus metrics (src/platform/metrics.ts, which
 * classifies and counts, docs/decisions/0021): server/serve.ts calls `observeAnswer` first thing
 * for each request, so the lanes, the page cache and Next are all counted. The app's hooks
 * (src/server/outer-hooks.ts) carry the observer; before the app registered them, nothing is counted.
 *
 * Reported when the response closes: after its last byte, or when the client went away. A request
 * dropped before any header was sent is reported as 499 (client closed request).
 */
export function observeAnswer(req: IncomingMessage, res: ServerResponse): void {
  const hooks = outerServerHooks();
  if (!hooks) return;
  // Taken now: Next may rewrite req.url while handling it.
  const { method, url } = req;
  const started = performance.now();
  res.once('close', () => hooks.observeRequest(method, url, res.headersSent ? res.statusCode : 499, (performance.now() - started) / 1000));
}
