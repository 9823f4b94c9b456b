import http from 'node:http';

/**
 * A plain Node server-sent-events client (no browser): connects, parses `id:`/`event:`/`data:`
 * frames and keeps every event with the time it arrived. Used by the end-to-end tests and the
 * fan-out benchmark, where thousands of these share one process.
 */

export interface SseEvent {
  id: string | null;
  type: string;
  data: unknown;
  /** performance.timeOrigin + performance.now() when the frame was complete (ms since the epoch, sub-ms). */
  receivedAt: number;
}

export interface SseClient {
  events: SseEvent[];
  /** Resolves at the stream's first bytes (the server subscribes before it writes ": connected"). */
  ready: Promise<void>;
  /** Called for every event as it arrives (besides being kept in `events`). */
  onEvent: ((event: SseEvent) => void) | null;
  waitFor(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(url: string, options: { headers?: Record<string, string>; agent?: http.Agent; keep?: boolean } = {}): SseClient {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let request: http.ClientRequest | null = null;
  let buffer = '';
  const keep = options.keep ?? true;
  const client: SseClient = {
    events,
    onEvent: null,
    ready: new Promise<void>((resolve, reject) => {
      request = http.get(url, { headers: { accept: 'text/event-stream', ...options.headers }, agent: options.agent }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`SSE ${url} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        // A reset after the stream opened ends it; the events so far stay.
        response.on('error', () => {});
        response.on('data', (chunk: string) => {
          resolve();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | null = null;
            let type = 'message';
            const data: string[] = [];
            for (const line of frame.split('\n')) {
              if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length === 0) continue; // comments, retry, heartbeats
            let parsed: unknown = data.join('\n');
            try {
              parsed = JSON.parse(parsed as string);
            } catch {
              // keep the text
            }
            const event = { id, type, data: parsed, receivedAt: performance.timeOrigin + performance.now() };
            if (keep) events.push(event);
            client.onEvent?.(event);
            for (const wake of waiters) wake();
          }
        });
      });
      request.on('error', reject);
      request.on('close', () => reject(new Error(`SSE ${url} closed before it sent anything`)));
    }),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event from ${url} within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close() {
      request?.destroy();
    },
  };
  client.ready.catch(() => {});
  return client;
}
