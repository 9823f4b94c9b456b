'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

/** The seller's answer to the studio's offer: agree (→ waiting) or decline (→ rejected, confirmed first). */
export function OfferActions({ valuationId, title }: { valuationId: number; title: string }) {
  const router = useRouter();
  const once = useOnce();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = (status: 'waiting' | 'rejected') =>
    void once.run(async () => {
      setError(null);
      try {
        await callAction('SET_VALUATION_STATUS', { valuationId, status });
        router.refresh();
      } catch (failure) {
        setError(callErrorMessage(failure, 'Svaret kunde inte sparas.'));
      }
    });

  return (
    <div className="mt-4 space-y-3">
      {confirming ? (
        <div role="group" aria-label={`Avböj erbjudandet för ”${title}”`} className="rounded-xl border border-line p-4">
          <p className="font-medium">Vill du avböja erbjudandet?</p>
          <p className="mt-1 text-sm text-muted">Föremålet säljs då inte hos oss. Det går inte att ångra.</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={() => answer('rejected')}
              disabled={once.busy}
              aria-busy={once.busy || undefined}
              className={buttonClass('danger', 'sm')}
            >
              Ja, avböj
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('outline', 'sm')}>
              Nej, gå tillbaka
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={() => answer('waiting')}
            disabled={once.busy}
            aria-busy={once.busy || undefined}
            className={buttonClass('primary', 'sm')}
          >
            Godkänn erbjudandet
          </button>
          <button type="button" onClick={() => setConfirming(true)} disabled={once.busy} className={buttonClass('outline', 'sm')}>
            Avböj
          </button>
        </div>
      )}
      {error ? <FormMessage>{error}</FormMessage> : null}
    </div>
  );
}
