/**
 * Cross-site request forgery, the one rule: a state-changing request that
 * carries the session cookie must come from this site. SameSite=Lax already keeps the cookie off
 * cross-site POSTs in current browsers; this is the second lock, for older browsers and for
 * same-site-but-cross-origin pages. Requests with an `Authorization` header carry no ambient
 * authority (a token the caller had to hold) and pass; so do requests without any cookie.
 *
 * Used by proxy.ts for every route Next answers and by the callable protocol, whose fast lane
 * (src/server/lanes.ts) answers before the proxy runs.
 */

export const CROSS_SITE_MESSAGE = 'Förfrågan kom från en annan webbplats.';

/** Methods that only read, and never need the check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a request with the session cookie comes from another site. `fallbackHost` is the host
 * the request was addressed to where the headers do not say it (a web Request's URL).
 */
export function isCrossSiteCookieRequest(headers: Headers, fallbackHost?: string): boolean {
  if (!headers.get('cookie') || headers.get('authorization')) return false;
  const origin = headers.get('origin');
  // Browsers send Origin on every POST; without it, Fetch Metadata still says where it came from.
  if (!origin) return headers.get('sec-fetch-site') === 'cross-site';
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? fallbackHost;
  if (!host) return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage: not this site
  }
}
