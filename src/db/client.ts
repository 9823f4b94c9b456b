import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient, ClientConfig } from 'pg';
import { acquireFolderLock, type FolderLock } from './lock';

/**
 * The one database client. `DATABASE_URL` set → a PostgreSQL server through `pg`; unset →
 * embedded PGlite persisted in the data folder (or in memory for tests). Same schema, same SQL.
 */

/**
 * The database, without a schema object: code reads and writes through the tables its modules own
 * (src/modules/<owner>/tables.ts), so the client needs none of them (docs/decisions/0038).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: commands accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseKind = 'pglite' | 'postgres';

/** Connections open, idle among them, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /**
   * The same connection seen through a schema object, for a library that reads one (Better Auth's
   * Drizzle adapter uses `db.query` for its joins): the caller passes the tables it owns
   * (src/modules/accounts/auth.ts). Everyone else uses `db`, which needs none (docs/decisions/0039).
   */
  withSchema<S extends Record<string, unknown>>(schema: S): PgDatabase<PgQueryResultHKT, S>;
  /** A human description for logs and health: never includes a password. */
  readonly describe: string;
  /**
   * LISTEN on a channel; the callback receives each payload. Resolves to an unlisten function.
   * PostgreSQL: when the listening connection is lost (the server stopped, restarted, the network
   * broke) it is made again, and LISTEN again, by itself, retrying until the server is back;
   * `onResume` is then called, since notifications sent meanwhile were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /** Runs raw SQL (migrations, maintenance). */
  exec(sqlText: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock (several app instances on one server). */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its whole data folder as a gzip tarball (PGlite's own dump), taken between two
   * statements while the server runs; what a restore loads (src/db/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * The connection pool's use right now (PostgreSQL: `pg.Pool`'s counts; the LISTEN connection is
   * not in the pool); null for PGlite, which has one in-process connection and no pool.
   */
  poolUse(): PoolUse | null;
  /**
   * False while the database server is out of reach: from a connection to it failing or breaking
   * until one succeeds again (checked every half second meanwhile). Always true for PGlite.
   */
  reachable(): boolean;
  close(): Promise<void>;
}

/**
 * Where the client reports a PostgreSQL server going out of reach and coming back: the caller hands
 * in the app's logger (src/platform/database.ts); src/db imports nothing of platform
 * (docs/decisions/0038). Without one these two lines are not written.
 */
export interface DatabaseLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; logger?: DatabaseLogger }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export const PGLITE_SUBFOLDER = 'pglite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10, options.logger);
  if (options.kind === 'pglite') return openPglite(options.dataDir);
  return openPglite(null, options.loadDataDir);
}

/**
 * Makes a data folder's database from a PGlite dump (a restore): the folder must hold no
 * database yet. Opens it once (taking the folder's lock) and closes it again.
 */
export async function loadPgliteDump(dataDir: string, dump: Blob): Promise<void> {
  const database = await openPglite(dataDir, dump);
  await database.close();
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');

  let lock: FolderLock | null = null;
  if (dataDir) lock = await acquireFolderLock(dataDir);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, PGLITE_SUBFOLDER) : undefined,
      extensions: { pg_trgm, unaccent },
      loadDataDir,
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzle({ client }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    withSchema: (schema) => drizzle({ client, schema }) as unknown as PgDatabase<PgQueryResultHKT, typeof schema>,
    describe: dataDir ? `PGlite (${path.join(dataDir, PGLITE_SUBFOLDER)})` : 'PGlite (in memory)',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    // One process owns the folder (its lock), so there is nobody to exclude.
    withExclusiveLock: (_key, fn) => fn(),
    async dumpDataDir() {
      const dump = await client.dumpDataDir('gzip');
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
    poolUse: () => null,
    reachable: () => true,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number, logger?: DatabaseLogger): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Timestamps arrive as Date objects; int8 counts as JS numbers (they stay far below 2^53).
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

  const safeUrl = new URL(url);
  safeUrl.password = safeUrl.password ? '***' : '';
  const describe = `PostgreSQL (${safeUrl.host}${safeUrl.pathname})`;

  let closed = false;
  // Whether the server is out of reach (reachable()): set when a connection fails or breaks,
  // cleared when one succeeds; meanwhile a probe tries every half second, so the state clears
  // even when nothing else asks the database anything.
  let unreachable = false;
  let unreachableSince = 0;
  let probing: ReturnType<typeof setTimeout> | null = null;
  const connected = () => {
    if (!unreachable) return;
    unreachable = false;
    logger?.info({ database: describe, ms: Date.now() - unreachableSince }, 'database reachable again');
    // Back: the listener waiting out its pause tries now, not up to a second later.
    listenerRetryNow();
  };
  const lost = (error?: unknown) => {
    if (!unreachable && !closed) {
      unreachableSince = Date.now();
      logger?.warn({ database: describe, err: error instanceof Error ? error.message : undefined }, 'database unreachable');
    }
    unreachable = true;
    if (probing || closed) return;
    const probe = () => {
      probing = null;
      if (closed || !unreachable) return;
      pool.query('SELECT 1').then(connected, () => {
        if (!closed && unreachable) probing = setTimeout(probe, 500);
      });
    };
    probing = setTimeout(probe, 500);
  };

  /**
   * Every connection, the pool's and the listener's: its failures and successes keep
   * `unreachable`, and it always has an error listener — a connection checked out of the pool
   * (inside a transaction) has none of the pool's, and an 'error' event without a listener would
   * end the whole process when the server stops under a transaction. The query that was running
   * reports the failure to its caller either way.
   */
  class WatchedClient extends pg.Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      this.on('error', lost);
    }

    override connect(): Promise<PgClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<PgClient> | void {
      if (!callback) {
        return super.connect().then(
          (client) => {
            connected();
            return client;
          },
          (error: unknown) => {
            lost(error);
            throw error;
          },
        );
      }
      super.connect((error: Error | null) => {
        if (error) lost(error);
        else connected();
        (callback as (error: Error | null) => void)(error);
      });
    }
  }

  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, Client: WatchedClient });
  pool.on('error', () => {
    // An idle client dropped by the server; the pool replaces it. Queries report their own errors.
  });
  const db = drizzle({ client: pool }) as unknown as Db;

  // One connection LISTENs on every channel in use (it is not the pool's: it stays open). When it
  // breaks it is made again, with a growing pause (0.25 s to 1 s) while the server stays away, and
  // at once when another connection got through.
  const listeners = new Map<string, { payload: Set<(payload: string) => void>; resume: Set<() => void> }>();
  let listenClient: WatchedClient | null = null;
  let connecting: Promise<WatchedClient> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let retryDelayMs = 250;

  const connectListener = async (): Promise<WatchedClient> => {
    const client = new WatchedClient({ connectionString: url });
    let broken = false;
    const onBroken = () => {
      if (broken) return;
      broken = true;
      listenerLost(client);
    };
    client.on('error', onBroken);
    client.on('end', onBroken);
    client.on('notification', (message) => {
      const entry = listeners.get(message.channel);
      if (!entry || message.payload === undefined) return;
      for (const callback of entry.payload) callback(message.payload);
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      broken = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (broken || closed) {
      await client.end().catch(() => undefined);
      throw new Error('Connection terminated while listening');
    }
    listenClient = client;
    return client;
  };
  const ensureListener = (): Promise<WatchedClient> => {
    if (listenClient) return Promise.resolve(listenClient);
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const listenerLost = (client: WatchedClient) => {
    if (listenClient !== client) return;
    listenClient = null;
    scheduleReconnect();
  };
  const reconnectListener = () => {
    ensureListener().then(
      () => {
        retryDelayMs = 250;
        for (const entry of [...listeners.values()]) for (const resume of entry.resume) resume();
      },
      () => {
        retryDelayMs = Math.min(retryDelayMs * 2, 1000);
        scheduleReconnect();
      },
    );
  };
  const scheduleReconnect = () => {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      reconnectListener();
    }, retryDelayMs);
  };
  function listenerRetryNow() {
    if (!retry) return;
    clearTimeout(retry);
    retry = null;
    reconnectListener();
  }

  return {
    kind: 'postgres',
    db,
    withSchema: (schema) => drizzle({ client: pool, schema }) as unknown as PgDatabase<PgQueryResultHKT, typeof schema>,
    describe,
    async listen(channel, onPayload, onResume) {
      let entry = listeners.get(channel);
      const first = !entry;
      if (!entry) listeners.set(channel, (entry = { payload: new Set(), resume: new Set() }));
      const { payload, resume } = entry;
      payload.add(onPayload);
      if (onResume) resume.add(onResume);
      const remove = async () => {
        payload.delete(onPayload);
        if (onResume) resume.delete(onResume);
        if (payload.size === 0 && listeners.get(channel) === entry) {
          listeners.delete(channel);
          if (listenClient && !closed) await listenClient.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
      try {
        const client = await ensureListener();
        // LISTEN twice is harmless: a connection made for this call already listens on the map's channels.
        if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        await remove();
        throw error;
      }
      return remove;
    },
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async withExclusiveLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    reachable: () => !unreachable,
    async close() {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      if (probing) clearTimeout(probing);
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** What `pg.Client#connect` calls back with. */
type ConnectCallback = Parameters<PgClient['connect']>[0] & {};

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
