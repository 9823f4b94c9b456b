import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable } from '@/platform/callable/define';
import { answerLotQuestion } from './commands/answer-question';
import { askLotQuestion } from './commands/ask-question';
import { getLotQuestion, listMyLotQuestions } from './queries/list-questions';
import { answerLotQuestionInput, askLotQuestionInput, lotQuestionIdInput, lotQuestionsInput } from './schema';

/** The questions module's connector actions: questions about a lot and the studio's answers. */
export const questionsActions = {
  ASK_LOT_QUESTION: defineCallable({
    access: 'user',
    input: askLotQuestionInput,
    handler: async (input, { caller }) => askLotQuestion(await getDb(), caller.id, input),
  }),
  ANSWER_LOT_QUESTION: defineCallable({
    access: 'admin',
    input: answerLotQuestionInput,
    handler: async (input, { caller }) => answerLotQuestion(await getDb(), caller, input),
  }),
  LIST_MY_LOT_QUESTIONS: defineCallable({
    access: 'user',
    input: lotQuestionsInput,
    handler: async (input, { caller }) => listMyLotQuestions(await getDb(), caller.id, input.auctionId),
  }),
  GET_LOT_QUESTION: defineCallable({
    access: 'user',
    input: lotQuestionIdInput,
    handler: async (input, { caller }) => getLotQuestion(await getDb(), input.questionId, caller),
  }),
};
