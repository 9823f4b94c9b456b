/**
 * `npm run bench:render`: the server render of `/auktioner?search=…` with 100 000 lots on
 * PostgreSQL, 20 concurrent clients (autocannon), against the production build started as
 * `npm start` does. Prints requests/s and latency percentiles (target: p95 < 150 ms, ≥ 200 req/s).
 * Needs `next build` first. BENCH_LOTS (100000), BENCH_SECONDS (20), BENCH_CONNECTIONS (20).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { freePort, startServer } from '../tests/e2e/helpers';
import { loadLots } from './lib/load-lots.mts';

const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `klubban_bench_render_${process.pid}`;
const SEARCHES = ['kosta boda', 'stolar', 'lampa', 'vas', 'orrefors', 'rörstrand', 'matta', 'ljusstake', 'spegel', 'smycke'];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let stop: (() => Promise<unknown>) | null = null;
try {
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  await loadLots(database, LOTS);
  await database.close();
  const server = await startServer({ DATABASE_URL: url.toString(), KLUBBAN_SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(await freePort()) });
  stop = server.stop;
  const requests = SEARCHES.map((term) => ({ method: 'GET' as const, path: `/auktioner?search=${encodeURIComponent(term)}` }));
  // Warm up every query once.
  for (const request of requests) await (await fetch(`${server.url}${request.path}`)).text();
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 });
  const latency = result.latency as unknown as Record<string, number>;
  console.log(`${LOTS.toLocaleString('sv-SE')} lots, ${CONNECTIONS} connections, ${SECONDS} s, /auktioner?search=… over ${SEARCHES.length} terms`);
  console.log(`requests/s  mean ${result.requests.average.toFixed(0)}   total ${result.requests.total}   non-2xx ${result.non2xx}   errors ${result.errors}`);
  console.log(`latency ms  p50 ${latency.p50}   p90 ${latency.p90}   p97.5 ${latency.p97_5}   p99 ${latency.p99}   max ${latency.max}`);
} finally {
  await stop?.();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
