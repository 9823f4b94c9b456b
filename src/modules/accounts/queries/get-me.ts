import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/database';
import { profiles } from '../tables';
import { getAuth } from '../auth';
import { hasUnreadNotifications } from '@/modules/notifications/server';

/**
 * The signed-in user context of spec §3, plus what the header needs: GET /api/account/me's answer
 * (docs/product.md §9). The watched lots are the watchlist's, a module above accounts: src/server/me.ts
 * adds them to what getMe reads here (docs/architecture.md, "News travels up").
 */
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

/** Me without the watched lots: the account's own data, all a page guard needs. */
export type AccountMe = Omit<Me, 'watchlistCount' | 'watchedAuctionIds'>;

/** The request's signed-in, enabled user with their profile and unread state; null when signed out. */
export async function getMe(headers: Headers): Promise<AccountMe | null> {
  return (await getMeWith(headers, async () => undefined))?.me ?? null;
}

/**
 * getMe, and `alongside` read for the same user in parallel with the profile (a higher row's
 * data for the same answer, such as the watched lots of src/server/me.ts).
 */
export async function getMeWith<T>(
  headers: Headers,
  alongside: (db: Db, userId: string) => Promise<T>,
): Promise<{ me: AccountMe; alongside: T } | null> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null;
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  if (user.banned) return null;
  const db = await getDb();
  const [[profile], hasUnread, also] = await Promise.all([
    db.select({ displayName: profiles.displayName, admin: profiles.admin }).from(profiles).where(eq(profiles.userId, user.id)),
    hasUnreadNotifications(db, user.id),
    alongside(db, user.id),
  ]);
  const me: AccountMe = {
    uid: user.id,
    email: user.email,
    displayName: profile?.displayName ?? user.name,
    photoURL: user.image ?? null,
    emailVerified: user.emailVerified,
    admin: Boolean(profile?.admin) || user.role === 'admin',
    createdAt: new Date(user.createdAt).getTime(),
    updatedAt: new Date(session.session.createdAt).getTime(),
    hasUnread,
  };
  return { me, alongside: also };
}
