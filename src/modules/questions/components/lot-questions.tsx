'use client';

import { useEffect, useState } from 'react';
import Link from '@/ui/link';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, issuesByField } from '@/ui/form';
import { Button } from '@/ui/button';
import { SchemaField } from '@/ui/schema-field';
import { useOnce } from '@/ui/use-once';
import { QUESTION_MAX_LENGTH, QUESTION_STATUS_LABELS } from '../domain/rules';
import { askLotQuestionInput } from '../schema';
import type { OwnQuestionView } from '../queries/views';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium' });

/**
 * The lot page's own part of "Frågor och svar", drawn in the browser (the page is one cached copy
 * for everyone, docs/decisions/0023): a visitor gets "Logga in för att ställa en fråga"; a signed-in
 * user the form "Ställ en fråga om föremålet" (while the lot takes questions) and their own
 * questions about the lot with their state — open, answered publicly, or answered to them only.
 */
export function LotQuestions({ auctionId, open, signInHref }: { auctionId: number; open: boolean; signInHref: string }) {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const [mine, setMine] = useState<OwnQuestionView[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const once = useOnce();

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    callAction('LIST_MY_LOT_QUESTIONS', { auctionId })
      .then((answer) => {
        if (current) setMine(answer.questions);
      })
      // The page reads without them; a failed read leaves the list empty.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, auctionId]);

  if (!signedIn) {
    return open ? (
      <p className="mt-6">
        <Link
          href={signInHref}
          className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          data-testid="ask-sign-in"
        >
          Logga in för att ställa en fråga
        </Link>
      </p>
    ) : null;
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSent(false);
    const checked = askLotQuestionInput.safeParse({ auctionId, text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Skriv din fråga.');
      return;
    }
    setError(null);
    void once.run(async () => {
      try {
        const answer = await callAction('ASK_LOT_QUESTION', checked.data);
        setMine((current) => [answer.question, ...current]);
        setText('');
        setSent(true);
      } catch (failure) {
        const byField = failure instanceof FunctionsError ? issuesByField(failure.details) : {};
        setError(byField.text ?? callErrorMessage(failure, 'Frågan kunde inte skickas.'));
      }
    });
  };

  return (
    <div className="mt-6 space-y-6">
      {mine.length > 0 ? (
        <div>
          <h3 className="font-medium">Dina frågor</h3>
          <ul className="mt-2 space-y-3" data-testid="my-questions">
            {mine.map((question) => (
              <li key={question.id} className="rounded-xl border border-line p-4 text-sm">
                <p className="text-muted">
                  {dateFormat.format(new Date(question.askedAt))} ·{' '}
                  <span data-testid="my-question-status">{QUESTION_STATUS_LABELS[question.status]}</span>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{question.text}</p>
                {question.answer ? (
                  <p className="mt-2 whitespace-pre-wrap break-words border-l-2 border-ink pl-3">
                    <span className="font-medium">Studion: </span>
                    {question.answer}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {open ? (
        <form onSubmit={submit} noValidate className="max-w-prose space-y-3" data-testid="ask-form">
          <SchemaField
            schema={askLotQuestionInput.shape.text}
            as="textarea"
            name="text"
            label="Ställ en fråga om föremålet"
            hint="Studion svarar så snart vi kan. Svaret kommer per e-post, och visas här utan ditt namn om det kan vara till nytta för fler."
            rows={4}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
          />
          <p className="tabular text-right text-xs text-muted" data-testid="ask-counter">
            {text.trim().length} / {QUESTION_MAX_LENGTH} tecken
          </p>
          {sent ? <FormMessage tone="success">Tack för frågan! Du får svaret per e-post.</FormMessage> : null}
          <Button type="submit" busy={once.busy}>
            Skicka frågan
          </Button>
        </form>
      ) : null}
    </div>
  );
}
