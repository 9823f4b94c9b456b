// @ts-check
/**
 * The data folder's lock (docs/decisions/0001): one process at a time may open an
 * embedded database folder. The lock is a listening local socket that the kernel takes away when
 * its holder dies, however it dies (SIGKILL, a crash, a reboot): a restart made the instant after
 * a kill finds the folder free, and a pid reused by another program, or a dead holder not yet
 * reaped, can never pass for the holder. Asking the socket is also how to learn who holds it: it
 * answers with the holder's pid.
 *
 * The socket's address is derived from the folder itself (its device and inode), so every path
 * to one folder (relative, absolute, through a symlink) meets the same lock:
 * - Linux: an abstract socket (no file; bind is atomic and fails while the holder lives);
 * - Windows: a named pipe, which behaves the same;
 * - elsewhere (macOS): a socket file in the folder; a file nobody listens on is stale and replaced.
 * Shared by scripts/start.mjs (is the folder free before spawning?) and src/db/lock.ts (take it).
 * Plain JavaScript in src/db so both can import it: scripts run under node without a TypeScript
 * loader, and src/db imports nothing from scripts/ (docs/decisions/0038).
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The lock's socket address for a data folder (which must exist).
 * @param {string} dataDir
 * @returns {string}
 */
export function lockAddress(dataDir) {
  const real = realpathSync(dataDir);
  const { dev, ino } = statSync(real);
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0klubban-data-${id}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\klubban-data-${id}`;
  return path.join(real, 'klubban.sock');
}

/**
 * Who holds the folder: the holder's pid (0 when it answers but not with a pid), or null when
 * nobody does. Never throws for a missing folder.
 * @param {string} dataDir
 * @returns {Promise<number | null>}
 */
export function lockHolder(dataDir) {
  let address;
  try {
    address = lockAddress(dataDir);
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setTimeout(10_000); // a holder under load may be slow to answer; it still holds
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => resolve(Number.parseInt(answer, 10) || 0));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(0); // someone listens but does not answer: held all the same
    });
    socket.on('error', () => resolve(null));
  });
}

/**
 * Makes the data folder (or tightens one that exists) readable by its owner alone, 0700: it holds
 * the database, whose sessions table's tokens work as bearer tokens, the app secret, the VAPID
 * key, uploads and backups (docs/security.md). Every process that opens the folder takes its lock
 * first, so this runs before anything inside is written.
 * @param {string} dataDir
 */
export function privateFolder(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * Takes the folder's lock for this process, or reports who has it. Resolves to a release
 * function; rejects with `{ code: 'LOCKED', holderPid }` when another process (or this one,
 * already) holds it. The socket does not keep the process alive.
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>}
 */
export async function takeLock(dataDir) {
  privateFolder(dataDir);
  const address = lockAddress(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    const outcome = await new Promise((resolve) => {
      server.once('error', (error) => resolve(error));
      server.listen(address, () => resolve(null));
    });
    if (!outcome) {
      server.unref();
      let released = false;
      return () =>
        new Promise((resolve) => {
          if (released) return resolve();
          released = true;
          server.close(() => resolve());
        });
    }
    const code = /** @type {NodeJS.ErrnoException} */ (outcome).code;
    if (code !== 'EADDRINUSE') throw outcome;
    const holder = await lockHolder(dataDir);
    if (holder !== null) throw Object.assign(new Error('locked'), { code: 'LOCKED', holderPid: holder });
    // Only a socket file can be stale (nobody listens on it): remove it and try again.
    if (address.startsWith('\0') || address.startsWith('\\\\.\\pipe\\')) continue;
    try {
      unlinkSync(address);
    } catch {
      // removed by someone else first
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}`);
}
