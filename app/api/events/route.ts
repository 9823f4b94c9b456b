import { getDb } from '@/db';
import { getCaller } from '@/modules/accounts/caller';
import { auctionTopic } from '@/modules/auctions/live';
import { userTopic } from '@/modules/notifications/topics';
import { eventsAfter, type RealtimeEvent } from '@/platform/realtime';
import { getRealtimeBus } from '@/platform/realtime-server';

export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events (PRODUCT.md §4): `?auction={id}` streams that lot's events; `?user=me` the
 * signed-in user's own channel (notifications, unread state, watchlist count). A reconnecting
 * client sends Last-Event-ID (or `lastEventId`) and first receives what it missed.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const auctionParam = url.searchParams.get('auction');
  let topic: string;
  if (url.searchParams.get('user') === 'me') {
    const caller = await getCaller(request.headers);
    if (!caller) return Response.json({ error: { status: 'UNAUTHENTICATED', message: 'Du behöver logga in.' } }, { status: 401 });
    topic = userTopic(caller.id);
  } else if (auctionParam && /^\d{1,10}$/.test(auctionParam)) {
    topic = auctionTopic(Number(auctionParam));
  } else {
    return Response.json(
      { error: { status: 'INVALID_ARGUMENT', message: 'Ange vilken auktion (?auction=id).' } },
      { status: 400 },
    );
  }
  const lastIdRaw = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
  const lastId = lastIdRaw && /^\d{1,18}$/.test(lastIdRaw) ? Number(lastIdRaw) : null;

  const bus = await getRealtimeBus();
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let highest = lastId ?? 0;
      const send = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      const sendEvent = (event: RealtimeEvent) => {
        if (event.id <= highest) return; // already delivered during catch-up
        highest = event.id;
        send(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      };
      // Subscribe first, then catch up, so nothing committed in between is missed.
      const buffered: RealtimeEvent[] = [];
      let catchingUp = lastId !== null;
      const unsubscribe = await bus.subscribe(topic, (event) => (catchingUp ? buffered.push(event) : sendEvent(event)));
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener('abort', () => cleanup(), { once: true });
      send('retry: 2000\n: connected\n\n');
      if (lastId !== null) {
        const missed = await eventsAfter(await getDb(), topic, lastId);
        for (const event of missed) sendEvent(event);
        catchingUp = false;
        for (const event of buffered.splice(0)) sendEvent(event);
      }
    },
    cancel() {
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
