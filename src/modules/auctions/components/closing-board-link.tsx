'use client';

import { useEffect, useState } from 'react';
import Link from '@/ui/link';
import { isWeeklyCloseDay } from '../domain/schedule';

/**
 * Whether the weekly close is today, by the device's clock (a day's precision needs no server
 * time); false until mounted, since the pages are cached for everyone.
 */
function useCloseDay(): boolean {
  const [today, setToday] = useState(false);
  useEffect(() => {
    const check = () => setToday(isWeeklyCloseDay(new Date()));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}

/**
 * The way to the closing board while lots close today: a header tab ("Slutspurt"; on a phone a
 * strip under the search), or the home page's banner. Shown on the weekly close's day (Sunday,
 * Stockholm), nothing on other days.
 */
export function ClosingBoardLink({ look, active = false }: { look: 'tab' | 'strip' | 'banner'; active?: boolean }) {
  const today = useCloseDay();
  if (look === 'strip') {
    // The phone's header: nothing on the board itself, where the page says it all.
    if (!today || active) return null;
    return (
      <Link
        href="/slutspurt"
        className="flex min-h-11 items-center justify-between gap-2 rounded-full bg-ink px-4 text-sm font-medium text-white"
        data-testid="closing-board-strip"
      >
        <span>Slutspurt i kväll – följ alla avslut</span>
        <span aria-hidden>→</span>
      </Link>
    );
  }
  if (!today && !active) return null;
  if (look === 'tab')
    return (
      <Link
        href="/slutspurt"
        aria-current={active ? 'page' : undefined}
        className={`flex min-h-11 items-center rounded-full px-3 sm:px-4 ${active ? 'bg-ink text-white' : 'text-ink hover:bg-ground'}`}
        data-testid="closing-board-tab"
      >
        Slutspurt
      </Link>
    );
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <Link
        href="/slutspurt"
        className="flex min-h-12 items-center justify-between gap-3 rounded-2xl bg-accent px-5 py-3 font-medium hover:bg-accent-strong"
        data-testid="closing-board-banner"
      >
        <span>Slutspurt i kväll – följ alla avslut och buda direkt från listan</span>
        <span aria-hidden>→</span>
      </Link>
    </div>
  );
}
