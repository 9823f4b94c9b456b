import 'server-only';

// The console's server surface: its own connector actions (the audit log's reads live in platform/audit.ts).
export { adminActions } from './actions';
export { getUserOverview } from './queries/get-user-overview';
export type { UserOverview } from './queries/get-user-overview';
