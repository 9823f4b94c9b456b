import { POST as signInMethodsRoute } from '../../app/api/account/sign-in-methods/route';
import { POST as signUpRoute } from '../../app/api/account/sign-up/route';
import { GET as meRoute } from '../../app/api/account/me/route';
import { handleAuthRequest } from '@/modules/accounts/auth-route';
import { getCaller } from '@/modules/accounts/caller';
import { handleCallable } from '@/platform/callable/handle';
import { functionRegistry } from '@/server/functions';

/**
 * The app's real route handlers, called in-process with real Requests: the HTTP layer minus the
 * Next.js server (which the end-to-end suite covers).
 */
export const BASE = 'http://localhost:3000';

export async function appFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(new URL(String(input instanceof Request ? input.url : input), BASE), init);
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/auth/')) return handleAuthRequest(request);
  if (url.pathname === '/api/account/sign-up') return signUpRoute(request);
  if (url.pathname === '/api/account/sign-in-methods') return signInMethodsRoute(request);
  if (url.pathname === '/api/account/me') return meRoute(request);
  const match = /^\/api\/functions\/([^/]+)$/.exec(url.pathname);
  if (match) return handleCallable(decodeURIComponent(match[1]!), request, { registry: functionRegistry, resolveCaller: getCaller });
  return new Response('not found', { status: 404 });
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  appFetch(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: BASE, ...headers },
  });

export const connector = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson('/api/functions/connector', { data }, headers);

export function sessionOf(response: Response): { token: string; cookie: string } {
  const token = response.headers.get('set-auth-token') ?? '';
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { token, cookie };
}
