import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/**
 * Backups and restores (`npm run backup` / `npm run restore`, docs/decisions/0020): the
 * server's side here (what the running server bundles); the scripts' side is backup-cli.ts.
 * - PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore` (the files are theirs).
 * - The embedded default: PGlite's own dump (a gzip tarball of its data folder). While a server
 *   holds the folder, only it may read it: `npm run backup` asks it with SIGUSR2, and the server
 *   writes the dump between two statements into `<data>/backups/` without stopping. With no
 *   server running, the backup opens the folder itself. A restore needs the folder free.
 */

export const BACKUP_SIGNAL = 'SIGUSR2';
export const BACKUP_FOLDER = 'backups';

/** `klubban-2026-11-26T01-02-03-456Z.tar.gz`: sortable, and safe in every file system. */
export function backupFileName(now: Date, extension: 'tar.gz' | 'dump'): string {
  return `klubban-${now.toISOString().replace(/[:.]/g, '-')}.${extension}`;
}

/**
 * Backups hold every user's data and live sessions: their folder is the owner's alone (0700) and
 * each file is written 0600 (docs/security.md).
 */
export function privateBackupFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/** The embedded database's dump, written whole or not at all (a temporary name, then a rename). */
export async function writePgliteBackup(database: Database, folder: string, now = new Date()): Promise<string> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database is dumped this way; PostgreSQL uses pg_dump.');
  const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  privateBackupFolder(folder);
  const file = path.join(folder, backupFileName(now, 'tar.gz'));
  writeFileSync(`${file}.part`, dump, { mode: 0o600 });
  renameSync(`${file}.part`, file);
  return file;
}

/**
 * The server's side: on SIGUSR2 it writes a backup of its embedded database into
 * `<data>/backups/` (one at a time; a signal during a backup is answered by that backup).
 * Returns the function that stops listening.
 */
export function backupOnSignal(
  database: Database,
  dataDir: string,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
): () => void {
  let running: Promise<void> | null = null;
  const onSignal = () => {
    running ??= writePgliteBackup(database, path.join(dataDir, BACKUP_FOLDER))
      .then((file) => log.info({ file }, 'backup written'))
      .catch((error: unknown) => log.error({ err: error }, 'backup failed'))
      .finally(() => {
        running = null;
      });
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => process.off(BACKUP_SIGNAL, onSignal);
}
