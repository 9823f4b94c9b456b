import 'server-only';

export { askLotQuestion } from './commands/ask-question';
export { answerLotQuestion } from './commands/answer-question';
export { countOpenQuestions, getLotQuestion, listMyLotQuestions, listOpenQuestions, listPublicAnswers } from './queries/list-questions';
export type { OpenQuestionView } from './queries/list-questions';
export { questionsActions } from './actions';
