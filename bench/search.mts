/**
 * `npm run bench:search`: search + facets at the database with 100 000 lots, through the real
 * searchAuctions query (list page + facets, one transaction): the live list, and the archive of
 * what sold (docs/decisions/0047) with the same words. Prints p50/p95 per query and the worst p95
 * of each. BENCH_ENGINE=postgres (default) or pglite; BENCH_DATABASE_URL (or TEST_DATABASE_URL, or
 * the local server) names the server, and the bench makes and drops its own database (PGlite: a
 * temporary folder). BENCH_LOTS (default 100000), BENCH_RUNS per query (default 40),
 * BENCH_ENDED_PERCENT of the lots ended (default 10; two in three of those sold).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { searchAuctions, type SearchParams } from '../src/modules/auctions/queries/search-auctions';
import { loadLots } from './lib/load-lots.mts';

const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ENDED_PERCENT = Number(process.env.BENCH_ENDED_PERCENT ?? 10);
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `klubban_bench_search_${process.pid}`;

let admin: pg.Client | null = null;
let folder: string | null = null;
let database;
if (ENGINE === 'postgres') {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
} else {
  folder = await mkdtemp(path.join(os.tmpdir(), 'klubban-bench-search-'));
  database = await openDatabase({ kind: 'pglite', dataDir: folder });
}

try {
  await migrateDatabase(database);
  const started = performance.now();
  await loadLots(database, LOTS, { endedPercent: ENDED_PERCENT });
  console.log(
    `${ENGINE}: ${LOTS.toLocaleString('sv-SE')} lots (${ENDED_PERCENT} % ended) loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

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
  // The archive of what sold: the same words, its own sorts.
  const archive: [string, SearchParams][] = [
    ['archive, latest sold', { archive: true }],
    ['archive, category, highest price', { archive: true, categories: ['MOBLER', 'BELYSNING'], sort: 'hogst-pris' }],
    ['archive "kosta boda"', { archive: true, search: 'kosta boda' }],
    ['archive "Kosta Bodaa" (typo)', { archive: true, search: 'Kosta Bodaa' }],
    ['archive "stolar" (stem)', { archive: true, search: 'stolar' }],
    ['archive "vaser" lowest price', { archive: true, search: 'vaser', sort: 'lagst-pris' }],
    ['archive "orrefors glas" page 5', { archive: true, search: 'orrefors glas', page: 5 }],
  ];
  console.log('query                                  p50        p95     total hits');
  const worst: Record<'live' | 'archive', number> = { live: 0, archive: 0 };
  for (const [label, params] of [...queries, ...archive]) {
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
    const kind = params.archive ? 'archive' : 'live';
    worst[kind] = Math.max(worst[kind], p(0.95));
    console.log(
      `${label.padEnd(34)} ${p(0.5).toFixed(1).padStart(7)} ms ${p(0.95).toFixed(1).padStart(7)} ms ${String(total).padStart(10)}`,
    );
  }
  console.log(`\nworst p95: live ${worst.live.toFixed(1)} ms, archive ${worst.archive.toFixed(1)} ms (target < 30 ms)`);
} finally {
  await database.close();
  if (admin) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (folder) await rm(folder, { recursive: true, force: true });
}
