/**
 * The labels of the HTTP metrics (src/platform/metrics.ts), each from a small fixed set whatever
 * the request: a raw path, a user's id or a lot's id never becomes a label, or every URL would be
 * a time series of its own. Pure; `npm start`'s server (server/request-observer.ts) hands the raw method, URL and status in.
 */

export const REQUEST_KINDS = ['page', 'api', 'callable', 'events', 'static', 'image', 'ingest', 'other'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Files at the root that the server answers as files (icons, the manifest), not as pages. */
const ROOT_FILES = new Set(['/favicon.ico', '/icon.png', '/apple-icon.png', '/manifest.webmanifest']);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * What a request is for, from its URL as it arrives (origin-form, query and all):
 * - `callable`: the callable API, `/api/functions/{name}` (every bid);
 * - `events`: the server-sent event streams, `/api/events`;
 * - `api`: every other route under `/api`;
 * - `image`: the image optimiser, `/_next/image`;
 * - `static`: the build's assets (`/_next/static`), uploaded media (`/media`), the icons;
 * - `ingest`: the analytics relay, `/ingest`;
 * - `page`: any other path (pages, and their React Server Component payloads);
 * - `other`: whatever is not a path (`*`, an absolute URL, garbage) and Next's other internals.
 */
export function requestKind(url: string): RequestKind {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.startsWith('/') || path.startsWith('//')) return 'other';
  if (under(path, '/api')) {
    if (path.startsWith('/api/functions/')) return 'callable';
    if (under(path, '/api/events')) return 'events';
    return 'api';
  }
  if (under(path, '/_next')) {
    if (under(path, '/_next/image')) return 'image';
    if (path.startsWith('/_next/static/')) return 'static';
    return 'other';
  }
  if (path.startsWith('/media/') || path.startsWith('/icons/') || ROOT_FILES.has(path)) return 'static';
  if (under(path, '/ingest')) return 'ingest';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method as a label: one of the usual seven, else `other` (a client may send any token). */
export function methodLabel(method: string | undefined): string {
  const upper = (method ?? '').toUpperCase();
  return METHODS.has(upper) ? upper : 'other';
}

/** The status as a label: the three digits of a real HTTP status (100–599), else `other`. */
export function statusLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other';
}
