'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** How often, and how many times, the page asks the server again while the payment is confirmed. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_TIMES = 30;

/**
 * Back from the payment page before the provider's webhook has arrived: the order page re-renders
 * itself every 2 s (about a minute at most) until the order is paid, which replaces this text.
 * The page puts it inside its polite live region, so the change to "Betald" is announced.
 */
export function PaymentWait() {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    let times = 0;
    const timer = window.setInterval(() => {
      times += 1;
      if (times > PAYMENT_POLL_TIMES) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      router.refresh();
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return gaveUp ? (
    <p className="rounded-lg bg-ground px-4 py-3 text-sm">
      Bekräftelsen dröjer. Har du betalat kommer den strax – ladda om sidan om en stund. Annars kan du försöka igen nedan.
    </p>
  ) : (
    <p className="flex items-center gap-3 rounded-lg bg-ground px-4 py-3 text-sm" data-testid="payment-wait">
      <span
        aria-hidden
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-ink border-t-transparent motion-reduce:animate-none"
      />
      Vi väntar på bekräftelse från betalleverantören…
    </p>
  );
}
