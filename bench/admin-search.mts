/**
 * `npm run bench:admin-search`: the console's one search box (ADMIN_SEARCH) on the
 * demo data plus BENCH_LOTS lots (default 100 000), with BENCH_USERS extra users (default 2 000, with
 * phones), BENCH_VALUATIONS valuation requests (default 1 000) and BENCH_ORDERS orders on ended lots
 * (default 1 000). Runs the real adminSearch (every kind, as the action does) on PGlite on disk, as
 * `npm start` runs it, and on PostgreSQL (BENCH_DATABASE_URL, or TEST_DATABASE_URL, or the local
 * server; a database of its own, dropped after). BENCH_ENGINES=pglite or =postgres runs one.
 * Prints median and p95 per query over BENCH_RUNS runs (default 30, after 3 warm-up runs), the
 * same per kind (each kind alone, one after another), and the worst p95 against the 100 ms target.
 */
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const VALUATIONS = Number(process.env.BENCH_VALUATIONS ?? 1_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-admin-search-'));
process.env.KLUBBAN_DATA_DIR = root;

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../src/db/client.ts');
type Database = Awaited<ReturnType<typeof openDatabase>>;
const { migrateDatabase } = await import('../src/db/migrate.ts');
const { seedDemo } = await import('../demo/seed-demo.ts');
const { adminSearch } = await import('../src/modules/admin/server.ts');
const { searchUsersForAdmin } = await import('../src/modules/accounts/server.ts');
const { searchLotsForAdmin, newestLotsOfItems } = await import('../src/modules/auctions/server.ts');
const { searchItemsForAdmin } = await import('../src/modules/catalog/server.ts');
const { searchOrdersForAdmin } = await import('../src/modules/orders/server.ts');
const { searchValuationsForAdmin } = await import('../src/modules/valuations/server.ts');
const { parseAdminSearch } = await import('../src/platform/admin-search.ts');
const { createPostgresDatabase } = await import('../tests/setup/test-db.ts');
const { memoryStorage } = await import('../tests/setup/test-db.ts');
const { loadLots } = await import('./lib/load-lots.mts');

/** Users with profiles and phones, valuation requests by them, and orders on ended lots bought by them. */
async function loadConsoleData(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, name, email, email_verified)
      select 'bench-user-' || g, f.first || ' ' || l.last || ' ' || g, lower(f.first) || '.' || lower(l.last) || '.' || g || '@example.se', true
      from generate_series(1, ${USERS}) g
        cross join lateral (select (array['Astrid','Bengt','Cecilia','Dag','Elsa','Fredrik','Greta','Hugo','Ingrid','Jonas'])[1 + g % 10] as first) f
        cross join lateral (select (array['Andersson','Bergström','Carlsson','Dahl','Ekström','Forsberg','Gustafsson','Holm','Isaksson','Jönsson'])[1 + (g / 10) % 10] as last) l`);
    await tx.execute(sql`
      insert into profiles (user_id, display_name, full_name, phone_e164)
      select u.id, u.name, u.name, '+4670' || lpad((1000000 + substr(u.id, 12)::int * 37)::text, 7, '0')
      from users u where u.id like 'bench-user-%'`);
    await tx.execute(sql`
      insert into valuations (seller_id, title, maker, category, description)
      select 'bench-user-' || (1 + g % ${USERS}), t.title, t.maker, t.category, t.description
      from generate_series(1, ${VALUATIONS}) g
        join (select row_number() over () - 1 as n, title, maker, category, description from items where demo_key is not null) t
          on t.n = g % (select count(*) from items where demo_key is not null)`);
    await tx.execute(sql`
      insert into orders (auction_id, buyer_id, hammer_price, buyer_premium_ore, total_ore, seller_commission_ore, due_at)
      select a.id, 'bench-user-' || (1 + a.id % ${USERS}), a.start_price, a.start_price * 20, a.start_price * 120, a.start_price * 15, now() + interval '5 days'
      from auctions a where a.status = 'ended' and not exists (select 1 from orders o where o.auction_id = a.id)
      order by a.id limit ${ORDERS}`);
  });
  await database.exec('analyze');
}

const QUERIES: [string, string][] = [
  ['name "anna"', 'anna'],
  ['name "lindqvist"', 'lindqvist'],
  ['full name "greta holm"', 'greta holm'],
  ['e-mail "erik.johansson@demo"', 'erik.johansson@demo'],
  ['phone "070-100 03"', '070-100 03'],
  ['word "kosta"', 'kosta'],
  ['words "orrefors glas"', 'orrefors glas'],
  ['stem "stolar"', 'stolar'],
  ['maker "Rörstrand"', 'Rörstrand'],
  ['misspelt "Kosta Bodaa"', 'Kosta Bodaa'],
  ['misspelt "rörstrnd"', 'rörstrnd'],
  ['one letter "a"', 'a'],
  ['two letters "qx"', 'qx'],
  ['id "4711"', '4711'],
  ['id "#99999"', '#99999'],
  ['no hits "zyxwvu"', 'zyxwvu'],
  ['no hits "qqq xxx"', 'qqq xxx'],
];

const KINDS = {
  users: (db: Database['db'], q: string) => searchUsersForAdmin(db, parseAdminSearch(q)!, 6),
  auctions: (db: Database['db'], q: string) => searchLotsForAdmin(db, parseAdminSearch(q)!, 6),
  valuations: (db: Database['db'], q: string) => searchValuationsForAdmin(db, parseAdminSearch(q)!, 6),
  items: async (db: Database['db'], q: string) => {
    const found = await searchItemsForAdmin(db, parseAdminSearch(q)!, 6);
    return newestLotsOfItems(
      db,
      found.map((item) => item.id),
    );
  },
  purchases: (db: Database['db'], q: string) => searchOrdersForAdmin(db, parseAdminSearch(q)!, 6),
};

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; all: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    await run();
    if (i >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: p(0.5), p95: p(0.95), all: times };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function bench(engine: string, database: Database): Promise<number> {
  await migrateDatabase(database);
  const started = performance.now();
  await seedDemo(database, { storage: memoryStorage() });
  await loadLots(database, LOTS);
  await loadConsoleData(database);
  console.log(
    `\n## ${engine}: demo + ${LOTS.toLocaleString('sv-SE')} lots, ${USERS} users, ${VALUATIONS} valuations, ${ORDERS} orders, loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  // The machine's own latency at this moment (shared cores): the floor every figure below stands on.
  const floor = await timed(() => database.exec('select 1'));
  console.log(
    `round trip "select 1": p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(`${'query'.padEnd(32)}        p50        p95   hits (users/auctions/valuations/items/purchases)`);
  const all: number[] = [];
  let worst = 0;
  for (const [label, query] of QUERIES) {
    const { results } = await adminSearch(database.db, query);
    const figures = await timed(() => adminSearch(database.db, query));
    all.push(...figures.all);
    worst = Math.max(worst, figures.p95);
    const hits = [results.users, results.auctions, results.valuations, results.items, results.purchases]
      .map((list) => list.length)
      .join('/');
    console.log(`${label.padEnd(32)} ${ms(figures.p50)} ${ms(figures.p95)}   ${hits}`);
  }
  all.sort((a, b) => a - b);
  const overall = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))]!;
  console.log(`\nall queries: median ${ms(overall(0.5))}, p95 ${ms(overall(0.95))}; worst p95 ${ms(worst)} (target < 100 ms)`);

  console.log(`\nper kind, alone (p50 / p95 over the same queries):`);
  for (const [kind, run] of Object.entries(KINDS)) {
    const times: number[] = [];
    for (const [, query] of QUERIES) times.push(...(await timed(() => run(database.db, query))).all);
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`  ${kind.padEnd(12)} ${ms(p(0.5))} ${ms(p(0.95))}`);
  }
  return worst;
}

try {
  if (ENGINES.includes('pglite')) {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'pglite') });
    try {
      await bench('PGlite (on disk)', database);
    } finally {
      await database.close();
    }
  }
  if (ENGINES.includes('postgres')) {
    process.env.TEST_DATABASE_URL =
      process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const created = await createPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 10 });
    try {
      await bench('PostgreSQL', database);
    } finally {
      await database.close();
      await created.drop();
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
