import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup, takeBackup } from '@/db/backup-cli';
import { openDatabase } from '@/db/client';
import { queryRows } from '@/db/rows';
import { createPostgresDatabase, testEngine } from '../setup/test-db';

/**
 * `npm run backup` / `npm run restore`: a backup taken while a process writes
 * as fast as it can, restored into a fresh place, holds every write acknowledged before the
 * backup began — for the embedded database (PGlite's dump, asked of the folder's holder by
 * signal) and for PostgreSQL (pg_dump / pg_restore).
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cwd = path.join(import.meta.dirname, '..', '..');
/** The permission bits of a file or folder: backups and the data folder are their owner's alone (docs/security.md). */
const modeOf = (file: string) => statSync(file).mode & 0o777;
const writerScript = path.join(import.meta.dirname, '..', 'fixtures', 'pglite-writer.mts');

function startWriter(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', writerScript, dataDir, '1', '--backup-signal'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { acked: 0, stderr: '' };
  let buffer = '';
  child.stderr.on('data', (chunk) => (state.stderr += String(chunk)));
  child.stdout.on('data', (chunk) => {
    buffer += String(chunk);
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const match = /^ack (\d+)$/.exec(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      if (match) state.acked = Number(match[1]);
    }
  });
  return { child, state };
}

async function until(check: () => boolean, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function idsIn(dataDir: string): Promise<Set<number>> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from durability`);
    return new Set(rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

describe.runIf(testEngine === 'pglite')('backup and restore of the embedded database', () => {
  it('backs up a running writer without stopping it, and the restore holds every write acknowledged before', async () => {
    const dataDir = path.join(root, 'live');
    const writer = startWriter(dataDir);
    try {
      await until(() => writer.state.acked >= 200, `200 acks (${writer.state.stderr})`);
      const acknowledged = writer.state.acked;
      const file = await takeBackup({ dataDir }, path.join(root, 'live-backup.tar.gz'));
      expect(file).toBe(path.join(root, 'live-backup.tar.gz'));
      // The data folder, the server's backups folder and both copies: nobody else may read them.
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'backups'))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      for (const name of readdirSync(path.join(dataDir, 'backups'))) expect(modeOf(path.join(dataDir, 'backups', name))).toBe(0o600);
      // It kept writing while and after the backup was taken.
      const atBackup = writer.state.acked;
      await until(() => writer.state.acked >= atBackup + 50, 'writes after the backup');

      const fresh = path.join(root, 'restored');
      expect(await restoreBackup({ dataDir: fresh }, file)).toEqual({ movedAside: null });
      const ids = await idsIn(fresh);
      for (let id = 1; id <= acknowledged; id++) expect(ids.has(id), `row ${id} acknowledged before the backup but missing`).toBe(true);
      expect(ids.size).toBeLessThan(writer.state.acked);
    } finally {
      writer.child.kill('SIGKILL');
    }
  }, 180_000);

  it('refuses to restore into a folder in use, and moves an existing database aside rather than deleting it', async () => {
    const dataDir = path.join(root, 'held');
    // A folder made world-readable before (as every folder was): opening it tightens it.
    mkdirSync(dataDir, { mode: 0o755 });
    expect(modeOf(dataDir)).toBe(0o755);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    await database.exec('create table durability (id int primary key, payload text not null)');
    await database.exec("insert into durability values (1, 'ett'), (2, 'två')");
    await expect(restoreBackup({ dataDir }, path.join(root, 'live-backup.tar.gz'))).rejects.toThrow(/stoppa den först/);
    await database.close();

    // With no server holding it, a backup opens the folder itself.
    const own = await takeBackup({ dataDir });
    expect(own.startsWith(path.join(dataDir, 'backups'))).toBe(true);
    expect(modeOf(own)).toBe(0o600);
    expect(modeOf(path.dirname(own))).toBe(0o700);

    const { movedAside } = await restoreBackup({ dataDir }, path.join(root, 'live-backup.tar.gz'));
    expect(movedAside && existsSync(movedAside)).toBe(true);
    expect((await idsIn(dataDir)).size).toBeGreaterThanOrEqual(200);
    // And back again from the folder's own backup.
    await restoreBackup({ dataDir }, own);
    expect([...(await idsIn(dataDir))].sort()).toEqual([1, 2]);
  }, 180_000);
});

describe.runIf(testEngine === 'postgres')('backup and restore on PostgreSQL', () => {
  it('pg_dump under writes, pg_restore into a fresh database: every write acknowledged before is there', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await client.query('create table bids (id serial primary key, amount int not null)');
      let acknowledged = 0;
      let writing = true;
      const writes = (async () => {
        while (writing) {
          await client.query('insert into bids (amount) values ($1)', [100 + acknowledged]);
          acknowledged++;
        }
      })();
      await until(() => acknowledged >= 200, '200 writes');
      const before = acknowledged;
      const file = await takeBackup({ databaseUrl: source.url, dataDir: root }, path.join(root, 'pg.dump'));
      expect(modeOf(file)).toBe(0o600);
      await until(() => acknowledged >= before + 50, 'writes after the backup');
      writing = false;
      await writes;

      await restoreBackup({ databaseUrl: target.url, dataDir: root }, file);
      const check = new pg.Client({ connectionString: target.url });
      await check.connect();
      const { rows } = await check.query<{ n: string; max: number }>('select count(*) as n, max(id) as max from bids');
      await check.end();
      expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(before);
      expect(Number(rows[0]?.n)).toBeLessThan(acknowledged);
    } finally {
      await client.end();
      await source.drop();
      await target.drop();
    }
  }, 120_000);
});
