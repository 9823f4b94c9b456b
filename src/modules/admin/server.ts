import 'server-only';

// The console's server surface: its own connector actions (the audit log's reads live in platform/audit.ts).
export { adminActions } from './actions';
