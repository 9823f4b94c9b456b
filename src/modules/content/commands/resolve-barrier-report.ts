import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accessibilityReports } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';

/**
 * RESOLVE_BARRIER_REPORT (admin): marks a report handled, once; the audit log names who did it.
 * Marking a handled report again changes nothing and says when it was handled.
 */
export async function resolveBarrierReport(
  db: DbOrTx,
  input: { reportId: number; adminId: string; now: Date },
): Promise<{ reportId: number; handledAt: string }> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ handledAt: accessibilityReports.handledAt })
      .from(accessibilityReports)
      .where(eq(accessibilityReports.id, input.reportId))
      .for('update');
    if (!report) throw new AppError('NOT_FOUND', 'Rapporten finns inte.');
    if (report.handledAt) return { reportId: input.reportId, handledAt: report.handledAt.toISOString() };
    await tx
      .update(accessibilityReports)
      .set({ handledAt: input.now, handledBy: input.adminId })
      .where(eq(accessibilityReports.id, input.reportId));
    await recordAudit(tx, {
      entityType: 'accessibilityReport',
      entityId: input.reportId,
      before: { handledAt: null },
      after: { handledAt: input.now.toISOString() },
    });
    return { reportId: input.reportId, handledAt: input.now.toISOString() };
  });
}
