import { afterAll, describe, expect, it } from 'vitest';
import { setDatabaseForTesting } from '@/platform/database';
import { openDatabase } from '@/db/client';
import { publishEvent } from '@/platform/realtime';
import { getRealtimeBus } from '@/platform/realtime-server';
import { GET as eventsRoute } from '../../app/api/events/route';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * GET /api/events in-process: `?auctions=1,2,3` follows several lots on one stream (a page listing
 * many lots opens one connection, not one per lot), catches up from Last-Event-ID over all of
 * them, and refuses malformed or too long lists.
 */

const t = fileDatabase();
afterAll(async () => {
  await (await getRealtimeBus()).close();
});

interface Received {
  id: number;
  type: string;
  data: unknown;
}

/** Opens the stream and collects its events until closed. */
async function open(query: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await eventsRoute(new Request(`http://localhost:3000/api/events?${query}`, { headers, signal: abort.signal }));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Received[] = [];
  let buffer = '';
  let connected = false;
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes(': connected')) connected = true;
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        const id = field('id');
        if (id) events.push({ id: Number(id), type: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') });
      }
    }
  })();
  // The stream says ": connected" once it listens; what is published before may not reach it.
  const deadline = Date.now() + 5_000;
  while (!connected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(connected).toBe(true);
  return {
    events,
    async waitFor(n: number, ms = 3_000) {
      const deadline = Date.now() + ms;
      while (events.length < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return events;
    },
    async close() {
      abort.abort();
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

describe(`GET /api/events?auctions= on ${testEngine}`, () => {
  it('streams the events of every listed lot, and only those', async () => {
    const stream = await open('auctions=101,102,102');
    const db = t.database.db;
    const a = await publishEvent(db, 'auction:101', 'auction.updated', { id: 101, n: 1 });
    await publishEvent(db, 'auction:103', 'auction.updated', { id: 103, n: 2 });
    const b = await publishEvent(db, 'auction:102', 'auction.updated', { id: 102, n: 3 });
    await publishEvent(db, 'user:someone', 'auction.lead', { auctionId: 101, youLead: true });
    const events = await stream.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).toEqual([
      { id: a.id, type: 'auction.updated', data: { id: 101, n: 1 } },
      { id: b.id, type: 'auction.updated', data: { id: 102, n: 3 } },
    ]);
    await stream.close();
  });

  it('catches up from Last-Event-ID over all the listed lots, then goes on live without repeats', async () => {
    const db = t.database.db;
    const first = await publishEvent(db, 'auction:201', 'auction.updated', { n: 1 });
    const second = await publishEvent(db, 'auction:202', 'auction.updated', { n: 2 });
    await publishEvent(db, 'auction:299', 'auction.updated', { n: 'other lot' });
    const third = await publishEvent(db, 'auction:201', 'auction.updated', { n: 3 });

    const stream = await open('auctions=201,202', { 'last-event-id': String(first.id) });
    const caught = await stream.waitFor(2);
    expect(caught.map((event) => event.id)).toEqual([second.id, third.id]);
    const live = await publishEvent(db, 'auction:202', 'auction.updated', { n: 4 });
    await stream.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.events.map((event) => event.id)).toEqual([second.id, third.id, live.id]);
    await stream.close();

    // The query-string form (for a page that reconnects itself) does the same.
    const again = await open(`auctions=202&lastEventId=${second.id}`);
    expect((await again.waitFor(1)).map((event) => event.id)).toEqual([live.id]);
    await again.close();
  });

  it('refuses a malformed or too long list with INVALID_ARGUMENT', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    for (const query of ['auctions=', 'auctions=1,x', 'auctions=1,,2', 'auctions=-1', `auctions=${tooMany}`, 'auctions=12345678901']) {
      const response = await eventsRoute(new Request(`http://localhost:3000/api/events?${query}`));
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { status: string; message: string } };
      expect(body.error.status, query).toBe('INVALID_ARGUMENT');
      expect(body.error.message, query).toMatch(/högst 200 auktioner/);
    }
    // Two hundred (the closing board's most) is fine, as is one lot the old way.
    const most = Array.from({ length: 200 }, (_, i) => i + 1).join(',');
    for (const query of [`auctions=${most}`, 'auction=7']) {
      const abort = new AbortController();
      const response = await eventsRoute(new Request(`http://localhost:3000/api/events?${query}`, { signal: abort.signal }));
      expect(response.status, query).toBe(200);
      abort.abort();
      await response.body?.cancel();
    }
    // Even a client gone before the stream had subscribed leaves no subscription behind.
    await expect.poll(async () => (await getRealtimeBus()).subscriberCount).toBe(0);
  });

  it('answers 503 with the Swedish message, not a bare 500, when the database is away', async () => {
    const away = await openDatabase({ kind: 'pglite-memory' });
    await away.close();
    setDatabaseForTesting(away);
    try {
      const response = await eventsRoute(
        new Request('http://localhost:3000/api/events?user=me', { headers: { authorization: 'Bearer nagon-token' } }),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { status: 'UNAVAILABLE', message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.' },
      });
    } finally {
      setDatabaseForTesting(t.database);
    }
  });
});
