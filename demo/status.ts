import { count, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { items } from '@/modules/catalog/tables';
import { appSettings } from '@/platform/tables';

/**
 * What start-up asks before seeding, without loading the demo catalogue or its image renderer:
 * those are imported only when the demo is actually seeded (src/server/bootstrap.ts).
 */

export const DEMO_MARKER = 'demo_seeded_at';

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [itemRow] = await database.db.select({ n: count() }).from(items);
  const [userRow] = await database.db.select({ n: count() }).from(users);
  return (itemRow?.n ?? 0) === 0 && (userRow?.n ?? 0) === 0;
}

export async function isDemoSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER)).limit(1);
  return Boolean(row);
}
