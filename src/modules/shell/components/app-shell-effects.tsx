'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

let firstLoadDone = false;

/**
 * The shell's behaviour (spec §2 "Layout and shell"); renders nothing:
 * - the viewport height as the CSS variable --app-height on <html>, kept current;
 * - the right-click context menu disabled;
 * - the first load scrolls by one pixel to hide a phone's address bar;
 * - a window wider than the screen is resized to the screen;
 * - the view scrolls to the top after every route change.
 */
export function AppShellEffects() {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const lastRoute = useRef<string | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const setHeight = () => root.style.setProperty('--app-height', `${window.innerHeight}px`);
    setHeight();
    window.addEventListener('resize', setHeight);
    window.addEventListener('orientationchange', setHeight);

    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('contextmenu', onContextMenu);

    if (!firstLoadDone) {
      firstLoadDone = true;
      // Not when the browser restored a scroll position or jumped to an anchor.
      if (window.scrollY === 0 && !window.location.hash) window.scrollTo(0, 1);
      try {
        if (window.outerWidth > window.screen.width) window.resizeTo(window.screen.width, window.screen.height);
      } catch {
        // Browsers may refuse to resize a window they did not open.
      }
    }

    return () => {
      window.removeEventListener('resize', setHeight);
      window.removeEventListener('orientationchange', setHeight);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, []);

  useEffect(() => {
    const route = `${pathname}?${query}`;
    if (lastRoute.current !== null && lastRoute.current !== route) window.scrollTo(0, 0);
    lastRoute.current = route;
  }, [pathname, query]);

  return null;
}
