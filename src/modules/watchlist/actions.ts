import 'server-only';
import { getDb } from '@/db';
import { auctionIdInput } from '@/modules/auctions';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { recordJobRun } from '@/platform/scheduled-jobs';
import { runWatchlistReminders } from './commands/reminders';
import { setWatching } from './commands/watchlist';

/** The watchlist module's connector actions. */
export const watchlistActions = {
  ADD_TO_WATCHLIST: defineCallable({
    access: 'user',
    input: auctionIdInput,
    handler: async (input, { caller }) => setWatching(await getDb(), caller.id, input.auctionId, true),
  }),
  REMOVE_FROM_WATCHLIST: defineCallable({
    access: 'user',
    input: auctionIdInput,
    handler: async (input, { caller }) => setWatching(await getDb(), caller.id, input.auctionId, false),
  }),
  RUN_WATCHLIST_REMINDER: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(db, 'watchlist-reminders', () => runWatchlistReminders(db), { actorId: caller.id });
    },
  }),
};
