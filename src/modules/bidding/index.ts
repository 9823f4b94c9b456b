export { minimumBidFor, placeBid, replay } from './domain/engine';
export type { AuctionClock, AuctionTerms } from './domain/engine';
export { bidIdInput, bidInput, removeBidInput } from './schema';
