import 'server-only';
import { getDb } from '@/platform/database';
import { auctionIdInput, type SaleSettlement } from '@/modules/auctions';
import { defineCallable } from '@/platform/callable/define';
import { buyNowAuction, placeBidOnAuction } from './commands/place-bid';
import { previewBidRemoval, removeBid } from './commands/remove-bid';
import { bidIdInput, bidInput, removeBidInput } from './schema';

/**
 * The bidding module's connector actions. `settlement`: how a sale is settled when buy-now ends a
 * lot (orders, above bidding in the module map), handed in by src/server/functions.ts.
 */
export const biddingActions = ({ settlement }: { settlement: () => SaleSettlement }) => ({
  BID_ON_AUCTION: defineCallable({
    access: 'user',
    input: bidInput,
    handler: async (input, { caller }) =>
      placeBidOnAuction(await getDb(), { userId: caller.id, auctionId: input.auctionId, amount: input.amount }),
  }),
  BUY_NOW: defineCallable({
    access: 'user',
    input: auctionIdInput,
    handler: async (input, { caller }) =>
      buyNowAuction(await getDb(), { userId: caller.id, auctionId: input.auctionId, settlement: settlement() }),
  }),
  ADMIN_PREVIEW_REMOVE_BID: defineCallable({
    access: 'admin',
    input: bidIdInput,
    handler: async (input) => previewBidRemoval(await getDb(), input.bidId),
  }),
  ADMIN_REMOVE_BID: defineCallable({
    access: 'admin',
    input: removeBidInput,
    handler: async (input, { caller }) => removeBid(await getDb(), { bidId: input.bidId, adminId: caller.id, reason: input.reason }),
  }),
});
