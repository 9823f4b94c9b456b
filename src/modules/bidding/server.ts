import 'server-only';

export { buyNowAuction, placeBidOnAuction } from './commands/place-bid';
export { previewBidRemoval, removeBid } from './commands/remove-bid';
export { listMyBids } from './queries/list-my-bids';
export { listWonLots } from './queries/list-won-lots';
export { biddingActions } from './actions';
export { listUserBidsForAdmin } from './queries/admin-user-bids';
export type { AdminUserBid } from './queries/admin-user-bids';
