/**
 * `npm run bench:search`: search + facets at the database with 100 000 lots on PostgreSQL, through
 * the real searchAuctions query (list page + facets, one transaction). Prints p50/p95 per query.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server) names the server; the bench makes
 * and drops its own database. BENCH_LOTS (default 100000), BENCH_RUNS per query (default 40).
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { searchAuctions, type SearchParams } from '../src/modules/auctions/queries/search-auctions';
import { loadLots } from './lib/load-lots.mts';

const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `klubban_bench_search_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });

try {
  await migrateDatabase(database);
  const started = performance.now();
  await loadLots(database, LOTS);
  console.log(`${LOTS.toLocaleString('sv-SE')} lots loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const queries: [string, SearchParams][] = [
    ['no search, ending soonest', {}],
    ['category filter', { categories: ['MOBLER', 'BELYSNING'] }],
    ['"kosta boda"', { search: 'kosta boda' }],
    ['"Kosta Bodaa" (typo)', { search: 'Kosta Bodaa' }],
    ['"stolar" (stem in compounds)', { search: 'stolar' }],
    ['"lampor" + category', { search: 'lampor', categories: ['BELYSNING'] }],
    ['"rorstrand" (folded)', { search: 'rorstrand' }],
    ['"vas" sorted by price', { search: 'vas', sort: 'hogst-pris' }],
    ['"orrefors glas" page 5', { search: 'orrefors glas', page: 5 }],
  ];
  console.log('query                                  p50        p95     total hits');
  const p95s: number[] = [];
  for (const [label, params] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const result = await searchAuctions(database.db, { pageSize: 24, ...params });
      if (i >= 3) times.push(performance.now() - t0); // three warm-up runs
      total = result.total;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    p95s.push(p(0.95));
    console.log(
      `${label.padEnd(34)} ${p(0.5).toFixed(1).padStart(7)} ms ${p(0.95).toFixed(1).padStart(7)} ms ${String(total).padStart(10)}`,
    );
  }
  p95s.sort((a, b) => a - b);
  console.log(`\nworst p95 ${p95s.at(-1)!.toFixed(1)} ms (target < 30 ms)`);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
