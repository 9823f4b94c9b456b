import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

/**
 * An isolated, migrated database per test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL when KLUBBAN_TEST_DB=postgres.
 */
export const testEngine: 'pglite' | 'postgres' = process.env.KLUBBAN_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** For postgres: the URL of this file's own database (to open a second "process" on it). */
  url: string | null;
  cleanup(): Promise<void>;
}

export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('KLUBBAN_TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
  return url;
}

/**
 * A fresh, empty database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL by default),
 * named `<prefix>_<pid>_<random>`; `drop()` removes it whoever is still connected.
 */
export async function createPostgresDatabase(
  options: { prefix?: string; adminUrl?: string; template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(options.adminUrl ?? postgresAdminUrl());
  const name = `${options.prefix ?? 'klubban_t'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The migrated database the run's global setup made (tests/setup/global-database.ts), or null
 * when this run has none (then each file migrates its own).
 */
async function runTemplate() {
  const { inject } = await import('vitest');
  return inject('testDatabaseTemplate') ?? null;
}

let loadedDump: Promise<Blob> | null = null;

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await runTemplate();
  if (testEngine === 'postgres') {
    const fromTemplate = template?.engine === 'postgres' ? template.name : undefined;
    const created = await createPostgresDatabase({ template: fromTemplate });
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    if (!fromTemplate) await migrateDatabase(database);
    return {
      database,
      url: created.url,
      async cleanup() {
        await database.close();
        await created.drop();
      },
    };
  }
  if (template?.engine === 'pglite') {
    loadedDump ??= readFile(template.dump).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: await loadedDump });
    return { database, url: null, cleanup: () => database.close() };
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  return { database, url: null, cleanup: () => database.close() };
}

/** A storage that keeps files in memory, for seeding in tests (the real local storage is tested on disk). */
export function memoryStorage() {
  const files = new Map<string, Buffer>();
  return {
    files,
    async put(key: string, body: Buffer) {
      files.set(key, body);
    },
    async exists(key: string) {
      return files.has(key);
    },
  };
}
