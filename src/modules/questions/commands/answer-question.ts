import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lotQuestions } from '../tables';
import { watchlist } from '@/modules/watchlist/tables';
import { emailSendJob } from '@/modules/email/server';
import { lotQuestionAnsweredNotification } from '@/modules/notifications';
import { insertNotifications, queuePushes } from '@/modules/notifications/server';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { publishPagesChanged } from '@/platform/page-cache';
import { publishEvents } from '@/platform/realtime';
import type { AnswerLotQuestionInput } from '../schema';
import { questionLot } from './lot';

/**
 * ANSWER_LOT_QUESTION (the studio): answers an open question once. The asker is always told — a
 * notice, the LOT_QUESTION_ANSWERED e-mail and a push — whether the answer is public or private. A
 * public answer is shown on the lot page under "Frågor och svar" (the asker not named), so the
 * page cache drops its copy of the lot page (src/platform/page-cache.ts), and everyone watching the
 * lot is told the same three ways. All of it in the transaction that writes the answer, with its
 * audit row (convention 3).
 */
export async function answerLotQuestion(
  db: DbOrTx,
  caller: { id: string },
  input: AnswerLotQuestionInput,
  now: Date = new Date(),
): Promise<{ question: { id: number; public: boolean; answeredAt: string }; told: number }> {
  return db.transaction(async (tx) => {
    const [question] = await tx.select().from(lotQuestions).where(eq(lotQuestions.id, input.questionId)).for('update');
    if (!question) throw new AppError('NOT_FOUND', 'Frågan finns inte.');
    if (question.answeredAt !== null)
      throw new AppError('FAILED_PRECONDITION', 'Frågan är redan besvarad.', { reason: 'ALREADY_ANSWERED' });
    const lot = await questionLot(tx, question.auctionId);
    if (!lot) throw new AppError('NOT_FOUND', 'Frågan finns inte.');

    await tx
      .update(lotQuestions)
      .set({ answer: input.text, answeredAt: now, answeredBy: caller.id, public: input.public })
      .where(eq(lotQuestions.id, question.id));
    await recordAudit(tx, {
      entityType: 'lot_question',
      entityId: question.id,
      before: { answer: null, public: question.public },
      after: { answer: input.text, public: input.public, auctionId: question.auctionId },
    });

    const watchers = input.public
      ? await tx
          .select({ userId: watchlist.userId })
          .from(watchlist)
          .where(and(eq(watchlist.auctionId, lot.id), ne(watchlist.userId, question.askerId)))
      : [];
    const recipients = [
      { userId: question.askerId, audience: 'asker' as const },
      ...watchers.map((watcher) => ({ userId: watcher.userId, audience: 'watcher' as const })),
    ];
    const key = (userId: string) => `lot-question:${question.id}:${userId}`;
    const created = await insertNotifications(
      tx,
      recipients.map(({ userId, audience }) => ({
        userId,
        ...lotQuestionAnsweredNotification({ lotTitle: lot.title, lotUrl: lot.path, answer: input.text, audience }),
        data: { auctionId: lot.id, questionId: question.id },
        dedupeKey: key(userId),
      })),
    );
    await publishEvents(
      tx,
      created.map((notice) => notice.event),
    );
    await enqueueJob(
      tx,
      recipients.map(({ userId, audience }) =>
        emailSendJob.job(
          {
            template: 'LOT_QUESTION_ANSWERED',
            userId,
            // firstName and siteUrl are added when the mail is sent (the email.send job).
            props: {
              lotTitle: lot.title,
              lotUrl: lot.path,
              imageUrl: lot.imageUrl,
              question: question.text,
              answer: input.text,
              audience,
              public: input.public,
            },
          },
          { uniqueKey: `email:${key(userId)}` },
        ),
      ),
    );
    await queuePushes(
      tx,
      recipients.map(({ userId, audience }) => {
        const notice = lotQuestionAnsweredNotification({ lotTitle: lot.title, lotUrl: lot.path, answer: input.text, audience });
        return {
          userId,
          kind: 'answer' as const,
          title: notice.title,
          body: notice.body,
          url: notice.href,
          tag: `answer:${lot.id}`,
          dedupeKey: `${question.id}:${userId}`,
        };
      }),
    );
    if (input.public) await publishPagesChanged(tx, [lot.path]);
    return { question: { id: question.id, public: input.public, answeredAt: now.toISOString() }, told: recipients.length };
  });
}
