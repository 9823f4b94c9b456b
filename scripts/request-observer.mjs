// @ts-check
/**
 * Hands every answer of `npm start` to the Prometheus metrics (src/platform/metrics.ts, which
 * classifies and counts): scripts/serve.mjs calls `observeAnswer` first thing for each request,
 * so the lanes, the page cache and Next are all counted. The app registers the observer at
 * start-up as `globalThis.__klubbanRequestObserver` (same process, so through globalThis, as the
 * fast lane is offered); before that, nothing is counted.
 *
 * Reported when the response closes: after its last byte, or when the client went away. A request
 * dropped before any header was sent is reported as 499 (client closed request).
 */

/**
 * @typedef {(method: string | undefined, url: string | undefined, status: number, seconds: number) => void} RequestObserver
 * @type {{ __klubbanRequestObserver?: RequestObserver }}
 */
const slots = /** @type {any} */ (globalThis);

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function observeAnswer(req, res) {
  const observe = slots.__klubbanRequestObserver;
  if (!observe) return;
  // Taken now: Next may rewrite req.url while handling it.
  const { method, url } = req;
  const started = performance.now();
  res.once('close', () => observe(method, url, res.headersSent ? res.statusCode : 499, (performance.now() - started) / 1000));
}
