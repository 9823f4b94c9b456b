/**
 * `npm run bench:crash`: crash safety, the long version (`npm run test:crash` is the
 * short one, in CI). The same driver (tests/crash/run.ts): bidders, a buyer and an uploader over
 * HTTP against a production server (`npm start`) whose process is SIGKILLed at random moments and
 * started again at once, 20 times per engine; then every acknowledged bid must be stored, each lot
 * must equal the engine's replay of its bids, and no order, payout, e-mail or upload may be
 * duplicated or half-written. Prints kills survived, restart times, bids acknowledged and checked,
 * lots replayed; exits 1 on any violation.
 *
 * Needs a production build (`npm run build`). CRASH_KILLS (default 20), CRASH_ENGINES (default
 * "pglite,postgres"), CRASH_SEED; the PostgreSQL server is BENCH_DATABASE_URL, TEST_DATABASE_URL
 * or the local one (the bench makes and drops its own database there).
 */
import { formatCrashReport, runCrashTest, type Engine } from '../tests/crash/run';

const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const ENGINES = (process.env.CRASH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim()) as Engine[];
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let failed = false;
for (const engine of ENGINES) {
  const report = await runCrashTest({
    engine,
    kills: KILLS,
    uptimeMs: [1_000, 6_000],
    seed: Number(process.env.CRASH_SEED ?? 20_2026),
    postgresAdminUrl: adminUrl,
    log: (line) => console.log(line),
  });
  console.log(`\n${formatCrashReport(report)}\n`);
  if (report.violations.length > 0 || report.kills !== KILLS) failed = true;
}
process.exit(failed ? 1 : 0);
