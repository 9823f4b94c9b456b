import 'server-only';

export { runWatchlistReminders } from './commands/reminders';
export {
  SAVED_SEARCH_MAIL_STOP_PATH,
  alertSavedSearches,
  savedSearchMailToken,
  sendSavedSearchMail,
  setSavedSearchMail,
  stopSavedSearchMail,
} from './commands/saved-search-alerts';
export { setWatching } from './commands/watchlist';
export { isWatching, listWatchlist, watchedLotIds } from './queries/list-watchlist';
export { listSavedSearches } from './queries/list-saved-searches';
export { watchlistActions } from './actions';
