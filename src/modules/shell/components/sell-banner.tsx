'use client';

import Link from '@/ui/link';
import { Icon } from '@/ui/icon';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { BANNER_DISMISSED, isBannerDismissed, isSellPath, SHOW_BANNER_KEY } from '../domain/sell-banner';
import { useLocalStorageValue, writeLocalStorage } from './use-local-storage';

function dismiss() {
  writeLocalStorage(SHOW_BANNER_KEY, BANNER_DISMISSED);
}

/**
 * The yellow strip 'Inlämning pågår' (spec §2 "Sell banner"). Shown by default; dismissed for good
 * by its close button, by clicking it, or by visiting a path starting with /salj.
 *
 * No flash and no hydration mismatch: the server always renders it, and <ShellStart/> (just
 * before it in the layout) hides it with a style rule before the first paint when it was dismissed.
 * After hydration the stored value removes it from the tree.
 */
export function SellBanner() {
  const pathname = usePathname() ?? '/';
  const stored = useLocalStorageValue(SHOW_BANNER_KEY);
  const onSellPath = isSellPath(pathname);

  useEffect(() => {
    if (onSellPath) dismiss();
  }, [onSellPath]);

  // Any link into the sell area dismisses it too, even one whose page is not part of this layout.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && isSellPath(url.pathname)) dismiss();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (onSellPath || isBannerDismissed(stored)) return null;

  return (
    // A landmark of its own, so every part of the page sits in one (axe "region").
    <aside data-sell-banner aria-label="Inlämning" className="bg-accent text-ink">
      <div className="mx-auto flex max-w-6xl items-center px-4">
        <span aria-hidden className="w-11 shrink-0" />
        <Link
          href="/salj"
          onClick={dismiss}
          className="group flex min-h-11 flex-1 items-center justify-center gap-2 text-sm font-medium tracking-wide"
        >
          Inlämning pågår
          <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
        </Link>
        <button
          type="button"
          aria-label="Stäng"
          onClick={dismiss}
          className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-accent-strong"
        >
          <Icon name="cross" size={16} />
        </button>
      </div>
    </aside>
  );
}
