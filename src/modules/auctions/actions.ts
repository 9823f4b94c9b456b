import 'server-only';
import { getDb } from '@/platform/database';
import { itemInput } from '@/modules/catalog';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { getEnv } from '@/platform/env';
import { AppError } from '@/platform/errors';
import { recordJobRun } from '@/platform/scheduled-jobs';
import { z } from 'zod';
import { backfillAuctionSearch } from './commands/backfill-search';
import { clearEndedAuctions } from './commands/clear-ended';
import { completeAuction, completeDueAuctions } from './commands/complete-auction';
import { createAuctionFromItem } from './commands/create-auction';
import { createAuctionWithItem } from './commands/create-auction-with-item';
import { hideFromArchive } from './commands/hide-from-archive';
import type { SaleSettlement } from './commands/end-lot';
import type { ItemPriceDefaults } from './commands/item-price-defaults';
import type { LotPublication } from './commands/lot-publication';
import { publishAuction } from './commands/publish-auction';
import { relistAuction } from './commands/relist-auction';
import { reorderLots } from './commands/reorder-lots';
import { updateAuctionInfo } from './commands/update-auction-info';
import { getAdminAuction, listAdminAuctions } from './queries/admin-auctions';
import { lotFeedStatus } from './queries/feed';
import {
  auctionIdInput,
  auctionTermsInput,
  createAuctionFromItemInput,
  estimateHighInput,
  estimateLowInput,
  hideFromArchiveInput,
  listAdminAuctionsInput,
  relistAuctionInput,
  reorderLotsInput,
  updateAuctionInfoInput,
} from './schema';

/** CREATE_AUCTION_WITH_ITEM's input (docs/product.md §9): the item with its estimates, and the lot's terms. */
const createAuctionWithItemInput = z
  .object({
    item: itemInput.extend({ estimateLow: estimateLowInput, estimateHigh: estimateHighInput }),
    auction: auctionTermsInput,
  })
  .strict();

/** The ports the composition root hands the auctions module (news for the modules above it). */
export interface AuctionsPorts {
  /** How a sold lot is settled (orders). */
  settlement: () => SaleSettlement;
  /** What a published lot means above auctions (valuations → `published`). */
  publication: () => LotPublication;
  /** A new lot's default prices (the accepted valuation's answer). */
  priceDefaults: () => ItemPriceDefaults;
}

/**
 * The auctions module's connector actions (admin; the scheduler does the same on its own), handed
 * its ports by src/server/functions.ts.
 */
export const auctionsActions = ({ settlement, publication, priceDefaults }: AuctionsPorts) => ({
  COMPLETE_AUCTION: defineCallable({
    access: 'admin',
    input: auctionIdInput,
    handler: async (input) => completeAuction(await getDb(), input.auctionId, { settlement: settlement() }),
  }),
  /**
   * The studio's "Avsluta nu" (docs/decisions/0033): a live lot nobody has bid on ends unsold at
   * once, a lot whose end has come completes; a lot with bids before its end is refused.
   */
  END_AUCTION_NOW: defineCallable({
    access: 'admin',
    input: auctionIdInput,
    handler: async (input) => completeAuction(await getDb(), input.auctionId, { settlement: settlement(), endNow: true }),
  }),
  RUN_COMPLETE_AUCTIONS: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(
        db,
        'complete-auctions',
        async () => ({ completed: await completeDueAuctions(db, { settlement: settlement() }) }),
        {
          actorId: caller.id,
        },
      );
    },
  }),
  /** Archives ended lots older than KLUBBAN_CLEAR_ENDED_DAYS (the scheduler does it daily). */
  CLEAR_ENDED: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(db, 'clear-ended', () => clearEndedAuctions(db, { olderThanDays: getEnv().KLUBBAN_CLEAR_ENDED_DAYS }), {
        actorId: caller.id,
      });
    },
  }),
  /** Rebuilds the search rows and category counts from the auctions and items (as the triggers keep them). */
  RUN_SEARCH_BACKFILL_AUCTIONS: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(db, 'search-backfill', () => backfillAuctionSearch(db), { actorId: caller.id });
    },
  }),
  CREATE_AUCTION_FROM_ITEM: defineCallable({
    access: 'admin',
    input: createAuctionFromItemInput,
    handler: async ({ itemId, item, ...terms }, { caller }) =>
      createAuctionFromItem(await getDb(), itemId, terms, {
        priceDefaults: priceDefaults(),
        item: item ? { ...item, actorId: caller.id } : undefined,
      }),
  }),
  CREATE_AUCTION_WITH_ITEM: defineCallable({
    access: 'admin',
    input: createAuctionWithItemInput,
    handler: async (input, { caller }) =>
      createAuctionWithItem(await getDb(), { actorId: caller.id, item: input.item, auction: input.auction }),
  }),
  PUBLISH_AUCTION: defineCallable({
    access: 'admin',
    input: auctionIdInput,
    handler: async (input) => publishAuction(await getDb(), input.auctionId, { publication: publication() }),
  }),
  UPDATE_AUCTION_INFO: defineCallable({
    access: 'admin',
    input: updateAuctionInfoInput,
    handler: async ({ auctionId, ...change }) => updateAuctionInfo(await getDb(), auctionId, change),
  }),
  RELIST_AUCTION: defineCallable({
    access: 'admin',
    input: relistAuctionInput,
    handler: async ({ auctionId, endsAt }) => relistAuction(await getDb(), auctionId, { endsAt }),
  }),
  /** A sold lot out of the archive of what sold and the sitemap, or back (docs/decisions/0047). */
  HIDE_FROM_ARCHIVE: defineCallable({
    access: 'admin',
    input: hideFromArchiveInput,
    handler: async (input) => hideFromArchive(await getDb(), input),
  }),
  REORDER_LOTS: defineCallable({
    access: 'admin',
    input: reorderLotsInput,
    handler: async (input) => reorderLots(await getDb(), input),
  }),
  LIST_ADMIN_AUCTIONS: defineCallable({
    access: 'admin',
    input: listAdminAuctionsInput,
    handler: async (input) => listAdminAuctions(await getDb(), input),
  }),
  GET_ADMIN_AUCTION: defineCallable({
    access: 'admin',
    input: auctionIdInput,
    handler: async (input) => {
      const auction = await getAdminAuction(await getDb(), input.auctionId);
      if (!auction) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
      return { auction };
    },
  }),
  /**
   * Spec §7's sync with an external auction site: there is no such API here (docs/product.md §6), the
   * site is an export feed the aggregator polls, so this answers what the feed holds now.
   */
  RUN_AUKTIONSE_SYNC_UPDATES: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(db, 'auktionse-sync', () => lotFeedStatus(db, { publicUrl: getEnv().publicUrl }), { actorId: caller.id });
    },
  }),
});
