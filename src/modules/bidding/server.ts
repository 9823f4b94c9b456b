import 'server-only';

export { buyNowAuction, placeBidOnAuction } from './commands/place-bid';
export { previewBidRemoval, removeBid } from './commands/remove-bid';
export { listMyBids } from './queries/list-my-bids';
export { listLotBidsForAdmin } from './queries/list-lot-bids';
export type { AdminBid } from './queries/list-lot-bids';
export { biddingActions } from './actions';
export { listUserBidsForAdmin } from './queries/admin-user-bids';
export type { AdminUserBid } from './queries/admin-user-bids';
