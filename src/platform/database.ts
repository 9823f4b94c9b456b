import path from 'node:path';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { getEnv } from './env';
import { getLogger } from './logger';
import { peekProcessSingleton, processSingletonPromise, setProcessSingleton } from './singleton';

/**
 * The process's database: src/db holds the client, the folder lock and the migrations and takes
 * its configuration by parameter; this file hands it the env's values and the logger, and keeps
 * the one open database per process (docs/decisions/0038).
 */

export type { Database, Db, DbOrTx, PoolUse } from '@/db/client';

/** Absolute path of the data folder (embedded database, uploads, generated secrets). */
export function dataDir(): string {
  const configured = getEnv().KLUBBAN_DATA_DIR;
  // The folder is configuration, not a build input: keep Turbopack from tracing the project through it.
  return path.isAbsolute(configured) ? configured : path.join(/*turbopackIgnore: true*/ process.cwd(), configured);
}

const DATABASE = 'Database';

/**
 * The process-wide database, opened and migrated once. Kept on globalThis so hot reload and the
 * several bundles of a Next.js server share one instance (one PGlite per folder); a failed open is
 * dropped so the next call tries again.
 */
export function getDatabase(): Promise<Database> {
  return processSingletonPromise(DATABASE, async () => {
    const env = getEnv();
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, logger: getLogger() } : { kind: 'pglite', dataDir: dataDir() },
    );
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  });
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** The process database if it is open or opening, without opening it (a metrics scrape must not). */
export function peekDatabase(): Promise<Database> | undefined {
  return peekProcessSingleton<Promise<Database>>(DATABASE);
}

/** Closes the process database (graceful shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const pending = peekDatabase();
  setProcessSingleton(DATABASE, undefined);
  if (pending) await (await pending).close();
}

/** Tests: make a prepared database the process database (the server code under test uses it). */
export function setDatabaseForTesting(database: Database): void {
  setProcessSingleton(DATABASE, Promise.resolve(database));
}
