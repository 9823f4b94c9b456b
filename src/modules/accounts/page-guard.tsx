import 'server-only';
import { headers } from 'next/headers';
import { AuthScreen } from './components/auth-screen';
import { getSessionUser, type SessionUser } from './caller';
import { getMe, type Me } from './queries/get-me';

/** What a guarded page renders with: the signed-in user, or the screen to show instead. */
export type PageGuard<User> = { me: User; denied: null } | { me: null; denied: React.ReactElement };

export interface GuardOptions {
  /** Where signing in from the authentication screen returns to (the page's own path). */
  next?: string;
  /** Admin pages: a signed-in user who is not an admin sees a refusal instead. */
  admin?: boolean;
  /**
   * The session's user is enough (no profile, watchlist or notification read): the page only
   * needs the user's id. Not for admin pages, whose flag lives in the profile.
   */
  sessionOnly?: boolean;
}

/**
 * The one gate of signed-in and admin pages (spec §2 requireAuth): a signed-out (or disabled)
 * visitor sees the authentication screen, signing in returns to `next`; on an admin page a
 * signed-in non-admin sees "Ingen behörighet". Usage:
 *
 *   const { me, denied } = await guardPage({ next: '/user' });
 *   if (!me) return denied;
 */
export async function guardPage(options: GuardOptions & { sessionOnly: true; admin?: false }): Promise<PageGuard<SessionUser>>;
export async function guardPage(options: GuardOptions & { sessionOnly?: false }): Promise<PageGuard<Me>>;
export async function guardPage({ next, admin = false, sessionOnly = false }: GuardOptions): Promise<PageGuard<Me | SessionUser>> {
  const requestHeaders = await headers();
  const signIn = { me: null, denied: <AuthScreen next={next} /> };
  if (sessionOnly && !admin) {
    const user = await getSessionUser(requestHeaders);
    return user ? { me: user, denied: null } : signIn;
  }
  const me = await getMe(requestHeaders);
  if (!me) return signIn;
  if (admin && !me.admin) return { me: null, denied: <NotAllowed /> };
  return { me, denied: null };
}

function NotAllowed() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold">Ingen behörighet</h1>
      <p className="mt-3 text-muted">Den här sidan är till för studions administratörer.</p>
    </div>
  );
}
