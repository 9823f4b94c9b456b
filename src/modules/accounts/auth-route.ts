import 'server-only';
import { getDb } from '@/db';
import { getAuth } from './auth';
import { clearAttempts, clientAddress, isLimited, LIMITS, recordAttempt } from './commands/attempt-limiter';
import { requestPasswordReset } from './commands/request-password-reset';
import { AUTH_MESSAGES } from './domain/messages';
import { isPlausibleEmail, normaliseEmail } from './domain/validation';

/**
 * Everything under /api/auth goes to Better Auth, with three rules of ours around it:
 * failed sign-ins are limited per e-mail and per address; accounts are created only through the
 * sign-up form's endpoint (which enforces the spec's required fields and terms); password reset
 * requests go through the one command that limits them.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  return inSwedish(await route(request));
}

/** Better Auth's own limiter answers in English; every 429 here carries the spec's text. */
function inSwedish(response: Response): Response {
  if (response.status !== 429) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyRequests }), { status: 429, headers });
}

async function route(request: Request): Promise<Response> {
  const auth = await getAuth();
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  if (request.method !== 'POST') return auth.handler(request);

  if (path === '/sign-up/email') {
    return Response.json({ code: 'USE_SIGN_UP_FORM', message: 'Skapa konto via formuläret på /logga-in.' }, { status: 403 });
  }

  if (path === '/request-password-reset') {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    if (typeof body?.email === 'string') await requestPasswordReset(body.email, request.headers);
    return Response.json({ status: true });
  }

  if (path === '/sign-in/email') {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
    // Not an address: refused before the limiter, whose keys are stored (PostgreSQL refuses U+0000 in them).
    if (!isPlausibleEmail(email)) return Response.json({ code: 'INVALID_EMAIL', message: AUTH_MESSAGES.invalidEmail }, { status: 400 });
    const db = await getDb();
    const checks = [
      { key: `signin:email:${email}`, rule: LIMITS.signInPerEmail },
      { key: `signin:ip:${clientAddress(request.headers)}`, rule: LIMITS.signInPerAddress },
    ];
    if (await isLimited(db, checks)) {
      return Response.json(
        { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyRequests },
        { status: 429, headers: { 'retry-after': '900' } },
      );
    }
    const response = await auth.handler(request);
    if (response.status === 401) await recordAttempt(db, checks);
    else if (response.ok) await clearAttempts(db, [`signin:email:${email}`]);
    return response;
  }

  return auth.handler(request);
}
