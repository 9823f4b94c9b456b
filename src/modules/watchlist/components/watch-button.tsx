'use client';

import Link from '@/ui/link';
import { toast } from 'sonner';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';

/** ADD_TO_WATCHLIST / REMOVE_FROM_WATCHLIST's answer (src/modules/watchlist/commands/watchlist.ts). */

export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

const LOOKS = {
  /** Beside the price in the lot's bid panel. */
  panel: 'h-12 w-12 border border-line bg-white hover:border-ink',
  /** Over a lot card's photo. */
  card: 'h-11 w-11 bg-white/90 shadow-sm backdrop-blur hover:bg-white',
} as const;

/**
 * The watch heart (a toggle button, aria-pressed, "Bevaka" / "Sluta bevaka"). It reads and changes
 * the one watchlist in the AuthProvider: the change shows at once and is undone, with a toast, if
 * the server refuses. A visitor gets a link to sign in instead. The pages that show it are the same
 * for everyone (the page cache keeps one copy), so it draws the visitor's link until the session
 * is known.
 */
export function WatchButton({
  auctionId,
  signInHref,
  look = 'panel',
  className = '',
}: {
  auctionId: number;
  signInHref: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { state, applyWatch } = useAuth();
  const once = useOnce();
  const base = `flex shrink-0 items-center justify-center rounded-full text-ink transition-colors ${LOOKS[look]} ${className}`;

  if (state.status !== 'signedIn') {
    return (
      <Link href={signInHref} aria-label="Logga in för att bevaka" title="Logga in för att bevaka" className={base} data-testid="watch">
        <HeartIcon filled={false} />
      </Link>
    );
  }

  const watching = state.me.watchedAuctionIds.includes(auctionId);
  const toggle = () =>
    void once.run(async () => {
      const next = !watching;
      applyWatch(auctionId, next);
      try {
        const answer = await callAction(next ? 'ADD_TO_WATCHLIST' : 'REMOVE_FROM_WATCHLIST', { auctionId });
        applyWatch(answer.auctionId, answer.watching, answer.watchlistSize);
      } catch (error) {
        applyWatch(auctionId, !next);
        toast.error(callErrorMessage(error, next ? 'Kunde inte bevaka föremålet.' : 'Kunde inte sluta bevaka föremålet.'));
      }
    });

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={watching}
      aria-label={watching ? 'Sluta bevaka' : 'Bevaka'}
      title={watching ? 'Sluta bevaka' : 'Bevaka'}
      className={base}
      data-testid="watch"
    >
      <HeartIcon filled={watching} />
    </button>
  );
}

/**
 * The heart over a lot card's photo corner, for LotCard's `corner`: after the card's link and
 * outside it (a button may not sit inside a link).
 */
export function CardWatchButton({ auctionId, href }: { auctionId: number; href: string }) {
  return (
    <WatchButton
      auctionId={auctionId}
      signInHref={`/logga-in?next=${encodeURIComponent(href)}`}
      look="card"
      className="absolute right-2 top-2"
    />
  );
}
