/**
 * `npm run bench:bids`: BID_ON_AUCTION through HTTP against a real production server
 * (`npm start` via startServer), 200 concurrent bidders, on one hot lot and spread over 1 000
 * lots, on PostgreSQL and on the embedded PGlite default. Prints requests/s, accepted bids/s and
 * p50/p99 latency (all answers and accepted ones), beside this machine's `pgbench -N` tps.
 *
 * Each bidder sends its next bid when the previous answer came back (200 in flight at all times),
 * a maximum of the lowest bid last heard of for that lot (by any bidder, as a live page shows it)
 * plus a few increments (0–19 on the hot lot, 0–7 spread out). On the hot lot many bids lose the race to someone else's and are refused
 * as too low — a refusal is decided under the lot's row lock like an acceptance, so "answers/s" is
 * the lot's decision rate and "accepted/s" the bids that stood. The server, PostgreSQL and this
 * load generator share the machine's cores.
 *
 * BENCH_ROUTE=1 also measures PostgreSQL with the fast lane off (docs/decisions/0008);
 * BENCH_NO_SCHEDULER=1 with the scheduler off (bids without their e-mails being sent meanwhile).
 *
 * Needs a production build (`npm run build`, or KLUBBAN_NEXT_DIST_DIR naming another build folder).
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server) names the PostgreSQL server; the
 * bench makes and drops its own databases. BENCH_SECONDS per figure (default 10), BENCH_BIDDERS
 * (default 200), BENCH_LOTS (default 1000), BENCH_ENGINES (default "postgres,pglite").
 */
import http from 'node:http';
import os from 'node:os';
import { incrementFor } from '../src/modules/auctions/domain/increments';
import { seededRandom as random } from '../src/platform/seeded-random';
import { percentile, pgbenchTps, startBenchServer, type Engine } from './lib/bid-fixtures.mts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const LOTS = Number(process.env.BENCH_LOTS ?? 1000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];

interface Figure {
  requests: number;
  accepted: number;
  seconds: number;
  all: number[];
  ok: number[];
  errors: number;
}

/**
 * The load generator shares the two cores with the server and the database, so it is kept cheap:
 * plain keep-alive HTTP/1.1 connections (one per bidder) instead of fetch, which costs several
 * times more CPU per request (as pgbench's own client is C).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

type Answer = { result?: { auction: { id: number; nextMinimumBid: number } }; error?: { details?: { minimumBid?: number } } };

function post(url: URL, token: string, body: string): Promise<{ status: number; body: Answer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** 200 bidders in a loop for `seconds`; `pickLot` chooses each bid's lot. */
async function load(
  url: string,
  tokens: string[],
  pickLot: (rand: () => number) => number,
  seconds: number,
  seed: number,
  spread: number,
): Promise<Figure> {
  const endpoint = new URL(`${url}/api/functions/connector`);
  const rand = random(seed);
  const known = new Map<number, number>();
  const figure: Figure = { requests: 0, accepted: 0, seconds: 0, all: [], ok: [], errors: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const lot = pickLot(rand);
        const minimum = known.get(lot) ?? 100;
        const amount = minimum + Math.floor(rand() * spread) * incrementFor(minimum);
        const t0 = performance.now();
        let status = 0;
        let body: Answer = {};
        try {
          ({ status, body } = await post(endpoint, token, JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot, amount } })));
        } catch {
          status = -1;
        }
        const ms = performance.now() - t0;
        figure.requests++;
        figure.all.push(ms);
        if (status === 200 && body.result) {
          figure.accepted++;
          figure.ok.push(ms);
          known.set(lot, Math.max(known.get(lot) ?? 0, body.result.auction.nextMinimumBid));
        } else if (status === 400 && body.error?.details?.minimumBid) {
          known.set(lot, Math.max(known.get(lot) ?? 0, body.error.details.minimumBid));
        } else {
          figure.errors++;
        }
      }
    }),
  );
  figure.seconds = (performance.now() - started) / 1000;
  figure.all.sort((a, b) => a - b);
  figure.ok.sort((a, b) => a - b);
  return figure;
}

const fmt = (n: number) => Math.round(n).toLocaleString('sv-SE').padStart(8);
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)} ms`).padStart(10);

async function main() {
  console.log(
    `Klubban bidding benchmark — BID_ON_AUCTION over HTTP to a production server, ${BIDDERS} concurrent bidders, ` +
      `${SECONDS} s per figure, ${os.cpus().length} cores shared by server, database and load\n`,
  );
  const tps = await pgbenchTps(SECONDS);
  const rows: string[] = [];
  // BENCH_ROUTE=1 adds PostgreSQL with the fast lane off: every call through Next's pipeline.
  // BENCH_NO_SCHEDULER=1 adds PostgreSQL with the scheduler off (KLUBBAN_SCHEDULER=false): the
  // outbid e-mails the bids queue are not rendered and sent meanwhile, so the row is bids alone.
  const runs: { engine: Engine; name: string; env: Record<string, string> }[] = ENGINES.map((engine) => ({
    engine,
    name: engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
    env: {},
  }));
  if (process.env.BENCH_ROUTE === '1') runs.push({ engine: 'postgres', name: 'PostgreSQL (route)', env: { KLUBBAN_FAST_LANE: '0' } });
  if (process.env.BENCH_NO_SCHEDULER === '1')
    runs.push({ engine: 'postgres', name: 'PostgreSQL (no mail)', env: { KLUBBAN_SCHEDULER: 'false' } });
  for (const { engine, name, env } of runs) {
    const started = performance.now();
    const bench = await startBenchServer(engine, { bidders: BIDDERS, lots: LOTS + 1 }, env);
    console.log(
      `${name}: server up with ${BIDDERS} bidders and ${LOTS + 1} lots in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    try {
      const { tokens, lotIds } = bench.fixture;
      const hot = lotIds[0]!;
      const spread = lotIds.slice(1);
      // Warm-up (JIT, connection pools, session lookups), not measured.
      await load(bench.server.url, tokens, (r) => spread[Math.floor(r() * spread.length)]!, 2, 1, 8);
      // On the hot lot every bidder's view is seconds old by the time its bid is decided, so the
      // maximums reach further (0–19 increments) or hardly any could stand; spread out, 0–7.
      const scenarios: [string, (r: () => number) => number, number][] = [
        ['1 hot lot', () => hot, 20],
        [`${LOTS.toLocaleString('sv-SE')} lots`, (r) => spread[Math.floor(r() * spread.length)]!, 8],
      ];
      for (const [label, pick, reach] of scenarios) {
        const f = await load(bench.server.url, tokens, pick, SECONDS, 42, reach);
        const acceptedPerSecond = f.accepted / f.seconds;
        const ratio = tps ? (acceptedPerSecond / tps).toFixed(2) : '–';
        rows.push(
          `${name.padEnd(20)} ${label.padEnd(12)} ${fmt(f.requests / f.seconds)} ${fmt(acceptedPerSecond)}  ` +
            `${ms(percentile(f.all, 50))} ${ms(percentile(f.all, 99))} ${ms(percentile(f.ok, 50))} ${ms(percentile(f.ok, 99))}   ${ratio.padStart(6)}` +
            (f.errors ? `   (${f.errors} other answers)` : ''),
        );
        console.log(rows.at(-1));
      }
    } finally {
      await bench.stop();
    }
  }
  console.log(`\nengine               scenario     answers/s accepted/s   p50 all    p99 all   p50 acc.   p99 acc.   acc./pgbench`);
  for (const row of rows) console.log(row);
  console.log(`pgbench -N (-c 10 -j 2)  ${tps ? fmt(tps) : '(not measured)'} tps`);
}

await main();
process.exit(0);
