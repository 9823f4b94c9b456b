/**
 * `npm run bench:render`: the server render of `/auktioner?search=…` with 100 000 lots on
 * PostgreSQL, 20 concurrent clients (autocannon), against the production build started as
 * `npm start` does. Prints requests/s and latency percentiles (target: p95 < 150 ms, ≥ 200 req/s).
 * Six runs: as shipped on popular searches, as shipped on a long tail of distinct pages (the
 * page cache rarely helps), with the page cache off, the long tail on two instances behind
 * nginx as docs/deployment.md sets them up (one Node process renders on one core; the second
 * instance puts the other core to work), and the same long tail as data (`GET /api/auctions`,
 * gzip taken) on the fast lane and through Next. Needs `next build` first.
 * BENCH_LOTS (100000), BENCH_SECONDS (20), BENCH_CONNECTIONS (20).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, type RunningServer } from '../tests/e2e/helpers';
import { startNginx, type RunningNginx } from '../tests/e2e/nginx';
import { envFile, guideEnv, SECOND_INSTANCE_ENV_FILE } from './lib/deployment.mts';
import { LOT_CATEGORIES } from '../src/keys';
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
  const base = { DATABASE_URL: url.toString(), KLUBBAN_SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const popular = SEARCHES.map((term) => `/auktioner?search=${encodeURIComponent(term)}`);
  // The long tail: every term × category × sort × page — 10 × 15 × 6 × 3 = 2 700 distinct pages, picked at random.
  const sorts = ['', '&sort=nyast', '&sort=lagst-pris', '&sort=hogst-pris', '&sort=flest-bud', '&sort=slutar-snart'];
  const categories = ['', ...LOT_CATEGORIES.map((c) => `&category=${c}`)];
  const tail = popular.flatMap((p) =>
    categories.flatMap((c) => sorts.flatMap((s) => [1, 2, 3].map((n) => `${p}${c}${s}${n > 1 ? `&page=${n}` : ''}`))),
  );

  /** One instance as `npm start` runs it. */
  async function oneInstance(env: Record<string, string>): Promise<{ url: string; stop(): Promise<unknown> }> {
    return startServer({ ...base, ...env, PORT: String(await freePort()) });
  }

  /** Two instances on the database behind nginx, with the guide's env files and nginx configuration. */
  async function twoInstancesBehindNginx(): Promise<{ url: string; stop(): Promise<unknown> }> {
    const ports = [await freePort(), await freePort()];
    const listenPort = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-render-'));
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-render-nginx-'));
    const env = guideEnv(
      { DATABASE_URL: url.toString(), KLUBBAN_DATA_DIR: dataDir, KLUBBAN_PUBLIC_URL: `http://127.0.0.1:${listenPort}` },
      { seedDemo: false },
    );
    const servers: RunningServer[] = [];
    let nginx: RunningNginx | null = null;
    const stopAll = async () => {
      await nginx?.stop();
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(prefix, { recursive: true, force: true });
    };
    try {
      servers.push(await startServer({ ...env, PORT: String(ports[0]) }));
      servers.push(await startServer({ ...env, ...envFile(SECOND_INSTANCE_ENV_FILE), PORT: String(ports[1]) }));
      nginx = await startNginx({ prefix, listenPort, upstreamPorts: ports });
    } catch (error) {
      await stopAll();
      throw error;
    }
    return { url: nginx.url, stop: stopAll };
  }

  async function run(label: string, start: () => Promise<{ url: string; stop(): Promise<unknown> }>, paths: string[]) {
    const server = await start();
    stop = server.stop;
    for (const path of popular) await (await fetch(`${server.url}${path}`)).text(); // warm-up
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }) }],
    });
    await server.stop();
    stop = null;
    const latency = result.latency as unknown as Record<string, number>;
    console.log(`\n${label}`);
    console.log(
      `  requests/s  mean ${result.requests.average.toFixed(0)}   total ${result.requests.total}   non-2xx ${result.non2xx}   errors ${result.errors}`,
    );
    console.log(`  latency ms  p50 ${latency.p50}   p90 ${latency.p90}   p97.5 ${latency.p97_5}   p99 ${latency.p99}   max ${latency.max}`);
  }

  console.log(
    `${LOTS.toLocaleString('sv-SE')} lots, ${CONNECTIONS} connections, ${SECONDS} s per run (targets: p95 < 150 ms, ≥ 200 req/s)`,
  );
  await run(`1. as shipped (1 s page cache), ${popular.length} popular searches`, () => oneInstance({}), popular);
  await run(`2. as shipped, long tail of ${tail.length} distinct search pages (few cache hits)`, () => oneInstance({}), tail);
  await run(
    `3. page cache off (KLUBBAN_PAGE_CACHE_MS=0), ${popular.length} popular searches: every request rendered`,
    () => oneInstance({ KLUBBAN_PAGE_CACHE_MS: '0' }),
    popular,
  );
  await run(
    `4. long tail of ${tail.length} distinct search pages, two instances behind nginx (docs/deployment.md)`,
    twoInstancesBehindNginx,
    tail,
  );
  const asData = tail.map((page) => page.replace('/auktioner?', '/api/auctions?'));
  await run(`5. the same long tail as data, GET /api/auctions on the fast lane`, () => oneInstance({}), asData);
  await run(`6. the same long tail as data through Next (KLUBBAN_FAST_LANE=0)`, () => oneInstance({ KLUBBAN_FAST_LANE: '0' }), asData);
} finally {
  await stop?.();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
