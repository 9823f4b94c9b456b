/**
 * What error monitoring may carry ("user data scrubbed — no e-mail, no IP"): every
 * event, transaction and breadcrumb goes through here before it leaves the server or the browser
 * (Sentry's `beforeSend`, `beforeSendTransaction`, `beforeBreadcrumb`). Browser-safe, no imports.
 *
 * - The user is reduced to its id (the one identity the site hands to its integrations).
 * - Keys that hold personal or secret data are dropped wherever they are: IP addresses, e-mail,
 *   names, cookies, authorization headers, passwords, request bodies.
 * - Every remaining string has e-mail addresses replaced, and URL parameters that carry a secret
 *   (password-reset and invite tokens, codes) blanked, wherever they appear (messages, exception
 *   values, breadcrumbs, URLs, tags).
 */

const DROPPED_KEYS = new Set([
  'ip_address',
  'ip',
  'email',
  'e-mail',
  'cookies',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-forwarded-for',
  'x-real-ip',
  'password',
  'newpassword',
  'currentpassword',
  'token',
]);

/** A request's headers that may go along; the rest (cookies, forwarded addresses…) stay home. */
const KEPT_HEADERS = new Set(['user-agent', 'referer', 'accept', 'accept-language', 'content-type', 'x-request-id']);

/** Keys whose value is kept as it is: ids and structure Sentry needs, never free text. */
const KEPT_AS_IS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'timestamp', 'start_timestamp', 'release']);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const SECRET_PARAMS = /([?&;](?:token|code|key|secret|password|losenord|invite|inbjudan|email|e-post)=)[^&#\s"']*/gi;

export const SCRUBBED_EMAIL = '[e-post]';

/** One string with e-mail addresses and secret URL parameters taken out. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, SCRUBBED_EMAIL).replace(SECRET_PARAMS, '$1[bort]');
}

const MAX_DEPTH = 24;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (DROPPED_KEYS.has(lower)) continue;
    if (lower === 'request' && item && typeof item === 'object' && !Array.isArray(item)) out[key] = scrubRequest(item, depth + 1);
    else out[key] = KEPT_AS_IS.has(lower) ? item : scrubValue(item, depth + 1);
  }
  return out;
}

/** A request's description without its body and with only harmless headers. */
function scrubRequest(request: object, depth: number): unknown {
  const { data: _body, headers, ...rest } = request as { data?: unknown; headers?: unknown };
  const out = scrubValue(rest, depth) as Record<string, unknown>;
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    const kept = Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
    out.headers = scrubValue(Object.fromEntries(kept), depth + 1);
  }
  return out;
}

interface WithUser {
  user?: { id?: unknown } | null;
}

/**
 * A copy of a monitoring event (or transaction, or breadcrumb) fit to leave: the user as its id
 * alone, no personal keys, no e-mail addresses or secret parameters in any string.
 */
export function scrubEvent<E extends object>(event: E): E {
  const { user, ...rest } = event as E & WithUser;
  const scrubbed = scrubValue(rest, 0) as E & WithUser;
  const id = user && typeof user === 'object' && (typeof user.id === 'string' || typeof user.id === 'number') ? user.id : undefined;
  if (id !== undefined) scrubbed.user = { id: String(id) };
  return scrubbed;
}

/**
 * What the Sentry SDK (v11's `dataCollection`) may collect by itself, server and browser alike:
 * no user fields, cookies, bodies, database values, queue arguments or local variables; only the
 * harmless request headers. `scrubEvent` then checks what is left.
 */
export const MONITORING_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: [...KEPT_HEADERS] }, response: false },
  httpBodies: [] as never[],
  urlQueryParams: true,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};
