import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import type { ValuationStatus } from '@/keys';

/** One valuation request of a user as the console's user page lists it. */
export interface AdminUserValuation {
  id: number;
  title: string;
  status: ValuationStatus;
  createdAt: string;
}

/** A user's valuation requests, newest first (GET_USER, /admin/anvandare/[id]). */
export async function listUserValuationsForAdmin(
  db: DbOrTx,
  userId: string,
  options: { limit?: number } = {},
): Promise<AdminUserValuation[]> {
  const rows = await db
    .select({ id: valuations.id, title: valuations.title, status: valuations.status, createdAt: valuations.createdAt })
    .from(valuations)
    .where(eq(valuations.sellerId, userId))
    .orderBy(desc(valuations.createdAt), desc(valuations.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
