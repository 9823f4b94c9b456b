import 'server-only';
import { getDb } from '@/platform/database';
import { getEnv } from '@/platform/env';
import { addressLimitKey, clientAddress } from '@/platform/http/client-address';
import { clearAttempts, giveBackAttempt, takeAttempt, type LimitCheck } from '@/platform/rate-limit';
import { getAuth, type Auth } from './auth';
import { LIMITS } from './commands/attempt-limiter';
import { requestPasswordReset } from './commands/request-password-reset';
import { AUTH_MESSAGES } from './domain/messages';
import { isPlausibleEmail, normaliseEmail } from './domain/validation';
import { isKnownDevice, knownDeviceToken, rememberDeviceCookie } from './known-device';

/**
 * Everything under /api/auth goes to Better Auth, with Klubban's rules around it (docs/security.md):
 * - only the endpoints the site uses are open; the rest (the admin plugin's impersonation and user
 *   management, update-user, and whatever a new Better Auth version adds) answer 404. User
 *   management is Klubban's own audited commands (src/modules/accounts/commands/admin-users.ts);
 * - failed sign-ins are limited per address and per account, and a browser that has signed in to
 *   the account before keeps its own count (./known-device.ts);
 * - accounts are created only through the sign-up form's endpoint (the spec's required fields and
 *   terms); reset requests go through the one command that limits them;
 * - a password change always ends the account's other sessions.
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

/** The endpoints the site calls, by method; every other path is closed. */
const OPEN_POST = new Set(['/sign-in/email', '/sign-out', '/reset-password']);
const OPEN_GET = new Set(['/get-session', '/verify-email', '/ok']);
/** The e-mailed reset link: GET /reset-password/{token}, which sends the browser on to the form. */
const RESET_LINK = /^\/reset-password\/[\w-]+$/;

async function route(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  if (request.method === 'POST') {
    if (path === '/sign-up/email') {
      return Response.json({ code: 'USE_SIGN_UP_FORM', message: 'Skapa konto via formuläret på /logga-in.' }, { status: 403 });
    }
    if (path === '/request-password-reset') {
      const body = await jsonBody(request);
      if (typeof body?.email === 'string') await requestPasswordReset(body.email, request.headers);
      return Response.json({ status: true });
    }
    if (path === '/sign-in/email') return signIn(request, await getAuth());
    if (path === '/change-password') return (await getAuth()).handler(await revokingOtherSessions(request));
    if (path === '/send-verification-email') return sendVerificationAgain(request, await getAuth());
    if (OPEN_POST.has(path)) return (await getAuth()).handler(request);
  } else if (request.method === 'GET' && (OPEN_GET.has(path) || RESET_LINK.test(path))) {
    return (await getAuth()).handler(request);
  }
  return Response.json({ code: 'NOT_FOUND', message: 'Finns inte.' }, { status: 404 });
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The change-password request with `revokeOtherSessions: true`, whatever the client asked. */
async function revokingOtherSessions(request: Request): Promise<Request> {
  const body = await jsonBody(request);
  if (!body) return request;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify({ ...body, revokeOtherSessions: true }) });
}

/**
 * "Skicka länken igen": at most three links an hour to one address; past that the answer is the
 * same and nothing is sent, so it tells nothing.
 */
async function sendVerificationAgain(request: Request, auth: Auth): Promise<Response> {
  const body = await jsonBody(request);
  const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
  if (!isPlausibleEmail(email)) return Response.json({ code: 'INVALID_EMAIL', message: AUTH_MESSAGES.invalidEmail }, { status: 400 });
  const wait = await takeAttempt(await getDb(), [{ key: `verify:email:${email}`, rule: LIMITS.verificationPerEmail }]);
  if (wait > 0) return Response.json({ status: true });
  return auth.handler(request);
}

async function signIn(request: Request, auth: Auth): Promise<Response> {
  const body = await jsonBody(request);
  const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
  // Not an address: refused before the limiter, whose keys are stored (PostgreSQL refuses U+0000 in them).
  if (!isPlausibleEmail(email)) return Response.json({ code: 'INVALID_EMAIL', message: AUTH_MESSAGES.invalidEmail }, { status: 400 });
  const db = await getDb();
  const address = clientAddress(request.headers);
  const known = isKnownDevice(request.headers, email);
  const checks: LimitCheck[] = [
    ...(address ? [{ key: `signin:ip:${addressLimitKey(address)}`, rule: LIMITS.signInPerAddress }] : []),
    known
      ? { key: `signin:device:${knownDeviceToken(email)}`, rule: LIMITS.signInPerKnownDevice }
      : { key: `signin:email:${email}`, rule: LIMITS.signInPerEmail },
  ];
  // Counted before the password is checked, so a burst of guesses sent at once is held by the same
  // limits as guesses sent one by one; an attempt that did not fail is given back.
  const wait = await takeAttempt(db, checks);
  if (wait > 0) {
    return Response.json(
      { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyRequests },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  const response = await auth.handler(request);
  if (response.status === 401) return response;
  await giveBackAttempt(
    db,
    checks.map((check) => check.key),
  );
  if (!response.ok) return response;
  await clearAttempts(db, [`signin:email:${email}`, `signin:device:${knownDeviceToken(email)}`]);
  const answer = new Response(response.body, response);
  answer.headers.append('set-cookie', rememberDeviceCookie(request.headers, email, getEnv().publicUrl.startsWith('https:')));
  return answer;
}
