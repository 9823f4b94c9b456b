import 'server-only';
import { getDb } from '@/platform/database';
import { auctionIdInput } from '@/modules/auctions';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { recordJobRun } from '@/platform/scheduled-jobs';
import { runWatchlistReminders } from './commands/reminders';
import { setWatching } from './commands/watchlist';
import { deleteSavedSearch, saveSearch } from './commands/saved-searches';
import { setSavedSearchMail, stopSavedSearchMail } from './commands/saved-search-alerts';
import { followMaker, unfollowMaker } from './commands/followed-makers';
import { listSavedSearches } from './queries/list-saved-searches';
import { listFollowedMakers } from './queries/followed-makers';
import {
  followMakerInput,
  savedSearchIdInput,
  savedSearchMailInput,
  savedSearchMailStopInput,
  saveSearchInput,
  unfollowMakerInput,
} from './schema';

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
  SAVE_SEARCH: defineCallable({
    access: 'user',
    input: saveSearchInput,
    handler: async (input, { caller }) => saveSearch(await getDb(), caller.id, input),
  }),
  LIST_SAVED_SEARCHES: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => listSavedSearches(await getDb(), caller.id),
  }),
  DELETE_SAVED_SEARCH: defineCallable({
    access: 'user',
    input: savedSearchIdInput,
    handler: async (input, { caller }) => deleteSavedSearch(await getDb(), caller.id, input.savedSearchId),
  }),
  SET_SAVED_SEARCH_MAIL: defineCallable({
    access: 'user',
    input: savedSearchMailInput,
    handler: async (input, { caller }) => setSavedSearchMail(await getDb(), caller.id, input.enabled),
  }),
  // The e-mail's stop link: the signed token is the permission, so no sign-in.
  STOP_SAVED_SEARCH_MAIL: defineCallable({
    access: 'anyone',
    input: savedSearchMailStopInput,
    handler: async (input) => stopSavedSearchMail(await getDb(), input.token),
  }),
  // Following a maker (docs/product.md §9 "Followed makers"): the caller's own list only.
  FOLLOW_MAKER: defineCallable({
    access: 'user',
    input: followMakerInput,
    handler: async (input, { caller }) => followMaker(await getDb(), caller.id, input.maker),
  }),
  UNFOLLOW_MAKER: defineCallable({
    access: 'user',
    input: unfollowMakerInput,
    handler: async (input, { caller }) => unfollowMaker(await getDb(), caller.id, input.makerKey),
  }),
  LIST_FOLLOWED_MAKERS: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => listFollowedMakers(await getDb(), caller.id),
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
