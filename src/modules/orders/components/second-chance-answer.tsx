'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { buttonClass } from '@/ui/button';
import { FormMessage, PrimaryButton } from '@/ui/form';
import { useOnce } from '@/ui/use-once';

/**
 * The underbidder's answer to a second chance (ACCEPT_SECOND_CHANCE / DECLINE_SECOND_CHANCE, docs/decisions/0042):
 * yes opens the new purchase, where they pay as for any win; no ends the offer.
 */
export function SecondChanceAnswer({ offerId }: { offerId: number }) {
  const router = useRouter();
  const once = useOnce();
  const [error, setError] = useState<string | null>(null);
  const answer = (accept: boolean) =>
    void once.run(async () => {
      setError(null);
      try {
        if (accept) {
          const { orderUrl } = await callAction('ACCEPT_SECOND_CHANCE', { offerId });
          router.push(orderUrl);
        } else {
          await callAction('DECLINE_SECOND_CHANCE', { offerId });
          router.refresh();
        }
      } catch (caught) {
        setError(callErrorMessage(caught, 'Svaret kunde inte sparas. Försök igen.'));
      }
    });
  return (
    <div className="space-y-3" data-testid="second-chance-answer">
      <div className="grid gap-2 sm:grid-cols-2">
        <PrimaryButton type="button" busy={once.busy} onClick={() => answer(true)}>
          Ja, jag köper
        </PrimaryButton>
        <button type="button" className={buttonClass('outline', 'md')} disabled={once.busy} onClick={() => answer(false)}>
          Nej tack
        </button>
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </div>
  );
}
