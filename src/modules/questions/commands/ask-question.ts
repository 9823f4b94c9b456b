import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lotQuestions } from '../tables';
import { AppError } from '@/platform/errors';
import { LOT_CLOSED_FOR_QUESTIONS, QUESTION_DAY_MS, lotTakesQuestions, rateRefusal } from '../domain/rules';
import type { AskLotQuestionInput } from '../schema';
import { toOwnView, type OwnQuestionView } from '../queries/views';
import { questionLot } from './lot';

/** The advisory-lock space of one user's questions (another space than push's and the sales'). */
const QUESTION_LOCK_SPACE = 7_130_007;

/**
 * ASK_LOT_QUESTION: a signed-in user asks the studio about a lot that is scheduled or live and has
 * not ended (a draft or a rehearsal lot is NOT_FOUND, like its page). At most 5 questions per lot
 * and 20 in all within a day (domain/rules.ts), counted in the transaction that writes the
 * question, under a lock on the asker, so two at once cannot both slip under the limit.
 */
export async function askLotQuestion(
  db: DbOrTx,
  askerId: string,
  input: AskLotQuestionInput,
  now: Date = new Date(),
): Promise<{ question: OwnQuestionView }> {
  return db.transaction(async (tx) => {
    const lot = await questionLot(tx, input.auctionId);
    if (!lot || lot.status === 'draft' || lot.rehearsal) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (!lotTakesQuestions(lot, now)) throw new AppError('FAILED_PRECONDITION', LOT_CLOSED_FOR_QUESTIONS, { reason: 'AUCTION_ENDED' });
    await tx.execute(sql`select pg_advisory_xact_lock(${QUESTION_LOCK_SPACE}, hashtext(${askerId}))`);
    const since = new Date(now.getTime() - QUESTION_DAY_MS);
    const [asked] = await tx
      .select({
        overall: count(),
        onLot: sql<number>`count(*) filter (where ${lotQuestions.auctionId} = ${lot.id})`.mapWith(Number),
      })
      .from(lotQuestions)
      .where(and(eq(lotQuestions.askerId, askerId), gt(lotQuestions.askedAt, since)));
    const refusal = rateRefusal({ onLot: asked?.onLot ?? 0, overall: asked?.overall ?? 0 });
    if (refusal) throw new AppError('RESOURCE_EXHAUSTED', refusal);
    const [row] = await tx.insert(lotQuestions).values({ auctionId: lot.id, askerId, text: input.text, askedAt: now }).returning();
    return { question: toOwnView(row!) };
  });
}
