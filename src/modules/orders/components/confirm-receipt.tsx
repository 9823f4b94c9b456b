'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton } from '@/ui/form';
import { useOnce } from '@/ui/use-once';

/**
 * "Jag har fått föremålet" (CONFIRM_RECEIPT): the buyer says the parcel has arrived. The inspection
 * window opens from now (docs/decisions/0032); the page then shows its end.
 */
export function ConfirmReceipt({ orderId }: { orderId: number }) {
  const router = useRouter();
  const once = useOnce();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    void once.run(async () => {
      setError(null);
      try {
        await callAction('CONFIRM_RECEIPT', { orderId });
        router.refresh();
      } catch (caught) {
        setError(callErrorMessage(caught, 'Det gick inte att spara. Försök igen.'));
      }
    });
  return (
    <div className="space-y-2" data-testid="confirm-receipt">
      <PrimaryButton type="button" busy={once.busy} onClick={confirm} className="sm:w-auto">
        {once.busy ? 'Sparar …' : 'Jag har fått föremålet'}
      </PrimaryButton>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </div>
  );
}
