import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { checkRace, runRace } from '../setup/bid-race';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { createPostgresDatabase } from '../setup/test-db';
import { startServer, type RunningServer } from './helpers';

/**
 * The bidding correctness bar on real servers: two production servers (`npm start`) on one
 * PostgreSQL database, 50 bidders × 40 bids at one lot over HTTP, the bidders split between the
 * two servers, so the bids' transactions race from two processes and ~20 connections for the
 * lot's row lock. The checks are those of checkRace (tests/setup/bid-race.ts); the same race runs
 * in-process on PGlite and PostgreSQL in tests/integration/bid-race.test.ts.
 */

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const BIDDERS = 50;
const BIDS_EACH = 40;

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: Database;
let servers: RunningServer[] = [];
let dataDir: string;
let bidders: TestUser[];

beforeAll(async () => {
  if (!enabled) return;
  created = await createPostgresDatabase();
  database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  await migrateDatabase(database);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-bid-race-'));
  const env = {
    DATABASE_URL: created.url,
    KLUBBAN_SEED_DEMO: 'false',
    KLUBBAN_DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bid-race-secret-0123456789abcdefghijklmnop',
    LOG_LEVEL: 'warn',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  bidders = [];
  for (let i = 0; i < BIDDERS; i++) bidders.push(await createSignedInUser(database.db, { firstName: `Racer${i}` }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await created?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(enabled)('bid race on two servers and one PostgreSQL database', () => {
  it('serialises every bid across processes: stored state = engine replay, nothing lost, nothing extra, one leader', async () => {
    const lot = await createLot(database.db, { startPrice: 1000, reservePrice: 4000, endsAt: new Date(Date.now() + 90_000) });
    const serverOf = new Map(bidders.map((bidder, i) => [bidder.id, servers[i % servers.length]!]));
    const started = performance.now();
    const answers = await runRace({
      bidders,
      bidsEach: BIDS_EACH,
      startPrice: 1000,
      seed: Number(process.env.BID_RACE_SEED ?? 7_2026),
      place: async (bidder, amount) => {
        const response = await fetch(`${serverOf.get(bidder.id)!.url}/api/functions/connector`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bidder.auth },
          body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot.id, amount } }),
        });
        return { status: response.status, body: await response.json() };
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const report = await checkRace(database.db, lot.id, answers);
    console.log(
      `[2 servers, PostgreSQL] ${report.attempts} bids in ${seconds.toFixed(1)} s (${(report.attempts / seconds).toFixed(0)}/s): ` +
        `${report.accepted} accepted, refused ${JSON.stringify(report.refused)}, ${report.leaderChanges} leader changes, final price ${report.finalPrice}`,
    );
    expect(report.attempts).toBe(BIDDERS * BIDS_EACH);
    expect(report.accepted).toBeGreaterThan(100);
    expect(report.refused.BID_TOO_LOW ?? 0).toBeGreaterThan(500);
    // Bids of both servers were accepted.
    const acceptedVia = new Set(answers.filter((a) => a.status === 200).map((a) => serverOf.get(a.bidder)!.url));
    expect(acceptedVia.size).toBe(2);
  }, 180_000); // 35–60 s on a busy two-core machine
});
