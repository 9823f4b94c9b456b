import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { createRealtimeBus, eventsAfter, latestEventId, publishEvent, pruneEvents, type RealtimeEvent } from '@/platform/realtime';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

function collector() {
  const events: RealtimeEvent[] = [];
  const waiters: (() => void)[] = [];
  return {
    events,
    handler: (event: RealtimeEvent) => {
      events.push(event);
      waiters.splice(0).forEach((resolve) => resolve());
    },
    async waitFor(n: number, ms = 3000) {
      const deadline = Date.now() + ms;
      while (events.length < n && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
  };
}

describe(`realtime bus on ${testEngine}`, () => {
  it('delivers an event to subscribers of its topic once committed, never on rollback', async () => {
    const bus = createRealtimeBus(t.database);
    const lot1 = collector();
    const lot2 = collector();
    const off1 = await bus.subscribe('auction:1', lot1.handler);
    const off2 = await bus.subscribe('auction:2', lot2.handler);

    await expect(
      t.database.db.transaction(async (tx) => {
        await publishEvent(tx, 'auction:1', 'auction.updated', { price: 999 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const published = await t.database.db.transaction((tx) => publishEvent(tx, 'auction:1', 'auction.updated', { price: 1300 }));

    const events = await lot1.waitFor(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: published.id, topic: 'auction:1', type: 'auction.updated', payload: { price: 1300 } });
    expect(lot2.events).toHaveLength(0);
    off1();
    off2();
    expect(bus.subscriberCount).toBe(0);
    await bus.close();
  });

  it('catches up after a given event id and prunes old events', async () => {
    const db = t.database.db;
    const first = await publishEvent(db, 'auction:7', 'a', { n: 1 });
    await publishEvent(db, 'auction:7', 'a', { n: 2 });
    await publishEvent(db, 'auction:8', 'a', { n: 99 });
    await publishEvent(db, 'auction:7', 'a', { n: 3 });
    const missed = await eventsAfter(db, 'auction:7', first.id);
    expect(missed.map((event) => (event.payload as { n: number }).n)).toEqual([2, 3]);
    expect(await pruneEvents(db, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(4);
    expect(await eventsAfter(db, 'auction:7', 0)).toEqual([]);
  });

  it('announces large payloads by reference and still delivers them whole', async () => {
    const bus = createRealtimeBus(t.database);
    const c = collector();
    const off = await bus.subscribe('auction:9', c.handler);
    const big = { text: 'x'.repeat(20_000) };
    await publishEvent(t.database.db, 'auction:9', 'big', big);
    const [event] = await c.waitFor(1);
    expect(event?.payload).toEqual(big);
    off();
    await bus.close();
  });

  it('tells an observer the topic of every event, subscribed or not and large or small, without reading payloads back', async () => {
    const bus = createRealtimeBus(t.database);
    const topics: (string | null)[] = [];
    const off = await bus.observe((topic) => topics.push(topic));
    const before = await latestEventId(t.database.db, 'auction:77');
    await publishEvent(t.database.db, 'auction:77', 'auction.updated', { price: 1 });
    await publishEvent(t.database.db, 'page:/om-oss', 'page.changed', {});
    const big = await publishEvent(t.database.db, 'auction:78', 'big', { text: 'x'.repeat(20_000) });
    await expect.poll(() => topics).toEqual(['auction:77', 'page:/om-oss', 'auction:78']);
    // The newest event of a topic, for a page to resume its stream from.
    expect(before).toBe(0);
    expect(await latestEventId(t.database.db, 'auction:78')).toBe(big.id);
    expect(await latestEventId(t.database.db, 'auction:79')).toBe(0);
    off();
    await publishEvent(t.database.db, 'auction:77', 'auction.updated', { price: 2 });
    const c = collector();
    const offOther = await bus.subscribe('auction:77', c.handler);
    await publishEvent(t.database.db, 'auction:77', 'auction.updated', { price: 3 });
    await c.waitFor(1);
    expect(topics).toHaveLength(3);
    offOther();
    await bus.close();
  });

  it.runIf(testEngine === 'postgres')('reaches a subscriber on another connection pool (another app instance)', async () => {
    const other: Database = await openDatabase({ kind: 'postgres', url: t.url as string, poolSize: 2 });
    try {
      const bus = createRealtimeBus(other);
      const c = collector();
      const off = await bus.subscribe('auction:42', c.handler);
      await publishEvent(t.database.db, 'auction:42', 'bid', { price: 2000 });
      const [event] = await c.waitFor(1);
      expect(event?.payload).toEqual({ price: 2000 });
      off();
      await bus.close();
    } finally {
      await other.close();
    }
  });

  it.runIf(testEngine === 'postgres')(
    'listens again by itself when its connection is cut, and delivers what was published meanwhile, once each',
    async () => {
      const other: Database = await openDatabase({ kind: 'postgres', url: t.url as string, poolSize: 2 });
      try {
        const bus = createRealtimeBus(other);
        const c = collector();
        const off = await bus.subscribe('auction:43', c.handler);
        const gaps: (string | null)[] = [];
        const offObserver = await bus.observe((topic) => topic === null && gaps.push(topic));
        const first = await publishEvent(t.database.db, 'auction:43', 'bid', { price: 1 });
        await c.waitFor(1);
        // Every LISTEN connection on this database cut, as a restarting server cuts them.
        await t.database.exec(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
        );
        // Published while nobody listens: its announcement is lost, the resumed bus reads it back.
        const meanwhile = await publishEvent(t.database.db, 'auction:43', 'bid', { price: 2 });
        await c.waitFor(2, 5000);
        const after = await publishEvent(t.database.db, 'auction:43', 'bid', { price: 3 });
        await c.waitFor(3, 5000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(c.events.map((event) => event.id)).toEqual([first.id, meanwhile.id, after.id]);
        expect(c.events.map((event) => event.payload)).toEqual([{ price: 1 }, { price: 2 }, { price: 3 }]);
        expect(other.reachable()).toBe(true);
        // An observer hears of the gap (whatever was announced meanwhile may have changed).
        expect(gaps).toEqual([null]);
        offObserver();
        off();
        await bus.close();
      } finally {
        await other.close();
      }
    },
  );
});
