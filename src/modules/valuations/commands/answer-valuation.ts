import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import { emailSendJob } from '@/modules/email/server';
import { valuationResponseNotification } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { recordAudit } from '@/platform/audit';
import { enqueueJob } from '@/platform/jobs';
import type { AnswerValuationInput } from '../schema';
import { MY_VALUATIONS_PATH, assertTransition, lockValuation, type ValuationCaller } from './common';

/**
 * ANSWER_VALUATION_REQUEST (the studio; docs/product.md §9): pending → accepted with an estimate, a start
 * price and perhaps a reserve and a message, or pending → rejected with a reason. The seller gets
 * VALUATION_RESPONSE and an in-app notice in the same transaction.
 */
export async function answerValuation(
  db: DbOrTx,
  caller: ValuationCaller,
  input: AnswerValuationInput,
  now: Date = new Date(),
): Promise<{ valuation: { id: number; status: 'accepted' | 'rejected' } }> {
  return db.transaction(async (tx) => {
    const row = await lockValuation(tx, input.valuationId);
    const to = input.decision === 'accept' ? 'accepted' : 'rejected';
    assertTransition(row.status, to, 'admin', 'ANSWER_VALUATION_REQUEST');
    const answer =
      input.decision === 'accept'
        ? {
            estimateLow: input.estimateLow,
            estimateHigh: input.estimateHigh,
            startPrice: input.startPrice,
            reservePrice: input.reservePrice ?? null,
            answerMessage: input.message ?? null,
            rejectReason: null,
          }
        : { estimateLow: null, estimateHigh: null, startPrice: null, reservePrice: null, answerMessage: null, rejectReason: input.reason };
    await tx
      .update(valuations)
      .set({ ...answer, status: to, answeredAt: now, answeredBy: caller.id, updatedAt: now })
      .where(eq(valuations.id, row.id));
    await recordAudit(tx, {
      entityType: 'valuation',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to, ...answer },
    });

    await createNotification(tx, {
      userId: row.sellerId,
      ...valuationResponseNotification({
        title: row.title,
        decision: input.decision,
        estimateLow: answer.estimateLow,
        estimateHigh: answer.estimateHigh,
      }),
      data: { valuationId: row.id },
      dedupeKey: `valuation-response:${row.id}`,
    });
    await enqueueJob(
      tx,
      emailSendJob.job(
        {
          template: 'VALUATION_RESPONSE',
          userId: row.sellerId,
          props: {
            title: row.title,
            decision: input.decision,
            estimateLow: answer.estimateLow,
            estimateHigh: answer.estimateHigh,
            startPrice: answer.startPrice,
            reservePrice: answer.reservePrice,
            message: answer.answerMessage,
            reason: answer.rejectReason,
            url: MY_VALUATIONS_PATH,
          },
        },
        { uniqueKey: `email:valuation-response:${row.id}` },
      ),
    );
    return { valuation: { id: row.id, status: to } };
  });
}
