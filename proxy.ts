import { NextResponse, type NextRequest } from 'next/server';
import { getLogger, requestIdOf } from '@/platform/logger';

/**
 * Gives every request an id (kept if the caller sent a sane one), passes it on to route handlers
 * as `x-request-id`, returns it in the response, and writes one JSON log line per request.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  getLogger().info({ requestId, method: request.method, path: request.nextUrl.pathname }, 'request');
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/webpack-hmr|icons/|favicon|icon.png|manifest.webmanifest).*)'],
};
