import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Raw SQL rows. Both drivers (pglite and node-postgres) answer `execute` with `{ rows }`; the
 * generic database type cannot know it, so the cast lives here, once.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
