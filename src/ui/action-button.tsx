'use client';

import { useState, type ReactNode } from 'react';
import { callErrorMessage } from '@/platform/callable/messages';
import { buttonClass } from './button';
import { FormMessage } from './form';
import { OnceButton } from './once-button';

/**
 * A button that does one thing on the server, such as the one button of a page an e-mail link
 * opens (opening the link changes nothing, pressing the button does) or "Skapa föremål". The action
 * runs once at a time; a failure is said above the button in Swedish (`failure` when the server
 * gave no message a user may read) and the button stays for another try. `after`: a line under it.
 */
export function ActionButton({
  run,
  children,
  failure = 'Det gick inte. Försök igen.',
  after,
}: {
  run: () => Promise<void>;
  children: ReactNode;
  failure?: string;
  after?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <OnceButton
        className={buttonClass()}
        run={async () => {
          try {
            setError(null);
            await run();
          } catch (caught) {
            setError(callErrorMessage(caught, failure));
          }
        }}
      >
        {children}
      </OnceButton>
      {after}
    </div>
  );
}
