import { describe, expect, it } from 'vitest';
import { formatCrashReport, runCrashTest, type CrashOptions } from './run';

/**
 * Crash safety, the short version (the long one is `npm run bench:crash`): bidders, a
 * buyer and an uploader hammer a production server over HTTP while its process is SIGKILLed at
 * random moments and started again at once; afterwards every acknowledged bid is stored, each lot
 * equals the engine's replay of its bids, and no order, payout, e-mail or upload is duplicated or
 * half-written (tests/crash/verify.ts). On the embedded default, and on PostgreSQL when
 * TEST_DATABASE_URL names a server. Needs a production build (`npm run build`).
 */

const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const short: Omit<CrashOptions, 'engine'> = { kills: KILLS, uptimeMs: [1_000, 3_000], seed: Number(process.env.CRASH_SEED ?? 18_2026) };

async function expectSurvives(options: CrashOptions) {
  const report = await runCrashTest(options);
  console.log(formatCrashReport(report));
  expect(report.violations).toEqual([]);
  expect(report.kills).toBe(KILLS);
  expect(report.refusedRestarts).toBe(0);
  // The load really ran through the kills: bids were accepted, and some were cut off by a kill.
  expect(report.bids.acknowledged).toBeGreaterThanOrEqual(KILLS);
  expect(report.bids.lost + report.bids.unsent).toBeGreaterThan(0);
  expect(report.orders).toBeGreaterThan(0);
  // The last start took over what the killed ones had left: every job ran, every e-mail went out.
  expect(report.orphanedJobs).toBe(0);
  expect(report.emails).toBeGreaterThan(0);
}

describe('crash safety under HTTP bid load', () => {
  it(
    'PGlite (embedded default): every acknowledged write survives SIGKILL, restarts at once',
    () => expectSurvives({ ...short, engine: 'pglite' }),
    90_000,
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL: every acknowledged write survives SIGKILL, restarts at once',
    () => expectSurvives({ ...short, engine: 'postgres' }),
    90_000,
  );
});
