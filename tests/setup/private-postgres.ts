import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/helpers';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, pg_ctl on a free port),
 * for a test that stops and starts the database for real without touching the shared server
 * other tests use. PostgreSQL refuses to run as root: as root (CI's .ci/run) every pg_ctl and
 * initdb runs as the `postgres` user (which Debian's postgresql package creates) through runuser
 * (util-linux), in a folder it owns; as anyone else, as that user.
 */

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/database (trust authentication, loopback only). */
  url(database: string): string;
  /** Stops the server: `immediate` is a crash-like stop (no checkpoint; recovery at the next start). */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its folder. */
  destroy(): Promise<void>;
  /** The server's log so far (for a failure's message). */
  log(): string;
}

/** The folder of the newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/N/bin), or null. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.KLUBBAN_PG_BINDIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The postgres user's uid and gid, when there is one. */
function postgresUser(): { uid: number; gid: number } | null {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why a private server cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'no PostgreSQL server programs (initdb) under /usr/lib/postgresql';
  if (isRoot() && !postgresUser()) return 'running as root, and there is no postgres user to run PostgreSQL as';
  if (isRoot() && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const unavailable = privatePostgresUnavailable();
  if (unavailable) throw new Error(`cannot run a private PostgreSQL: ${unavailable}`);
  const bin = postgresBinDir()!;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'klubban-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const owner = isRoot() ? postgresUser()! : null;
  if (owner) chownSync(folder, owner.uid, owner.gid);
  // As root, PostgreSQL's programs run as postgres; otherwise as whoever runs the test.
  const run = (program: string, args: string[], timeoutMs = 60_000) => {
    const [command, full] = owner
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    try {
      execFileSync(command, full, { stdio: 'pipe', timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' } });
    } catch (error) {
      const output = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`${program} ${args.join(' ')} failed: ${String(output.stderr ?? '')}${String(output.stdout ?? '')}`);
    }
  };

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Loopback TCP only, and the socket in the test's own folder (not /var/run/postgresql). fsync is
  // off (the operating system does not crash in this test, only PostgreSQL stops); commits are
  // still synchronous, so what was acknowledged is in the write-ahead log when the server stops.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  let running = false;
  const server: PrivatePostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode = 'immediate') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    async start() {
      run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start'], 90_000);
      running = true;
    },
    async destroy() {
      if (running) {
        try {
          await server.stop('immediate');
        } catch {
          // already gone
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  try {
    await server.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return server;
}
