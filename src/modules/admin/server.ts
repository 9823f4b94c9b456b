import 'server-only';

// The console's server surface: its own connector actions (the audit log's reads live in platform/audit.ts).
export { adminActions } from './actions';
export { ADMIN_SEARCH_LIMIT, adminSearch } from './queries/admin-search';
export type { AdminSearchResults } from './queries/admin-search';
