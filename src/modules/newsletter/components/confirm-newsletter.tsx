'use client';

import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

const OUTCOMES = {
  confirmed: 'Tack! Din prenumeration är bekräftad. Nästa nyhetsbrev med veckans höjdpunkter kommer till din inkorg.',
  already: 'Din prenumeration är redan bekräftad. Du behöver inte göra något mer.',
  invalid: 'Länken gäller inte längre, så inget har ändrats. Anmäl dig igen för att få en ny länk.',
  expired: 'Länken har gått ut, så inget har ändrats. Anmäl dig igen för att få en ny länk.',
} as const;

/** The confirmation link's button (NEWSLETTER_CONFIRM): only pressing it subscribes, never opening the link. */
export function ConfirmNewsletter({ token }: { token: string }) {
  const once = useOnce();
  const [outcome, setOutcome] = useState<keyof typeof OUTCOMES | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (outcome)
    return (
      <p
        role="status"
        className={outcome === 'confirmed' || outcome === 'already' ? 'font-medium text-success' : 'font-medium text-danger'}
      >
        {OUTCOMES[outcome]}
      </p>
    );
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={once.busy}
        aria-busy={once.busy || undefined}
        className={buttonClass()}
        onClick={() =>
          void once.run(async () => {
            try {
              setOutcome((await callAction('NEWSLETTER_CONFIRM', { token })).outcome);
            } catch (caught) {
              setError(callErrorMessage(caught, 'Det gick inte. Försök igen.'));
            }
          })
        }
      >
        Bekräfta prenumerationen
      </button>
    </div>
  );
}
