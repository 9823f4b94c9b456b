'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { Button } from '@/ui/button';
import { FormMessage, issuesByField } from '@/ui/form';
import { SchemaField } from '@/ui/schema-field';
import { useOnce } from '@/ui/use-once';
import { answerLotQuestionInput } from '../schema';

/**
 * The studio's answer to one question (ANSWER_LOT_QUESTION) on /admin/fragor: the answer, "Visa
 * svaret för alla" (on by default: the answer is shown on the lot page and told to its watchers)
 * and "Svara". The list is drawn again once the answer is stored.
 */
export function AnswerQuestionForm({ questionId }: { questionId: number }) {
  const router = useRouter();
  const once = useOnce();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = answerLotQuestionInput.safeParse({ questionId, text, public: shown });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Skriv ett svar.');
      return;
    }
    setError(null);
    void once.run(async () => {
      try {
        await callAction('ANSWER_LOT_QUESTION', checked.data);
        router.refresh();
      } catch (failure) {
        const byField = failure instanceof FunctionsError ? issuesByField(failure.details) : {};
        if (byField.text) setError(byField.text);
        else setFormError(callErrorMessage(failure, 'Svaret kunde inte skickas.'));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" data-testid="answer-form">
      <SchemaField
        schema={answerLotQuestionInput.shape.text}
        as="textarea"
        name="answer"
        label="Svar"
        rows={3}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} className="h-5 w-5 accent-ink" />
        Visa svaret för alla
      </label>
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <Button type="submit" busy={once.busy}>
        Svara
      </Button>
    </form>
  );
}
