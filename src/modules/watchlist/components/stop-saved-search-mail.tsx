'use client';

import { useState } from 'react';
import Link from '@/ui/link';
import { callAction } from '@/platform/callable/actions';
import { ActionButton } from '@/ui/action-button';

/** The button of the e-mail's stop link (STOP_SAVED_SEARCH_MAIL with the signed token; no sign-in). */
export function StopSavedSearchMail({ token }: { token: string }) {
  const [stopped, setStopped] = useState(false);
  if (stopped)
    return (
      <p role="status">
        Klart – du får inga fler mejl om nya träffar. Vill du ha dem igen slår du på dem under{' '}
        <Link href="/user#bevakade-sokningar" className="font-medium underline underline-offset-4">
          Mina sidor
        </Link>
        .
      </p>
    );
  return (
    <ActionButton
      run={async () => {
        await callAction('STOP_SAVED_SEARCH_MAIL', { token });
        setStopped(true);
      }}
    >
      Avsluta mejlen
    </ActionButton>
  );
}
