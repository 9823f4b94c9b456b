import { AsyncLocalStorage } from 'node:async_hooks';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';

/**
 * The one audit trail (docs/architecture.md: "an admin action writes its audit row in the same
 * transaction as its change"). The callable layer runs every admin action inside `runAsAdminAction`,
 * so a command deep down only says what changed — `recordAudit(tx, {entityType, entityId, before,
 * after})` in its own transaction — and the row carries who did it and with which action. Outside an
 * admin action (the scheduler's automatic release) a command names the action itself and the row
 * has no actor; without either nothing is written (a user's own change is not the studio's log).
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

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogEntry {
  id: number;
  at: string;
  actorId: string | null;
  /** The actor's name or e-mail as the console shows it; null for the server itself. */
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** LIST_AUDIT_LOG: newest first, filtered by action name and/or actor, a page at a time. */
export async function listAuditLog(
  db: DbOrTx,
  input: { actionName?: string; actorId?: string; page?: number },
): Promise<{ entries: AuditLogEntry[]; page: number; pageSize: number; total: number }> {
  const page = input.page ?? 1;
  const where = and(
    input.actionName ? eq(auditLog.action, input.actionName) : undefined,
    input.actorId ? eq(auditLog.actorId, input.actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}

/** Every action name in the log, for the console's filter. */
export async function auditActionNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

/** The names of the users a page of the log names (as the actor column shows them: name, else e-mail). */
export async function auditUserNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})` })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
