import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbOrTx } from '@/db/client';
import { auditLog } from '@/platform/tables';

/**
 * The one audit trail (docs/architecture.md: "an admin action writes its audit row in the same
 * transaction as its change"). The callable layer runs every admin action inside `runAsAdminAction`,
 * so a command deep down only says what changed — `recordAudit(tx, {entityType, entityId, before,
 * after})` in its own transaction — and the row carries who did it and with which action. Outside an
 * admin action (the scheduler's automatic release) a command names the action itself and the row
 * has no actor; without either nothing is written (a user's own change is not the studio's log).
 * Reading the log, with the actors' names, is the console's (src/modules/admin/queries/audit-log.ts).
 */

interface AdminActionContext {
  actorId: string;
  action: string;
}

const context = new AsyncLocalStorage<AdminActionContext>();

export function runAsAdminAction<T>(actor: AdminActionContext, run: () => Promise<T>): Promise<T> {
  return context.run(actor, run);
}

export interface AuditEntry {
  entityType: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** For changes the server makes by itself: the action's name (the admin action's otherwise). */
  systemAction?: string;
}

/** JSON-safe copies: dates as ISO strings, nothing undefined. */
function plain(value: Record<string, unknown> | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/**
 * What a change sets, as the audit row's before and after: only the fields whose value it changes
 * (compared as JSON, so dates and image lists compare by value); null when it changes nothing.
 */
export function auditChanges(
  row: Record<string, unknown>,
  changes: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || field === 'updatedAt' || field === 'version') continue;
    if (JSON.stringify(row[field] ?? null) === JSON.stringify(value ?? null)) continue;
    before[field] = row[field] ?? null;
    after[field] = value ?? null;
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}

export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const admin = context.getStore();
  const action = admin?.action ?? entry.systemAction;
  if (!action) return;
  await tx.insert(auditLog).values({
    actorId: admin?.actorId ?? null,
    action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
