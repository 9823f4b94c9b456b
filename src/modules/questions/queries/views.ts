import { questionStatus, type QuestionStatus } from '../domain/rules';
import type { LotQuestionRow } from '../tables';

/** A question as its asker reads it (LIST_MY_LOT_QUESTIONS, GET_LOT_QUESTION, ASK_LOT_QUESTION's answer). */
export interface OwnQuestionView {
  id: number;
  auctionId: number;
  text: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  status: QuestionStatus;
}

export function toOwnView(row: LotQuestionRow): OwnQuestionView {
  return {
    id: row.id,
    auctionId: row.auctionId,
    text: row.text,
    askedAt: row.askedAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    status: questionStatus(row),
  };
}

/** A public question and answer as the lot page shows it: no asker. */
export interface PublicAnswerView {
  id: number;
  text: string;
  answer: string;
  answeredAt: string;
}
