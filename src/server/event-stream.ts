import 'server-only';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { errorBody } from '@/platform/http/json-route';
import { countSseClient } from '@/platform/metrics';
import { eventsAfterOnTopics, type RealtimeEvent } from '@/platform/realtime';
import { getRealtimeBus } from '@/platform/realtime-server';
import { getCaller } from '@/modules/accounts/server';
import { accountSignedOut } from '@/modules/notifications';
import { auctionTopic } from '@/modules/auctions';
import { userTopic } from '@/modules/notifications';

/**
 * Server-sent events (docs/product.md §4), whatever carries them: the route handler
 * (app/api/events/route.ts, a web stream) or the lane on Node's own server (src/server/lanes.ts).
 * `?auction={id}` streams that lot's events; `?auctions=1,2,3` those of up to 200 lots on one stream
 * (a browser keeps only ~6 connections per host, so a page listing many lots must not open one per
 * lot); `?user=me` the signed-in user's own channel (notifications, unread state, watchlist, lead
 * state). A reconnecting client sends Last-Event-ID (or `lastEventId`) and first receives what it
 * missed on every topic of the stream.
 */

const HEARTBEAT_MS = 25_000;

/** The most lots one stream follows (`?auctions=`): the closing board's worth (BOARD_MAX_LOTS). */
const MAX_STREAM_AUCTIONS = 200;

export const EVENT_STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

export type StreamPlan = { ok: true; topics: string[]; lastId: number | null } | { ok: false; status: number; body: unknown };

/** A refusal, answered like every JSON route's (src/platform/http/json-route.ts). */
const refused = (error: AppError): { ok: false; status: number; body: unknown } => ({
  ok: false,
  status: error.httpStatus,
  body: errorBody(error),
});

const invalid = (message: string): StreamPlan => refused(new AppError('INVALID_ARGUMENT', message));

/** "1,2,3" → [1, 2, 3] (duplicates dropped); null when malformed or too many. */
function auctionIds(param: string): number[] | null {
  const parts = param.split(',');
  if (parts.length === 0 || !parts.every((part) => /^\d{1,10}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= MAX_STREAM_AUCTIONS ? ids : null;
}

/** Which topics a request asks for, from where; or the error to answer. */
export async function planStream(url: URL, headers: Headers): Promise<StreamPlan> {
  const auctionParam = url.searchParams.get('auction');
  const auctionsParam = url.searchParams.get('auctions');
  let topics: string[];
  if (url.searchParams.get('user') === 'me') {
    const caller = await getCaller(headers);
    if (!caller) return refused(new AppError('UNAUTHENTICATED', 'Du behöver logga in.'));
    topics = [userTopic(caller.id)];
  } else if (auctionParam && /^\d{1,10}$/.test(auctionParam)) {
    topics = [auctionTopic(Number(auctionParam))];
  } else if (auctionsParam !== null) {
    const ids = auctionIds(auctionsParam);
    if (!ids) return invalid(`Ange högst ${MAX_STREAM_AUCTIONS} auktioner, åtskilda med kommatecken (?auctions=1,2,3).`);
    topics = ids.map(auctionTopic);
  } else {
    return invalid('Ange vilken auktion (?auction=id).');
  }
  const lastIdRaw = headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
  const lastId = lastIdRaw && /^\d{1,18}$/.test(lastIdRaw) ? Number(lastIdRaw) : null;
  return { ok: true, topics, lastId };
}

const encoder = new TextEncoder();

/**
 * An event's SSE frame, encoded once: the bus hands the same event object to every stream on its
 * topic, so a bid seen by 2 000 pages is serialised once, not 2 000 times.
 */
const frames = new WeakMap<RealtimeEvent, Uint8Array>();
function frameOf(event: RealtimeEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    frame = encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

/** Where a stream's bytes go; `write` may throw once the client is gone. */
export interface StreamSink {
  write(chunk: Uint8Array): void;
  close(): void;
}

/**
 * Runs one stream into `sink` until the returned stop function is called (the client went away).
 * Subscribes first and only then writes the first frame (so a client that sees the stream open gets
 * every later event), then catches up, so nothing committed in between is missed.
 */
export async function runEventStream(plan: Extract<StreamPlan, { ok: true }>, sink: StreamSink): Promise<() => void> {
  const bus = await getRealtimeBus();
  let closed = false;
  let stop = () => {};
  const send = (chunk: Uint8Array) => {
    if (closed) return;
    try {
      sink.write(chunk);
    } catch {
      stop();
    }
  };
  // Ids the catch-up sent: the same event may still arrive live afterwards (its NOTIFY was on its
  // way), and must not be sent twice. Events of different lots (or of one user's several lots) may
  // commit out of id order, so "already sent" is this set, not the highest id.
  const sent = new Set<number>();
  const sendEvent = (event: RealtimeEvent) => {
    if (!sent.has(event.id)) send(frameOf(event));
    // The user's sessions ended (disabled, or signed out everywhere): their own stream ends with them.
    if (event.type === accountSignedOut.type) stop();
  };
  // What arrives live during the catch-up waits, and is sent after it.
  const buffered: RealtimeEvent[] = [];
  let catchingUp = plan.lastId !== null;
  const onEvent = (event: RealtimeEvent) => (catchingUp ? buffered.push(event) : sendEvent(event));
  const unsubscribes = await Promise.all(plan.topics.map((topic) => bus.subscribe(topic, onEvent)));
  const heartbeat = setInterval(() => send(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
  // One client from here until stop (which runs once, however the stream ends).
  countSseClient(1);
  stop = () => {
    if (closed) return;
    closed = true;
    countSseClient(-1);
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    try {
      sink.close();
    } catch {
      // already closed
    }
  };
  send(encoder.encode('retry: 2000\n: connected\n\n'));
  if (plan.lastId !== null) {
    void (async () => {
      try {
        for (const event of await eventsAfterOnTopics(await getDb(), plan.topics, plan.lastId!)) {
          sendEvent(event);
          sent.add(event.id);
        }
      } catch {
        // The database is away: the live events still flow; the client's next reconnect catches up.
      } finally {
        catchingUp = false;
        for (const event of buffered.splice(0)) sendEvent(event);
      }
    })();
  }
  return stop;
}

/** How opening a stream went: running (stop it when the client goes), or the error to answer. */
export type StreamOpening = { ok: true; stop: () => void } | { ok: false; status: number; body: unknown };

/**
 * Everything a transport needs: plans the stream and runs it into `sink`. The sink's first write
 * comes once the stream is subscribed, so a transport sends its headers with that write. A
 * failure before then (the database away) is a 503 with the Swedish UNAVAILABLE message, never a
 * bare 500.
 */
export async function openEventStream(url: URL, headers: Headers, sink: StreamSink): Promise<StreamOpening> {
  try {
    const plan = await planStream(url, headers);
    if (!plan.ok) return plan;
    return { ok: true, stop: await runEventStream(plan, sink) };
  } catch {
    return refused(new AppError('UNAVAILABLE'));
  }
}
