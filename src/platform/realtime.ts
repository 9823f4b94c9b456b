import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '@/db/client';
import { realtimeEvents } from '@/platform/tables';
import { queryRows } from '@/db/rows';

/**
 * The one realtime bus (docs/architecture.md): events are written to `realtime_events` and announced
 * with NOTIFY inside the caller's transaction, so they reach listeners only once committed, in
 * every process on the same database. One LISTEN per process fans out to all subscribers.
 */

export const REALTIME_CHANNEL = 'klubban_events';

export interface RealtimeEvent<T = unknown> {
  id: number;
  topic: string;
  type: string;
  payload: T;
  createdAt: string;
}

type Handler = (event: RealtimeEvent) => void;

// NOTIFY payloads are limited to 8000 bytes; larger events are announced by id and read back.
const MAX_INLINE_PAYLOAD = 7000;

/** An event to publish: where, what, and the new state it carries. */
export interface EventInput<T = unknown> {
  topic: string;
  type: string;
  payload: T;
}

/** Writes an event and announces it; call with the transaction that made the change. */
export async function publishEvent<T>(tx: DbOrTx, topic: string, type: string, payload: T): Promise<RealtimeEvent<T>> {
  const [event] = await publishEvents(tx, [{ topic, type, payload }]);
  if (!event) throw new Error('realtime event was not stored');
  return event;
}

/**
 * Writes several events and announces each, in one statement (a bid's lot update, lead changes
 * and notices go out together). The NOTIFY message is the event as JSON — or, over the size NOTIFY
 * allows, a reference listeners read back by id. Returned in the order given.
 */
export async function publishEvents<T>(tx: DbOrTx, events: readonly EventInput<T>[]): Promise<RealtimeEvent<T>[]> {
  if (events.length === 0) return [];
  const rows = await queryRows<{ id: number | string; created_at: Date | string }>(
    tx,
    sql`WITH ev AS (
          INSERT INTO realtime_events (topic, type, payload)
          SELECT e.value->>'topic', e.value->>'type', e.value->'payload'
          FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) WITH ORDINALITY AS e(value, n)
          ORDER BY e.n
          RETURNING id, topic, type, payload, created_at
        )
        SELECT ev.id, ev.created_at,
          pg_notify(${REALTIME_CHANNEL}, CASE WHEN octet_length(m.message) > ${MAX_INLINE_PAYLOAD}
            THEN json_build_object('id', ev.id, 'topic', ev.topic, 'ref', true)::text ELSE m.message END) AS notified
        FROM ev CROSS JOIN LATERAL (
          SELECT json_build_object('id', ev.id, 'topic', ev.topic, 'type', ev.type, 'payload', ev.payload,
            'createdAt', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text AS message
        ) m
        ORDER BY ev.id`,
  );
  if (rows.length !== events.length) throw new Error('realtime events were not stored');
  // Identity values are taken in insertion order, which is the order given.
  return rows.map((row, i) => ({
    id: Number(row.id),
    topic: events[i]!.topic,
    type: events[i]!.type,
    payload: events[i]!.payload,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Events on a topic after a known id, oldest first (catch-up for Last-Event-ID). */
export async function eventsAfter(db: DbOrTx, topic: string, afterId: number, limit = 500): Promise<RealtimeEvent[]> {
  const rows = await db
    .select()
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.topic, topic), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows.map(toEvent);
}

/**
 * The id of the newest event on a topic (0 when it has none kept). A page that reads it before the
 * state it shows can hand it to its event stream (`lastEventId`), which then replays every change
 * committed since — so a copy of the page served later is brought up to date on opening.
 */
export async function latestEventId(db: DbOrTx, topic: string): Promise<number> {
  const [row] = await queryRows<{ max: number | string | null }>(
    db,
    sql`SELECT max(id) AS max FROM realtime_events WHERE topic = ${topic}`,
  );
  return Number(row?.max ?? 0);
}

/** Events on any of several topics after a known id, oldest first (one stream over several lots). */
export async function eventsAfterOnTopics(db: DbOrTx, topics: readonly string[], afterId: number, limit = 500): Promise<RealtimeEvent[]> {
  if (topics.length === 0) return [];
  if (topics.length === 1) return eventsAfter(db, topics[0]!, afterId, limit);
  const rows = await db
    .select()
    .from(realtimeEvents)
    .where(and(inArray(realtimeEvents.topic, [...topics]), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows.map(toEvent);
}

/** Deletes events older than the cut-off; returns how many. */
export async function pruneEvents(db: DbOrTx, olderThan: Date): Promise<number> {
  const deleted = await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, olderThan)).returning({ id: realtimeEvents.id });
  return deleted.length;
}

function toEvent(row: typeof realtimeEvents.$inferSelect): RealtimeEvent {
  return { id: row.id, topic: row.topic, type: row.type, payload: row.payload, createdAt: row.createdAt.toISOString() };
}

/**
 * Told the topic of every event announced to this process, whoever subscribed to it — without its
 * payload, which is not read back for this — and `null` when events may have gone unannounced
 * (the listening connection was lost): what depends on any topic must then assume all changed.
 */
export type TopicObserver = (topic: string | null) => void;

export interface RealtimeBus {
  subscribe(topic: string, handler: Handler): Promise<() => void>;
  /** Calls `observer` for every event on every topic from now on (the page cache drops what changed). */
  observe(observer: TopicObserver): Promise<() => void>;
  readonly subscriberCount: number;
  close(): Promise<void>;
}

/**
 * How far below the highest id announced a resumed bus looks for events it missed: ids are taken
 * when an event is written, and transactions commit out of order, so an event may be announced
 * after ones with higher ids.
 */
const RESUME_WINDOW = 500;

/**
 * A process's bus over one database: one LISTEN, fanned out by topic. When the listening connection
 * was lost and is back (the database stopped and started again), the events announced meanwhile
 * were missed: the bus reads them back from `realtime_events` and delivers them, so open streams
 * go on without a gap and without anything twice.
 */
export function createRealtimeBus(database: Database): RealtimeBus {
  const handlers = new Map<string, Set<Handler>>();
  const observers = new Set<TopicObserver>();
  const tell = (topic: string | null) => {
    for (const observer of observers) {
      try {
        observer(topic);
      } catch {
        // An observer's failure must not stop delivery.
      }
    }
  };
  let unlisten: Promise<() => Promise<void>> | null = null;
  let count = 0;
  // The highest event id in the table when listening began (null: not known), the highest
  // announced since, and the ids announced within the window below it.
  let baseline: number | null = null;
  let highest = 0;
  const announced = new Set<number>();
  const noteAnnounced = (id: number) => {
    announced.add(id);
    if (id > highest) highest = id;
    if (announced.size > 2 * RESUME_WINDOW) {
      for (const old of announced) if (old <= highest - RESUME_WINDOW) announced.delete(old);
    }
  };

  const deliver = (event: RealtimeEvent) => {
    const set = handlers.get(event.topic);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(event);
      } catch {
        // One subscriber's failure must not starve the others.
      }
    }
  };

  const onPayload = (raw: string) => {
    let parsed: (RealtimeEvent & { ref?: boolean }) | null = null;
    try {
      parsed = JSON.parse(raw) as RealtimeEvent & { ref?: boolean };
    } catch {
      return;
    }
    if (!parsed) return;
    if (typeof parsed.id === 'number') noteAnnounced(parsed.id);
    if (typeof parsed.topic === 'string') tell(parsed.topic);
    if (!handlers.has(parsed.topic)) return;
    if (!parsed.ref) {
      deliver(parsed);
      return;
    }
    const { id, topic } = parsed;
    eventsAfter(database.db, topic, id - 1, 1).then(
      ([event]) => {
        if (event && event.id === id) deliver(event);
      },
      () => {
        // The database went away just now: the resume after it is back delivers this event.
        announced.delete(id);
      },
    );
  };

  /** Back after the listening connection was lost: the events announced meanwhile, read back. */
  const onResume = () => {
    tell(null);
    const topics = [...handlers.keys()];
    if (topics.length === 0 || baseline === null) return;
    const after = Math.max(baseline, highest - RESUME_WINDOW);
    eventsAfterOnTopics(database.db, topics, after, 1000).then(
      (events) => {
        for (const event of events) {
          if (announced.has(event.id)) continue;
          noteAnnounced(event.id);
          deliver(event);
        }
      },
      () => {
        // Gone again: the next resume reads them.
      },
    );
  };

  const startListening = async () => {
    const stop = await database.listen(REALTIME_CHANNEL, onPayload, onResume);
    // Listening from here on: every event committed later is announced, so none above this id
    // was missed before now. Not known (the database went away again at once) → no catch-up.
    try {
      const [row] = await queryRows<{ max: number | string | null }>(database.db, sql`SELECT max(id) AS max FROM realtime_events`);
      baseline = Number(row?.max ?? 0);
    } catch {
      baseline = null;
    }
    return stop;
  };

  // A failed start (the database away) is tried again by the next subscriber.
  const listening = () =>
    (unlisten ??= startListening().catch((error: unknown) => {
      unlisten = null;
      throw error;
    }));

  return {
    async subscribe(topic, handler) {
      await listening();
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      count++;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        count--;
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async observe(observer) {
      await listening();
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    get subscriberCount() {
      return count;
    },
    async close() {
      handlers.clear();
      observers.clear();
      if (unlisten) await (await unlisten)();
      unlisten = null;
    },
  };
}
