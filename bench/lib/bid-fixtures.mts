import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { startServer, type RunningServer } from '../../tests/e2e/helpers';
import { createPostgresDatabase } from '../../tests/setup/test-db';

/**
 * Shared by the bidding benchmarks: a real production server (`npm start` through startServer) on
 * PostgreSQL or on the embedded PGlite, with bidders (users with live sessions, used as Bearer
 * tokens) and live lots written into its database before it starts.
 *
 * The server needs a production build: `npm run build`, or set KLUBBAN_NEXT_DIST_DIR to another
 * build folder (e.g. `KLUBBAN_NEXT_DIST_DIR=.next-tests npx next build` beside a running server).
 */

export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Engine = 'postgres' | 'pglite';

export interface Fixture {
  tokens: string[];
  lotIds: number[];
}

/** `bidders` users with sessions and `lots` live lots (start 100 kr, ending in a week). */
export async function seedBidding(database: Database, options: { bidders: number; lots: number; startPrice?: number }): Promise<Fixture> {
  const prefix = randomBytes(6).toString('hex');
  const db = database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select ${prefix} || '-u' || g, 'Bänkbudgivare ' || g, ${prefix} || '.' || g || '@bench.klubban.se', true, 'user'
      from generate_series(1, ${options.bidders}) g`);
    await tx.execute(sql`
      insert into profiles (user_id, display_name, first_name, last_name, full_name)
      select ${prefix} || '-u' || g, 'Bänkbudgivare ' || g, 'Bänk', 'Budgivare ' || g, 'Bänk Budgivare ' || g
      from generate_series(1, ${options.bidders}) g`);
    await tx.execute(sql`
      insert into sessions (id, token, user_id, expires_at)
      select ${prefix} || '-s' || g, ${prefix} || 'token' || g, ${prefix} || '-u' || g, now() + interval '7 days'
      from generate_series(1, ${options.bidders}) g`);
    await tx.execute(sql`
      insert into items (title, category, images)
      select 'Bänkföremål ' || ${prefix} || ' nr ' || g, 'OVRIGT', '[]'::jsonb from generate_series(1, ${options.lots}) g`);
    await tx.execute(sql`
      insert into auctions (slug, item_id, category, start_price, starts_at, ends_at, original_ends_at, status, published_at)
      select 'bankforemal-' || i.id, i.id, 'OVRIGT', ${options.startPrice ?? 100}, now() - interval '1 day',
        now() + interval '7 days', now() + interval '7 days', 'live', now() - interval '1 day'
      from items i where i.title like ${'Bänkföremål ' + prefix + ' nr %'}`);
  });
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from auctions a join items i on i.id = a.item_id where i.title like ${'Bänkföremål ' + prefix + ' nr %'} order by a.id`,
  );
  return { tokens: Array.from({ length: options.bidders }, (_, i) => `${prefix}token${i + 1}`), lotIds: rows.map((row) => row.id) };
}

export interface BenchServer {
  engine: Engine;
  server: RunningServer;
  fixture: Fixture;
  /** Stops the server; `readBack` then reads its database (PGlite: only once the server let go of it). */
  stop(readBack?: (database: Database) => Promise<void>): Promise<void>;
}

/**
 * A fresh database (a new PostgreSQL database, or a new PGlite data folder), seeded, and a
 * production server on it. LOG_LEVEL=warn: the per-request info lines would be written to a pipe
 * this process reads, which costs CPU on the same two cores and is not what is measured.
 */
export async function startBenchServer(
  engine: Engine,
  seed: { bidders: number; lots: number },
  env: Record<string, string> = {},
  options: { root?: string } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-bids-'));
  const common = {
    KLUBBAN_SEED_DEMO: 'false',
    KLUBBAN_DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstu',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (engine === 'postgres') {
    const created = await createPostgresDatabase({ prefix: 'klubban_bench_bids', adminUrl });
    const url = created.url;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await migrateDatabase(database);
    const fixture = await seedBidding(database, seed);
    await database.close();
    const server = await startServer({ ...common, DATABASE_URL: url.toString() }, options);
    return {
      engine,
      server,
      fixture,
      async stop(readBack) {
        await server.stop();
        if (readBack) {
          const reader = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
          await readBack(reader).finally(() => reader.close());
        }
        await created.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // PGlite: the server owns the data folder once it runs, so the bench writes its fixture first.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  const fixture = await seedBidding(database, seed);
  await database.close();
  const server = await startServer({ ...common, DATABASE_URL: '' }, options);
  return {
    engine,
    server,
    fixture,
    async stop(readBack) {
      await server.stop();
      if (readBack) {
        const reader = await openDatabase({ kind: 'pglite', dataDir });
        await readBack(reader).finally(() => reader.close());
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** This machine's `pgbench -N` (simple-update TPC-B-like) tps on a scratch database, or null. */
export async function pgbenchTps(seconds: number, clients = 10): Promise<number | null> {
  const name = `klubban_bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  try {
    const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres', name];
    execFileSync('pgbench', ['-i', '-q', '-s', '1', ...args], { stdio: 'pipe' });
    const out = execFileSync('pgbench', ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch (error) {
    console.error('pgbench failed:', (error as Error).message.split('\n')[0]);
    return null;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
