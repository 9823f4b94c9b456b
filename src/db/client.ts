import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireFolderLock, type FolderLock } from './lock';

/**
 * The one database client. `DATABASE_URL` set → a PostgreSQL server through `pg`; unset →
 * embedded PGlite persisted in the data folder (or in memory for tests). Same schema, same SQL.
 */

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
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
  /** A human description for logs and health: never includes a password. */
  readonly describe: string;
  /** LISTEN on a channel; the callback receives each payload. Resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
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
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' };

export const PGLITE_SUBFOLDER = 'pglite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  if (options.kind === 'pglite') return openPglite(options.dataDir);
  return openPglite(null);
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
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Timestamps arrive as Date objects; int8 counts as JS numbers (they stay far below 2^53).
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {
    // An idle client dropped by the server; the pool replaces it. Queries report their own errors.
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const safeUrl = new URL(url);
  safeUrl.password = safeUrl.password ? '***' : '';

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: InstanceType<typeof pg.Client> | null = null;
  let connecting: Promise<InstanceType<typeof pg.Client>> | null = null;
  let closed = false;

  const connectListener = async (): Promise<InstanceType<typeof pg.Client>> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (message) => {
      const set = listeners.get(message.channel);
      if (!set || message.payload === undefined) return;
      for (const callback of set) callback(message.payload);
    });
    client.on('error', () => {
      // The server went away: reconnect and LISTEN again on every channel in use.
      listenClient = null;
      connecting = null;
      if (!closed) setTimeout(() => void ensureListener().catch(() => undefined), 1000);
    });
    for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return client;
  };
  const ensureListener = async () => {
    if (listenClient) return listenClient;
    connecting ??= connectListener().then((client) => (listenClient = client));
    return connecting;
  };

  return {
    kind: 'postgres',
    db,
    describe: `PostgreSQL (${safeUrl.host}${safeUrl.pathname})`,
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onPayload);
      const client = await ensureListener();
      if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          listeners.delete(channel);
          if (listenClient && !closed) await listenClient.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
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
    async close() {
      if (closed) return;
      closed = true;
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
