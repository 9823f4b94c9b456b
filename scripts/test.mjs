#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failing stage:
//   typecheck, lint and format (side by side) → unit + integration on PGlite (under a second
//   Node.js when KLUBBAN_SECOND_NODE names one) → unit + integration on PostgreSQL (when
//   TEST_DATABASE_URL is set) → production build → crash safety → end-to-end in Debian Chromium.
// Prints a closing "N passed, N failed" line over every Vitest test it ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'klubban-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function run(label, command, args, env = {}, afterwards = () => {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  afterwards();
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${seconds} s)`);
    finish(1);
  }
}

function vitest(label, args, env = {}) {
  const report = path.join(reports, `${timings.length}.json`);
  run(label, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env, () =>
    count(report),
  );
}

function count(report) {
  if (!existsSync(report)) return;
  const data = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += data.numPassedTests ?? 0;
  totals.failed += data.numFailedTests ?? 0;
  totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
}

function finish(code) {
  console.log(`\n${timings.join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

const only = process.argv[2];

/**
 * Runs the three static checks side by side (two cores: the checker and the linter overlap), each
 * one's output printed whole when it ends, and stops when any failed.
 * @param {Array<[string, string, string[]]>} checks
 */
async function runTogether(checks) {
  const started = Date.now();
  const outcomes = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${label} (${seconds} s)\n${output}`);
            timings.push(`${label}: ${seconds} s`);
            resolve(code === 0 ? null : label);
          });
        }),
    ),
  );
  const failed = outcomes.filter(Boolean);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.join(', ')} failed`);
    finish(1);
  }
}

if (!only || only === 'static') {
  await runTogether([
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['format', bin('prettier'), ['--check', '.']],
  ]);
}
if (!only || only === 'unit') {
  // Two supported Node.js versions (package.json "engines"). .ci/run fetches Node 24 from the npm
  // registry and names it in KLUBBAN_SECOND_NODE: the embedded default, what a newcomer's
  // `npm start` runs on, is tested under Node 24, and PostgreSQL under this Node (20). Each runs
  // the unit tests too, so every unit test runs on both versions and the integration suite on both
  // engines, once each (a third pass cost four minutes of CI, issue 18).
  const secondNode = process.env.KLUBBAN_SECOND_NODE;
  if (secondNode) {
    const version = spawnSync(secondNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const report = path.join(reports, `${timings.length}.json`);
    run(
      `unit + integration (PGlite, Node ${version})`,
      secondNode,
      [
        path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { KLUBBAN_TEST_DB: 'pglite' },
      () => count(report),
    );
  } else {
    vitest('unit + integration (PGlite)', [], { KLUBBAN_TEST_DB: 'pglite' });
  }
  if (process.env.TEST_DATABASE_URL) {
    const version = process.version;
    // With a second Node the unit tests run here again (this Node); without, they already ran on it.
    vitest(
      secondNode ? `unit + integration (PostgreSQL, Node ${version})` : 'integration (PostgreSQL)',
      secondNode ? [] : ['tests/integration'],
      {
        KLUBBAN_TEST_DB: 'postgres',
      },
    );
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the integration suite on PostgreSQL is skipped; .ci/run sets it.)');
  }
}
if (!only || only === 'e2e') {
  // When this run's static stage type-checked the project, the build does not do it again.
  run('production build', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    NEXT_TELEMETRY_DISABLED: '1',
    KLUBBAN_TEST_BUILD: only ? '' : '1',
  });
  // Crash safety (issue 18, tests/crash): the server process SIGKILLed under HTTP bid load and
  // started again at once, then every acknowledged write checked; PostgreSQL only with TEST_DATABASE_URL.
  vitest(process.env.TEST_DATABASE_URL ? 'crash safety (PGlite + PostgreSQL)' : 'crash safety (PGlite)', [
    '--config',
    'vitest.crash.config.ts',
  ]);
  if (!existsSync('/usr/lib/chromium/chromium-headless-shell')) {
    console.error(
      '\n✖ Chromium is missing: install its headless shell with `apt-get install -y chromium-headless-shell` (Debian), then run npm test again.',
    );
    finish(1);
  }
  vitest('end-to-end (Chromium)', ['--config', 'vitest.e2e.config.ts']);
}
finish(totals.failed > 0 ? 1 : 0);
