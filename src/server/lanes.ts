import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { answerCall, answerHeaders, tooLarge, type HandleOptions } from '@/platform/callable/handle';
import type { Database } from '@/db';
import { AppError } from '@/platform/errors';
import { EVENT_STREAM_HEADERS, openEventStream } from './event-stream';
import { functionRegistry } from './functions';
import { getCaller } from '@/modules/accounts/server';
import { acceptsGzip } from '@/platform/http/accepts-gzip';
import { requestIdOf } from '@/platform/logger';
import { answerAuctionSearch } from './auction-search';

/**
 * The busiest kinds of request straight on Node's HTTP server (docs/decisions/0008): the
 * callable API (`POST /api/functions/{name}`: every bid), the event streams (`GET /api/events`:
 * every open lot page), the server's clock (`GET /api/time`: every page with a countdown) and the
 * public search (`GET /api/auctions`). `npm start`'s server (server/serve.ts) hands them here once the app has
 * started, instead of through Next's request pipeline, which costs more CPU per call than a whole
 * bid and copies every event through web streams per client. The protocol code is the same as
 * the route handlers' (app/api/functions/[name]/route.ts, app/api/events/route.ts, app/api/auctions/route.ts), which still
 * serve `next dev` and any request that arrives before start-up is done.
 */

const CALLABLE_PATH = /^\/api\/functions\/([^/?#]+)(?:\?[^#]*)?$/;
const EVENTS_PATH = /^\/api\/events(?:\?[^#]*)?$/;
const TIME_PATH = /^\/api\/time(?:\?[^#]*)?$/;
const AUCTIONS_PATH = /^\/api\/auctions(?:\?[^#]*)?$/;

const options: HandleOptions = { registry: functionRegistry, resolveCaller: getCaller };

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The body as text; past `limit` bytes the rest is drained unread and the call refused. */
function readText(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    request.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

/** Serves the request when it is a call; false leaves it to Next. */
function serveCallable(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'POST') return false;
  const match = CALLABLE_PATH.exec(request.url ?? '');
  if (!match) return false;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  void answerCall(name, { headers: headersOf(request), readText: (limit) => readText(request, limit) }, options)
    .then((answer) => {
      response.writeHead(answer.status, { ...answerHeaders(answer.requestId), 'content-length': Buffer.byteLength(answer.body) });
      response.end(answer.body);
    })
    .catch(() => {
      // answerCall answers every failure itself; this is a write to a socket that went away.
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: new AppError('INTERNAL').toJSON() }));
      } else response.destroy();
    });
  return true;
}

/** Serves the request when it asks for an event stream; false leaves it to Next. */
function serveEvents(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !EVENTS_PATH.test(request.url ?? '')) return false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  // The headers go out with the stream's first frame, written once it has subscribed: a client
  // that sees the stream open can count on every event after that.
  const begin = () => {
    if (!response.headersSent) response.writeHead(200, EVENT_STREAM_HEADERS);
  };
  const sink = {
    write: (chunk: Uint8Array) => {
      begin();
      response.write(chunk);
    },
    close: () => {
      begin();
      response.end();
    },
  };
  void openEventStream(url, headersOf(request), sink)
    .then((opening) => {
      if (opening.ok) {
        if (response.destroyed || request.destroyed) opening.stop();
        else response.once('close', opening.stop);
        return;
      }
      const body = JSON.stringify(opening.body);
      response.writeHead(opening.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    })
    .catch(() => response.destroy()); // a write to a socket that went away
  return true;
}

/**
 * `GET /api/time` (app/api/time/route.ts): every page with a countdown asks it once, since the
 * page itself is a shared copy whose render time bounds the clock from one side only.
 */
function serveTime(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !TIME_PATH.test(request.url ?? '')) return false;
  const body = JSON.stringify({ now: Date.now() });
  response.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
  return true;
}

const gzipAsync = promisify(gzip);

/**
 * `GET /api/auctions` (src/server/auction-search.ts, the route handler's own answer), compressed
 * as Next compresses it when the client takes gzip: past Next's pipeline, which costs several
 * times the search itself (bench/render.mts measures both ways).
 */
function serveAuctionSearch(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !AUCTIONS_PATH.test(request.url ?? '')) return false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const zipped = acceptsGzip(request.headers['accept-encoding']);
  void answerAuctionSearch(url)
    .then(async (answer) => {
      const text = Buffer.from(await answer.arrayBuffer());
      const body = zipped ? await gzipAsync(text) : text;
      const headers: Record<string, string | number> = Object.fromEntries(answer.headers);
      headers['x-request-id'] = requestIdOf(headersOf(request));
      headers['vary'] = 'Accept-Encoding';
      if (zipped) headers['content-encoding'] = 'gzip';
      headers['content-length'] = body.length;
      response.writeHead(answer.status, headers);
      response.end(body);
    })
    .catch(() => response.destroy()); // answerAuctionSearch answers every failure; a socket that went away
  return true;
}

/** Serves the request when it is one of the lanes' kinds; false leaves it to Next. */
export function serveLane(request: IncomingMessage, response: ServerResponse): boolean {
  return (
    serveCallable(request, response) ||
    serveEvents(request, response) ||
    serveTime(request, response) ||
    serveAuctionSearch(request, response)
  );
}

/**
 * The status of a failed answer, for the outer server (src/server/outer-hooks.ts): a page that
 * failed (500, Next's error page, which shows app/error.tsx's Swedish text) while the database is
 * out of reach is answered 503 Service Unavailable — the site is down for a moment, not broken.
 */
export function errorStatusOf(database: Pick<Database, 'reachable'>): (status: number) => number {
  return (status) => (status === 500 && !database.reachable() ? 503 : status);
}
