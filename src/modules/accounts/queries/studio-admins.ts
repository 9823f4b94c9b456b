import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '../tables';

/** The studio's administrators (not disabled): who hears of what needs the studio (valuations, purchase problems). */
export async function studioAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.banned, false), or(eq(users.role, 'admin'), eq(profiles.admin, true))));
  return rows.map((row) => row.id);
}
