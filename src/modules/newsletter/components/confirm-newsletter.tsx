'use client';

import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { ActionButton } from '@/ui/action-button';

const OUTCOMES = {
  confirmed: 'Tack! Din prenumeration är bekräftad. Nästa nyhetsbrev med veckans höjdpunkter kommer till din inkorg.',
  already: 'Din prenumeration är redan bekräftad. Du behöver inte göra något mer.',
  invalid: 'Länken gäller inte längre, så inget har ändrats. Anmäl dig igen för att få en ny länk.',
  expired: 'Länken har gått ut, så inget har ändrats. Anmäl dig igen för att få en ny länk.',
} as const;

/** The confirmation link's button (NEWSLETTER_CONFIRM): only pressing it subscribes, never opening the link. */
export function ConfirmNewsletter({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<keyof typeof OUTCOMES | null>(null);
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
    <ActionButton run={async () => setOutcome((await callAction('NEWSLETTER_CONFIRM', { token })).outcome)}>
      Bekräfta prenumerationen
    </ActionButton>
  );
}
