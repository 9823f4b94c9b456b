import { getDb } from '@/db';
import { getCaller } from '@/modules/accounts/caller';
import { auctionTopic } from '@/modules/auctions/live';
import { userTopic } from '@/modules/notifications/topics';
import { eventsAfterOnTopics, type RealtimeEvent } from '@/platform/realtime';
import { getRealtimeBus } from '@/platform/realtime-server';

export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 25_000;

/** The most lots one stream follows (`?auctions=`): a watchlist page's worth. */
const MAX_STREAM_AUCTIONS = 50;

const invalid = (message: string) => Response.json({ error: { status: 'INVALID_ARGUMENT', message } }, { status: 400 });

/** "1,2,3" → [1, 2, 3] (duplicates dropped); null when malformed or too many. */
function auctionIds(param: string): number[] | null {
  const parts = param.split(',');
  if (parts.length === 0 || !parts.every((part) => /^\d{1,10}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= MAX_STREAM_AUCTIONS ? ids : null;
}

/**
 * Server-sent events (PRODUCT.md §4): `?auction={id}` streams that lot's events; `?auctions=1,2,3`
 * those of up to 50 lots on one stream (a browser keeps only ~6 connections per host, so a page
 * listing many lots must not open one per lot); `?user=me` the signed-in user's own channel
 * (notifications, unread state, watchlist, lead state). A reconnecting client sends Last-Event-ID
 * (or `lastEventId`) and first receives what it missed on every topic of the stream.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const auctionParam = url.searchParams.get('auction');
  const auctionsParam = url.searchParams.get('auctions');
  let topics: string[];
  if (url.searchParams.get('user') === 'me') {
    const caller = await getCaller(request.headers);
    if (!caller) return Response.json({ error: { status: 'UNAUTHENTICATED', message: 'Du behöver logga in.' } }, { status: 401 });
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
  const lastIdRaw = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
  const lastId = lastIdRaw && /^\d{1,18}$/.test(lastIdRaw) ? Number(lastIdRaw) : null;

  const bus = await getRealtimeBus();
  const encoder = new TextEncoder();
  let cleanup = () => {};
  let cancelled = false;

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      // Ids the catch-up sent: the same event may still arrive live afterwards (its NOTIFY was on
      // its way), and must not be sent twice. Events of different lots (or of one user's several
      // lots) may commit out of id order, so "already sent" is this set, not the highest id.
      const sent = new Set<number>();
      const sendEvent = (event: RealtimeEvent) => {
        if (sent.has(event.id)) return;
        send(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      };
      // Subscribe first, then catch up, so nothing committed in between is missed; what arrives
      // live meanwhile waits, and is sent after the catch-up.
      const buffered: RealtimeEvent[] = [];
      let catchingUp = lastId !== null;
      const onEvent = (event: RealtimeEvent) => (catchingUp ? buffered.push(event) : sendEvent(event));
      const unsubscribes = await Promise.all(topics.map((topic) => bus.subscribe(topic, onEvent)));
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener('abort', () => cleanup(), { once: true });
      // Gone while subscribing: let go at once.
      if (cancelled || request.signal.aborted) return cleanup();
      send('retry: 2000\n: connected\n\n');
      if (lastId !== null) {
        try {
          for (const event of await eventsAfterOnTopics(await getDb(), topics, lastId)) {
            sendEvent(event);
            sent.add(event.id);
          }
        } finally {
          catchingUp = false;
          for (const event of buffered.splice(0)) sendEvent(event);
        }
      }
    },
    cancel() {
      cancelled = true;
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  });
}
