import 'server-only';

export { answerValuation } from './commands/answer-valuation';
export { createItemFromValuation } from './commands/create-item-from-valuation';
export { REMIND_AFTER_DAYS, remindUnansweredOffers, sendSellerReminder } from './commands/send-seller-reminder';
export { setValuationStatus } from './commands/set-valuation-status';
export { submitValuation } from './commands/submit-valuation';
export { updateValuationInfo } from './commands/update-valuation-info';
export { valuationPublication } from './commands/valuation-publication';
export { valuationPriceDefaults } from './queries/price-defaults';
export { getValuation, listMyValuations, listValuations, valuationCounts, VALUATIONS_PAGE_SIZE } from './queries/list-valuations';
export { valuationsActions } from './actions';
export { listUserValuationsForAdmin } from './queries/admin-user-valuations';
export type { AdminUserValuation } from './queries/admin-user-valuations';
export { searchValuationsForAdmin } from './queries/admin-search';
