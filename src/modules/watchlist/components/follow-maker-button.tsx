'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import Link from '@/ui/link';
import { Icon } from '@/ui/icon';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';

type Followed = { makerKey: string; name: string; path: string };

/** The signed-in user's followed makers, asked once per page and kept in step with follows here. */
let known: Promise<Followed[]> | null = null;
function followedMakers(): Promise<Followed[]> {
  known ??= callAction('LIST_FOLLOWED_MAKERS', {}).then(
    (answer) => answer.followedMakers,
    (error: unknown) => {
      known = null;
      throw error;
    },
  );
  return known;
}

/** After a follow or an unfollow elsewhere on this page (the /user list). */
export function forgetFollowedMakers(): void {
  known = null;
}

const BUTTON = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium';

/**
 * "Följ Bertil Vallien" by the lot's maker line (FOLLOW_MAKER; docs/product.md §9 "Followed makers").
 * The lot page is the same for everyone (the page cache), so whether the viewer follows is asked here.
 * A visitor gets a link to sign in that comes back to the lot; a follower sees "Följer" and can undo.
 */
export function FollowMakerButton({ maker, makerKey, lotHref }: { maker: string; makerKey: string; lotHref: string }) {
  const { state } = useAuth();
  const once = useOnce();
  const [following, setFollowing] = useState<boolean | null>(null);
  const signedIn = state.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    followedMakers().then(
      (list) => current && setFollowing(list.some((entry) => entry.makerKey === makerKey)),
      () => current && setFollowing(false),
    );
    return () => {
      current = false;
    };
  }, [signedIn, makerKey]);

  if (state.status === 'signedOut') {
    return (
      <Link
        href={`/logga-in?next=${encodeURIComponent(lotHref)}`}
        className={`${BUTTON} border-line hover:border-ink`}
        data-testid="follow-maker"
      >
        <Icon name="bell" size={18} />
        Logga in för att följa {maker}
      </Link>
    );
  }

  const toggle = (follow: boolean) =>
    void once.run(async () => {
      try {
        if (follow) await callAction('FOLLOW_MAKER', { maker });
        else await callAction('UNFOLLOW_MAKER', { makerKey });
        forgetFollowedMakers();
        setFollowing(follow);
        toast.success(
          follow ? `Du följer ${maker}. Du får ett meddelande när nya föremål kommer ut på auktion.` : `Du följer inte längre ${maker}.`,
        );
      } catch (error) {
        toast.error(callErrorMessage(error, follow ? 'Kunde inte följa formgivaren.' : 'Kunde inte sluta följa formgivaren.'));
      }
    });

  if (following) {
    return (
      <p className="inline-flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 text-sm" role="status" data-testid="follow-maker">
        <span className="inline-flex items-center gap-2 font-medium">
          <Icon name="bell" size={18} />
          Följer {maker}
        </span>
        <button
          type="button"
          className="min-h-11 font-medium underline underline-offset-4 disabled:opacity-60"
          disabled={once.busy}
          aria-busy={once.busy || undefined}
          onClick={() => toggle(false)}
        >
          Sluta följa
        </button>
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`${BUTTON} border-ink bg-white hover:bg-ground disabled:opacity-60`}
      disabled={!signedIn || following === null || once.busy}
      aria-busy={once.busy || undefined}
      data-testid="follow-maker"
      onClick={() => toggle(true)}
    >
      <Icon name="bell" size={18} />
      Följ {maker}
    </button>
  );
}
