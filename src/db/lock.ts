import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { lockHolder, takeLock } from './data-lock.mjs';

/**
 * One PGlite instance per data folder per machine (docs/architecture.md: two openers silently lose
 * committed rows). The lock is a local socket the kernel releases when its holder dies
 * (src/db/data-lock.mjs, docs/decisions/0001): a restart right after a SIGKILL is never refused.
 */

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    const who = holderPid > 0 ? ` (pid ${holderPid})` : '';
    super(
      `Datamappen ${dataDir} används redan av en annan Klubban-process${who}. ` +
        `Stoppa den först, eller välj en annan mapp med KLUBBAN_DATA_DIR.\n` +
        `The data folder ${dataDir} is already in use by another Klubban process${who}. ` +
        `Stop it first, or choose another folder with KLUBBAN_DATA_DIR.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

/** The pid file of the lock before it was a socket: left behind in older folders, removed on taking. */
const OLD_LOCK_FILE = 'klubban.lock';

/** The pid of the process holding the folder, or null when it is free. */
export function readLockHolder(dataDir: string): Promise<number | null> {
  return lockHolder(dataDir);
}

export interface FolderLock {
  release(): Promise<void>;
}

export async function acquireFolderLock(dataDir: string): Promise<FolderLock> {
  let release: () => Promise<void>;
  try {
    release = await takeLock(dataDir);
  } catch (error) {
    const locked = error as { code?: string; holderPid?: number };
    if (locked.code === 'LOCKED') throw new DataFolderLockedError(dataDir, locked.holderPid ?? 0);
    throw error;
  }
  try {
    unlinkSync(path.join(dataDir, OLD_LOCK_FILE));
  } catch {
    // not there: a folder made since
  }
  return { release };
}
