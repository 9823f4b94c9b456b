'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/ui/icon';
import { toast } from 'sonner';
import Link from '@/ui/link';
import type { LotCategoryKey } from '@/keys';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';

type Saved = { id: number; search: string; categories: LotCategoryKey[] };

/** The signed-in user's saved searches, asked once per page and kept in step with saves and deletes here. */
let known: Promise<Saved[]> | null = null;
function savedSearches(): Promise<Saved[]> {
  known ??= callAction('LIST_SAVED_SEARCHES', {}).then(
    (answer) => answer.savedSearches,
    (error: unknown) => {
      known = null;
      throw error;
    },
  );
  return known;
}

/** After a save or a delete elsewhere on this page (the /user list). */
export function forgetSavedSearches(): void {
  known = null;
}

const sameSearch = (saved: Saved, search: string, categories: readonly LotCategoryKey[]) =>
  saved.search === search && saved.categories.length === categories.length && saved.categories.every((key, i) => key === categories[i]);

const BUTTON = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium';

/**
 * "Bevaka sökning" on /auktioner (SAVE_SEARCH with the list's search and categories, in the keys'
 * order as the list keeps them). Nothing to keep without a search or a category; a visitor gets a
 * link to sign in that comes back to this list. Saving a search already kept answers that one, so
 * the button only has to say "Sökningen bevakas" afterwards.
 */
export function SaveSearchButton({ search, categories, listHref }: { search: string; categories: LotCategoryKey[]; listHref: string }) {
  const { state } = useAuth();
  const once = useOnce();
  const [saved, setSaved] = useState<boolean | null>(null);
  const signedIn = state.status === 'signedIn';
  const key = `${search}|${categories.join(',')}`;

  useEffect(() => {
    if (!signedIn || (!search && categories.length === 0)) return;
    let current = true;
    savedSearches().then(
      (list) => current && setSaved(list.some((entry) => sameSearch(entry, search, categories))),
      () => current && setSaved(false),
    );
    return () => {
      current = false;
    };
    // `key` stands for search and categories (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, key]);

  if (!search && categories.length === 0) return null;
  if (state.status === 'signedOut') {
    return (
      <Link
        href={`/logga-in?next=${encodeURIComponent(listHref)}`}
        className={`${BUTTON} border-line hover:border-ink`}
        data-testid="save-search"
      >
        <Icon name="bell" size={18} />
        Logga in för att bevaka sökningen
      </Link>
    );
  }
  if (saved) {
    return (
      <p className="inline-flex min-h-11 items-center gap-2 text-sm" role="status" data-testid="save-search">
        <Icon name="bell" size={18} />
        Sökningen bevakas.{' '}
        <Link href="/user#bevakade-sokningar" className="font-medium underline underline-offset-4">
          Ändra
        </Link>
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`${BUTTON} border-ink bg-white hover:bg-ground`}
      disabled={!signedIn || once.busy}
      aria-busy={once.busy || undefined}
      data-testid="save-search"
      onClick={() =>
        void once.run(async () => {
          try {
            await callAction('SAVE_SEARCH', { search, categories });
            forgetSavedSearches();
            setSaved(true);
            toast.success('Sökningen bevakas. Du får ett meddelande när nya föremål matchar den.');
          } catch (error) {
            toast.error(callErrorMessage(error, 'Kunde inte bevaka sökningen.'));
          }
        })
      }
    >
      <Icon name="bell" size={18} />
      Bevaka sökning
    </button>
  );
}
