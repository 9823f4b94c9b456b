import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { auditLog } from '@/platform/tables';

/**
 * The console's reads of the audit trail that src/platform/audit.ts writes: a page of the log with
 * the actors' names (a join to accounts' users, which the platform below it may not make).
 */

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
