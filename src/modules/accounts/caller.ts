import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { profiles } from '@/db/schema';
import { getAuth } from './auth';

/** Who is calling: from the session cookie or an `Authorization: Bearer` token. */
export interface Caller {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  admin: boolean;
}

type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; role?: string | null; banned?: boolean | null };

/** The signed-in, not disabled user of a request, from the session alone (no profile read). */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null;
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  return user.banned ? null : user;
}

export async function getCaller(headers: Headers): Promise<Caller | null> {
  const user = await getSessionUser(headers);
  if (!user) return null;
  const db = await getDb();
  const [profile] = await db.select({ admin: profiles.admin }).from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    admin: Boolean(profile?.admin) || user.role === 'admin',
  };
}
