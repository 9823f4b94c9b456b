'use client';

import Link from '@/ui/link';
import { useAuth } from './auth-provider';

/** The header's user area (spec §2): placeholders while loading, sign-in icon, or heart and account. */
export function HeaderUserArea() {
  const { state } = useAuth();
  if (state.status === 'loading') {
    return (
      <div className="flex shrink-0 items-center gap-1" aria-hidden data-testid="auth-loading">
        <span className="block h-9 w-9 animate-pulse rounded-full bg-ground" />
        <span className="block h-9 w-9 animate-pulse rounded-full bg-ground" />
      </div>
    );
  }
  if (state.status === 'signedOut') {
    return (
      <Link
        href="/logga-in"
        aria-label="Logga in"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-ground"
      >
        <PersonIcon />
      </Link>
    );
  }
  const { me } = state;
  const filled = me.watchlistCount > 0;
  return (
    <div className="flex shrink-0 items-center">
      <Link
        href="/user/watchlist"
        aria-label="Bevakningar"
        className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-ground"
        data-filled={filled}
      >
        <svg
          aria-hidden
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.7"
        >
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
        </svg>
      </Link>
      <Link
        href="/user"
        aria-label={me.hasUnread ? 'Konto – du har olästa händelser' : 'Konto'}
        className="relative flex h-11 w-11 items-center justify-center rounded-full hover:bg-ground"
      >
        <PersonIcon />
        {me.hasUnread ? (
          <span className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-danger ring-2 ring-white" data-testid="unread-dot" />
        ) : null}
      </Link>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}
