'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import Link from '@/ui/link';
import type { LotCategoryKey } from '@/keys';
import { auctionSearchHref } from '@/modules/auctions';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';
import { savedSearchLabel } from '../domain/saved-search-label';
import { forgetSavedSearches } from './save-search-button';

type Saved = { id: number; search: string; categories: LotCategoryKey[] };

/**
 * The user's saved searches on /user (LIST_SAVED_SEARCHES): each links to its list on /auktioner
 * and can be deleted; one switch turns the daily e-mail of new matches on or off (the e-mail's own
 * stop link turns it off without signing in).
 */
export function SavedSearchList({ initial, emailAlerts }: { initial: Saved[]; emailAlerts: boolean }) {
  const [searches, setSearches] = useState(initial);
  const [mail, setMail] = useState(emailAlerts);
  const removing = useOnce();
  const switching = useOnce();

  const remove = (saved: Saved) =>
    void removing.run(async () => {
      try {
        await callAction('DELETE_SAVED_SEARCH', { savedSearchId: saved.id });
        forgetSavedSearches();
        setSearches((list) => list.filter((entry) => entry.id !== saved.id));
        toast.success(`Du bevakar inte längre ”${savedSearchLabel(saved.search, saved.categories)}”.`);
      } catch (error) {
        toast.error(callErrorMessage(error, 'Kunde inte ta bort sökningen.'));
      }
    });

  const setMailOn = (enabled: boolean) =>
    void switching.run(async () => {
      setMail(enabled);
      try {
        const answer = await callAction('SET_SAVED_SEARCH_MAIL', { enabled });
        setMail(answer.emailAlerts);
      } catch (error) {
        setMail(!enabled);
        toast.error(callErrorMessage(error, 'Kunde inte ändra mejlinställningen.'));
      }
    });

  if (searches.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="saved-searches">
        Du bevakar inga sökningar än. Sök eller välj en kategori under{' '}
        <Link href="/auktioner" className="font-medium text-ink underline underline-offset-4">
          Auktioner
        </Link>{' '}
        och tryck på ”Bevaka sökning”.
      </p>
    );
  }

  return (
    <div data-testid="saved-searches">
      <ul className="divide-y divide-line rounded-lg border border-line">
        {searches.map((saved) => {
          const label = savedSearchLabel(saved.search, saved.categories);
          return (
            <li key={saved.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <Link
                href={auctionSearchHref({ search: saved.search, categories: saved.categories })}
                className="min-h-11 min-w-0 flex-1 py-2.5 font-medium break-words underline-offset-4 hover:underline"
              >
                {label}
              </Link>
              <button
                type="button"
                onClick={() => remove(saved)}
                disabled={removing.busy}
                aria-label={`Sluta bevaka ”${label}”`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:border-ink disabled:opacity-60"
              >
                Ta bort
              </button>
            </li>
          );
        })}
      </ul>
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={mail}
          disabled={switching.busy}
          onChange={(event) => setMailOn(event.target.checked)}
          className="h-5 w-5 accent-ink"
        />
        Mejla mig när nya föremål matchar (högst ett mejl om dagen)
      </label>
    </div>
  );
}
