import 'server-only';

export { runWatchlistReminders } from './commands/reminders';
export { setWatching } from './commands/watchlist';
export { isWatching, listWatchlist } from './queries/list-watchlist';
export { watchlistActions } from './actions';
