import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderKey, userKey } from '@/db/foreign-keys';
import { users } from '@/modules/accounts/tables';
import { orders } from '@/modules/orders/tables';

/**
 * Every table has one owner (docs/architecture.md, "Where each table lives"): it is declared in its
 * owner's tables.ts (src/modules/<owner>/tables.ts, the platform's in src/platform/tables.ts), and
 * only the owner's commands/ (for the platform, src/platform) insert, update or delete its rows —
 * through Drizzle (`.insert(table)`) or in raw SQL (`update auctions set …`). Reads may join
 * downward; lint (eslint.boundaries.mjs) keeps a tables.ts from being imported by a lower row.
 */

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

interface Table {
  /** The name code imports. */
  ident: string;
  /** The table's SQL name. */
  sqlName: string;
  /** 'platform' or the module's name. */
  owner: string;
}

function declaredTables(): Table[] {
  const files = [
    ...readdirSync(path.join(root, 'src/modules')).map((name) => path.join(root, 'src/modules', name, 'tables.ts')),
    path.join(root, 'src/platform/tables.ts'),
  ].filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  return files.flatMap((file) => {
    const owner = file.includes('/src/platform/') ? 'platform' : file.split('/src/modules/')[1]!.split('/')[0]!;
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({ ident: m[1]!, sqlName: m[2]!, owner }));
  });
}

/**
 * Writers that are not a command, each with its reason: the built-in test payment provider keeps
 * the records Stripe keeps on its own side (docs/decisions/0013), behind the PaymentProvider
 * interface, as the Stripe adapter calls Stripe.
 */
const ADAPTERS: Record<string, string> = { 'src/modules/payments/providers/test-provider.ts': 'payments' };

/** Where a file's writes are allowed: the owner's commands/ (the platform: anywhere in src/platform). */
function mayWrite(file: string, owner: string): boolean {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (ADAPTERS[rel] === owner) return true;
  if (owner === 'platform') return rel.startsWith('src/platform/');
  return rel.startsWith(`src/modules/${owner}/commands/`);
}

/** The writes a source file makes, as `table (how)`. */
function writesIn(text: string, tables: Table[]): { table: Table; how: string }[] {
  const found: { table: Table; how: string }[] = [];
  // Drizzle: the identifiers the file imports from a tables.ts, under their local names.
  const local = new Map<string, Table>();
  for (const m of text.matchAll(/import (?:type )?\{([^}]*)\} from '([^']*tables)'/g)) {
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      const table = tables.find((t) => t.ident === name);
      if (table) local.set((alias ?? name)!.trim(), table);
    }
  }
  for (const [name, table] of local) {
    for (const verb of ['insert', 'update', 'delete']) {
      if (new RegExp(`\\.${verb}\\(\\s*${name}\\s*\\)`).test(text)) found.push({ table, how: `.${verb}(${name})` });
    }
    for (const m of text.matchAll(new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+\\$\\{${name}\\}`, 'gi'))) {
      found.push({ table, how: `sql ${m[1]!.toLowerCase().replace(/\s+/, ' ')} \${${name}}` });
    }
  }
  // Raw SQL by the table's name.
  for (const table of tables) {
    const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${table.sqlName}"?\\s`, 'gi');
    for (const m of text.matchAll(raw)) {
      // `update` in prose ("… update auctions …" in a comment) is not a write: only inside a template.
      const before = text.slice(Math.max(0, m.index - 400), m.index);
      if (before.lastIndexOf('`') > before.lastIndexOf('\n *') || /sql`[^`]*$/.test(before)) {
        found.push({ table, how: `sql ${m[1]!.toLowerCase()} ${table.sqlName}` });
      }
    }
  }
  return found;
}

describe('every table has one owner', () => {
  const tables = declaredTables();

  it('finds the tables in their owners’ tables.ts', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.find((t) => t.sqlName === 'auctions')?.owner).toBe('auctions');
    expect(tables.find((t) => t.sqlName === 'bids')?.owner).toBe('auctions');
    expect(new Set(tables.map((t) => t.sqlName)).size).toBe(tables.length);
  });

  it('lets only the owner’s commands write a table', () => {
    const sources = ['src/modules', 'src/platform', 'src/server', 'app'].flatMap((dir) => filesUnder(path.join(root, dir)));
    const violations = sources.flatMap((file) =>
      writesIn(readFileSync(file, 'utf8'), tables)
        .filter(({ table }) => !mayWrite(file, table.owner))
        .map(({ table, how }) => `${path.relative(root, file)}: ${how} — ${table.sqlName} is ${table.owner}'s`),
    );
    expect([...new Set(violations)].sort()).toEqual([]);
  });

  it('catches a write outside its owner (the scan can fail)', () => {
    const sample = [
      "import { auctions as lots, bids } from '@/modules/auctions/tables';",
      'await tx.update(lots).set({ watchCount: 1 });',
      'await tx.execute(sql`delete from bids where id = ${id}`);',
      'await tx.insert(bids).values({ auctionId: 1 });',
    ].join('\n');
    expect(writesIn(sample, tables).map((w) => w.how)).toEqual(['.update(lots)', '.insert(bids)', 'sql delete from bids']);
    expect(mayWrite(path.join(root, 'src/modules/watchlist/commands/watch.ts'), 'auctions')).toBe(false);
    expect(mayWrite(path.join(root, 'src/modules/auctions/queries/feed.ts'), 'auctions')).toBe(false);
    expect(mayWrite(path.join(root, 'src/modules/auctions/commands/end-lot.ts'), 'auctions')).toBe(true);
    expect(mayWrite(path.join(root, 'src/platform/jobs.ts'), 'platform')).toBe(true);
  });

  it('declares each upward foreign key as its owner declares the key', () => {
    for (const [key, table, column] of [
      [userKey, users, 'id'],
      [orderKey, orders, 'id'],
    ] as const) {
      const real = getTableConfig(table as PgTable).columns.find((c) => c.name === column)!;
      const declared = key();
      expect(getTableConfig(declared.table).name).toBe(getTableConfig(table as PgTable).name);
      expect(declared.name).toBe(real.name);
      expect(declared.getSQLType()).toBe(real.getSQLType());
      expect(real.primary).toBe(true);
    }
  });
});
