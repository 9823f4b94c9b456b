'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { PrimaryButton, TextAreaField, issuesByField } from '@/ui/form';
import { STUDIO } from '@/ui/studio-address';
import { useOnce } from '@/ui/use-once';
import { withdrawInput } from '../schema';
import { formatDate, WITHDRAW_FORM_ID } from './purchase-text';

export interface WithdrawOrderProps {
  orderId: number;
  lotTitle: string;
  /** When the lot was sold (the contract), ISO. */
  orderedAt: string;
  /** When the buyer received it, ISO; null before. */
  receivedAt: string | null;
  /** The last day of the window, ISO; null before receipt. */
  lastDay: string | null;
  consumerName: string;
  /** The consumer's address in one line, or null when the studio has none on the order. */
  consumerAddress: string | null;
  today: string;
}

/**
 * "Ångra köp" (WITHDRAW_ORDER, docs/decisions/0043): one button that opens the statutory model
 * withdrawal form (distansavtalslagen 2005:59, bilaga; directive 2011/83/EU annex I B), filled in from
 * the order and the account, with an optional message. Sending it records the notice; the page then
 * shows the return instructions.
 */
export function WithdrawOrder(props: WithdrawOrderProps) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const once = useOnce();
  const headingId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = withdrawInput.safeParse({ orderId: props.orderId, message: message || undefined });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Kontrollera meddelandet.');
      return;
    }
    setError(null);
    void once.run(async () => {
      try {
        await callAction('WITHDRAW_ORDER', checked.data);
        router.refresh();
      } catch (caught) {
        const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
        setError(fields.message ?? callErrorMessage(caught, 'Det gick inte att skicka. Försök igen.'));
      }
    });
  };

  const rows: [string, string][] = [
    ['Till', `${STUDIO.name}, ${STUDIO.street}, ${STUDIO.postalTown}, ${STUDIO.email}`],
    ['Jag meddelar härmed att jag frånträder mitt avtal om köp av följande vara', `${props.lotTitle} (köp nr ${props.orderId})`],
    ['Beställd den', formatDate(props.orderedAt)],
    ['Mottagen den', props.receivedAt ? formatDate(props.receivedAt) : 'Inte mottagen än'],
    ['Konsumentens namn', props.consumerName || 'Enligt ditt konto'],
    ['Konsumentens adress', props.consumerAddress ?? 'Enligt ditt konto'],
    ['Datum', formatDate(props.today)],
  ];

  return (
    <details className="group rounded-xl border border-line" data-testid="withdraw-order">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        Ångra köp
      </summary>
      <form id={WITHDRAW_FORM_ID} onSubmit={submit} noValidate className="space-y-4 border-t border-line p-4" aria-labelledby={headingId}>
        <h3 id={headingId} className="font-medium">
          Meddelande om att frånträda avtalet
        </h3>
        <p className="text-sm text-muted">
          {props.lastDay
            ? `Du kan ångra köpet till och med ${formatDate(props.lastDay)}. `
            : 'Du kan ångra köpet tills 14 dagar efter att du fått föremålet. '}
          Vi betalar tillbaka det du har betalat, frakten dit inräknad, när föremålet har kommit tillbaka till oss.
        </p>
        <dl className="space-y-2 rounded-lg bg-ground p-4 text-sm" data-testid="withdrawal-form">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <TextAreaField
          label="Meddelande till studion (frivilligt)"
          name="message"
          value={message}
          onChange={(event) => (setMessage(event.target.value), error ? setError(null) : undefined)}
          error={error}
          maxLength={2000}
          rows={3}
        />
        <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
          {once.busy ? 'Skickar …' : 'Skicka ångrandet'}
        </PrimaryButton>
      </form>
    </details>
  );
}
