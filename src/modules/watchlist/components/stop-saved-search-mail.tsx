'use client';

import { useState } from 'react';
import Link from '@/ui/link';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

/** The button of the e-mail's stop link (STOP_SAVED_SEARCH_MAIL with the signed token; no sign-in). */
export function StopSavedSearchMail({ token }: { token: string }) {
  const once = useOnce();
  const [stopped, setStopped] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
              await callAction('STOP_SAVED_SEARCH_MAIL', { token });
              setStopped(true);
            } catch (caught) {
              setError(callErrorMessage(caught, 'Det gick inte. Försök igen.'));
            }
          })
        }
      >
        Avsluta mejlen
      </button>
    </div>
  );
}
