// @ts-check
/**
 * The throwaway PostgreSQL of an `npm test` run without TEST_DATABASE_URL (scripts/test.mjs,
 * docs/decisions/0035): a database on the server at 127.0.0.1:5432, or a cluster of the run's own
 * in a temporary folder. Which one is decided in scripts/test-prerequisites.mjs; this file does it.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The local server's maintenance database, as user postgres (Debian's superuser). */
export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<version>/bin), or null.
 * KLUBBAN_PG_BINDIR names another folder (as tests/setup/private-postgres.ts reads it).
 * @returns {string | null}
 */
export function postgresBinDir() {
  const fromEnv = process.env.KLUBBAN_PG_BINDIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/**
 * A throwaway database, and how to get rid of it.
 * @typedef {{ url: string, where: string, teardown: () => Promise<void> }} Throwaway
 */

/**
 * Asks the server at `adminUrl` for a throwaway database `name`.
 * @param {string} name
 * @param {string} [adminUrl]
 * @returns {Promise<{ answer: 'ok', database: Throwaway } | { answer: 'unreachable' | 'refused', detail: string }>}
 */
export async function serverDatabase(name, adminUrl = LOCAL_SERVER) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code ?? '';
    // 28P01/28000: a password wanted or the role refused; anything else: nobody listening.
    return { answer: code.startsWith('28') ? 'refused' : 'unreachable', detail: messageOf(error) };
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    return { answer: 'refused', detail: messageOf(error) };
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    answer: 'ok',
    database: {
      url: url.toString(),
      where: `${name} on ${url.host}`,
      async teardown() {
        const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await dropper.end().catch(() => {});
        }
      },
    },
  };
}

/** Whether the database `name` exists on the server of `adminUrl` (the provision check asks after its teardown). */
export async function databaseExists(name, adminUrl = LOCAL_SERVER) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A cluster of the run's own: initdb into a temporary folder, started with pg_ctl on a free
 * loopback port with its socket in that folder (never /var/run/postgresql), trust authentication.
 * PostgreSQL refuses to run as root: then every program runs as `runAs` (postgres) through runuser,
 * in a folder it owns. fsync is off: the tests stop app servers, never this machine, and commits
 * stay synchronous, so what a test reads back was written.
 * @param {{ binDir: string, runAs: 'postgres' | null }} options
 * @returns {Promise<Throwaway & { folder: string }>}
 */
export async function startCluster({ binDir, runAs }) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'klubban-test-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (runAs) {
    const ids = ['-u', '-g'].map((flag) => Number(spawnSync('id', [flag, runAs], { encoding: 'utf8' }).stdout.trim()));
    chownSync(folder, ids[0] ?? 0, ids[1] ?? 0);
  }
  /**
   * @param {string} program
   * @param {string[]} args
   */
  const run = (program, args) => {
    const [command, full] = runAs
      ? ['runuser', ['-u', runAs, '--', path.join(binDir, program), ...args]]
      : [path.join(binDir, program), args];
    const result = spawnSync(command, full, {
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}${result.stdout}`);
    }
  };
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      } catch {
        // Already gone; the folder goes anyway.
      }
      started = false;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
    started = true;
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('CREATE DATABASE klubban_test');
    await client.end();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/klubban_test`,
      where: `127.0.0.1:${port}`,
      folder,
      teardown: async () => stop(),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
