/**
 * `npm run bench:load [pglite|postgres|nginx …]`: a Sunday evening against a running Klubban,
 * on three setups (all by default, or the ones named):
 *
 * - `pglite`: the embedded default, `node scripts/start.mjs` on a fresh KLUBBAN_DATA_DIR (the demo
 *   catalogue seeds itself, as for a newcomer);
 * - `postgres`: one instance on PostgreSQL, with the deployment guide's environment;
 * - `nginx`: two instances on one PostgreSQL behind nginx, started as docs/deployment.md says: the
 *   guide's env files (deploy/systemd/*.env.example, with only the values that name this machine's
 *   paths, ports and database changed, below), `node scripts/start.mjs` per instance with its
 *   port, and nginx with Debian's nginx.conf and deploy/nginx/klubban.conf (paths, ports and the TLS
 *   block adapted in tests/e2e/nginx.ts, the rest verbatim).
 *
 * The mix, closed-loop clients with no think time (each sends its next request when the last
 * answer is in): browsing visitors (`/`, `/auktioner` with pages, categories and sorts), searching
 * visitors (distinct searches built from the demo catalogue's words, a Zipf long tail), lot-page
 * viewers who each keep the lot's event stream open while they reload its page, idle watchers
 * (more open streams: lot pages left open), and bidders — users made through the app's own sign-up
 * endpoint — on a few hot lots in their last two minutes (soft close keeps them there: every bid
 * in the last two minutes moves the end to two minutes after it). Besides request latencies it
 * measures how long an accepted bid takes to reach the viewers' streams.
 *
 * Concurrency rises in steps (BENCH_STEPS, default 4,10,20,50,100,200,400 clients; at least one of each kind) until a kind's
 * p99 passes 500 ms or errors appear; each step prints per kind the sustained rate, p50/p95/p99
 * and errors, and the CPU each part used (the load generator shares the machine's cores).
 *
 * Needs a production build (`npm run build`). BENCH_STEP_SECONDS (10), BENCH_WATCHERS_PER_CLIENT
 * (2), BENCH_HOT_LOTS (3); PostgreSQL is BENCH_DATABASE_URL, TEST_DATABASE_URL or the local one
 * (databases made and dropped here). Only loopback addresses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { seededRandom as random } from '../src/platform/seeded-random';
import { DEMO_LOTS } from '../demo/catalogue';
import { LOT_CATEGORIES } from '../src/keys';
import { incrementFor } from '../src/modules/auctions/domain/increments';
import { SORTS } from '../src/modules/auctions/domain/search-params';
import { freePort, startServer, type RunningServer } from '../tests/e2e/helpers';
import { startNginx, type RunningNginx } from '../tests/e2e/nginx';
import { openSse, type SseClient } from '../tests/setup/sse';
import { createPostgresDatabase } from '../tests/setup/test-db';
import { adminUrl, percentile } from './lib/bid-fixtures.mts';
import { envFile, guideEnv, SECOND_INSTANCE_ENV_FILE } from './lib/deployment.mts';

type Setup = 'pglite' | 'postgres' | 'nginx';
const SETUPS: Setup[] = ['pglite', 'postgres', 'nginx'];
const chosen = process.argv.slice(2).filter((arg) => SETUPS.includes(arg as Setup)) as Setup[];
const RUN: Setup[] = chosen.length ? chosen : SETUPS;
const STEPS = (process.env.BENCH_STEPS ?? '4,10,20,50,100,200,400').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const WATCHERS_PER_CLIENT = Number(process.env.BENCH_WATCHERS_PER_CLIENT ?? 2);
const HOT_LOTS = Number(process.env.BENCH_HOT_LOTS ?? 3);
const LIMIT_MS = 500;
const TIMEOUT_MS = 10_000;
const BIDDERS = Math.max(1, Math.ceil(Math.max(...STEPS) * 0.1));

const KINDS = ['browse', 'search', 'lot', 'bid'] as const;
type Kind = (typeof KINDS)[number];
/** Also checked against the 500 ms: a stream's opening, and an accepted bid reaching the viewers' streams. */
type Measured = Kind | 'stream open' | 'bid → viewers';

// ---------------------------------------------------------------------------------------------
// The deployment guide's environment (docs/deployment.md, "The env file").

// ---------------------------------------------------------------------------------------------
// CPU: the machine, this process, and each part's process tree (from /proc; Linux only).

const TICK_MS = 10; // USER_HZ = 100 on Linux

function procStats(): Map<number, { ppid: number; comm: string; ticks: number }> {
  const stats = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = text.lastIndexOf(')');
      const comm = text.slice(text.indexOf('(') + 1, close);
      const fields = text.slice(close + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return stats;
}

function treeTicks(stats: ReturnType<typeof procStats>, roots: number[]): number {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

function machineBusyTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

interface CpuParts {
  app: number[];
  nginx: number[];
}

function cpuSnapshot(parts: CpuParts) {
  const stats = procStats();
  // Per process: a backend that exits during a step must not count negative.
  const postgres = new Map<number, number>();
  for (const [pid, { comm, ticks }] of stats) if (comm === 'postgres') postgres.set(pid, ticks * TICK_MS);
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineBusyTicks(),
    self: (self.user + self.system) / 1000,
    app: treeTicks(stats, parts.app) * TICK_MS,
    nginx: treeTicks(stats, parts.nginx) * TICK_MS,
    postgres,
  };
}

function cpuLine(before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>): string {
  const wall = after.at - before.at;
  const pct = (ms: number) => `${Math.round((100 * ms) / wall)}%`;
  const cores = os.cpus().length;
  const machine = (100 * cores * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const ours = after.self - before.self + (after.app - before.app) + (after.nginx - before.nginx) + postgres;
  const others = Math.max(0, machine - (100 * ours) / wall);
  return (
    `CPU (100% = one core of ${cores}): machine ${Math.round(machine)}% — load generator ${pct(after.self - before.self)}, ` +
    `app ${pct(after.app - before.app)}${before.nginx || after.nginx ? `, nginx ${pct(after.nginx - before.nginx)}` : ''}, ` +
    `postgres (all databases) ${pct(postgres)}, everything else ${Math.round(others)}%`
  );
}

// ---------------------------------------------------------------------------------------------
// HTTP: plain keep-alive HTTP/1.1 (fetch costs several times more CPU per request on this side).

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', agent, headers: options.headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }),
      );
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br', 'accept-language': 'sv-SE,sv' };

// ---------------------------------------------------------------------------------------------
// What the visitors ask for.

/** The demo catalogue's words (titles and makers), 4 letters or more, in a fixed shuffled order: rank 1 is the most searched. */
function searchWords(): string[] {
  const words = new Set<string>();
  for (const lot of DEMO_LOTS)
    for (const word of `${lot.title} ${lot.maker ?? ''}`.toLowerCase().split(/[^a-zåäöéü]+/)) if (word.length >= 4) words.add(word);
  const list = [...words];
  const rand = random(19);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

function zipf(n: number): (r: number) => number {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return (r) => {
    const index = cumulative.findIndex((c) => r <= c);
    return index === -1 ? n - 1 : index;
  };
}

const WORDS = searchWords();
const pickWord = zipf(WORDS.length);

function browsePath(r: () => number): string {
  const x = r();
  if (x < 0.3) return '/';
  if (x < 0.5) return '/auktioner';
  const category = LOT_CATEGORIES[Math.floor(r() * LOT_CATEGORIES.length)]!;
  const page = 1 + Math.floor(r() * 4);
  const sort = SORTS[Math.floor(r() * (SORTS.length - 1))]!; // not "relevans": that is for searches
  const query = new URLSearchParams();
  if (r() < 0.6) query.set('category', category);
  if (r() < 0.3) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/auktioner?${text}` : '/auktioner?page=2';
}

function searchPath(r: () => number): string {
  const query = new URLSearchParams();
  let search = WORDS[pickWord(r())]!;
  if (r() < 0.3) search += ` ${WORDS[pickWord(r())]!}`;
  query.set('search', search);
  if (r() < 0.2) query.set('category', LOT_CATEGORIES[Math.floor(r() * LOT_CATEGORIES.length)]!);
  if (r() < 0.2) query.set('sort', SORTS[Math.floor(r() * SORTS.length)]!);
  if (r() < 0.15) query.set('page', '2');
  return `/auktioner?${query.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// The fixture: bidders through the app's sign-up, hot lots in their closing minutes, a lot list.

interface Lot {
  id: number;
  path: string;
}

async function signUpBidders(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const run = randomBytes(3).toString('hex');
  const one = async (i: number) => {
    const password = 'kvallsbud-2026';
    const answer = await request(`${url}/api/account/sign-up`, {
      method: 'POST',
      // Each bidder from an address of her own, as visitors arrive through a proxy the servers
      // trust (KLUBBAN_TRUSTED_PROXIES): one address makes ten accounts an hour (docs/security.md).
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `192.0.2.${i % 250}` },
      body: JSON.stringify({
        data: {
          email: `last.${run}.${i}@example.se`,
          firstName: 'Söndag',
          lastName: `Budgivare ${i}`,
          phone: '070-123 45 67',
          password,
          confirmPassword: password,
          acceptTerms: true,
        },
      }),
    });
    const token = answer.headers['set-auth-token'];
    if (answer.status !== 200 || typeof token !== 'string')
      throw new Error(`sign-up answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    tokens.push(token);
  };
  for (let i = 0; i < count; i += 4) await Promise.all([0, 1, 2, 3].filter((k) => i + k < count).map((k) => one(i + k)));
  return tokens;
}

/** `HOT_LOTS` new lots ending in 110 s (inside their last two minutes once bidding starts), and the live demo lots. */
async function prepareLots(database: Database): Promise<{ hot: Lot[]; lots: Lot[] }> {
  const tag = randomBytes(3).toString('hex');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into items (title, category, images)
      select 'Kvällens höjdpunkt ' || ${tag} || ' nr ' || g, 'OVRIGT', '[]'::jsonb from generate_series(1, ${HOT_LOTS}) g`);
    await tx.execute(sql`
      insert into auctions (slug, item_id, category, start_price, starts_at, ends_at, original_ends_at, status, published_at)
      select 'kvallens-hojdpunkt-' || i.id, i.id, 'OVRIGT', 1000, now() - interval '1 day',
        now() + interval '110 seconds', now() + interval '110 seconds', 'live', now() - interval '1 day'
      from items i where i.title like ${`Kvällens höjdpunkt ${tag} nr %`}`);
  });
  const hot = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`select a.id, a.slug from auctions a join items i on i.id = a.item_id where i.title like ${`Kvällens höjdpunkt ${tag} nr %`} order by a.id`,
  );
  const lots = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`select id, slug from auctions where status = 'live' and ends_at > now() + interval '1 hour' order by id limit 200`,
  );
  const toLot = (row: { id: number; slug: string }) => ({ id: row.id, path: `/auktioner/${row.id}-${row.slug}` });
  if (hot.length !== HOT_LOTS || lots.length === 0) throw new Error('the hot lots or the demo catalogue are missing');
  return { hot: hot.map(toLot), lots: lots.map(toLot) };
}

// ---------------------------------------------------------------------------------------------
// One step: `clients` closed-loop clients of each kind for STEP_SECONDS.

interface KindFigure {
  latencies: number[];
  errors: Map<string, number>;
  count: number;
}

interface StepResult {
  clients: number;
  mix: Record<Kind, number>;
  streams: number;
  seconds: number;
  figures: Map<Measured, KindFigure>;
  cpu: string;
  broke: string[];
}

function newFigure(): KindFigure {
  return { latencies: [], errors: new Map(), count: 0 };
}

function mixFor(clients: number, bidders: number): Record<Kind, number> {
  const bid = Math.min(bidders, Math.max(1, Math.round(clients * 0.1)));
  const lot = Math.max(1, Math.round(clients * 0.3));
  const search = Math.max(1, Math.round(clients * 0.2));
  return { browse: Math.max(1, clients - bid - lot - search), search, lot, bid };
}

async function runStep(
  url: string,
  clients: number,
  seconds: number,
  fixture: { hot: Lot[]; lots: Lot[]; tokens: string[] },
  cpuParts: CpuParts,
  seed: number,
): Promise<StepResult> {
  const rand = random(seed);
  const mix = mixFor(clients, fixture.tokens.length);
  const figures = new Map<Measured, KindFigure>();
  const figure = (kind: Measured) => figures.get(kind) ?? (figures.set(kind, newFigure()), figures.get(kind)!);
  const error = (kind: Measured, what: string) => {
    const f = figure(kind);
    f.errors.set(what, (f.errors.get(what) ?? 0) + 1);
  };
  // When each accepted bid was acknowledged, by lot and bid count: the viewers' streams measure from it.
  const acknowledged = new Map<string, number>();
  const pickLot = () =>
    rand() < 0.7 ? fixture.hot[Math.floor(rand() * fixture.hot.length)]! : fixture.lots[Math.floor(rand() * fixture.lots.length)]!;

  // Open the streams first (viewers' and idle watchers'), each timed.
  const streams: SseClient[] = [];
  const viewerLots: Lot[] = [];
  const watchers = clients * WATCHERS_PER_CLIENT;
  const openOne = async (lot: Lot) => {
    const t0 = performance.now();
    const stream = openSse(`${url}/api/events?auction=${lot.id}`, { keep: false });
    stream.onEvent = (event) => {
      if (event.type !== 'auction.updated') return;
      const at = acknowledged.get(`${lot.id}:${(event.data as { bidCount?: number }).bidCount}`);
      if (at !== undefined) figure('bid → viewers').latencies.push(Math.max(0, event.receivedAt - at));
    };
    streams.push(stream);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        stream.ready,
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in 10 s')), TIMEOUT_MS))),
      ]);
      figure('stream open').latencies.push(performance.now() - t0);
    } catch (e) {
      error('stream open', (e as Error).message.replace(/\?auction=\d+/, ''));
    } finally {
      clearTimeout(timer);
    }
  };
  for (let i = 0; i < mix.lot; i++) viewerLots.push(pickLot());
  const toOpen = [...viewerLots, ...Array.from({ length: watchers }, pickLot)];
  for (let i = 0; i < toOpen.length; i += 50) await Promise.all(toOpen.slice(i, i + 50).map(openOne));

  const before = cpuSnapshot(cpuParts);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const known = new Map<number, number>(fixture.hot.map((lot) => [lot.id, 1000]));
  let tokenIndex = 0;

  const timed = async (kind: Kind, send: () => Promise<string | null>) => {
    const t0 = performance.now();
    let problem: string | null;
    try {
      problem = await send();
    } catch (e) {
      problem = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    }
    const f = figure(kind);
    f.count++;
    f.latencies.push(performance.now() - t0);
    if (problem) error(kind, problem);
  };
  const page = async (path: string) => {
    const answer = await request(`${url}${path}`, { headers: PAGE_HEADERS });
    return answer.status === 200 ? null : `HTTP ${answer.status}`;
  };
  const loops: Promise<void>[] = [];
  const loop = (body: () => Promise<void>) => {
    loops.push(
      (async () => {
        while (performance.now() < deadline) await body();
      })(),
    );
  };
  for (let i = 0; i < mix.browse; i++) loop(() => timed('browse', () => page(browsePath(rand))));
  for (let i = 0; i < mix.search; i++) loop(() => timed('search', () => page(searchPath(rand))));
  for (const lot of viewerLots) loop(() => timed('lot', () => page(lot.path)));
  for (let i = 0; i < mix.bid; i++) {
    const token = fixture.tokens[tokenIndex++ % fixture.tokens.length]!;
    loop(() =>
      timed('bid', async () => {
        const lot = fixture.hot[Math.floor(rand() * fixture.hot.length)]!;
        const minimum = known.get(lot.id) ?? 1000;
        const amount = minimum + Math.floor(rand() * 8) * incrementFor(minimum);
        const answer = await request(`${url}/api/functions/connector`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot.id, amount } }),
        });
        const body = JSON.parse(answer.body) as {
          result?: { auction: { bidCount: number; nextMinimumBid: number } };
          error?: { status?: string; details?: { reason?: string; minimumBid?: number } };
        };
        if (answer.status === 200 && body.result) {
          acknowledged.set(`${lot.id}:${body.result.auction.bidCount}`, performance.timeOrigin + performance.now());
          known.set(lot.id, Math.max(known.get(lot.id) ?? 0, body.result.auction.nextMinimumBid));
          return null;
        }
        const reason = body.error?.details?.reason;
        if (body.error?.details?.minimumBid) known.set(lot.id, Math.max(known.get(lot.id) ?? 0, body.error.details.minimumBid));
        // Outbid by someone faster, or above one's own maximum already: the ordinary answers of a hot lot.
        if (reason === 'BID_TOO_LOW' || reason === 'NOT_ABOVE_OWN_MAXIMUM') return null;
        return `HTTP ${answer.status} ${reason ?? body.error?.status ?? ''}`.trim();
      }),
    );
  }
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuSnapshot(cpuParts);
  // Events of the last bids still on their way: a moment for them before the streams close.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const stream of streams) stream.close();

  const broke: string[] = [];
  for (const [kind, f] of figures) {
    f.latencies.sort((a, b) => a - b);
    const p99 = percentile(f.latencies, 99);
    if (p99 > LIMIT_MS) broke.push(`${kind} p99 ${p99.toFixed(0)} ms > ${LIMIT_MS} ms`);
    for (const [what, n] of f.errors) broke.push(`${kind}: ${n} × ${what}`);
  }
  const total = mix.browse + mix.search + mix.lot + mix.bid; // at least one of each kind
  return { clients: total, mix, streams: toOpen.length, seconds: elapsed, figures, cpu: cpuLine(before, after), broke };
}

function printStep(step: StepResult): void {
  const { mix } = step;
  console.log(
    `\n  ${step.clients} clients (browse ${mix.browse}, search ${mix.search}, lot viewers ${mix.lot}, bidders ${mix.bid}); ` +
      `${step.streams} open event streams; ${step.seconds.toFixed(1)} s`,
  );
  console.log(`  ${step.cpu}`);
  console.log(
    `    ${'kind'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  errors`,
  );
  const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(n < 10 ? 1 : 0)).padStart(8);
  for (const kind of [...KINDS, 'stream open', 'bid → viewers'] as Measured[]) {
    const f = step.figures.get(kind);
    if (!f) continue;
    const rate = KINDS.includes(kind as Kind) ? (f.count / step.seconds).toFixed(1) : `n=${f.latencies.length}`;
    const errors = [...f.errors].map(([what, n]) => `${n} × ${what}`).join(', ') || '0';
    console.log(
      `    ${kind.padEnd(14)} ${rate.padStart(8)} ${ms(percentile(f.latencies, 50))} ${ms(percentile(f.latencies, 95))} ${ms(percentile(f.latencies, 99))}  ${errors}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The setups.

interface Running {
  url: string;
  cpu: CpuParts;
  fixture: { hot: Lot[]; lots: Lot[]; tokens: string[] };
  stop(): Promise<void>;
}

/** The embedded default. Its database is the server's alone, so the hot lots are written while it is stopped. */
async function startPglite(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-deploy-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    KLUBBAN_DATA_DIR: dataDir,
    KLUBBAN_PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PORT: String(port),
    KLUBBAN_TRUSTED_PROXIES: '127.0.0.1, ::1',
  };
  let server: RunningServer | null = null;
  let tokens: string[];
  let lots: Awaited<ReturnType<typeof prepareLots>>;
  try {
    server = await startServer(env);
    tokens = await signUpBidders(url, BIDDERS);
    await server.stop();
    server = null;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    lots = await prepareLots(database).finally(() => database.close());
    server = await startServer(env);
  } catch (error) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url,
    cpu: { app: [running.child.pid!], nginx: [] },
    fixture: { ...lots, tokens },
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL, the guide's env: one instance, or two behind nginx (the second with the guide's klubban-3001.env). */
async function startPostgres(instances: 1 | 2): Promise<Running> {
  const created = await createPostgresDatabase({ prefix: 'klubban_deploy_load', adminUrl });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-deploy-load-'));
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const url = instances === 2 ? `http://127.0.0.1:${nginxPort}` : `http://127.0.0.1:${ports[0]}`;
  const env = guideEnv({ DATABASE_URL: created.url, KLUBBAN_DATA_DIR: dataDir, KLUBBAN_PUBLIC_URL: url }, { seedDemo: true });
  const servers: RunningServer[] = [];
  let nginx: RunningNginx | null = null;
  let nginxPrefix: string | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await created.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true });
  };
  try {
    // The first instance migrates and seeds; the second starts on a ready database (as the guide adds instances).
    servers.push(await startServer({ ...env, PORT: String(ports[0]) }));
    if (instances === 2) {
      servers.push(await startServer({ ...env, ...envFile(SECOND_INSTANCE_ENV_FILE), PORT: String(ports[1]) }));
      nginxPrefix = mkdtempSync(path.join(os.tmpdir(), 'klubban-deploy-load-nginx-'));
      nginx = await startNginx({ prefix: nginxPrefix, listenPort: nginxPort, upstreamPorts: ports });
    }
    const tokens = await signUpBidders(url, BIDDERS);
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
    const lots = await prepareLots(database).finally(() => database.close());
    return {
      url,
      cpu: { app: servers.map((server) => server.child.pid!), nginx: nginx ? [nginx.child.pid!] : [] },
      fixture: { ...lots, tokens },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const LABELS: Record<Setup, string> = {
  pglite: 'embedded default (PGlite), one instance',
  postgres: 'PostgreSQL, one instance (the guide’s env)',
  nginx: 'PostgreSQL, two instances behind nginx (docs/deployment.md)',
};

async function main() {
  const cores = os.cpus().length;
  console.log(
    `Klubban Sunday-evening load — ${cores} cores shared by load generator, app, nginx and PostgreSQL; steps of ${STEP_SECONDS} s at ` +
      `${STEPS.join(', ')} clients (+${WATCHERS_PER_CLIENT} idle event streams per client); stops at p99 > ${LIMIT_MS} ms or any error.\n` +
      `Mix: ~50% browsing, 20% searching (${WORDS.length} catalogue words, Zipf), 30% lot viewers with an open stream, 10% bidders ` +
      `(≤ ${BIDDERS}, signed up through /api/account/sign-up) on ${HOT_LOTS} lots in their last two minutes. ` +
      `Load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const summary: string[] = [];
  for (const setup of RUN) {
    console.log(`\n=== ${LABELS[setup]} ===`);
    const t0 = performance.now();
    const running = setup === 'pglite' ? await startPglite() : await startPostgres(setup === 'nginx' ? 2 : 1);
    console.log(
      `  up with ${running.fixture.tokens.length} bidders and ${HOT_LOTS} hot lots in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${running.url}`,
    );
    try {
      // Warm-up (JIT, pools, first renders), not counted.
      await runStep(running.url, 5, 3, running.fixture, running.cpu, 1);
      let held: StepResult | null = null;
      let broke: StepResult | null = null;
      for (const [index, clients] of STEPS.entries()) {
        const step = await runStep(running.url, clients, STEP_SECONDS, running.fixture, running.cpu, 100 + index);
        printStep(step);
        if (step.broke.length) {
          broke = step;
          break;
        }
        held = step;
      }
      const rates = (step: StepResult) =>
        KINDS.map((kind) => {
          const f = step.figures.get(kind);
          return `${kind} ${f ? (f.count / step.seconds).toFixed(0) : 0}/s`;
        }).join(', ');
      const verdict = broke
        ? `broke at ${broke.clients} clients: ${broke.broke.join('; ')}`
        : `held up to ${STEPS.at(-1)} clients (the last step) — did not break`;
      const line = `${LABELS[setup]}: ${held ? `held at ${held.clients} clients (${rates(held)})` : 'broke at the first step'}; ${verdict}`;
      console.log(`\n  ${line}`);
      summary.push(line);
    } finally {
      await running.stop();
    }
  }
  console.log(`\nWhere each setup broke (sustained rates at the last step that held):`);
  for (const line of summary) console.log(`  ${line}`);
}

await main();
process.exit(0);
