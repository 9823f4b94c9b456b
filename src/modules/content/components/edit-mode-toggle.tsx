'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { EDIT_MODE_COOKIE, editModeCookie } from '../edit-mode';
import { CONTENT_PAGE_IDS } from '../page-ids';

const subscribe = () => () => {};
const readCookie = () => document.cookie.split('; ').includes(`${EDIT_MODE_COOKIE}=1`);

/**
 * The header's edit-mode switch (spec §2): admins only, on the pages built from content blocks.
 * Turning it on keeps a cookie for the session (a year at most) and draws the page again with the editor.
 */
export function EditModeToggle() {
  const { state } = useAuth();
  const me = state.me;
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const enabled = useSyncExternalStore(subscribe, readCookie, () => false);
  if (!me?.admin) return null;
  const editing = pathname.startsWith('/edit/');
  if (!editing && !CONTENT_PAGE_IDS.includes(pathname)) return null;
  return (
    <button
      type="button"
      aria-pressed={enabled || editing}
      data-testid="edit-mode-toggle"
      onClick={() => {
        if (enabled || editing) {
          document.cookie = editModeCookie(false, window.location.protocol === 'https:');
          if (editing) router.push('/');
        } else {
          document.cookie = editModeCookie(true, window.location.protocol === 'https:');
        }
        router.refresh();
      }}
      className={`flex min-h-11 items-center rounded-full border px-3 text-sm font-medium sm:px-4 ${
        enabled || editing ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'
      }`}
    >
      {enabled || editing ? 'Redigerar' : 'Redigera'}
    </button>
  );
}
