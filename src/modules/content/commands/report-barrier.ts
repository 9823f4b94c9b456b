import { count, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accessibilityReports } from '../tables';
import { AppError } from '@/platform/errors';
import { FORM_LIMITS } from '@/platform/form-limits';
import { addressLimitKey } from '@/platform/http/client-address';
import { takeAttempt, type LimitCheck } from '@/platform/rate-limit';

/**
 * Reports the form takes in a day, from everyone together, before it asks people to write instead:
 * the form is open to anyone, and a script must not be able to bury the studio's console (docs/security.md,
 * item 5). Counted on the stored reports themselves.
 */
export const BARRIER_REPORTS_PER_DAY = FORM_LIMITS.barrierReportsPerDay.max;

export const BARRIER_REPORTS_TOO_FAST = 'Du har skickat många rapporter på kort tid. Försök igen om en stund.';

/**
 * REPORT_BARRIER: a visitor tells the studio about a barrier they met (the accessibility
 * statement's "Rapportera brister"). It lands among the console's open reports.
 */
export async function reportBarrier(
  db: DbOrTx,
  input: {
    description: string;
    page?: string | undefined;
    email?: string | undefined;
    userId: string | null;
    /** The client's address (CallContext.clientAddress); null where unknown. */
    clientAddress: string | null;
    now: Date;
  },
): Promise<{ reportId: number }> {
  const since = new Date(input.now.getTime() - FORM_LIMITS.barrierReportsPerDay.windowSeconds * 1000);
  const [recent] = await db.select({ n: count() }).from(accessibilityReports).where(gt(accessibilityReports.createdAt, since));
  if ((recent?.n ?? 0) >= BARRIER_REPORTS_PER_DAY)
    throw new AppError('RESOURCE_EXHAUSTED', 'Vi har tagit emot väldigt många rapporter i dag. Mejla oss i stället, så hör vi av oss.');
  // One sender: their address (a whole IPv6 /64) and, when signed in, their account.
  const rule = FORM_LIMITS.barrierReportsPerAddress;
  const checks: LimitCheck[] = [];
  if (input.clientAddress) checks.push({ key: `barrier-report:address:${addressLimitKey(input.clientAddress)}`, rule });
  if (input.userId) checks.push({ key: `barrier-report:user:${input.userId}`, rule });
  if ((await takeAttempt(db, checks, input.now)) > 0) throw new AppError('RESOURCE_EXHAUSTED', BARRIER_REPORTS_TOO_FAST);
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
