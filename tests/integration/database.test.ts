import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/db/migrate';
import { queryRows } from '@/db/rows';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

describe(`database on ${testEngine}`, () => {
  it('applies migrations once and again without change', async () => {
    await migrateDatabase(t.database);
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = tables.map((row) => row.table_name);
    for (const table of [
      'users',
      'sessions',
      'accounts',
      'verifications',
      'profiles',
      'items',
      'auctions',
      'bids',
      'sales',
      'watchlist',
      'notifications',
      'valuations',
      'orders',
      'content_blocks',
      'content_pages',
      'content_versions',
      'content_editors',
      'email_outbox',
      'jobs',
      'realtime_events',
      'newsletter_subscribers',
      'app_settings',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('has pg_trgm and unaccent', async () => {
    const rows = await queryRows<{ extname: string }>(t.database.db, sql`select extname from pg_extension order by 1`);
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const [similar] = await queryRows<{ s: number }>(t.database.db, sql`select word_similarity('kosta bodaa', 'Vas, Kosta Boda') as s`);
    expect(Number(similar?.s)).toBeGreaterThan(0.5);
    const [folded] = await queryRows<{ u: string }>(t.database.db, sql`select unaccent('Pâte de verre') as u`);
    expect(folded?.u).toBe('Pate de verre');
  });

  it('stems Swedish: "stolar" finds "stol", "lampor" finds "lampa"', async () => {
    const [row] = await queryRows<{ a: boolean; b: boolean; c: boolean }>(
      t.database.db,
      sql`select to_tsvector('swedish', 'Stol i ek') @@ plainto_tsquery('swedish', 'stolar') as a,
                 to_tsvector('swedish', 'Lampa, mässing') @@ to_tsquery('swedish', 'lampor') as b,
                 to_tsvector('swedish', 'Golvlampa') @@ to_tsquery('swedish', 'golv:*') as c`,
    );
    expect(row).toEqual({ a: true, b: true, c: true });
  });

  it('keeps a committed transaction and drops a rolled-back one', async () => {
    const db = t.database.db;
    await db.execute(sql`create table if not exists tx_probe (id int primary key)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (2)`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await queryRows<{ id: number }>(db, sql`select id from tx_probe order by id`);
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('serialises SELECT … FOR UPDATE on one row', async () => {
    const db = t.database.db;
    await db.execute(sql`create table if not exists counter_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into counter_probe values (1, 0) on conflict do nothing`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`select n from counter_probe where id = 1 for update`);
          await tx.execute(sql`update counter_probe set n = ${(row?.n ?? 0) + 1} where id = 1`);
        }),
      ),
    );
    const [row] = await queryRows<{ n: number }>(db, sql`select n from counter_probe where id = 1`);
    expect(row?.n).toBe(20);
  });
});
