#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failing stage:
//   typecheck, lint and format (side by side) → unit + integration on PGlite (under a second
//   Node.js when KLUBBAN_SECOND_NODE names one) → unit + integration on PostgreSQL → production
//   build → crash safety → end-to-end in Debian Chromium.
// Before the first stage it provides what the stages need from the machine (docs/decisions/0035,
// scripts/test-prerequisites.mjs): as root with apt, the Debian packages it lacks (Chromium, its
// headless shell, nginx, PostgreSQL); a throwaway PostgreSQL unless TEST_DATABASE_URL names one (a
// database on the server at 127.0.0.1:5432, else a cluster of its own; KLUBBAN_TEST_POSTGRES=server
// or =cluster picks one), gone at the end. It says so in one line; where it cannot provide
// something, it stops at once with the one command to run.
// `node scripts/test.mjs static|unit|e2e` runs one stage; `node scripts/test.mjs provision` only
// provides, checks the database answers, and takes it down again.
// Prints a closing "N passed, N failed" line over every Vitest test it ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { choosePostgres, describeProvision, missingPrograms, plan, POSTGRES_STAGES } from './test-prerequisites.mjs';
import { databaseExists, postgresBinDir, serverDatabase, startCluster } from './test-postgres.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'klubban-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

const only = process.argv[2];
if (only && !['static', 'unit', 'e2e', 'provision'].includes(only)) {
  console.error(`Unknown stage "${only}": node scripts/test.mjs [static|unit|e2e|provision]`);
  process.exit(2);
}
/** @type {Array<'static' | 'unit' | 'e2e'>} */
const stages = only && only !== 'provision' ? [only] : ['static', 'unit', 'e2e'];

/** The run's throwaway PostgreSQL, when it made one: taken down however the run ends. */
let throwaway = null;
let finishing = null;
let stagesRun = 0;

function finish(code) {
  finishing ??= (async () => {
    if (throwaway) {
      await throwaway.teardown().catch((error) => console.error(`The throwaway PostgreSQL could not be taken down: ${error.message}`));
    }
    if (timings.length > 0) console.log(`\n${timings.join('\n')}`);
    if (stagesRun > 0) console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    rmSync(reports, { recursive: true, force: true });
    process.exit(code);
  })();
  return finishing;
}
// Ctrl-C reaches the running stage too (same process group); the stage ends, then this.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(130));

async function run(label, command, args, env = {}, afterwards = () => {}) {
  const started = Date.now();
  stagesRun += 1;
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  afterwards();
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${seconds} s)`);
    await finish(1);
  }
}

function vitest(label, args, env = {}) {
  const report = path.join(reports, `${timings.length}.json`);
  return run(label, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env, () =>
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

/** This machine, as scripts/test-prerequisites.mjs decides on it. */
function describeMachine() {
  const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  return {
    exists: existsSync,
    onPath,
    postgresBinDir: postgresBinDir(),
    root: process.getuid?.() === 0,
    postgresUser: spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0,
    apt: onPath('apt-get'),
    sudo: onPath('sudo'),
  };
}

/**
 * Provides what the stages need, or stops with the command that would. Sets TEST_DATABASE_URL for
 * the stages when it made the database.
 */
async function provide() {
  const started = Date.now();
  const needsPostgres = stages.some((stage) => POSTGRES_STAGES.includes(stage));
  const force = ['server', 'cluster'].includes(process.env.KLUBBAN_TEST_POSTGRES ?? '') ? process.env.KLUBBAN_TEST_POSTGRES : undefined;
  const name = `klubban_test_${process.pid}`;
  const choosePostgresOn = async (machine) => {
    if (!needsPostgres) return null;
    const given = Boolean(process.env.TEST_DATABASE_URL);
    let server = 'not tried';
    if (!given && force !== 'cluster' && !throwaway) {
      const attempt = await serverDatabase(name);
      server = attempt.answer;
      if (attempt.answer === 'ok') throwaway = attempt.database;
    } else if (throwaway) {
      server = 'ok';
    }
    return choosePostgres({ given, force, server, machine });
  };

  let machine = describeMachine();
  let postgres = await choosePostgresOn(machine);
  let next = plan({ missing: missingPrograms(stages, machine), postgres, machine });
  let installed = null;
  if (next.kind === 'install') {
    const installStarted = Date.now();
    console.log(`Installing ${next.packages.join(', ')} (apt-get) …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...next.packages],
    ]) {
      const result = spawnSync('apt-get', args, { env, encoding: 'utf8' });
      if (result.status !== 0) {
        console.error(`\n✖ apt-get ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
        await finish(1);
      }
    }
    installed = { packages: next.packages, seconds: Math.round((Date.now() - installStarted) / 1000) };
    machine = describeMachine();
    if (postgres?.kind === 'none') postgres = await choosePostgresOn(machine);
    next = plan({ missing: missingPrograms(stages, machine), postgres, machine });
  }
  if (next.kind !== 'ready') {
    console.error(`\n✖ ${next.kind === 'stop' ? next.message : `npm test still lacks ${next.packages.join(', ')} after installing them.`}`);
    await finish(1);
  }
  if (postgres?.kind === 'cluster') throwaway = await startCluster(postgres);
  if (throwaway) process.env.TEST_DATABASE_URL = throwaway.url;
  const line = describeProvision({ installed, postgres, where: throwaway?.where ?? null });
  if (line) {
    console.log(line);
    timings.push(`providing: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Runs the three static checks side by side (two cores: the checker and the linter overlap), each
 * one's output printed whole when it ends, and stops when any failed.
 * @param {Array<[string, string, string[]]>} checks
 */
async function runTogether(checks) {
  const started = Date.now();
  stagesRun += 1;
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
    await finish(1);
  }
}

await provide();

if (only === 'provision') {
  // What a run would have, checked for real, then taken down as a run's end takes it down.
  const url = process.env.TEST_DATABASE_URL;
  if (url && throwaway) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT current_database() AS name, version() AS version');
    await client.end();
    console.log(`The throwaway database answers: ${rows[0].name}, ${rows[0].version.split(' on ')[0]}.`);
    const held = throwaway;
    throwaway = null;
    await held.teardown();
    const gone = 'folder' in held ? !existsSync(held.folder) : !(await databaseExists(new URL(url).pathname.slice(1)));
    console.log(gone ? 'Taken down: nothing of it is left.' : 'Taken down, yet something of it is still there.');
    await finish(gone ? 0 : 1);
  }
  console.log(url ? 'TEST_DATABASE_URL names the database: nothing to provide.' : 'Nothing to provide.');
  await finish(0);
}

if (stages.includes('static')) {
  await runTogether([
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['format', bin('prettier'), ['--check', '.']],
  ]);
}
if (stages.includes('unit')) {
  // Two supported Node.js versions (package.json "engines"). .ci/run fetches Node 24 from the npm
  // registry and names it in KLUBBAN_SECOND_NODE: the embedded default, what a newcomer's
  // `npm start` runs on, is tested under Node 24, and PostgreSQL under this Node (20). Each runs
  // the unit tests too, so every unit test runs on both versions and the integration suite on both
  // engines, once each (a third pass would cost four minutes of CI).
  const secondNode = process.env.KLUBBAN_SECOND_NODE;
  if (secondNode) {
    const version = spawnSync(secondNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const report = path.join(reports, `${timings.length}.json`);
    await run(
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
    await vitest('unit + integration (PGlite)', [], { KLUBBAN_TEST_DB: 'pglite' });
  }
  // With a second Node the unit tests run here again (this Node); without, they already ran on it.
  await vitest(
    secondNode ? `unit + integration (PostgreSQL, Node ${process.version})` : 'integration (PostgreSQL)',
    secondNode ? [] : ['tests/integration'],
    { KLUBBAN_TEST_DB: 'postgres' },
  );
}
if (stages.includes('e2e')) {
  // When this run's static stage type-checked the project, the build does not do it again
  // (KLUBBAN_ONE_OFF_BUILD, next.config.ts).
  await run('production build', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    NEXT_TELEMETRY_DISABLED: '1',
    KLUBBAN_ONE_OFF_BUILD: only ? '' : '1',
  });
  // Crash safety (tests/crash): the server process SIGKILLed under HTTP bid load and started again
  // at once, then every acknowledged write checked; on PGlite and on the run's PostgreSQL.
  await vitest('crash safety (PGlite + PostgreSQL)', ['--config', 'vitest.crash.config.ts']);
  await vitest('end-to-end (Chromium)', ['--config', 'vitest.e2e.config.ts']);
}
await finish(totals.failed > 0 ? 1 : 0);
