import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AuthScreen } from './components/auth-screen';
import { getSessionUser, type SessionUser } from './caller';
import { getMe, type AccountMe } from './queries/get-me';

/** What a guarded page renders with: the signed-in user, or the screen to show instead. */
export type PageGuard<User> = { me: User; denied: null } | { me: null; denied: React.ReactElement };

export interface GuardOptions {
  /** Where signing in from the authentication screen returns to (the page's own path). */
  next?: string;
  /**
   * Admin pages (docs/product.md §9 "Console"): anyone who is not a signed-in, enabled admin gets the
   * site's 404 page (notFound()), never the sign-in screen; `denied` is then never returned.
   */
  admin?: boolean;
  /**
   * The session's user is enough (no profile, watchlist or notification read): the page only
   * needs the user's id. Not for admin pages, whose flag lives in the profile.
   */
  sessionOnly?: boolean;
}

/** The request's signed-in user context, read once per request however many segments ask (React's cache). */
const meOfRequest = cache(async (): Promise<AccountMe | null> => getMe(await headers()));

/**
 * The console's gate (docs/product.md §9 "Console"): the signed-in, enabled admin, or the site's 404
 * page with HTTP 404 for everyone else (visitor, user, disabled user, signed-out admin) — the same
 * answer as an unknown address, so the console does not even say it exists. app/(site)/admin's
 * layout calls it for every console page; the pages call it too (through guardPage's `admin`),
 * because a client navigation between console pages re-renders only the page segment, so a
 * hand-made RSC request could otherwise reach a page without its layout.
 */
export async function requireAdmin(): Promise<AccountMe> {
  const me = await meOfRequest();
  if (!me?.admin) notFound();
  return me;
}

/**
 * A console page's metadata (`export const generateMetadata = adminMetadata('Utkorg')`): the admin
 * check runs first, so anyone else gets the site's 404 with its generic title, as an unknown address
 * does. A static `metadata` export would not do: Next.js renders a page's metadata before its
 * layout, whose guard would come too late to keep the page's title out of the 404's <head>.
 */
export function adminMetadata(title: string): () => Promise<Metadata> {
  return async () => {
    await requireAdmin();
    return { title, robots: { index: false } };
  };
}

/**
 * The one gate of signed-in and admin pages (spec §2 requireAuth): a signed-out (or disabled)
 * visitor sees the authentication screen, signing in returns to `next`; on an admin page anyone
 * but an admin gets the 404 page (requireAdmin). Usage:
 *
 *   const { me, denied } = await guardPage({ next: '/user' });
 *   if (!me) return denied;
 */
export async function guardPage(options: GuardOptions & { sessionOnly: true; admin?: false }): Promise<PageGuard<SessionUser>>;
export async function guardPage(options: GuardOptions & { sessionOnly?: false }): Promise<PageGuard<AccountMe>>;
export async function guardPage({ next, admin = false, sessionOnly = false }: GuardOptions): Promise<PageGuard<AccountMe | SessionUser>> {
  if (admin) return { me: await requireAdmin(), denied: null };
  const signIn = { me: null, denied: <AuthScreen next={next} /> };
  if (sessionOnly) {
    const user = await getSessionUser(await headers());
    return user ? { me: user, denied: null } : signIn;
  }
  const me = await meOfRequest();
  return me ? { me, denied: null } : signIn;
}
