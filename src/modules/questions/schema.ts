import { z } from 'zod';
import { rowId } from '@/platform/row-id';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, answerTextRefusal, normaliseText, questionTextRefusal } from './domain/rules';

/**
 * The question actions' inputs, shared by the forms and the callable API: the text is normalised
 * (trimmed, line breaks as \n) and checked by the domain's rule, so a limit is written once
 * (domain/rules.ts); the `.max` is there for the forms' counters (src/ui/schema-field.tsx).
 */

function checkedText(options: { label: string; max: number; refusal: (text: string) => string | null }) {
  return z
    .string({ error: `Skriv ${options.label}.` })
    .transform(normaliseText)
    .pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const refusal = options.refusal(value);
          // The length above the limit is said by .max below (once).
          if (refusal && value.length <= options.max) ctx.addIssue({ code: 'custom', message: refusal });
        })
        .max(options.max, { error: `Högst ${options.max} tecken.` }),
    );
}

export const questionText = checkedText({ label: 'din fråga', max: QUESTION_MAX_LENGTH, refusal: questionTextRefusal });
export const answerText = checkedText({ label: 'ett svar', max: ANSWER_MAX_LENGTH, refusal: answerTextRefusal });

const auctionId = rowId('Ange vilken auktion.');
const questionId = rowId('Ange vilken fråga.');

/** ASK_LOT_QUESTION. */
export const askLotQuestionInput = z.object({ auctionId, text: questionText });
export type AskLotQuestionInput = z.infer<typeof askLotQuestionInput>;

/** ANSWER_LOT_QUESTION: `public` (default yes) shows the answer on the lot page and tells its watchers. */
export const answerLotQuestionInput = z.object({
  questionId,
  text: answerText,
  public: z.boolean({ error: 'Ange om svaret ska visas för alla.' }).default(true),
});
export type AnswerLotQuestionInput = z.infer<typeof answerLotQuestionInput>;

/** LIST_MY_LOT_QUESTIONS. */
export const lotQuestionsInput = z.object({ auctionId });

/** GET_LOT_QUESTION. */
export const lotQuestionIdInput = z.object({ questionId });
