/**
 * `npm run bench:fanout`: realtime fan-out of one lot. 2 000 server-sent-event clients (plain Node
 * http, no browsers) follow one lot on a production server (`npm start` via startServer); bids are
 * placed on it one after another, each an `auction.updated` event to every client. Two scenarios
 * (BENCH_SCENARIOS, default "lot,board"): `lot`, every client on one lot's page
 * (`/api/events?auction=id`); `board`, every client on the closing board /slutspurt, whose one
 * stream follows all its lots (`/api/events?auctions=…`, BENCH_BOARD_LOTS of them, default 60:
 * Sunday's last hour), bids going to one of them. Prints how long
 * each event took to reach each client, p50/p99/max, measured two ways:
 *   - from the commit: from the bid's stored placedAt, the server's clock read inside the bid's
 *     transaction just before its writes — so this slightly overstates commit-to-delivery by the
 *     bid's own insert/update/notify statements. (The bidder's HTTP answer is no measure of the
 *     commit: it typically arrives after the clients already have the event.)
 *   - from the moment the bid was sent: an upper bound that includes the whole bid request.
 * Target: p99 < 250 ms.
 *
 * The first BENCH_WARMUP bids (default 5) are not measured: the server's first bids load code, and
 * the first outbid e-mails (one per bidder and quarter hour; the two bidders here take turns) are
 * rendered by the scheduler in the server's own event loop (React e-mail: ~40 ms a render on this
 * machine, a few hundred ms the first time), which holds every stream meanwhile. Without the
 * warm-up one early event took 1.5 s to reach the clients; set BENCH_WARMUP=0 to see it.
 *
 * The clients live in BENCH_CLIENT_PROCS child processes (default 4), so parsing 2 000 streams does
 * not queue behind one event loop; all clocks are this machine's (performance.timeOrigin + now()).
 * Each client is one socket in this process tree and one in the server: the open-file limit must
 * exceed BENCH_CLIENTS + a few hundred (`ulimit -n`; the script checks and says so).
 *
 * Needs a production build (`npm run build`, or KLUBBAN_NEXT_DIST_DIR naming another build folder).
 * BENCH_CLIENTS (default 2000), BENCH_BIDS (default 40), BENCH_INTERVAL_MS between bids (default
 * 250), BENCH_ENGINES (default "postgres,pglite"), BENCH_VERBOSE=1 for each bid's first/median/last
 * delivery; PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL or the local server.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { bids as bidsTable } from '../src/modules/auctions/tables';
import { openSse, type SseClient, type SseEvent } from '../tests/setup/sse';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const BIDS = Number(process.env.BENCH_BIDS ?? 40);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'lot,board').split(',').map((e) => e.trim()) as Scenario[];
const BOARD_LOTS = Number(process.env.BENCH_BOARD_LOTS ?? 60);
type Scenario = 'lot' | 'board';

const clock = () => performance.timeOrigin + performance.now();

type ToChild = { type: 'report' };
type FromChild = { type: 'ready'; connectMs: number } | { type: 'report'; arrivals: Record<number, number[]>; opened: number };

// ---------------------------------------------------------------------------------------------
// Child: a share of the clients.

async function runClients(url: string, count: number, lotId: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const arrivals: Record<number, number[]> = {};
  const started = clock();
  const record = (event: SseEvent) => {
    if (event.type !== 'auction.updated') return;
    const { bidCount, id } = event.data as { bidCount: number; id: number };
    if (id !== lotId) return;
    (arrivals[bidCount] ??= []).push(event.receivedAt);
  };
  /** One client, retried a few times: a loaded machine may reset a connect during the burst. */
  const connect = async (): Promise<SseClient> => {
    for (let attempt = 1; ; attempt++) {
      const client = openSse(url, { agent, keep: false });
      client.onEvent = record;
      try {
        await client.ready;
        return client;
      } catch (error) {
        client.close();
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  // Open in batches: a burst of thousands of connects at once only measures the accept queue.
  const clients: SseClient[] = [];
  for (let i = 0; i < count; i += 100) clients.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, connect))));
  process.send!({ type: 'ready', connectMs: clock() - started } satisfies FromChild);
  process.on('message', (message: ToChild) => {
    if (message.type !== 'report') return;
    for (const client of clients) client.close();
    process.send!({ type: 'report', arrivals, opened: clients.length } satisfies FromChild, () => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: server, bidders, figures.

function openFileLimit(): number {
  const out = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

async function benchEngine(engine: 'postgres' | 'pglite', scenario: Scenario) {
  const { startBenchServer } = await import('./lib/bid-fixtures.mts');
  const bench = await startBenchServer(engine, { bidders: 2, lots: scenario === 'board' ? BOARD_LOTS : 1 });
  let stopped = false;
  let children: ChildProcess[] = [];
  try {
    const lot = bench.fixture.lotIds[0]!;
    const streamUrl =
      scenario === 'board'
        ? `${bench.server.url}/api/events?auctions=${bench.fixture.lotIds.join(',')}`
        : `${bench.server.url}/api/events?auction=${lot}`;
    const self = fileURLToPath(import.meta.url);
    children = Array.from({ length: PROCS }, (_, i) => {
      const share = Math.floor(CLIENTS / PROCS) + (i < CLIENTS % PROCS ? 1 : 0);
      return fork(self, ['clients', streamUrl, String(share), String(lot)], {
        execArgv: process.execArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    });
    const next = (child: ChildProcess) =>
      new Promise<FromChild>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`a client process exited (${code}) before it answered`));
        child.once('exit', onExit);
        child.once('message', (m) => {
          child.off('exit', onExit);
          resolve(m as FromChild);
        });
      });
    const ready = await Promise.all(children.map(next));
    const connectMs = Math.max(...ready.map((r) => (r.type === 'ready' ? r.connectMs : 0)));

    // Two bidders take turns, each at the lowest next bid, so every bid is accepted and moves the lot.
    const bids: { sent: number; answered: number; bidCount: number }[] = [];
    let minimum = 100;
    for (let i = 0; i < WARMUP + BIDS; i++) {
      const token = bench.fixture.tokens[i % 2]!;
      const sent = clock();
      const response = await fetch(`${bench.server.url}/api/functions/connector`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot, amount: minimum } }),
      });
      const body = (await response.json()) as { result?: { auction: { bidCount: number; nextMinimumBid: number } } };
      const answered = clock();
      if (!body.result) throw new Error(`bid ${i + 1} was not accepted: ${JSON.stringify(body)}`);
      if (i >= WARMUP) bids.push({ sent, answered, bidCount: body.result.auction.bidCount });
      minimum = body.result.auction.nextMinimumBid;
      // After the warm-up, a pause for the scheduler's next tick to send the two outbid e-mails.
      await new Promise((resolve) => setTimeout(resolve, i === WARMUP - 1 ? 2500 : INTERVAL_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const reports = await Promise.all(
      children.map((child) => {
        const reply = next(child);
        child.send({ type: 'report' } satisfies ToChild);
        return reply;
      }),
    );

    for (const child of children) child.kill();

    // The server's time of each bid, read from its database once it has stopped.
    const placedAt = new Map<number, number>();
    await bench.stop(async (database) => {
      const rows = await database.db
        .select({ placedAt: bidsTable.placedAt })
        .from(bidsTable)
        .where(eq(bidsTable.auctionId, lot))
        .orderBy(asc(bidsTable.id));
      rows.forEach((row, index) => placedAt.set(index + 1, row.placedAt.getTime()));
    });
    stopped = true;

    const fromCommit: number[] = [];
    const fromSent: number[] = [];
    let delivered = 0;
    for (const report of reports) {
      if (report.type !== 'report') continue;
      for (const bid of bids) {
        const committed = placedAt.get(bid.bidCount)!;
        for (const at of report.arrivals[bid.bidCount] ?? []) {
          delivered++;
          fromCommit.push(at - committed);
          fromSent.push(at - bid.sent);
        }
      }
    }
    if (process.env.BENCH_VERBOSE) {
      // Per bid: how long after its commit the first, the median and the last client had it.
      for (const bid of bids) {
        const committed = placedAt.get(bid.bidCount)!;
        const times = reports.flatMap((r) => (r.type === 'report' ? (r.arrivals[bid.bidCount] ?? []) : [])).map((at) => at - committed);
        times.sort((a, b) => a - b);
        console.log(
          `  bid ${String(bid.bidCount).padStart(3)}: first ${times[0]?.toFixed(0)} ms, p50 ${pct(times, 50).toFixed(0)} ms, last ${times.at(-1)?.toFixed(0)} ms`,
        );
      }
    }
    fromCommit.sort((a, b) => a - b);
    fromSent.sort((a, b) => a - b);
    const bidMs = bids.map((b) => b.answered - b.sent).sort((a, b) => a - b);
    return { engine, scenario, connectMs, delivered, expected: CLIENTS * BIDS, fromCommit, fromSent, bidMs };
  } finally {
    for (const child of children) child.kill();
    if (!stopped) await bench.stop();
  }
}

async function main() {
  const limit = openFileLimit();
  console.log(
    `Klubban realtime fan-out — ${CLIENTS.toLocaleString('sv-SE')} SSE clients (on one lot's page; on the closing board, ${BOARD_LOTS} lots a stream) in ${PROCS} processes, ${BIDS} bids ${INTERVAL_MS} ms apart after ${WARMUP} unmeasured, ` +
      `${os.cpus().length} cores shared by server, database and clients (open-file limit ${limit})\n`,
  );
  if (limit < CLIENTS + 500) {
    console.error(
      `The open-file limit (${limit}) is too low for ${CLIENTS} clients: run \`ulimit -n ${CLIENTS * 2 + 1024}\` in this shell first.`,
    );
    process.exit(1);
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  const lines: string[] = [];
  for (const engine of ENGINES as ('postgres' | 'pglite')[])
    for (const scenario of SCENARIOS) {
      const r = await benchEngine(engine, scenario);
      const name = `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${scenario === 'board' ? 'board' : 'lot'}`;
      const lost = r.expected - r.delivered;
      lines.push(
        `${name.padEnd(18)} from commit ${ms(pct(r.fromCommit, 50))} ${ms(pct(r.fromCommit, 99))} ${ms(r.fromCommit.at(-1) ?? Number.NaN)}   ` +
          `${r.delivered.toLocaleString('sv-SE')}/${r.expected.toLocaleString('sv-SE')} delivered${lost ? ` (${lost} missing)` : ''}`,
        `${''.padEnd(18)} from sent   ${ms(pct(r.fromSent, 50))} ${ms(pct(r.fromSent, 99))} ${ms(r.fromSent.at(-1) ?? Number.NaN)}   ` +
          `bid answered in p50 ${pct(r.bidMs, 50).toFixed(1)} ms; ${CLIENTS} clients connected in ${(r.connectMs / 1000).toFixed(1)} s`,
      );
      console.log(lines.slice(-2).join('\n'));
    }
  console.log(`\nengine, clients on     delivery        p50        p99        max`);
  for (const line of lines) console.log(line);
  console.log(`target: p99 < 250 ms`);
}

if (process.argv[2] === 'clients') {
  await runClients(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5]));
} else {
  await main();
  process.exit(0);
}
