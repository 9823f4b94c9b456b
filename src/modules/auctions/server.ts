import 'server-only';

// The auctions module's server surface: the lot's commands and queries.

export { completeAuction, completeDueAuctions, openDueAuctions } from './commands/complete-auction';
export type { CompletionResult } from './commands/complete-auction';
export { endLot } from './commands/end-lot';
export { openFirst, toYourLot, yourLotColumns } from './queries/your-lot';
export { auctionUpdateEvent, liveUpdateOf, publishAuctionUpdate } from './live';
export { getAuction } from './queries/get-auction';
export { searchAuctions } from './queries/search-auctions';
export { auctionsActions } from './actions';
