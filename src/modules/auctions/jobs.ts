import { z } from 'zod';
import { defineJob } from '@/platform/jobs';

/**
 * `auctions.lots-live`: lots that have just gone live and so entered the auction list, queued in
 * the transaction that opened them (PUBLISH_AUCTION of a lot whose start has passed, or the
 * scheduler opening scheduled lots). News for the modules above auctions (watchlist: saved-search
 * alerts), handled in src/server/jobs.ts.
 */
export const lotsLiveJob = defineJob('auctions.lots-live', z.object({ auctionIds: z.array(z.number().int().positive()).min(1) }));
