// @ts-check
/**
 * What `npm test` (scripts/test.mjs) needs from the machine besides node_modules, and what it does
 * when something is missing (docs/decisions/0035): as root with apt it installs the Debian
 * packages itself; otherwise it stops before the first stage with the one command to run. Pure:
 * the machine comes in as a description, so the unit tests can describe any machine
 * (tests/integration/test-prerequisites.test.ts).
 */

/** @typedef {'static' | 'unit' | 'e2e'} Stage */

/**
 * A program the tests run, where Debian puts it.
 * @typedef {object} Program
 * @property {string} name what it is, in messages
 * @property {{ path: string } | { command: string } | { postgresServer: true }} find
 *   a fixed path, a command looked up on PATH, or PostgreSQL's server programs (initdb, pg_ctl)
 *   under /usr/lib/postgresql/<version>/bin
 * @property {string} debianPackage
 * @property {Stage[]} stages the stages that use it
 */

/** @type {readonly Program[]} */
export const PROGRAMS = [
  // The end-to-end tests' browser (docs/decisions/0024).
  {
    name: "Chromium's headless shell",
    find: { path: '/usr/lib/chromium/chromium-headless-shell' },
    debianPackage: 'chromium-headless-shell',
    stages: ['e2e'],
  },
  // The push test: the headless shell reports notifications as denied (tests/e2e/push.test.ts).
  { name: 'Chromium', find: { path: '/usr/bin/chromium' }, debianPackage: 'chromium', stages: ['e2e'] },
  // Two instances behind nginx (tests/e2e/realtime.test.ts, docs/deployment.md).
  { name: 'nginx', find: { path: '/usr/sbin/nginx' }, debianPackage: 'nginx', stages: ['e2e'] },
  // Backups on PostgreSQL (tests/integration/backup.test.ts).
  { name: 'pg_dump', find: { command: 'pg_dump' }, debianPackage: 'postgresql-client', stages: ['unit'] },
  // A PostgreSQL the test stops and starts (tests/e2e/db-outage.test.ts).
  { name: "PostgreSQL's server programs", find: { postgresServer: true }, debianPackage: 'postgresql', stages: ['e2e'] },
];

/** The stages that run against PostgreSQL: the integration suite a second time, the crash test and e2e. */
export const POSTGRES_STAGES = /** @type {readonly Stage[]} */ (['unit', 'e2e']);

/**
 * What is known of the machine.
 * @typedef {object} Machine
 * @property {(path: string) => boolean} exists
 * @property {(command: string) => boolean} onPath
 * @property {string | null} postgresBinDir the newest /usr/lib/postgresql/<version>/bin with initdb, or null
 * @property {boolean} root
 * @property {boolean} postgresUser whether there is a `postgres` user (root runs PostgreSQL as it)
 * @property {boolean} apt whether apt-get is there
 * @property {boolean} sudo whether sudo is there
 */

/**
 * @param {readonly Stage[]} stages
 * @param {Machine} machine
 * @returns {Program[]} the programs these stages use that the machine lacks
 */
export function missingPrograms(stages, machine) {
  return PROGRAMS.filter((program) => {
    if (!program.stages.some((stage) => stages.includes(stage))) return false;
    const { find } = program;
    if ('path' in find) return !machine.exists(find.path);
    if ('command' in find) return !machine.onPath(find.command);
    return machine.postgresBinDir === null;
  });
}

/**
 * Where the run's PostgreSQL comes from:
 * - `given`: TEST_DATABASE_URL names it;
 * - `server`: a throwaway database on the server at 127.0.0.1:5432 (dropped at the end);
 * - `cluster`: a throwaway cluster of its own (initdb in a temporary folder, a free port; stopped
 *   and removed at the end), run as the `postgres` user when root — PostgreSQL refuses root;
 * - `none`: none can be had; `reason` says why.
 * @typedef {{ kind: 'given' } | { kind: 'server' } | { kind: 'cluster', binDir: string, runAs: 'postgres' | null } | { kind: 'none', reason: string }} PostgresChoice
 */

/**
 * @param {object} options
 * @param {boolean} options.given TEST_DATABASE_URL is set
 * @param {'server' | 'cluster' | undefined} options.force KLUBBAN_TEST_POSTGRES
 * @param {'ok' | 'unreachable' | 'refused' | 'not tried'} options.server
 *   what the server at 127.0.0.1:5432 said when asked for a throwaway database as user postgres
 * @param {Machine} options.machine
 * @returns {PostgresChoice}
 */
export function choosePostgres({ given, force, server, machine }) {
  if (given) return { kind: 'given' };
  if (force !== 'cluster' && server === 'ok') return { kind: 'server' };
  if (force === 'server') return { kind: 'none', reason: `the server at 127.0.0.1:5432 ${serverWords(server)}` };
  const tried = server === 'not tried' ? '' : `the server at 127.0.0.1:5432 ${serverWords(server)}, and `;
  if (!machine.postgresBinDir) return { kind: 'none', reason: `${tried}PostgreSQL's server programs (initdb, pg_ctl) are not installed` };
  if (!machine.root) return { kind: 'cluster', binDir: machine.postgresBinDir, runAs: null };
  if (!machine.postgresUser) return { kind: 'none', reason: `${tried}PostgreSQL refuses to run as root and there is no postgres user` };
  return { kind: 'cluster', binDir: machine.postgresBinDir, runAs: 'postgres' };
}

/** @param {'ok' | 'unreachable' | 'refused' | 'not tried'} server */
function serverWords(server) {
  if (server === 'unreachable') return 'does not answer';
  if (server === 'refused') return 'refused user postgres a database';
  return 'was not asked';
}

/**
 * What to do before the first stage: install Debian packages (as root with apt), stop with the
 * one command that gets them (otherwise), or nothing.
 * @typedef {{ kind: 'ready' } | { kind: 'install', packages: string[] } | { kind: 'stop', message: string }} Plan
 */

/**
 * @param {object} options
 * @param {Program[]} options.missing
 * @param {PostgresChoice | null} options.postgres null when no stage to run needs PostgreSQL
 * @param {Machine} options.machine
 * @returns {Plan}
 */
export function plan({ missing, postgres, machine }) {
  const packages = [...new Set([...missing.map((program) => program.debianPackage), ...(postgres?.kind === 'none' ? ['postgresql'] : [])])];
  if (packages.length === 0) return { kind: 'ready' };
  if (machine.root && machine.apt) return { kind: 'install', packages };
  const lacks = [
    ...missing.map((program) => `${program.name} (${'path' in program.find ? program.find.path : program.debianPackage})`),
    ...(postgres?.kind === 'none' ? [`a PostgreSQL to test on: ${postgres.reason}`] : []),
  ].join('; ');
  return { kind: 'stop', message: `npm test needs ${lacks}.\n${remedy(packages, postgres, machine)}` };
}

/**
 * @param {string[]} packages
 * @param {PostgresChoice | null} postgres
 * @param {Machine} machine
 */
function remedy(packages, postgres, machine) {
  if (machine.apt) {
    const names = packages.join(' ');
    const command = machine.sudo
      ? `sudo apt-get update && sudo apt-get install -y ${names}`
      : `su -c 'apt-get update && apt-get install -y ${names}'`;
    return `Run this, then npm test again:\n  ${command}`;
  }
  const programs = packages.filter((name) => name !== 'postgresql');
  if (programs.length === 0 && postgres?.kind === 'none') {
    return 'Name a PostgreSQL server the tests may create databases on, and run:\n  TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/postgres npm test';
  }
  return `This machine has no apt-get: install the Debian packages' equivalents (${packages.join(', ')}) so that the paths above exist, then npm test again.`;
}

/**
 * The one line `npm test` prints about what it provided.
 * @param {object} options
 * @param {{ packages: string[], seconds: number } | null} options.installed
 * @param {PostgresChoice | null} options.postgres
 * @param {string | null} options.where the throwaway database's name and server, or the cluster's port
 * @returns {string | null} null when it provided nothing
 */
export function describeProvision({ installed, postgres, where }) {
  const parts = [];
  if (installed) parts.push(`installed ${installed.packages.join(', ')} (apt-get, ${installed.seconds} s)`);
  if (postgres?.kind === 'server') parts.push(`made a throwaway database ${where}, dropped at the end`);
  if (postgres?.kind === 'cluster') {
    parts.push(`started a throwaway PostgreSQL cluster on ${where}${postgres.runAs ? ' (as user postgres)' : ''}, removed at the end`);
  }
  return parts.length > 0 ? `npm test ${parts.join('; ')}.` : null;
}
