import { EVENT_STREAM_HEADERS, openEventStream } from '@/server/event-stream';

export const dynamic = 'force-dynamic';

/**
 * Server-sent events (docs/product.md §4; what each query asks for: src/server/event-stream.ts). This
 * route serves `next dev` and any request before start-up is done; `npm start` serves the stream
 * on its lane past Next (src/server/lanes.ts).
 */
export async function GET(request: Request) {
  let stop = () => {};
  let cancelled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
      stop();
    },
  });
  // Subscribed before the answer goes out: a client that sees the stream open can count on every
  // event after that.
  const opening = await openEventStream(new URL(request.url), request.headers, {
    write: (chunk) => controller.enqueue(chunk),
    close: () => controller.close(),
  });
  if (!opening.ok) return Response.json(opening.body, { status: opening.status });
  stop = opening.stop;
  request.signal.addEventListener('abort', () => stop(), { once: true });
  if (cancelled || request.signal.aborted) stop();
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
}
