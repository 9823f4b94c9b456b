// The rules of a question about a lot (pure, no I/O; docs/decisions/0046): what a question's text may be, when a lot
// takes questions, how many one user may ask, and which open questions the studio sees first.
import type { AuctionStatus } from '@/keys';

export const QUESTION_MIN_LENGTH = 5;
export const QUESTION_MAX_LENGTH = 1000;
export const ANSWER_MIN_LENGTH = 2;
export const ANSWER_MAX_LENGTH = 2000;
/** Questions one user may ask about one lot within a day (a rolling 24 hours). */
export const QUESTIONS_PER_LOT_PER_DAY = 5;
/** Questions one user may ask in all within a day (a rolling 24 hours). */
export const QUESTIONS_PER_DAY = 20;
export const QUESTION_DAY_MS = 24 * 60 * 60 * 1000;
/** A lot that ends within this is marked in the console ("Slutar inom 2 h"). */
export const ENDING_SOON_MS = 2 * 60 * 60 * 1000;

// Any C0/C1 control character but the line feed (a question may have paragraphs; docs/architecture.md pitfall 13).
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

/** The text as it is kept: line breaks as \n, no space around it. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Why a (normalised) text cannot be kept, in Swedish, or null when it can. */
export function textRefusal(text: string, limits: { min: number; max: number; what: string }): string | null {
  if (CONTROL.test(text)) return `${limits.what} innehåller otillåtna tecken.`;
  if (text.length < limits.min) return `Skriv minst ${limits.min} tecken.`;
  if (text.length > limits.max) return `Högst ${limits.max} tecken.`;
  return null;
}

export const questionTextRefusal = (text: string) =>
  textRefusal(text, { min: QUESTION_MIN_LENGTH, max: QUESTION_MAX_LENGTH, what: 'Frågan' });
export const answerTextRefusal = (text: string) => textRefusal(text, { min: ANSWER_MIN_LENGTH, max: ANSWER_MAX_LENGTH, what: 'Svaret' });

export const LOT_CLOSED_FOR_QUESTIONS = 'Auktionen är avslutad och tar inte emot fler frågor.';

/** Whether the lot takes questions now: scheduled or live, and its end not passed. */
export function lotTakesQuestions(lot: { status: AuctionStatus; endsAt: Date }, now: Date): boolean {
  return (lot.status === 'scheduled' || lot.status === 'live') && lot.endsAt.getTime() > now.getTime();
}

export const TOO_MANY_ON_LOT = `Du har ställt ${QUESTIONS_PER_LOT_PER_DAY} frågor om det här föremålet det senaste dygnet. Vänta tills studion har svarat eller försök igen i morgon.`;
export const TOO_MANY_OVERALL = `Du har ställt ${QUESTIONS_PER_DAY} frågor det senaste dygnet. Försök igen i morgon.`;

/** Why one more question is refused, given how many the user asked within the last day; null when it may be asked. */
export function rateRefusal(asked: { onLot: number; overall: number }): string | null {
  if (asked.onLot >= QUESTIONS_PER_LOT_PER_DAY) return TOO_MANY_ON_LOT;
  if (asked.overall >= QUESTIONS_PER_DAY) return TOO_MANY_OVERALL;
  return null;
}

/** Whether the lot ends within two hours of `now` (and has not ended). */
export function endsSoon(endsAt: Date, now: Date): boolean {
  const left = endsAt.getTime() - now.getTime();
  return left > 0 && left <= ENDING_SOON_MS;
}

/**
 * The console's order: the open lot with the least time left first, then the question waiting
 * longest; questions about lots that have already ended come last (there is no time left to win).
 */
export function byTimeLeft<T extends { endsAt: Date; askedAt: Date; id: number; ended?: boolean }>(
  questions: readonly T[],
  now: Date,
): T[] {
  // `ended` set: the lot's status is final (a cancelled lot may have its end time still ahead).
  const ended = (q: T) => (q.ended || q.endsAt.getTime() <= now.getTime() ? 1 : 0);
  return [...questions].sort(
    (a, b) => ended(a) - ended(b) || a.endsAt.getTime() - b.endsAt.getTime() || a.askedAt.getTime() - b.askedAt.getTime() || a.id - b.id,
  );
}

/** A question's state as its asker reads it. */
export type QuestionStatus = 'open' | 'public' | 'private';

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Väntar på svar',
  public: 'Besvarad, visas för alla',
  private: 'Besvarad, bara till dig',
};

export function questionStatus(row: { answeredAt: Date | string | null; public: boolean }): QuestionStatus {
  if (row.answeredAt === null) return 'open';
  return row.public ? 'public' : 'private';
}
