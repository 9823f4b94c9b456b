import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One PGlite instance per data folder per machine (ARCHITECTURE.md: two openers silently lose
 * committed rows). An exclusive-create pid file is taken before opening; a lock whose pid is dead
 * is stale and taken over.
 */

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Datamappen ${dataDir} används redan av en annan Klubban-process (pid ${holderPid}). ` +
        `Stoppa den först, eller välj en annan mapp med KLUBBAN_DATA_DIR.\n` +
        `The data folder ${dataDir} is already in use by another Klubban process (pid ${holderPid}). ` +
        `Stop it first, or choose another folder with KLUBBAN_DATA_DIR.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export const LOCK_FILE_NAME = 'klubban.lock';

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads the pid of the process holding the folder, or null when the folder is free. */
export function readLockHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim(), 10);
    return isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export interface FolderLock {
  readonly file: string;
  release(): void;
}

export function acquireFolderLock(dataDir: string): FolderLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        continue; // removed between our open and read: try again
      }
      if (holder === process.pid) {
        throw new DataFolderLockedError(dataDir, holder);
      }
      if (isProcessAlive(holder)) throw new DataFolderLockedError(dataDir, holder);
      // Stale: its process is gone (a crash, or a build worker that exited). Take it over.
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
