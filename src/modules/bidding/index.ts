export { minimumBidFor, placeBid, replay, SOFT_CLOSE_MS } from './domain/engine';
export type { AuctionClock, AuctionTerms } from './domain/engine';
export { bidIdInput, bidInput, removeBidInput } from './schema';
