import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seededRandom } from '@/platform/seeded-random';
import { freePort } from '../e2e/helpers';
import { noisyJpeg } from '../setup/images';
import { createPostgresDatabase } from '../setup/test-db';
import { seedCrashFixture, type CrashFixture } from './fixture';
import { callAs, startLoad, type LoadLedger, type Outcome } from './load';
import { CrashServer } from './server';
import { verifyAfterCrashes, type Verification } from './verify';

/**
 * The crash-safety driver, shared by `npm run test:crash` (a few kills per engine, in
 * CI) and `npm run bench:crash` (20 kills per engine): a production server (`npm start`, needs a
 * build in .next) on a fresh embedded data folder or a fresh PostgreSQL database; bidders, a
 * buyer and an uploader over HTTP; the server process SIGKILLed at random moments and started
 * again at once, `kills` times; then, on the last start, the load stops, the lots due to end end,
 * the e-mail queue drains, the server stops cleanly and the database is checked (verify.ts).
 */

export type Engine = 'pglite' | 'postgres';

export interface CrashOptions {
  engine: Engine;
  kills: number;
  /** How long the server runs before each kill, from its first accepted bid: uniform in [min, max] ms. */
  uptimeMs: readonly [number, number];
  bidders?: number;
  openLots?: number;
  closingLots?: number;
  buyNowLots?: number;
  /** Send photos through tus too (default true). */
  uploads?: boolean;
  seed?: number;
  /** The PostgreSQL server to make the database on (TEST_DATABASE_URL by default). */
  postgresAdminUrl?: string;
  log?: (line: string) => void;
}

export interface CrashReport extends Verification {
  engine: Engine;
  kills: number;
  /** From each SIGKILL to the restarted server answering /api/health, ms. */
  restartMs: number[];
  /** Restarts that were refused or failed (each also a violation). */
  refusedRestarts: number;
  bids: Record<Outcome, number>;
  buys: Record<Outcome, number>;
  uploads: Record<Outcome, number>;
  refusals: Record<string, number>;
  durationMs: number;
}

const tally = (list: readonly { outcome: Outcome }[]): Record<Outcome, number> => {
  const counts: Record<Outcome, number> = { acknowledged: 0, refused: 0, lost: 0, unsent: 0, unexpected: 0 };
  for (const item of list) counts[item.outcome]++;
  return counts;
};

/**
 * A free port below the kernel's ephemeral range: while the server is down between a kill and its
 * restart, a port that `listen(0)` hands out (freePort) could be given to another program's server.
 */
async function quietPort(random: () => number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  return freePort();
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A fresh database for the server, with the fixture written in before it starts. */
async function prepareStore(
  options: CrashOptions,
  dataDir: string,
  seed: (database: Database) => Promise<CrashFixture>,
): Promise<{ env: Record<string, string>; fixture: CrashFixture; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (options.engine === 'postgres') {
    const created = await createPostgresDatabase({ prefix: 'klubban_crash', adminUrl: options.postgresAdminUrl });
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    try {
      await migrateDatabase(database);
      const fixture = await seed(database);
      return {
        env: { DATABASE_URL: created.url },
        fixture,
        open: () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 }),
        drop: () => created.drop(),
      };
    } finally {
      await database.close();
    }
  }
  // PGlite: the folder is the server's alone once it runs, so the fixture goes in first.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const fixture = await seed(database);
    return { env: { DATABASE_URL: '' }, fixture, open: () => openDatabase({ kind: 'pglite', dataDir }), drop: async () => {} };
  } finally {
    await database.close();
  }
}

export async function runCrashTest(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed ?? 18_2026);
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `klubban-crash-${options.engine}-`));
  const [minUp, maxUp] = options.uptimeMs;
  // The closing lots end over the stretch the kills are expected to take (a start or restart
  // takes a few seconds here), so completions and their e-mails run while the server is killed.
  const expectedRunMs = options.kills * ((minUp + maxUp) / 2 + 3_000);
  const firstStartMs = 8_000;
  const store = await prepareStore(options, dataDir, (database) =>
    seedCrashFixture(database.db, {
      bidders: options.bidders ?? 8,
      openLots: options.openLots ?? 6,
      softCloseLots: 2,
      closingLots: options.closingLots ?? Math.max(3, Math.min(12, options.kills * 2)),
      buyNowLots: options.buyNowLots ?? Math.max(2, Math.min(10, options.kills)),
      closingFrom: new Date(Date.now() + firstStartMs),
      closingUntil: new Date(Date.now() + firstStartMs + expectedRunMs),
    }),
  );
  const { fixture } = store;
  const port = await quietPort(random);
  const url = `http://127.0.0.1:${port}`;
  const server = new CrashServer(
    {
      ...store.env,
      PORT: String(port),
      KLUBBAN_DATA_DIR: dataDir,
      KLUBBAN_SEED_DEMO: 'false',
      BETTER_AUTH_SECRET: 'crash-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'warn',
    },
    url,
  );
  const violations: string[] = [];
  const restartMs: number[] = [];
  let refusedRestarts = 0;
  let ledger: LoadLedger = { bids: [], buys: [], uploads: [] };
  try {
    await server.start();
    log(`[${options.engine}] server up (${((performance.now() - started) / 1000).toFixed(1)} s after the start of the run)`);
    const load = startLoad({
      url,
      fixture,
      random,
      buyEveryMs: Math.max(500, expectedRunMs / fixture.buyNowLots.length),
      photo: options.uploads === false ? null : await noisyJpeg(64, 48),
    });
    ledger = load.ledger;
    try {
      for (let kill = 1; kill <= options.kills; kill++) {
        // Each kill lands under load: once this start has accepted a bid, at a random moment after.
        const acknowledged = ledger.bids.filter((b) => b.outcome === 'acknowledged').length;
        await until(
          async () => ledger.bids.filter((b) => b.outcome === 'acknowledged').length > acknowledged,
          60_000,
          `a bid accepted before kill ${kill}`,
        );
        await sleep(minUp + random() * (maxUp - minUp));
        // Odd kills hit the server process alone, even ones it and start.mjs at once.
        const killedAt = await server.kill(kill % 2 === 1 ? 'server' : 'both');
        try {
          await server.start(); // at once: no delay after the kill
          restartMs.push(performance.now() - killedAt);
          log(`[${options.engine}] kill ${kill}: back in ${Math.round(restartMs.at(-1)!)} ms (${ledger.bids.length} bids tried so far)`);
        } catch (error) {
          refusedRestarts++;
          violations.push(`the restart after kill ${kill} failed: ${(error as Error).message.slice(0, 2000)}`);
          // Try once more, so the rest of the run can still say what it found.
          await server.start();
        }
      }
    } finally {
      await load.stop();
    }

    // The last start: it serves bids, ends the lots that are due and sends the queued e-mails.
    const probe = fixture.openLots[0]!;
    const view = (await (await fetch(`${url}/api/auctions/${probe.id}`)).json()) as { nextMinimumBid: number; status: string };
    if (view.status === 'live') {
      // Someone who has not bid yet (a bidder of the load might lead with a maximum above it).
      const bidder = fixture.uploader;
      const amount = view.nextMinimumBid + 500;
      const answer = await callAs(url, bidder, { action: 'BID_ON_AUCTION', auctionId: probe.id, amount });
      const auction = (answer.body.result as { auction?: { bidCount: number; currentPrice: number } } | undefined)?.auction;
      if (answer.status !== 200 || !auction)
        violations.push(`a bid after the last start was answered ${answer.status} ${JSON.stringify(answer.body)}`);
      else {
        const { bidCount, currentPrice: price } = auction;
        ledger.bids.push({ kind: 'bid', bidderId: bidder.id, lotId: probe.id, amount, outcome: 'acknowledged', bidCount, price });
      }
    }
    const lastEnd = Math.max(...fixture.closingLots.map((lot) => lot.endsAt.getTime()));
    await until(
      async () => {
        for (const lot of fixture.closingLots) {
          const answer = (await (await fetch(`${url}/api/auctions/${lot.id}`)).json()) as { status: string };
          if (answer.status !== 'ended') return false;
        }
        const jobs = await callAs(url, fixture.admin, { action: 'LIST_JOBS' });
        const { counts } = (jobs.body.result as { queue: { counts: { queued: number; running: number } } }).queue;
        return counts.queued === 0 && counts.running === 0;
      },
      Math.max(0, lastEnd - Date.now()) + 60_000,
      'the closing lots to end and the job queue to drain',
    );
  } catch (error) {
    const output = server.output().split('\n').slice(-40).join('\n');
    violations.push(`the run stopped: ${(error as Error).message}; the server is ${server.state()}; its last lines:\n${output}`);
  } finally {
    await server.stop();
  }

  const database = await store.open();
  let verification: Verification;
  try {
    verification = await verifyAfterCrashes(database.db, { fixture, ledger, dataDir });
  } finally {
    await database.close();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const unexpected = [...ledger.bids, ...ledger.buys, ...ledger.uploads].filter((a) => a.outcome === 'unexpected');
  for (const attempt of unexpected.slice(0, 10)) violations.push(`unexpected answer: ${JSON.stringify(attempt)}`);
  const refusals: Record<string, number> = {};
  for (const attempt of ledger.bids) if (attempt.outcome === 'refused') refusals[attempt.reason!] = (refusals[attempt.reason!] ?? 0) + 1;
  return {
    ...verification,
    violations: [...violations, ...verification.violations],
    engine: options.engine,
    kills: restartMs.length,
    restartMs,
    refusedRestarts,
    bids: tally(ledger.bids),
    buys: tally(ledger.buys),
    uploads: tally(ledger.uploads),
    refusals,
    durationMs: performance.now() - started,
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The figures, one block per engine. */
export function formatCrashReport(report: CrashReport): string {
  const engine = report.engine === 'pglite' ? 'PGlite (embedded default)' : 'PostgreSQL';
  const restarts = report.restartMs.map((ms) => Math.round(ms));
  return [
    `crash safety on ${engine}: ${report.kills} kills survived in ${(report.durationMs / 1000).toFixed(1)} s, ${report.refusedRestarts} restarts refused`,
    `  restart after SIGKILL (to /api/health): median ${Math.round(median(restarts))} ms, max ${Math.max(...restarts)} ms [${restarts.join(', ')}]`,
    `  bids: ${report.bids.acknowledged} acknowledged, ${report.bids.refused} refused ${JSON.stringify(report.refusals)}, ` +
      `${report.bids.lost} lost in flight, ${report.bids.unsent} not sent (server down), ${report.bids.unexpected} unexpected`,
    `  checked: ${report.bidsChecked} stored bids replayed over ${report.lotsReplayed} lots; ${report.orders} orders ` +
      `(${report.buys.acknowledged} bought now over HTTP), ${report.payouts} payouts, ${report.emails} e-mails, ` +
      `${report.uploadsReady} uploads ready (${report.uploads.acknowledged} acknowledged, ${report.uploads.lost} lost in flight), ` +
      `${report.orphanedJobs} e-mail jobs left claimed by a killed server`,
    `  violations: ${report.violations.length === 0 ? 'none' : `\n    ${report.violations.join('\n    ')}`}`,
  ].join('\n');
}
