import { asc, desc, isNull, count } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accessibilityReports } from '../tables';

/** A report as the console lists it. */
export interface BarrierReport {
  id: number;
  description: string;
  page: string | null;
  email: string | null;
  createdAt: string;
  handledAt: string | null;
}

/** How many the console lists at once. */
export const BARRIER_REPORTS_LISTED = 200;

/**
 * LIST_BARRIER_REPORTS (admin): the open reports oldest first (the one waiting longest on top), or
 * all of them newest first; with the number still open, for the console's dashboard.
 */
export async function listBarrierReports(
  db: DbOrTx,
  input: { show?: 'open' | 'all' | undefined },
): Promise<{ reports: BarrierReport[]; open: number }> {
  const onlyOpen = input.show !== 'all';
  const rows = await db
    .select()
    .from(accessibilityReports)
    .where(onlyOpen ? isNull(accessibilityReports.handledAt) : undefined)
    .orderBy(onlyOpen ? asc(accessibilityReports.createdAt) : desc(accessibilityReports.createdAt), asc(accessibilityReports.id))
    .limit(BARRIER_REPORTS_LISTED);
  const [open] = await db.select({ n: count() }).from(accessibilityReports).where(isNull(accessibilityReports.handledAt));
  return {
    reports: rows.map((row) => ({
      id: row.id,
      description: row.description,
      page: row.page,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
    })),
    open: open?.n ?? 0,
  };
}
