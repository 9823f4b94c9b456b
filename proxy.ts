import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/platform/env';
import { CROSS_SITE_MESSAGE, isCrossSiteCookieRequest, isStateChanging } from '@/platform/http/same-site';
import { getLogger, requestIdOf } from '@/platform/logger';
import { EDIT_MODE_COOKIE, editRedirectTarget } from '@/modules/content';
import { BOOT_SCRIPT } from '@/modules/shell';
import { contentSecurityPolicy, HASH_MODE_HEADER, sha256Source } from '@/platform/http/content-security-policy';

/**
 * Every request Next answers passes here first:
 * - it gets an id (kept if the caller sent a sane one), passed on to route handlers as
 *   `x-request-id`, returned in the response, and one JSON log line;
 * - a state-changing request with the session cookie from another site is refused (CSRF,
 *   src/platform/http/same-site.ts);
 * - a page gets its Content-Security-Policy (src/platform/http/content-security-policy.ts): a fresh nonce
 *   per request, which Next writes on its scripts, or — for a page the page cache will keep
 *   (server/microcache.ts says so in `x-klubban-csp: hash`) — no nonce and the hashes of its inline
 *   scripts, filled in by the cache once the page is rendered;
 * - in edit mode, a route with a blockId parameter opens /edit/{blockId} (spec §2).
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  getLogger().info({ requestId, method: request.method, path: request.nextUrl.pathname }, 'request');

  if (isStateChanging(request.method) && isCrossSiteCookieRequest(request.headers, request.nextUrl.host)) {
    return NextResponse.json(
      { error: { status: 'PERMISSION_DENIED', message: CROSS_SITE_MESSAGE } },
      // The same answer, headers and all, as the callable protocol's own refusal (src/platform/callable/handle.ts).
      {
        status: 403,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, 'cache-control': 'no-store' },
      },
    );
  }

  // Spec §2: with editing on, a route without /edit and with a blockId parameter opens /edit/{blockId}
  // (that page answers 404 to anyone but an admin).
  const target = editRedirectTarget({
    editing: request.cookies.get(EDIT_MODE_COOKIE)?.value === '1',
    pathname: request.nextUrl.pathname,
    blockId: request.nextUrl.searchParams.get('blockId'),
  });
  if (target && request.method === 'GET') {
    const response = NextResponse.redirect(new URL(target, request.url), 307);
    response.headers.set('x-request-id', requestId);
    return response;
  }

  // Whatever policy a client sent must never reach Next: it would take a nonce from it.
  headers.delete('content-security-policy');
  headers.delete('content-security-policy-report-only');
  const policy = isPage(request.nextUrl.pathname) ? pagePolicy(request.headers.get(HASH_MODE_HEADER) === 'hash') : null;
  if (policy?.nonce) headers.set('content-security-policy', policy.value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  if (policy) response.headers.set('content-security-policy', policy.value);
  return response;
}

/**
 * Pages, as opposed to the API, files, images and feeds (those keep server/security-headers.ts's no-script policy).
 * /edit/{blockId} is a page although a block id reads like a file name ("om-oss.studion").
 */
function isPage(pathname: string): boolean {
  if (pathname.startsWith('/edit/')) return true;
  return !/^\/(?:api|media|ingest|_next)\//.test(pathname) && !/\.[a-z]+$/i.test(pathname);
}

const BOOT_SCRIPT_HASH = sha256Source(BOOT_SCRIPT);

function pagePolicy(cached: boolean): { value: string; nonce: string | null } {
  const env = getEnv();
  const options = {
    extraScriptHashes: [BOOT_SCRIPT_HASH],
    dev: process.env.NODE_ENV === 'development',
    publicUrl: env.publicUrl,
    integrations: { sentryDsn: env.SENTRY_DSN, adTagScriptUrl: env.NEXT_PUBLIC_AD_TAG_ID ? env.AD_TAG_SCRIPT_URL : undefined },
  };
  if (cached) return { value: contentSecurityPolicy({ ...options, scripts: { hashes: 'placeholder' } }), nonce: null };
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  return { value: contentSecurityPolicy({ ...options, scripts: { nonce } }), nonce };
}

export const config = {
  matcher: ['/((?!_next/static|_next/webpack-hmr|icons/|favicon|icon.png|manifest.webmanifest).*)'],
};
