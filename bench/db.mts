/**
 * `npm run bench:db`: committed single-row transactions per second and the contended bid pattern
 * (lock one auction row, insert a bid, update the row, commit) per second, on the embedded PGlite
 * (file-backed, as `npm start` runs it) and on PostgreSQL, beside this machine's `pgbench -N`.
 *
 * PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
 * names a server; the bench makes and drops its own databases there. BENCH_SECONDS (default 5).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { users } from '../src/modules/accounts/tables';
import { auctions, bids } from '../src/modules/auctions/tables';
import { items } from '../src/modules/catalog/tables';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 10;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figure {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `work` from `clients` concurrent loops for SECONDS and measures each call. */
async function measure(clients: number, work: (client: number, n: number) => Promise<void>): Promise<Figure> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        await work(client, n);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

async function prepare(database: Database) {
  await migrateDatabase(database);
  await database.exec(
    'create table if not exists bench_rows (id bigint generated always as identity primary key, client int not null, payload text not null)',
  );
  const db = database.db;
  await db.insert(users).values({ id: 'bench-user', name: 'Bench', email: 'bench@example.se' }).onConflictDoNothing();
  const [item] = await db.insert(items).values({ title: 'Benchföremål', category: 'OVRIGT' }).returning({ id: items.id });
  const now = new Date();
  const end = new Date(now.getTime() + 86_400_000);
  const [auction] = await db
    .insert(auctions)
    .values({
      slug: 'bench',
      itemId: item!.id,
      category: 'OVRIGT',
      startPrice: 100,
      startsAt: now,
      endsAt: end,
      originalEndsAt: end,
      status: 'live',
    })
    .returning({ id: auctions.id });
  return auction!.id;
}

async function runEngine(database: Database, clients: number) {
  const auctionId = await prepare(database);
  const db = database.db;
  const single = await measure(clients, async (client, n) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_rows (client, payload) values (${client}, ${'rad ' + n})`);
    });
  });
  const contended = await measure(clients, async () => {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ current_price: number | null; bid_count: number }>(
        tx,
        sql`select current_price, bid_count from auctions where id = ${auctionId} for update`,
      );
      const price = (row?.current_price ?? 100) + 20;
      await tx.insert(bids).values({ auctionId, bidderId: 'bench-user', maxAmount: price, amount: price });
      await tx
        .update(auctions)
        .set({ currentPrice: price, bidCount: (row?.bid_count ?? 0) + 1, version: sql`${auctions.version} + 1` })
        .where(eq(auctions.id, auctionId));
    });
  });
  return { single, contended };
}

async function withPostgresDb<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `klubban_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function pgbench(url: string): number | null {
  try {
    const u = new URL(url);
    const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres', u.pathname.slice(1)];
    execFileSync('pgbench', ['-i', '-q', '-s', '1', ...args], { stdio: 'pipe' });
    const out = execFileSync('pgbench', ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch (error) {
    console.error('pgbench failed:', (error as Error).message.split('\n')[0]);
    return null;
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('sv-SE').padStart(8);
const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);

async function main() {
  console.log(`Klubban database benchmark — ${SECONDS} s per figure, ${CLIENTS} concurrent clients, ${os.cpus().length} cores\n`);

  const folder = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-'));
  const lite = await openDatabase({ kind: 'pglite', dataDir: folder });
  const liteFigures = await runEngine(lite, CLIENTS);
  await lite.close();
  rmSync(folder, { recursive: true, force: true });

  let pgFigures: Awaited<ReturnType<typeof runEngine>> | null = null;
  let pgbenchTps: number | null = null;
  try {
    pgFigures = await withPostgresDb(async (url) => {
      const server = await openDatabase({ kind: 'postgres', url, poolSize: CLIENTS });
      try {
        return await runEngine(server, CLIENTS);
      } finally {
        await server.close();
      }
    });
    pgbenchTps = await withPostgresDb(async (url) => pgbench(url));
  } catch (error) {
    console.error(`PostgreSQL not reachable at ${adminUrl}: ${(error as Error).message}`);
  }

  const rows: [string, Figure | undefined][] = [
    ['PGlite   single-row commit', liteFigures.single],
    ['PGlite   contended bid tx ', liteFigures.contended],
    ['Postgres single-row commit', pgFigures?.single],
    ['Postgres contended bid tx ', pgFigures?.contended],
  ];
  console.log('pattern                       tx/s         p50         p99   vs pgbench -N');
  for (const [label, figure] of rows) {
    if (!figure) {
      console.log(`${label}      (not measured)`);
      continue;
    }
    const ratio = pgbenchTps ? (figure.perSecond / pgbenchTps).toFixed(2) : '–';
    console.log(`${label}  ${fmt(figure.perSecond)}  ${ms(figure.p50)}  ${ms(figure.p99)}   ${ratio.padStart(6)}`);
  }
  console.log(`pgbench -N (-c ${CLIENTS} -j 2)  ${pgbenchTps ? fmt(pgbenchTps) : '(not measured)'}`);
}

await main();
