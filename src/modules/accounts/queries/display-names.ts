import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '../tables';

/** People's names as the studio sees them (profile name, else the e-mail), by user id. */
export async function userDisplayNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name?.trim() || row.email]));
}
