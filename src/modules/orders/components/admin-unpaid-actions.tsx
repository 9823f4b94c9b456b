'use client';

import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { buttonClass } from '@/ui/button';
import { FormMessage, PrimaryButton, TextAreaField } from '@/ui/form';
import { CANCEL_REASON_MIN } from '../domain/unpaid';
import { useStudioAction } from './admin-order-actions';

/**
 * The studio's steps with an unpaid order (docs/decisions/0042): cancel it, then offer the lot to the
 * underbidder. Each calls its action once, shows the server's refusal in Swedish and reloads the page.
 */

const secondaryButton = buttonClass('inverse', 'sm');

/** "Avbryt köpet" (CANCEL_ORDER): asks first; before the due date the studio must write why. */
export function CancelOrderAction({ orderId, beforeDue }: { orderId: number; beforeDue: boolean }) {
  const action = useStudioAction();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const questionId = useId();
  const cancel = () => {
    const written = reason.trim();
    if (beforeDue && written.length < CANCEL_REASON_MIN) {
      setReasonError(`Skriv varför köpet avbryts före betalningsfristen (minst ${CANCEL_REASON_MIN} tecken).`);
      return;
    }
    setReasonError(null);
    void action
      .run(
        () => callAction('CANCEL_ORDER', written ? { orderId, reason: written } : { orderId }),
        'Köpet är avbrutet och köparen har fått besked.',
        'Köpet kunde inte avbrytas.',
      )
      .then((ok) => {
        if (!ok) setConfirming(false);
      });
  };
  return (
    <div className="space-y-3">
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-xl bg-ground p-4">
          <p id={questionId} className="font-medium">
            Avbryta köpet?
          </p>
          <p className="text-sm">Köparen behöver inte betala och ingen avgift tas ut. En öppen betalsida stängs.</p>
          <TextAreaField
            label={beforeDue ? 'Skäl (krävs före betalningsfristen)' : 'Skäl (frivilligt)'}
            hint="Sparas på köpet och i loggen, visas inte för köparen."
            name="reason"
            value={reason}
            onChange={(event) => (setReason(event.target.value), reasonError ? setReasonError(null) : undefined)}
            error={reasonError}
            minLength={beforeDue ? CANCEL_REASON_MIN : undefined}
            maxLength={1000}
            rows={3}
          />
          <div className="grid gap-2 sm:grid-cols-2">
            <PrimaryButton type="button" busy={action.busy} onClick={cancel}>
              Ja, avbryt köpet
            </PrimaryButton>
            <button type="button" className={secondaryButton} disabled={action.busy} onClick={() => setConfirming(false)}>
              Behåll köpet
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={buttonClass('danger', 'sm')}
          disabled={action.busy}
          onClick={() => {
            action.setMessage(null);
            setConfirming(true);
          }}
        >
          Avbryt köpet
        </button>
      )}
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}

/** "Erbjud näst högsta budgivaren" (OFFER_SECOND_CHANCE). */
export function OfferSecondChanceButton({ auctionId, label }: { auctionId: number; label: string }) {
  const action = useStudioAction();
  return (
    <div className="space-y-2">
      <PrimaryButton
        type="button"
        busy={action.busy}
        onClick={() =>
          void action.run(
            () => callAction('OFFER_SECOND_CHANCE', { auctionId }),
            'Erbjudandet är skickat till budgivaren.',
            'Erbjudandet kunde inte skickas.',
          )
        }
      >
        {label}
      </PrimaryButton>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}

/** "Häv spärren" (LIFT_BIDDING_BLOCK) on the console's user page. */
export function LiftBiddingBlockButton({ userId }: { userId: string }) {
  const action = useStudioAction();
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={action.busy}
        onClick={() =>
          void action.run(
            () => callAction('LIFT_BIDDING_BLOCK', { userId }),
            'Spärren är hävd: användaren kan lägga bud igen.',
            'Spärren kunde inte hävas.',
          )
        }
      >
        Häv spärren mot budgivning
      </button>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}
