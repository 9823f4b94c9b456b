'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { FormMessage, HoneypotField, issuesByField, PrimaryButton, TextAreaField, TextField } from '@/ui/form';
import { previousPagePath } from '@/ui/previous-page';
import { useOnce } from '@/ui/use-once';

/**
 * "Rapportera en brist" on /tillganglighet (REPORT_BARRIER): what the visitor met, on which page
 * (filled with the page they came from on this site), and an e-mail to answer (optional; a
 * signed-in visitor's own is used when left empty). The report reaches the console's list of
 * barrier reports.
 */
export function BarrierReportForm() {
  const id = useId();
  const once = useOnce();
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The page the visitor came from is the likeliest place of the barrier: filled in after
  // hydration (the server cannot know it), unless the visitor has typed already.
  useEffect(() => {
    const field = form.current?.elements.namedItem('page');
    const before = previousPagePath(window.location.pathname);
    if (before && field instanceof HTMLInputElement && !field.value) field.value = before;
  }, []);

  if (sent)
    return (
      <div className="my-6" data-testid="barrier-report-sent">
        <FormMessage tone="success">
          Tack! Din rapport har kommit fram till studion. Lämnade du en e-postadress hör vi av oss dit.
        </FormMessage>
      </div>
    );

  return (
    <form
      ref={form}
      className="my-6 space-y-4 rounded-2xl bg-ground p-6"
      aria-labelledby={`${id}-heading`}
      noValidate
      data-testid="barrier-report"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const value = (name: string) => String(data.get(name) ?? '');
        void once.run(async () => {
          try {
            await callAction('REPORT_BARRIER', {
              description: value('description'),
              page: value('page'),
              email: value('email'),
              ...(value('website') ? { website: value('website') } : {}),
            });
            setSent(true);
          } catch (caught) {
            const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
            setErrors(fields);
            setFailure(
              Object.keys(fields).length > 0 ? null : caught instanceof Error ? caught.message : 'Det gick inte att skicka. Försök igen.',
            );
            const first = Object.keys(fields)[0];
            const field = first ? form.current?.elements.namedItem(first) : null;
            if (field instanceof HTMLElement) field.focus();
          }
        });
      }}
    >
      <h3 id={`${id}-heading`} className="font-serif text-xl font-semibold">
        Skriv din rapport
      </h3>
      <TextAreaField
        label="Vad hände?"
        hint="Beskriv vad du försökte göra och vad som var i vägen."
        name="description"
        required
        rows={5}
        maxLength={4000}
        error={errors.description}
      />
      <TextField label="Vilken sida gäller det? (frivilligt)" name="page" type="text" maxLength={500} error={errors.page} />
      <TextField label="Din e-post (frivilligt, om du vill ha svar)" name="email" type="email" autoComplete="email" error={errors.email} />
      <HoneypotField />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
        {once.busy ? 'Skickar …' : 'Skicka rapporten'}
      </PrimaryButton>
    </form>
  );
}
