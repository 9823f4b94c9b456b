import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/platform/database';
import { profiles, watchlist } from '@/db/schema';
import { getAuth } from '../auth';
import { hasUnreadNotifications } from '@/modules/notifications/server';

/** The signed-in user context of spec §3, plus what the header needs. Null when signed out. */
export interface Me {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  admin: boolean;
  /** Account creation time (ms). */
  createdAt: number;
  /** Last sign-in time (ms): when the current session began. */
  updatedAt: number;
  watchlistCount: number;
  /** The lots the user watches (their hearts are filled); its length is watchlistCount. */
  watchedAuctionIds: number[];
  hasUnread: boolean;
}

export async function getMe(headers: Headers): Promise<Me | null> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null;
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  if (user.banned) return null;
  const db = await getDb();
  const [[profile], watched, hasUnread] = await Promise.all([
    db.select({ displayName: profiles.displayName, admin: profiles.admin }).from(profiles).where(eq(profiles.userId, user.id)),
    db.select({ auctionId: watchlist.auctionId }).from(watchlist).where(eq(watchlist.userId, user.id)),
    hasUnreadNotifications(db, user.id),
  ]);
  return {
    uid: user.id,
    email: user.email,
    displayName: profile?.displayName ?? user.name,
    photoURL: user.image ?? null,
    emailVerified: user.emailVerified,
    admin: Boolean(profile?.admin) || user.role === 'admin',
    createdAt: new Date(user.createdAt).getTime(),
    updatedAt: new Date(session.session.createdAt).getTime(),
    watchlistCount: watched.length,
    watchedAuctionIds: watched.map((row) => row.auctionId),
    hasUnread,
  };
}
