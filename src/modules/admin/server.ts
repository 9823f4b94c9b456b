import 'server-only';

// The console's server surface: its own connector actions, and the reads of the audit log that
// src/platform/audit.ts writes.
export { adminActions } from './actions';
export { jobsActions } from './jobs-actions';
export type { JobsPorts } from './jobs-actions';
export { getDashboard } from './queries/dashboard';
export type { Dashboard } from './queries/dashboard';
export { getUserOverview } from './queries/get-user-overview';
export type { UserOverview } from './queries/get-user-overview';
export { ADMIN_SEARCH_LIMIT, adminSearch } from './queries/admin-search';
export type { AdminSearchResults } from './queries/admin-search';
export { AUDIT_PAGE_SIZE, auditActionNames, auditUserNames, listAuditLog } from './queries/audit-log';
export type { AuditLogEntry } from './queries/audit-log';
export { auditActionLabel, auditUserIds, describeAuditRow } from './domain/audit-text';
export type { AuditLookups, AuditText } from './domain/audit-text';
