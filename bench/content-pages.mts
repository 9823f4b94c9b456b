/**
 * `npm run bench:content-pages`: a visitor's render time of the content pages (`/`, `/om-oss`;
 * "no slower than today: measure") against a production build started as `npm start`
 * does, on a fresh PGlite data folder with the demo catalogue, and on PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (its own database, created and dropped here).
 *
 * Per path, after a warm-up: (a) BENCH_SEQUENTIAL (200) requests one after another → median and
 * p95 of the full response (body read); (b) autocannon with BENCH_CONNECTIONS (10) for
 * BENCH_SECONDS (10) → requests/s and p50/p95. Two modes: as shipped (the 1 s page cache in front
 * of `/`) and with the page cache off (KLUBBAN_PAGE_CACHE_MS=0: every request rendered). Beside the
 * wall times, the server's CPU ms per request (its process tree, from /proc; PGlite's work is in it,
 * a PostgreSQL server's is not): on a machine shared with other work it moves far less than they do.
 *
 * BENCH_ROOT: the checkout to start (default this one; it needs its own `next build`), so a build
 * of the code before a change can be measured with this same script. BENCH_PATHS: comma-separated
 * paths (default `/,/om-oss`). BENCH_MODES: `shipped,nocache` (default both). BENCH_ENGINES:
 * `pglite,postgres` (default pglite, plus postgres when a URL is set). BENCH_LABEL names the run in
 * the table; BENCH_OUT appends the results as JSON lines to a file (for comparing runs).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, ROOT, startServer, type RunningServer } from '../tests/e2e/helpers';

const root = path.resolve(process.env.BENCH_ROOT ?? ROOT);
const PATHS = (process.env.BENCH_PATHS ?? '/,/om-oss')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const MODES = (process.env.BENCH_MODES ?? 'shipped,nocache').split(',') as Array<'shipped' | 'nocache'>;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const ENGINES = (process.env.BENCH_ENGINES ?? (adminUrl ? 'pglite,postgres' : 'pglite')).split(',') as Array<'pglite' | 'postgres'>;
const commit = (() => {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
})();
const LABEL = process.env.BENCH_LABEL ?? commit;

if (!existsSync(path.join(root, process.env.KLUBBAN_NEXT_DIST_DIR || '.next', 'BUILD_ID')))
  throw new Error(`No production build in ${root}: run \`npx next build\` there first.`);
if (ENGINES.includes('postgres') && !adminUrl) throw new Error('BENCH_ENGINES has postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');

interface Row {
  label: string;
  commit: string;
  engine: string;
  mode: string;
  path: string;
  bytes: number;
  lotLinks: number;
  cacheHits: number;
  seqMedian: number;
  seqP95: number;
  rps: number;
  acP50: number;
  acP95: number;
  /** The server's CPU time (all its processes) per request: steadier than wall time on a shared machine. */
  seqCpuMs: number;
  acCpuMs: number;
  non2xx: number;
  errors: number;
  load: string;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds used so far by `pid` and its descendants (Linux /proc; NaN elsewhere). */
function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync('/proc/self/stat')) return Number.NaN;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name in parentheses: state ppid … utime (12th) stime (13th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === current) queue.push(child);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function get(url: string): Promise<{ status: number; body: string; cache: string | null }> {
  const response = await fetch(url);
  const body = await response.text();
  return { status: response.status, body, cache: response.headers.get('x-klubban-cache') };
}

async function measure(server: RunningServer, engine: string, mode: string, pagePath: string): Promise<Row> {
  const url = `${server.url}${pagePath}`;
  let sample = await get(url);
  for (let i = 1; i < WARMUP; i++) sample = await get(url);
  if (sample.status !== 200) throw new Error(`${pagePath} answered ${sample.status}`);
  const lotLinks = new Set(sample.body.match(/href="\/auktioner\/\d+[^"]*"/g) ?? []).size;

  const pid = server.child.pid;
  const times: number[] = [];
  let cacheHits = 0;
  const seqCpuStart = treeCpuMs(pid);
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const answer = await get(url);
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status} during the sequential run`);
    if (answer.cache === 'HIT' || answer.cache === 'STALE') cacheHits++;
  }
  const seqCpuMs = (treeCpuMs(pid) - seqCpuStart) / SEQUENTIAL;
  times.sort((a, b) => a - b);

  const latencies: number[] = [];
  const acCpuStart = treeCpuMs(pid);
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  const acCpuMs = (treeCpuMs(pid) - acCpuStart) / Math.max(1, result.requests.total);
  latencies.sort((a, b) => a - b);

  return {
    label: LABEL,
    commit,
    engine,
    mode,
    path: pagePath,
    bytes: Buffer.byteLength(sample.body),
    lotLinks,
    cacheHits,
    seqMedian: percentile(times, 50),
    seqP95: percentile(times, 95),
    rps: result.requests.average,
    acP50: percentile(latencies, 50),
    acP95: percentile(latencies, 95),
    seqCpuMs,
    acCpuMs,
    non2xx: result.non2xx,
    errors: result.errors,
    load: load(),
  };
}

async function withDatabase<T>(engine: 'pglite' | 'postgres', run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-content-'));
  const env: Record<string, string> = { KLUBBAN_DATA_DIR: dataDir, KLUBBAN_SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  if (engine === 'pglite') {
    try {
      return await run(env);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `klubban_bench_content_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run({ ...env, DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
console.log(
  `${LABEL} (${root} @ ${commit}); paths ${PATHS.join(' ')}; ${SEQUENTIAL} sequential, then ${CONNECTIONS} connections × ${SECONDS} s; load ${load()}`,
);
for (const engine of ENGINES) {
  await withDatabase(engine, async (env) => {
    for (const mode of MODES) {
      // The first start migrates and seeds the demo catalogue; the second starts on what it left.
      const server = await startServer(
        { ...env, PORT: String(await freePort()), ...(mode === 'nocache' ? { KLUBBAN_PAGE_CACHE_MS: '0' } : {}) },
        { root },
      );
      try {
        for (const pagePath of PATHS) {
          const row = await measure(server, engine, mode, pagePath);
          rows.push(row);
          if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `${JSON.stringify(row)}\n`);
          console.log(
            `  ${engine} ${mode} ${pagePath}: median ${row.seqMedian.toFixed(1)} ms, ${row.rps.toFixed(0)} req/s, CPU ${row.acCpuMs.toFixed(2)} ms/request (load ${row.load})`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  });
}

const ms = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\n${'engine'.padEnd(8)} ${'mode'.padEnd(8)} ${'path'.padEnd(14)} ${'kB'.padStart(5)} lots hits | seq: median     p95   cpu | ${CONNECTIONS} conn: req/s     p50     p95   cpu | load`,
);
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(8)} ${r.mode.padEnd(8)} ${r.path.slice(0, 14).padEnd(14)} ${(r.bytes / 1024).toFixed(0).padStart(5)} ${String(r.lotLinks).padStart(4)} ${String(r.cacheHits).padStart(4)} |    ${ms(r.seqMedian)} ${ms(r.seqP95)} ${r.seqCpuMs.toFixed(2).padStart(5)} |       ${r.rps.toFixed(0).padStart(6)} ${ms(r.acP50)} ${ms(r.acP95)} ${r.acCpuMs.toFixed(2).padStart(5)} | ${r.load}${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`,
  );
}
console.log(
  '(times in ms; "cpu": the server\'s CPU ms per request, its processes together; "hits": sequential answers served from the page cache; "lots": distinct lot links on the page)',
);
