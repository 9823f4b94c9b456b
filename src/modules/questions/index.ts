// The questions module's browser-safe surface: the rules' limits and words, the inputs' schemas, the views' types.
export {
  ANSWER_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  QUESTION_STATUS_LABELS,
  lotTakesQuestions,
  type QuestionStatus,
} from './domain/rules';
export { answerLotQuestionInput, askLotQuestionInput, type AnswerLotQuestionInput, type AskLotQuestionInput } from './schema';
export type { OwnQuestionView, PublicAnswerView } from './queries/views';
