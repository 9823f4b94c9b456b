import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { DataFolderLockedError, readLockHolder } from '@/db/lock';
import { queryRows } from '@/db/rows';

/** PGlite durability (docs/architecture.md): SIGKILL loses no acknowledged commit; two openers fail loudly. */

const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-durability-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const writerScript = path.join(import.meta.dirname, '..', 'fixtures', 'pglite-writer.mts');

function startWriter(dataDir: string, extra: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', writerScript, dataDir, '1', ...extra], {
    cwd: path.join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let acked = 0;
  let ready = false;
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  child.stdout.on('data', (chunk) => {
    buffer += String(chunk);
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line === 'ready') ready = true;
      const match = /^ack (\d+)$/.exec(line);
      if (match) acked = Number(match[1]);
    }
  });
  return {
    child,
    get acked() {
      return acked;
    },
    get ready() {
      return ready;
    },
    get stderr() {
      return stderr;
    },
  };
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('PGlite data folder', () => {
  it('keeps every acknowledged commit after SIGKILL, three times over', async () => {
    const dataDir = path.join(root, 'kill');
    for (let round = 0; round < 3; round++) {
      const writer = startWriter(dataDir);
      const target = 150 + round * 50;
      await until(() => writer.acked >= target || writer.child.exitCode !== null, 60_000, `${target} acks (${writer.stderr})`);
      writer.child.kill('SIGKILL');
      await exited(writer.child);
      const acknowledged = writer.acked;
      expect(acknowledged).toBeGreaterThanOrEqual(target);

      // The kernel took the killed writer's lock away with it: a new opener gets the folder at once.
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await queryRows<{ id: number }>(database.db, sql`select id from durability order by id`);
        const ids = new Set(rows.map((row) => row.id));
        for (let id = 1; id <= acknowledged; id++) expect(ids.has(id), `row ${id} acknowledged but missing`).toBe(true);
        const [check] = await queryRows<{ ok: boolean }>(database.db, sql`select count(*) = count(distinct id) as ok from durability`);
        expect(check?.ok).toBe(true);
        // Next round starts over the same rows: clear them.
        await database.exec('truncate durability');
      } finally {
        await database.close();
      }
      expect(await readLockHolder(dataDir)).toBeNull();
    }
    // Three cold starts of a writer process: ~20 s on a quiet machine, more when the cores are shared.
  }, 120_000);

  it('is not fooled by a pid file naming a live process (a reused pid, a holder not yet reaped)', async () => {
    const dataDir = path.join(root, 'old-pid-file');
    mkdirSync(dataDir, { recursive: true });
    // The lock before decision 0001's amendment was this file; a live pid in it made every restart fail.
    writeFileSync(path.join(dataDir, 'klubban.lock'), String(process.ppid));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(await readLockHolder(dataDir)).toBe(process.pid);
    expect(existsSync(path.join(dataDir, 'klubban.lock'))).toBe(false);
    await database.close();
    expect(await readLockHolder(dataDir)).toBeNull();
  });

  it('refuses a second opener of the same folder loudly and loses nothing', async () => {
    const dataDir = path.join(root, 'twice');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.exec('create table if not exists kept (id int primary key)');
    await first.exec('insert into kept values (1), (2), (3)');

    // Another process: it must fail with the clear message.
    const holder = startWriter(dataDir, ['--hold']);
    await exited(holder.child);
    expect(holder.child.exitCode).not.toBe(0);
    expect(holder.stderr).toContain('används redan av en annan Klubban-process');
    expect(holder.stderr).toContain('already in use by another Klubban process');

    // The same process opening it again fails as well.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);

    const rows = await queryRows<{ id: number }>(first.db, sql`select id from kept order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(await readLockHolder(dataDir)).toBe(process.pid);
    await first.close();

    // Released: it opens again with the rows intact.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    const after = await queryRows<{ id: number }>(again.db, sql`select id from kept order by id`);
    expect(after.map((row) => row.id)).toEqual([1, 2, 3]);
    await again.close();
  });
});
