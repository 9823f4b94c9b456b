'use client';

import Link from '@/ui/link';
import { Icon } from '@/ui/icon';
import { toast } from 'sonner';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';

/** ADD_TO_WATCHLIST / REMOVE_FROM_WATCHLIST's answer (src/modules/watchlist/commands/watchlist.ts). */

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
        <Icon name="heart" size={22} />
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
      <Icon name="heart" size={22} filled={watching} />
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
