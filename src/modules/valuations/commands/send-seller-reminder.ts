import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import { emailSendJob } from '@/modules/email/server';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { MY_VALUATIONS_PATH, lockValuation, type ValuationRow } from './common';
import { recordAudit } from '@/platform/audit';

/** How long an offer waits for the seller before the daily reminder (once). */
export const REMIND_AFTER_DAYS = 3;

function reminderJob(row: ValuationRow, uniqueKey: string) {
  return emailSendJob.job(
    {
      template: 'SELLER_REMINDER',
      userId: row.sellerId,
      props: {
        title: row.title,
        estimateLow: row.estimateLow,
        estimateHigh: row.estimateHigh,
        startPrice: row.startPrice,
        url: MY_VALUATIONS_PATH,
      },
    },
    { uniqueKey },
  );
}

/**
 * SEND_SELLER_REMINDER (the studio): SELLER_REMINDER to the seller of an offer they have not yet
 * answered (`accepted`), and reminderSentAt set; any other status is FAILED_PRECONDITION.
 */
export async function sendSellerReminder(
  db: DbOrTx,
  valuationId: number,
  now: Date = new Date(),
): Promise<{ valuation: { id: number; reminderSentAt: string } }> {
  return db.transaction(async (tx) => {
    const row = await lockValuation(tx, valuationId);
    if (row.status !== 'accepted') {
      throw new AppError('FAILED_PRECONDITION', 'Påminnelser skickas bara om ett erbjudande som väntar på säljarens svar.');
    }
    await tx.update(valuations).set({ reminderSentAt: now, updatedAt: now }).where(eq(valuations.id, row.id));
    await recordAudit(tx, {
      entityType: 'valuation',
      entityId: row.id,
      before: { reminderSentAt: row.reminderSentAt },
      after: { reminderSentAt: now },
    });
    // One a minute at most: a double click sends one mail.
    await enqueueJob(tx, reminderJob(row, `email:seller-reminder:${row.id}:${Math.floor(now.getTime() / 60_000)}`));
    return { valuation: { id: row.id, reminderSentAt: now.toISOString() } };
  });
}

/**
 * The daily step: SELLER_REMINDER once for every offer answered at least REMIND_AFTER_DAYS ago and
 * still unanswered by its seller, with no reminder sent yet. Idempotent: the rows are claimed with
 * SKIP LOCKED and marked, and each mail has its unique key.
 */
export async function remindUnansweredOffers(db: DbOrTx, now: Date = new Date()): Promise<{ reminded: number }> {
  const cutoff = new Date(now.getTime() - REMIND_AFTER_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(valuations)
      .where(and(eq(valuations.status, 'accepted'), isNull(valuations.reminderSentAt), lte(valuations.answeredAt, cutoff)))
      .limit(200)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { reminded: 0 };
    await tx
      .update(valuations)
      .set({ reminderSentAt: now, updatedAt: now })
      .where(
        inArray(
          valuations.id,
          due.map((row) => row.id),
        ),
      );
    await enqueueJob(
      tx,
      due.map((row) => reminderJob(row, `email:seller-reminder:${row.id}:auto`)),
    );
    return { reminded: due.length };
  });
}
