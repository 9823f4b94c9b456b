import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, sessions, users } from '../tables';
import { accountSignedOut, userTopic } from '@/modules/notifications';
import { recordAudit } from '@/platform/audit';
import { publishEvents } from '@/platform/realtime';
import { AppError } from '@/platform/errors';

/** Disables (or re-enables) a user. A disabled user's sessions end at once and sign-in is refused. */
export async function setUserDisabled(
  db: DbOrTx,
  options: { actorId: string; userId: string; disabled: boolean; reason?: string },
): Promise<{ userId: string; disabled: boolean }> {
  if (options.actorId === options.userId && options.disabled) {
    throw new AppError('FAILED_PRECONDITION', 'Du kan inte spärra ditt eget konto.');
  }
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, options.userId)).for('update');
    const [row] = await tx
      .update(users)
      .set({
        banned: options.disabled,
        banReason: options.disabled ? options.reason?.trim() || 'Spärrat av administratör' : null,
        banExpires: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, options.userId))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
    if (options.disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, options.userId));
      await publishEvents(tx, [accountSignedOut.on(userTopic(options.userId), { reason: 'disabled' })]);
    }
    await recordAudit(tx, {
      entityType: 'user',
      entityId: row.id,
      before: { disabled: Boolean(previous?.banned) },
      after: { disabled: options.disabled },
    });
    return { userId: row.id, disabled: options.disabled };
  });
}

/** Makes a user an admin, or no longer one (admins promote others; docs/product.md §5). */
export async function setUserAdmin(
  db: DbOrTx,
  options: { actorId: string; userId: string; admin: boolean },
): Promise<{ userId: string; admin: boolean }> {
  if (options.actorId === options.userId && !options.admin) {
    throw new AppError('FAILED_PRECONDITION', 'Du kan inte ta bort din egen administratörsbehörighet.');
  }
  return db.transaction(async (tx) => {
    await applyAdmin(tx, options.userId, options.admin);
    return { userId: options.userId, admin: options.admin };
  });
}

/**
 * Sets the admin flag (users.role for Better Auth, profiles.admin for the product) and writes its
 * audit row, inside the caller's transaction: SET_USER_ADMIN and an accepted team invite share it.
 */
export async function applyAdmin(tx: DbOrTx, userId: string, admin: boolean, extra: Record<string, unknown> = {}): Promise<void> {
  const [previous] = await tx
    .select({ role: users.role, admin: profiles.admin })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const [row] = await tx
    .update(users)
    .set({ role: admin ? 'admin' : 'user', updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!row) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
  await tx
    .insert(profiles)
    .values({ userId: row.id, displayName: row.name || row.email.split('@')[0] || row.email, admin })
    .onConflictDoUpdate({ target: profiles.userId, set: { admin, updatedAt: new Date() } });
  const wasAdmin = previous?.role === 'admin' || Boolean(previous?.admin);
  await recordAudit(tx, { entityType: 'user', entityId: row.id, before: { admin: wasAdmin }, after: { admin, ...extra } });
}

/**
 * "Logga ut överallt": ends every session of a user at once (their next request, page or call, is
 * signed out; Better Auth keeps no session cache in a cookie here, so nothing outlives the rows).
 */
export async function revokeUserSessions(db: DbOrTx, options: { userId: string }): Promise<{ userId: string; revoked: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
    const removed = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    await publishEvents(tx, [accountSignedOut.on(userTopic(user.id), { reason: 'revoked' })]);
    await recordAudit(tx, { entityType: 'user', entityId: user.id, before: { sessions: removed.length }, after: { sessions: 0 } });
    return { userId: user.id, revoked: removed.length };
  });
}
