import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lotQuestions } from '../tables';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { lotPath } from '@/modules/catalog';
import { AppError } from '@/platform/errors';
import { byTimeLeft, endsSoon } from '../domain/rules';
import { toOwnView, type OwnQuestionView, type PublicAnswerView } from './views';

/** The lot page's "Frågor och svar": the public answers, oldest first, no asker. */
export async function listPublicAnswers(db: DbOrTx, auctionId: number): Promise<PublicAnswerView[]> {
  const rows = await db
    .select({ id: lotQuestions.id, text: lotQuestions.text, answer: lotQuestions.answer, answeredAt: lotQuestions.answeredAt })
    .from(lotQuestions)
    .where(
      and(
        eq(lotQuestions.auctionId, auctionId),
        eq(lotQuestions.public, true),
        eq(lotQuestions.hidden, false),
        isNotNull(lotQuestions.answeredAt),
      ),
    )
    .orderBy(asc(lotQuestions.answeredAt), asc(lotQuestions.id));
  return rows.map((row) => ({ id: row.id, text: row.text, answer: row.answer ?? '', answeredAt: row.answeredAt!.toISOString() }));
}

/** LIST_MY_LOT_QUESTIONS: the caller's own questions about one lot, newest first, with their state. */
export async function listMyLotQuestions(db: DbOrTx, askerId: string, auctionId: number): Promise<{ questions: OwnQuestionView[] }> {
  const rows = await db
    .select()
    .from(lotQuestions)
    .where(and(eq(lotQuestions.askerId, askerId), eq(lotQuestions.auctionId, auctionId)))
    .orderBy(desc(lotQuestions.askedAt), desc(lotQuestions.id));
  return { questions: rows.map(toOwnView) };
}

/**
 * GET_LOT_QUESTION: a question its asker (or the studio) reads, or a public answered one anyone
 * signed in may read; another user's open or private question is NOT_FOUND, never a leak.
 */
export async function getLotQuestion(
  db: DbOrTx,
  questionId: number,
  caller: { id: string; admin: boolean },
): Promise<{ question: OwnQuestionView }> {
  const [row] = await db.select().from(lotQuestions).where(eq(lotQuestions.id, questionId));
  const visible = row && (row.askerId === caller.id || caller.admin || (row.public && !row.hidden && row.answeredAt !== null));
  if (!row || !visible) throw new AppError('NOT_FOUND', 'Frågan finns inte.');
  return { question: toOwnView(row) };
}

/** An unanswered question as the console lists it. */
export interface OpenQuestionView {
  id: number;
  text: string;
  askedAt: Date;
  auctionId: number;
  lotTitle: string;
  lotPath: string;
  lotNumber: number | null;
  endsAt: Date;
  /** The lot ends within two hours ("Slutar inom 2 h"). */
  endsSoon: boolean;
  /** The lot has ended (or been cancelled): the question still waits, last in the list. */
  ended: boolean;
}

/** The studio's unanswered questions, by the lot's time left (domain/rules.ts byTimeLeft). */
export async function listOpenQuestions(db: DbOrTx, now: Date = new Date()): Promise<OpenQuestionView[]> {
  const rows = await db
    .select({
      id: lotQuestions.id,
      text: lotQuestions.text,
      askedAt: lotQuestions.askedAt,
      auctionId: auctions.id,
      slug: auctions.slug,
      status: auctions.status,
      lotNumber: auctions.lotNumber,
      endsAt: auctions.endsAt,
      lotTitle: items.title,
    })
    .from(lotQuestions)
    .innerJoin(auctions, eq(auctions.id, lotQuestions.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(isNull(lotQuestions.answeredAt));
  const views = rows.map((row) => {
    const ended = row.status === 'ended' || row.status === 'cancelled' || row.endsAt.getTime() <= now.getTime();
    return {
      id: row.id,
      text: row.text,
      askedAt: row.askedAt,
      auctionId: row.auctionId,
      lotTitle: row.lotTitle,
      lotPath: lotPath({ id: row.auctionId, slug: row.slug }),
      lotNumber: row.lotNumber,
      endsAt: row.endsAt,
      endsSoon: !ended && endsSoon(row.endsAt, now),
      ended,
    };
  });
  return byTimeLeft(views, now);
}

/** The console front page's "Obesvarade frågor: N". */
export async function countOpenQuestions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lotQuestions).where(isNull(lotQuestions.answeredAt));
  return row?.n ?? 0;
}
