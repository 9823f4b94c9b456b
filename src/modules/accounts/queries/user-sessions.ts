import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sessions } from '../tables';

/** One session of a user as the console shows it (never its token). */
export interface AdminSessionView {
  id: string;
  createdAt: string;
  /** When Better Auth last renewed the session (it slides the expiry at most once a day): the latest activity it records. */
  lastActiveAt: string;
  expiresAt: string;
  expired: boolean;
  userAgent: string | null;
  ipAddress: string | null;
}

/** A user's sessions, most recently active first (GET_USER, /admin/anvandare/[id]). */
export async function listUserSessions(db: DbOrTx, userId: string, now: Date = new Date()): Promise<AdminSessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
  }));
}
