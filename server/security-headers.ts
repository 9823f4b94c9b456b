import { NON_PAGE_POLICY } from '@/platform/http/content-security-policy';

/**
 * The security headers every answer of `npm start` carries: set once in
 * server/serve.ts before a request goes to the fast lane, the page cache or Next, so none of the
 * three can answer without them.
 *
 * - no framing by other sites (`frame-ancestors 'none'`, and X-Frame-Options for old browsers);
 * - no MIME sniffing; referrers cut to the origin across sites;
 * - no camera, microphone, location or ad topics for any page;
 * - HSTS when the public address is https (a plain-http address must stay reachable).
 * The policy here is the one for everything that is not a page (JSON, files, images: nothing may
 * run, load or be framed); proxy.ts gives each page its own (src/platform/http/content-security-policy.ts,
 * docs/decisions/0022).
 */

export function securityHeaders({ https }: { https: boolean }): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', NON_PAGE_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}
