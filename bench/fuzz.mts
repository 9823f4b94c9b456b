/**
 * `npm run bench:fuzz`: the hostile-input fuzz at length — the same two test
 * files CI runs (tests/integration/fuzz-actions.test.ts and fuzz-endpoints.test.ts) with many more
 * cases per action and endpoint, and a new seed each run unless one is given, so every long run
 * explores cases CI's fixed seed does not. Prints each file's own summary (cases run, endpoints).
 *
 *   BENCH_RUNS   cases per action and caller, and per endpoint property (default 150)
 *   BENCH_SEED   the seed (default: random, printed so a failure can be replayed)
 *   KLUBBAN_TEST_DB=postgres TEST_DATABASE_URL=postgres://… runs it on PostgreSQL instead of PGlite.
 *
 * A failure prints fast-check's counterexample and the seed; replay it with BENCH_SEED.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const runs = String(Number(process.env.BENCH_RUNS ?? 150));
const seed = String(Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31)));
console.log(`fuzz: ${runs} cases per action/endpoint property, seed ${seed} (replay with BENCH_SEED=${seed})`);

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    'tests/integration/fuzz-actions.test.ts',
    'tests/integration/fuzz-endpoints.test.ts',
    '--testTimeout',
    '3600000',
    '--hookTimeout',
    '600000',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KLUBBAN_FUZZ_RUNS: runs, KLUBBAN_FUZZ_ENDPOINT_RUNS: runs, KLUBBAN_FUZZ_SEED: seed },
  },
);
console.log(`fuzz: ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${seed}, ${result.status === 0 ? 'no failure' : 'FAILED'}`);
process.exit(result.status ?? 1);
