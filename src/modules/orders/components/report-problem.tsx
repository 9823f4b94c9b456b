'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, TextAreaField, issuesByField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { problemInput } from '../schema';

/**
 * "Rapportera problem" (REPORT_ORDER_PROBLEM) before the funds are released: a disclosure with
 * what happened. The studio is told and the automatic release waits; the page then says so.
 */
export function ReportProblem({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const once = useOnce();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = problemInput.safeParse({ orderId, message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Beskriv problemet.');
      return;
    }
    setError(null);
    void once.run(async () => {
      try {
        await callAction('REPORT_ORDER_PROBLEM', checked.data);
        setSent(true);
        router.refresh();
      } catch (caught) {
        const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
        setError(fields.message ?? callErrorMessage(caught, 'Det gick inte att skicka. Försök igen.'));
      }
    });
  };

  if (sent) {
    return <FormMessage tone="success">Tack! Studion har fått ditt meddelande och kontaktar dig.</FormMessage>;
  }
  return (
    <details className="group rounded-xl border border-line" data-testid="report-problem">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        Rapportera problem
      </summary>
      <form onSubmit={submit} noValidate className="space-y-4 border-t border-line p-4">
        <p className="text-sm text-muted">
          Har föremålet skadats, inte kommit fram eller stämmer det inte med beskrivningen? Berätta vad som har hänt. Säljaren får inte
          betalt förrän studion har hört av sig till dig.
        </p>
        <TextAreaField
          label="Vad har hänt?"
          name="message"
          value={message}
          onChange={(event) => (setMessage(event.target.value), error ? setError(null) : undefined)}
          error={error}
          minLength={10}
          maxLength={2000}
          rows={4}
        />
        <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
          {once.busy ? 'Skickar …' : 'Skicka till studion'}
        </PrimaryButton>
      </form>
    </details>
  );
}
