'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Countdown } from '@/modules/auctions/components/countdown';

/** The time left to the week's first close, on server time (it corrects the device's clock). */
export function FirstCloseCountdown({ endsAt, serverNow }: { endsAt: string; serverNow: number }) {
  return <Countdown endsAt={endsAt} serverNow={serverNow} className="tabular font-serif text-3xl font-semibold" />;
}

/**
 * Reads the figures again every `seconds` while the tab is visible, and at once when it becomes
 * visible again: a dashboard left open on Sunday evening stays current without a reload.
 */
export function RefreshWhileVisible({ seconds = 30 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = setInterval(refresh, seconds * 1000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router, seconds]);
  return null;
}
