import 'server-only';
import { getDb } from '@/db';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { completeAuction, completeDueAuctions } from './commands/complete-auction';
import type { SaleSettlement } from './commands/end-lot';
import { auctionIdInput } from './schema';

/**
 * The auctions module's connector actions (admin; the scheduler does the same on its own).
 * `settlement`: how a sold lot is settled (orders), handed in by src/server/functions.ts.
 */
export const auctionsActions = ({ settlement }: { settlement: () => SaleSettlement }) => ({
  COMPLETE_AUCTION: defineCallable({
    access: 'admin',
    input: auctionIdInput,
    handler: async (input) => completeAuction(await getDb(), input.auctionId, { settlement: settlement() }),
  }),
  RUN_COMPLETE_AUCTIONS: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async () => ({ completed: await completeDueAuctions(await getDb(), { settlement: settlement() }) }),
  }),
});
