'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { issuesByField, TextField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';
import { OnceButton } from '@/ui/once-button';

/**
 * "Bjud in till teamet" (INVITE_TO_TEAM): an e-mail and Team or Samarbete; a collaboration says
 * what it is about. The invitee gets a one-time link by e-mail and becomes admin on accepting.
 */
export function TeamInviteForm() {
  const router = useRouter();
  const once = useOnce();
  const [kind, setKind] = useState<'team' | 'collaboration'>('team');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-[1fr_auto] sm:p-6"
      aria-labelledby="invite-heading"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const email = String(data.get('email') ?? '');
        const what = String(data.get('what') ?? '').trim();
        void once.run(async () => {
          try {
            await callAction('INVITE_TO_TEAM', { email, kind, ...(kind === 'collaboration' ? { what } : {}) });
            setErrors({});
            form.reset();
            setKind('team');
            toast.success(`Inbjudan är skickad till ${email.trim().toLowerCase()}.`);
            router.refresh();
          } catch (error) {
            const fields = error instanceof FunctionsError ? issuesByField(error.details) : {};
            setErrors(fields);
            if (Object.keys(fields).length === 0) toast.error(error instanceof Error ? error.message : 'Det gick inte.');
          }
        });
      }}
    >
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <h2 id="invite-heading" className="font-serif text-xl font-semibold sm:col-span-2">
          Bjud in till teamet
        </h2>
        <TextField label="E-post" name="email" type="email" autoComplete="off" required error={errors.email} />
        <fieldset>
          <legend className="mb-1 block text-sm font-medium">Inbjudan gäller</legend>
          <div className="flex flex-wrap gap-4 pt-2">
            {(
              [
                ['team', 'Team'],
                ['collaboration', 'Samarbete'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="h-5 w-5 accent-ink"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'collaboration' ? (
          <TextField
            className="sm:col-span-2"
            label="Vad gäller samarbetet?"
            name="what"
            hint="Läses efter ”hjälpa till med”, t.ex. katalogen till söndagsauktionen 6 december."
            maxLength={200}
            required
            error={errors.what}
          />
        ) : null}
      </div>
      <p className="text-sm text-muted sm:self-center">
        Den inbjudna får en länk som gäller i 7 dagar och blir administratör när hen tackar ja.
      </p>
      <button type="submit" disabled={once.busy} aria-busy={once.busy || undefined} className={buttonClass('primary', 'sm')}>
        Skicka inbjudan
      </button>
    </form>
  );
}

/** "Dra tillbaka" for a pending invitation (REVOKE_TEAM_INVITE). */
export function RevokeInviteButton({ inviteId, email }: { inviteId: string; email: string }) {
  const router = useRouter();
  return (
    <OnceButton
      aria-label={`Dra tillbaka inbjudan till ${email}`}
      className={buttonClass('outline', 'xs')}
      run={async () => {
        try {
          await callAction('REVOKE_TEAM_INVITE', { inviteId });
          toast.success('Inbjudan är tillbakadragen.');
          router.refresh();
        } catch (error) {
          toast.error(error instanceof Error ? error.message : 'Det gick inte.');
        }
      }}
    >
      Dra tillbaka
    </OnceButton>
  );
}
