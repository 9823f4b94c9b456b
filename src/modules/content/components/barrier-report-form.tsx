'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { issuesByField } from '@/ui/form';
import { previousPagePath } from '@/ui/previous-page';
import { useOnce } from '@/ui/use-once';

const field = 'w-full rounded-xl border bg-white px-4 outline-none focus:border-ink';

/**
 * "Rapportera en brist" on /tillganglighet (REPORT_BARRIER): what the visitor met, on which page
 * (filled with the page they came from, when they came from this site), and an e-mail to answer
 * (optional; a signed-in visitor's own is used when left empty). The report reaches the console's
 * list of barrier reports. `website` is the honeypot, as on the early-access form.
 */
export function BarrierReportForm() {
  const id = useId();
  const once = useOnce();
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The page the visitor came from, when it is one of ours, is the likeliest place of the barrier:
  // filled in after hydration (the server cannot know it), unless the visitor has typed already.
  const pageField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const before = previousPagePath(window.location.pathname);
    if (before && pageField.current && !pageField.current.value) pageField.current.value = before;
  }, []);

  if (sent)
    return (
      <p role="status" className="my-6 rounded-2xl bg-ground p-6 font-medium" data-testid="barrier-report-sent">
        Tack! Din rapport har kommit fram till studion. Lämnade du en e-postadress hör vi av oss dit.
      </p>
    );

  const described = (name: string, hint?: string) =>
    [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const problem = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
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
            if (first) document.getElementById(`${id}-${first}`)?.focus();
          }
        });
      }}
    >
      <h3 id={`${id}-heading`} className="font-serif text-xl font-semibold">
        Skriv din rapport
      </h3>
      <div>
        <label htmlFor={`${id}-description`} className="font-medium">
          Vad hände?
        </label>
        <p id={`${id}-description-hint`} className="text-sm text-muted">
          Beskriv vad du försökte göra och vad som var i vägen.
        </p>
        <textarea
          id={`${id}-description`}
          name="description"
          required
          rows={5}
          maxLength={4000}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description', `${id}-description-hint`)}
          className={`${field} mt-1 py-3 ${errors.description ? 'border-danger' : 'border-line'}`}
        />
        {problem('description')}
      </div>
      <div>
        <label htmlFor={`${id}-page`} className="font-medium">
          Vilken sida gäller det? <span className="font-normal text-muted">(frivilligt)</span>
        </label>
        <input
          id={`${id}-page`}
          name="page"
          ref={pageField}
          type="text"
          maxLength={500}
          aria-invalid={errors.page ? true : undefined}
          aria-describedby={described('page')}
          className={`${field} mt-1 h-12 ${errors.page ? 'border-danger' : 'border-line'}`}
        />
        {problem('page')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          Din e-post <span className="font-normal text-muted">(frivilligt, om du vill ha svar)</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
          className={`${field} mt-1 h-12 ${errors.email ? 'border-danger' : 'border-line'}`}
        />
        {problem('email')}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Lämna tomt</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={once.busy}
        aria-busy={once.busy || undefined}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-6 font-medium text-white hover:bg-black disabled:opacity-60"
      >
        {once.busy ? 'Skickar …' : 'Skicka rapporten'}
      </button>
    </form>
  );
}
