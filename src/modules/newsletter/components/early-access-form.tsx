'use client';

import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { HoneypotField, issuesByField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';
import { ActionButton } from '@/ui/action-button';

/**
 * "Få förhandstitt på nästa auktion" on / (EARLY_ACCESS_SIGNUP): one e-mail field; the answer is
 * the same whether the address was new to the list or not. `website` is the honeypot (HoneypotField).
 */
export function EarlyAccessForm() {
  const id = useId();
  const once = useOnce();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby={`${id}-heading`} className="my-8 rounded-2xl bg-ground p-6 sm:p-8">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        Få förhandstitt på nästa auktion
      </h2>
      <p className="mt-2 max-w-xl text-muted">
        Vi mejlar dig en länk till söndagens föremål, så att du kan titta och bevaka i lugn och ro innan budgivningen tar fart.
      </p>
      {done ? (
        <p role="status" className="mt-4 font-medium text-success">
          Tack! Du står på listan. Vi har skickat en bekräftelse till {done}.
        </p>
      ) : (
        <form
          className="mt-4 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-start"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const email = String(data.get('email') ?? '');
            const website = String(data.get('website') ?? '');
            void once.run(async () => {
              try {
                const answer = await callAction('EARLY_ACCESS_SIGNUP', { email, ...(website ? { website } : {}) });
                setError(null);
                setDone(answer.email);
              } catch (caught) {
                const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
                setError(fields.email ?? (caught instanceof Error ? caught.message : 'Det gick inte. Försök igen.'));
              }
            });
          }}
        >
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="sr-only">
              E-post
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="din@e-post.se"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`h-12 w-full rounded-full border bg-white px-5 outline-none focus:border-ink ${error ? 'border-danger' : 'border-line'}`}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 px-5 text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <HoneypotField />
          <button type="submit" disabled={once.busy} aria-busy={once.busy || undefined} className={buttonClass()}>
            Skriv upp mig
          </button>
        </form>
      )}
    </section>
  );
}

/** The confirmation's "avsluta" link: one button takes the address off the list (EARLY_ACCESS_UNSUBSCRIBE). */
export function LeaveEarlyAccess({ token }: { token: string }) {
  const [state, setState] = useState<'ask' | 'left' | 'unknown'>('ask');
  if (state === 'left') return <p role="status">Klart – du står inte längre på listan och får inga fler mejl om förhandsvisningar.</p>;
  if (state === 'unknown') return <p role="status">Länken är redan använd eller gäller inte längre. Du står inte på listan med den.</p>;
  return (
    <ActionButton
      run={async () => {
        const { left } = await callAction('EARLY_ACCESS_UNSUBSCRIBE', { token });
        setState(left ? 'left' : 'unknown');
      }}
    >
      Ta bort mig från listan
    </ActionButton>
  );
}
