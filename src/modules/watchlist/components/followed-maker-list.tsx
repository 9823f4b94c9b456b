'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import Link from '@/ui/link';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';
import { forgetFollowedMakers } from './follow-maker-button';

type Followed = { makerKey: string; name: string; path: string };

/**
 * The makers the user follows, on /user (LIST_FOLLOWED_MAKERS): each links to its maker page and
 * can be unfollowed. Their new lots come in the same daily e-mail as the saved searches' matches.
 */
export function FollowedMakerList({ initial }: { initial: Followed[] }) {
  const [makers, setMakers] = useState(initial);
  const removing = useOnce();

  const unfollow = (maker: Followed) =>
    void removing.run(async () => {
      try {
        await callAction('UNFOLLOW_MAKER', { makerKey: maker.makerKey });
        forgetFollowedMakers();
        setMakers((list) => list.filter((entry) => entry.makerKey !== maker.makerKey));
        toast.success(`Du följer inte längre ${maker.name}.`);
      } catch (error) {
        toast.error(callErrorMessage(error, 'Kunde inte sluta följa formgivaren.'));
      }
    });

  if (makers.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="followed-makers">
        Du följer ingen formgivare eller konstnär än. Tryck på ”Följ” vid namnet på ett föremåls sida.
      </p>
    );
  }

  return (
    <ul className="divide-y divide-line rounded-lg border border-line" data-testid="followed-makers">
      {makers.map((maker) => (
        <li key={maker.makerKey} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Link href={maker.path} className="min-h-11 min-w-0 flex-1 py-2.5 font-medium break-words underline-offset-4 hover:underline">
            {maker.name}
          </Link>
          <button
            type="button"
            onClick={() => unfollow(maker)}
            disabled={removing.busy}
            aria-label={`Sluta följa ${maker.name}`}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:border-ink disabled:opacity-60"
          >
            Sluta följa
          </button>
        </li>
      ))}
    </ul>
  );
}
