'use client';

import { useState } from 'react';
import type { WithdrawalReturnKind } from '@/keys';
import { callAction } from '@/platform/callable/actions';
import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { FormMessage, PrimaryButton, TextAreaField, TextField } from '@/ui/form';
import { buttonClass } from '@/ui/button';
import { useStudioAction } from './admin-order-actions';

/**
 * The studio's actions on a withdrawal (docs/decisions/0043): the object is back
 * (MARK_WITHDRAWAL_RETURNED), or a notice the buyer sent by e-mail is recorded (RECORD_WITHDRAWAL).
 */

const RETURN_LABELS: Record<WithdrawalReturnKind, string> = {
  returned: 'Föremålet har kommit tillbaka',
  collected: 'Studion har hämtat föremålet',
};

export function MarkWithdrawalReturned({ orderId }: { orderId: number }) {
  const action = useStudioAction();
  const mark = (kind: WithdrawalReturnKind) =>
    void action.run(
      () => callAction('MARK_WITHDRAWAL_RETURNED', { orderId, kind }),
      'Markerat som tillbaka.',
      'Det gick inte att markera.',
    );
  return (
    <div className="space-y-2" data-testid="withdrawal-returned">
      <div className="grid gap-2">
        <PrimaryButton type="button" busy={action.busy} onClick={() => mark('returned')}>
          {RETURN_LABELS.returned}
        </PrimaryButton>
        <button type="button" className={buttonClass('inverse', 'sm')} disabled={action.busy} onClick={() => mark('collected')}>
          {RETURN_LABELS.collected}
        </button>
      </div>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}

/** The Stockholm wall time of now for a datetime-local field ("2026-12-03T10:30"). */
function localNow(): string {
  const wall = stockholmWallClock(new Date());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "2026-12-03T10:30" in Stockholm as an instant (the browser's own zone may differ). */
function stockholmInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return stockholmToUtc(year, month, day, hour, minute).toISOString();
}

export function RecordWithdrawalForm({ orderId }: { orderId: number }) {
  const action = useStudioAction();
  const [receivedAt, setReceivedAt] = useState(localNow);
  const [note, setNote] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const at = stockholmInstant(receivedAt);
    if (!at) {
      action.setFieldErrors({ receivedAt: 'Ange datum och tid då mejlet kom.' });
      return;
    }
    void action.run(
      () => callAction('RECORD_WITHDRAWAL', { orderId, receivedAt: at, note }),
      'Ångrandet är registrerat och köparen har fått ett mejl.',
      'Ångrandet kunde inte registreras.',
    );
  };
  return (
    <details className="group rounded-xl border border-line" data-testid="record-withdrawal">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        Registrera ångrande via e-post
      </summary>
      <form onSubmit={submit} noValidate className="space-y-3 border-t border-line p-4">
        <TextField
          label="Mejlet kom (svensk tid)"
          name="receivedAt"
          type="datetime-local"
          value={receivedAt}
          onChange={(event) => setReceivedAt(event.target.value)}
          error={action.fieldErrors.receivedAt ?? null}
          required
        />
        <TextAreaField
          label="Anteckning"
          hint="Vad köparen skrev. Sparas på köpet och i loggen."
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={action.fieldErrors.note ?? null}
          minLength={3}
          maxLength={2000}
          rows={3}
        />
        <PrimaryButton type="submit" busy={action.busy}>
          Registrera ångrandet
        </PrimaryButton>
        {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
      </form>
    </details>
  );
}
