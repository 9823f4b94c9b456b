import { NextResponse, type NextRequest } from 'next/server';
import { getLogger, requestIdOf } from '@/platform/logger';
import { EDIT_MODE_COOKIE, editRedirectTarget } from '@/modules/content';

/**
 * Gives every request an id (kept if the caller sent a sane one), passes it on to route handlers
 * as `x-request-id`, returns it in the response, and writes one JSON log line per request.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  getLogger().info({ requestId, method: request.method, path: request.nextUrl.pathname }, 'request');
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
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/webpack-hmr|icons/|favicon|icon.png|manifest.webmanifest).*)'],
};
