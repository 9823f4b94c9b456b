import { spawn } from 'node:child_process';
import { chmodSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_FOLDER, BACKUP_SIGNAL, backupFileName, privateBackupFolder, writePgliteBackup } from './backup';
import { loadPgliteDump, openDatabase, PGLITE_SUBFOLDER } from './client';
import { readLockHolder } from './lock';

/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts; decision 0020):
 * the scripts' side of backups, never part of the server's bundle.
 */

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} saknas – installera PostgreSQL-klienten (${command} is missing: install the PostgreSQL client tools).`)
          : error,
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} avslutades med kod ${code}:\n${stderr.trim()}`))));
  });
}

export interface BackupTarget {
  /** A PostgreSQL server's URL, or unset for the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/** The complete backups in a folder (a backup being written ends in `.part`). */
function backupsIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.tar.gz')) : [];
}

/** Waits for a complete backup in `folder` that was not there `before` (the server's answer to the signal). */
async function newBackup(folder: string, before: ReadonlySet<string>, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = backupsIn(folder)
      .filter((name) => !before.has(name))
      .sort();
    if (fresh.length > 0) return path.join(folder, fresh.at(-1) as string);
    if (Date.now() > deadline) throw new Error('Servern skrev ingen säkerhetskopia i tid (the server wrote no backup in time).');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run backup`: makes a backup and returns its path (`out`, or a new file under backups/). */
export async function takeBackup(target: BackupTarget, out?: string, options: { timeoutMs?: number } = {}): Promise<string> {
  const now = new Date();
  if (target.databaseUrl) {
    const file = out ?? path.join(process.cwd(), BACKUP_FOLDER, backupFileName(now, 'dump'));
    if (out) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    else privateBackupFolder(path.dirname(file));
    // Made 0600 before pg_dump writes into it: the dump is never readable by others, not even for a moment.
    closeSync(openSync(file, 'w', 0o600));
    chmodSync(file, 0o600);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return file;
  }
  const folder = path.join(target.dataDir, BACKUP_FOLDER);
  const holder = await readLockHolder(target.dataDir);
  let file: string;
  if (holder !== null) {
    if (holder <= 0)
      throw new Error('Datamappen används, men servern svarar inte (the data folder is held by a process that does not answer).');
    const before = new Set(backupsIn(folder));
    process.kill(holder, BACKUP_SIGNAL);
    file = await newBackup(folder, before, options.timeoutMs ?? 120_000);
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
    try {
      file = await writePgliteBackup(database, folder, now);
    } finally {
      await database.close();
    }
  }
  if (out && path.resolve(out) !== path.resolve(file)) {
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    copyFileSync(file, out); // the copy takes the backup's own 0600
    chmodSync(out, 0o600);
    return out;
  }
  return file;
}

/**
 * `npm run restore <file>`: PostgreSQL: pg_restore over the database (objects dropped and made
 * again, in one transaction). Embedded: the folder must not be in use; a database already in it
 * is moved aside to `pglite.before-restore-<time>`, never deleted.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<{ movedAside: string | null }> {
  if (!existsSync(file)) throw new Error(`Filen finns inte: ${file} (no such file).`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    return { movedAside: null };
  }
  if ((await readLockHolder(target.dataDir)) !== null) {
    throw new Error('Datamappen används av en körande Klubban – stoppa den först (the data folder is in use: stop the server first).');
  }
  const current = path.join(target.dataDir, PGLITE_SUBFOLDER);
  let movedAside: string | null = null;
  if (existsSync(current) && readdirSync(current).length > 0) {
    movedAside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(current, movedAside);
  }
  await loadPgliteDump(target.dataDir, new Blob([readFileSync(file)]));
  return { movedAside };
}
