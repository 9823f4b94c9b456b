import { getEnv } from '@/platform/env';
import { clientAddress } from '@/platform/http/client-address';

/**
 * The same-origin analytics relay: the browser's PostHog client talks to /ingest/…, which is
 * forwarded to NEXT_PUBLIC_POSTHOG_HOST (read at request time). Without a host: 404.
 */

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-encoding', 'accept', 'accept-language', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'];

/** PostHog Cloud serves its scripts and remote config from a separate assets host. */
function baseFor(host: string, firstSegment: string | undefined): string {
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com\/?$/.exec(host);
  if (cloud && (firstSegment === 'static' || firstSegment === 'array')) return `https://${cloud[1]}-assets.i.posthog.com/`;
  return host.endsWith('/') ? host : `${host}/`;
}

async function relay(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const host = getEnv().NEXT_PUBLIC_POSTHOG_HOST;
  if (!host) return new Response('Not found', { status: 404 });
  const { path } = await context.params;
  const incoming = new URL(request.url);
  // A trailing slash is kept when it reaches us (PostHog's own paths end in one, e.g. /e/).
  const trailing = incoming.pathname.endsWith('/') ? '/' : '';
  const target = new URL(path.map(encodeURIComponent).join('/') + trailing + incoming.search, baseFor(host, path[0]));

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The visitor's address as the server saw it (docs/security.md), never one the client wrote.
  const client = clientAddress(request.headers);
  if (client) headers.set('x-forwarded-for', client);

  let body: ArrayBuffer | undefined;
  if (request.method === 'POST') {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return new Response('Payload too large', { status: 413 });
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return new Response('Payload too large', { status: 413 });
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  } catch {
    return new Response('Bad gateway', { status: 502 });
  }
  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}

export const GET = relay;
export const POST = relay;
