import { count, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accessibilityReports } from '@/db/schema';
import { AppError } from '@/platform/errors';

/**
 * Reports the form takes in a day before it asks people to write instead: the form is open to
 * anyone, and a script must not be able to bury the studio's console (issue 20, item 5).
 */
export const BARRIER_REPORTS_PER_DAY = 200;

/**
 * REPORT_BARRIER: a visitor tells the studio about a barrier they met (the accessibility
 * statement's "Rapportera brister"). It lands among the console's open reports.
 */
export async function reportBarrier(
  db: DbOrTx,
  input: { description: string; page?: string | undefined; email?: string | undefined; userId: string | null; now: Date },
): Promise<{ reportId: number }> {
  const since = new Date(input.now.getTime() - 86_400_000);
  const [recent] = await db.select({ n: count() }).from(accessibilityReports).where(gt(accessibilityReports.createdAt, since));
  if ((recent?.n ?? 0) >= BARRIER_REPORTS_PER_DAY)
    throw new AppError('RESOURCE_EXHAUSTED', 'Vi har tagit emot väldigt många rapporter i dag. Mejla oss i stället, så hör vi av oss.');
  const [row] = await db
    .insert(accessibilityReports)
    .values({
      description: input.description,
      page: input.page || null,
      email: input.email || null,
      userId: input.userId,
      createdAt: input.now,
    })
    .returning({ id: accessibilityReports.id });
  return { reportId: row!.id };
}
