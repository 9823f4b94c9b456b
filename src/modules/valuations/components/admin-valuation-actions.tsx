'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import Link from '@/ui/link';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, issuesByField } from '@/ui/form';
import { parseErrorsByField } from '@/ui/parse-issues';
import { SchemaField, bindFields } from '@/ui/schema-field';
import { useOnce } from '@/ui/use-once';
import { ActionButton } from '@/ui/action-button';
import { acceptAnswer, answerValuationInput, rejectAnswer } from '../schema';
import { buttonClass } from '@/ui/button';

function toAmount(value: string): number | null | string {
  const compact = value.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : value;
}

/** The studio's answer to a pending request: accept with an estimate and prices, or decline with a reason. */
export function AnswerForm({ valuationId, hopedPrice }: { valuationId: number; hopedPrice: number | null }) {
  const router = useRouter();
  const once = useOnce();
  const [decision, setDecision] = useState<'accept' | 'reject'>('accept');
  const [values, setValues] = useState({ estimateLow: '', estimateHigh: '', startPrice: '', reservePrice: '', message: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const accept = bindFields({ shape: acceptAnswer.shape, values, errors, onChange: set });
  const reject = bindFields({ shape: rejectAnswer.shape, values, errors, onChange: set });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input =
      decision === 'accept'
        ? {
            valuationId,
            decision,
            estimateLow: toAmount(values.estimateLow) ?? undefined,
            estimateHigh: toAmount(values.estimateHigh) ?? undefined,
            startPrice: toAmount(values.startPrice) ?? undefined,
            reservePrice: toAmount(values.reservePrice),
            message: values.message,
          }
        : { valuationId, decision, reason: values.reason };
    const checked = answerValuationInput.safeParse(input);
    if (!checked.success) {
      setErrors(parseErrorsByField(checked.error));
      return;
    }
    setErrors({});
    void once.run(async () => {
      try {
        await callAction('ANSWER_VALUATION_REQUEST', checked.data);
        router.refresh();
      } catch (error) {
        setErrors(error instanceof FunctionsError ? issuesByField(error.details) : {});
        setFormError(callErrorMessage(error, 'Svaret kunde inte skickas.'));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Beslut</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['accept', 'Värdera'],
              ['reject', 'Tacka nej'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-line px-4 text-sm font-medium has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-ink"
            >
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {decision === 'accept' ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <SchemaField {...accept('estimateLow')} label="Utrop från, kr" inputMode="numeric" />
            <SchemaField {...accept('estimateHigh')} label="Utrop till, kr" inputMode="numeric" />
            <SchemaField {...accept('startPrice')} label="Startpris, kr" inputMode="numeric" />
            <SchemaField {...accept('reservePrice')} label="Reservationspris, kr" hint="Valfritt" inputMode="numeric" />
          </div>
          {hopedPrice !== null ? <p className="text-sm text-muted">Säljaren hoppas på {hopedPrice.toLocaleString('sv-SE')} kr.</p> : null}
          <SchemaField
            {...accept('message')}
            as="textarea"
            label="Meddelande till säljaren"
            hint="Valfritt – visas i mejlet och under Mina värderingar."
            rows={3}
          />
        </>
      ) : (
        <SchemaField {...reject('reason')} as="textarea" label="Skäl" hint="Säljaren får läsa det." rows={4} />
      )}
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <PrimaryButton type="submit" busy={once.busy}>
        {decision === 'accept' ? 'Skicka värderingen' : 'Skicka svaret'}
      </PrimaryButton>
    </form>
  );
}

/** "Skicka påminnelse" for an offer the seller has not answered. */
export function ReminderButton({ valuationId, sentAt }: { valuationId: number; sentAt: string | null }) {
  const router = useRouter();
  const once = useOnce();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={once.busy}
        aria-busy={once.busy || undefined}
        onClick={() =>
          void once.run(async () => {
            try {
              await callAction('SEND_SELLER_REMINDER', { valuationId });
              setMessage({ tone: 'success', text: 'Påminnelsen är skickad.' });
              router.refresh();
            } catch (error) {
              setMessage({ tone: 'error', text: callErrorMessage(error, 'Påminnelsen kunde inte skickas.') });
            }
          })
        }
        className={buttonClass('inverse', 'md', 'w-full')}
      >
        Skicka påminnelse
      </button>
      {sentAt ? (
        <p className="text-sm text-muted">
          Senast påmind{' '}
          {new Date(sentAt).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' })}.
        </p>
      ) : null}
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
    </div>
  );
}

/** "Skapa föremål" for an agreed request, then the way on to the lot draft. */
export function CreateItemButton({ valuationId, itemId }: { valuationId: number; itemId: number | null }) {
  const router = useRouter();
  if (itemId !== null) {
    return (
      <div className="space-y-2">
        <p className="text-sm">Föremål {itemId} är skapat. Nästa steg är auktionen.</p>
        <Link href={`/admin/auktioner/ny?item=${itemId}`} className={buttonClass('accent', 'md', 'w-full')}>
          Skapa auktion
        </Link>
      </div>
    );
  }
  return (
    <ActionButton
      run={async () => {
        await callAction('CREATE_ITEM_FROM_VALUATION', { valuationId });
        router.refresh();
      }}
      failure="Föremålet kunde inte skapas."
      after={<p className="text-sm text-muted">Rubrik, beskrivning, kategori, mått, skick och bilder förs över till katalogen.</p>}
    >
      Skapa föremål
    </ActionButton>
  );
}
