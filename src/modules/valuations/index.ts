// The valuations module's browser-safe surface: the status table and labels, the inputs' schemas, the views' types.
export {
  VALUATION_STATUS_ADMIN_LABELS,
  VALUATION_STATUS_LABELS,
  VALUATION_TRANSITIONS,
  canTransitionValuation,
  valuationTransitionRefusal,
  type ValuationAction,
  type ValuationActor,
} from './domain/status';
export {
  MAX_VALUATION_IMAGES,
  answerValuationInput,
  listValuationsInput,
  setValuationStatusInput,
  submitValuationInput,
  updateValuationInput,
  valuationIdInput,
  type AnswerValuationInput,
  type SubmitValuationInput,
  type UpdateValuationInput,
} from './schema';
export type { ValuationImageView, ValuationView } from './queries/view';
export type { AdminValuationView } from './queries/list-valuations';
