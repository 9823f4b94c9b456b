/**
 * `npm run bench:search`: search + facets at the database with 100 000 lots on PostgreSQL, through
 * the real searchAuctions query (list page + facets, one transaction). Prints p50/p95 per query.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server) names the server; the bench makes
 * and drops its own database. BENCH_LOTS (default 100000), BENCH_RUNS per query (default 40).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { searchAuctions, type SearchParams } from '../src/modules/auctions/queries/search-auctions';
import { DEMO_LOTS } from '../src/modules/catalog/demo/catalogue';

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
  // The demo catalogue as a template, repeated with numbered variants up to LOTS lots.
  await database.exec('create temporary table template (n int, title text, maker text, description text, category category, low int, high int, start int)');
  const values = DEMO_LOTS.map((lot, n) =>
    sql`(${n}, ${lot.title}, ${lot.maker}, ${lot.description}, ${lot.category}::category, ${lot.estimateLow}, ${lot.estimateHigh}, ${lot.startPrice})`,
  );
  await database.db.execute(sql`insert into template values ${sql.join(values, sql`, `)}`);
  await database.db.execute(sql`
    insert into items (title, maker, description, category)
    select t.title || case when g > ${DEMO_LOTS.length} then ' nr ' || g else '' end, t.maker, t.description, t.category
    from generate_series(1, ${LOTS}) g join template t on t.n = (g - 1) % ${DEMO_LOTS.length}`);
  await database.db.execute(sql`
    insert into auctions (slug, item_id, category, estimate_low, estimate_high, start_price, starts_at, ends_at, original_ends_at, status, current_price, bid_count)
    select 'lot-' || i.id, i.id, i.category, t.low, t.high, t.start, now() - interval '2 days',
      now() + (i.id % 20000) * interval '1 minute', now() + (i.id % 20000) * interval '1 minute',
      case when i.id % 10 = 0 then 'ended'::auction_status else 'live'::auction_status end,
      case when i.id % 3 = 0 then t.start + 100 else null end, (i.id % 3 = 0)::int * (1 + i.id % 7)
    from items i join template t on t.n = (i.id - 1) % ${DEMO_LOTS.length}`);
  await database.exec('analyze');
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
    console.log(`${label.padEnd(34)} ${p(0.5).toFixed(1).padStart(7)} ms ${p(0.95).toFixed(1).padStart(7)} ms ${String(total).padStart(10)}`);
  }
  p95s.sort((a, b) => a - b);
  console.log(`\nworst p95 ${p95s.at(-1)!.toFixed(1)} ms (target < 30 ms)`);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
