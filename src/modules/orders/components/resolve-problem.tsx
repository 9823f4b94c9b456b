'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, TextAreaField, issuesByField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { PROBLEM_RESOLUTION_LABELS, PROBLEM_RESOLUTIONS, type ProblemResolution } from '../domain/problem';
import { resolveProblemInput } from '../schema';

const HINTS: Record<ProblemResolution, string> = {
  refund: 'Återbetala hela köpet under Återbetalning först; avsluta sedan ärendet här.',
  partialRefund: 'Återbetala den överenskomna delen under Återbetalning först; avsluta sedan ärendet här.',
  none: 'Skriv till köparen varför ingen åtgärd görs.',
};

/**
 * "Avsluta ärendet" in the console (RESOLVE_ORDER_PROBLEM): how the studio closed the buyer's problem
 * and a note the buyer reads (required for "Ingen åtgärd"). The release then no longer waits for it.
 */
export function ResolveProblem({ orderId }: { orderId: number }) {
  const router = useRouter();
  const id = useId();
  const once = useOnce();
  const [resolution, setResolution] = useState<ProblemResolution | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = resolveProblemInput.safeParse({ orderId, resolution, note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Välj hur ärendet avslutas.');
      return;
    }
    setError(null);
    void once.run(async () => {
      try {
        await callAction('RESOLVE_ORDER_PROBLEM', checked.data);
        router.refresh();
      } catch (caught) {
        const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
        setError(fields.note ?? fields.resolution ?? callErrorMessage(caught, 'Ärendet kunde inte avslutas.'));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <fieldset>
        <legend className="text-sm font-medium">Hur avslutas ärendet?</legend>
        <div className="mt-2 space-y-2">
          {PROBLEM_RESOLUTIONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3">
              <input
                type="radio"
                name={`${id}-resolution`}
                value={value}
                checked={resolution === value}
                onChange={() => (setResolution(value), setError(null))}
                className="mt-1 size-4"
              />
              <span>
                <span className="font-medium">{PROBLEM_RESOLUTION_LABELS[value]}</span>
                <span className="block text-sm text-muted">{HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Till köparen"
        hint="Visas på köparens köp och i mejlet."
        name="note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={2000}
        rows={3}
      />
      <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
        Avsluta ärendet
      </PrimaryButton>
    </form>
  );
}
