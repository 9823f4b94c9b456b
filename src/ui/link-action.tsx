'use client';

import { useState, type ReactNode } from 'react';
import { callErrorMessage } from '@/platform/callable/messages';
import { buttonClass } from './button';
import { OnceButton } from './once-button';

/**
 * The one button of a page an e-mail link opens (confirm a subscription, stop a mail, leave a
 * list): opening the link changes nothing, pressing the button does. The action runs once at a
 * time; a failure is said above the button in Swedish and the button stays for another try.
 */
export function LinkAction({ run, children }: { run: () => Promise<void>; children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <OnceButton
        className={buttonClass()}
        run={async () => {
          try {
            setError(null);
            await run();
          } catch (caught) {
            setError(callErrorMessage(caught, 'Det gick inte. Försök igen.'));
          }
        }}
      >
        {children}
      </OnceButton>
    </div>
  );
}
