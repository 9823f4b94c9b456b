'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import type { DeliveryStatus } from '@/keys';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, SelectField, TextAreaField, TextField, issuesByField } from '@/ui/form';
import { parseErrorsByField } from '@/ui/parse-issues';
import { formatOre } from '@/ui/format';
import { useOnce } from '@/ui/use-once';
import { RELEASE_REASON_MIN } from '../domain/release';
import { CARRIERS, findCarrier } from '../domain/tracking';
import { formatExactOre, reminderSummary } from './admin-order-text';
import { shippingInfoInput } from '../schema';
import { buttonClass } from '@/ui/button';

/**
 * The studio's actions on one order (/admin/ordrar/[orderId]) and the reminder run on the list.
 * Each calls its connector action once (a double click sends nothing twice), shows the server's
 * refusal in Swedish beside the button, and reloads the page's data from the server; buttons stay
 * disabled until that reload has landed, so a second click never acts on stale state.
 */

type Message = { tone: 'error' | 'success'; text: string } | null;

/** One studio action's state: runs a call once, shows its answer or refusal in Swedish, and reloads the page's data (the refund, unpaid and withdrawal panels use it too). */
export function useStudioAction() {
  const router = useRouter();
  const once = useOnce();
  const [refreshing, startRefresh] = useTransition();
  const [message, setMessage] = useState<Message>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  return {
    busy: once.busy || refreshing,
    message,
    fieldErrors,
    setMessage,
    setFieldErrors,
    /** Runs `call`; on success shows `done` (text or a function of the answer) and refreshes the page. */
    run<T>(call: () => Promise<T>, done: string | ((answer: T) => string), fallback: string): Promise<boolean> {
      let ok = false;
      return once
        .run(async () => {
          setMessage(null);
          try {
            const answer = await call();
            setFieldErrors({});
            setMessage({ tone: 'success', text: typeof done === 'function' ? done(answer) : done });
            ok = true;
            startRefresh(() => router.refresh());
          } catch (error) {
            setFieldErrors(error instanceof FunctionsError ? issuesByField(error.details) : {});
            setMessage({ tone: 'error', text: callErrorMessage(error, fallback) });
          }
        })
        .then(() => ok);
    },
  };
}

export const secondaryButton = buttonClass('inverse', 'sm');

/** "Kör betalningspåminnelser" (RUN_PURCHASE_REMINDER): what the hourly job does, now. */
export function RunRemindersButton() {
  const action = useStudioAction();
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        className={secondaryButton}
        disabled={action.busy}
        aria-busy={action.busy || undefined}
        onClick={() => void action.run(() => callAction('RUN_PURCHASE_REMINDER', {}), reminderSummary, 'Påminnelserna kunde inte skickas.')}
      >
        Kör betalningspåminnelser
      </button>
      <div aria-live="polite" className="max-w-xs text-sm sm:text-right">
        {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
      </div>
    </div>
  );
}

const OTHER = 'annat';

/** "Frakt": carrier (a known one, or typed) and tracking number → SET_SHIPPING_INFO. */
export function ShippingInfoForm({
  orderId,
  carrier,
  trackingNumber,
}: {
  orderId: number;
  carrier: string | null;
  trackingNumber: string | null;
}) {
  const action = useStudioAction();
  const known = carrier ? findCarrier(carrier) : null;
  const [choice, setChoice] = useState(carrier === null ? '' : known && known.name === carrier ? known.name : OTHER);
  const [otherCarrier, setOtherCarrier] = useState(choice === OTHER ? (carrier ?? '') : '');
  const [number, setNumber] = useState(trackingNumber ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { orderId, carrier: choice === OTHER ? otherCarrier : choice, trackingNumber: number };
    const checked = shippingInfoInput.safeParse(input);
    if (!checked.success) {
      action.setMessage(null);
      action.setFieldErrors(parseErrorsByField(checked.error));
      return;
    }
    // Show what is saved: the number as the carrier prints it (no spaces, capitals).
    setNumber(checked.data.trackingNumber);
    if (choice === OTHER) setOtherCarrier(checked.data.carrier);
    void action.run(
      () => callAction('SET_SHIPPING_INFO', checked.data),
      'Fraktbolag och kollinummer är sparade.',
      'Frakten kunde inte sparas.',
    );
  };

  const errors = action.fieldErrors;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Frakt">
      <SelectField
        label="Fraktbolag"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        placeholder="Välj fraktbolag"
        options={[...CARRIERS.map((c) => ({ value: c.name, label: c.name })), { value: OTHER, label: 'Annat fraktbolag' }]}
        error={choice === OTHER ? null : errors.carrier}
      />
      {choice === OTHER ? (
        <TextField
          label="Annat fraktbolag"
          value={otherCarrier}
          onChange={(event) => setOtherCarrier(event.target.value)}
          maxLength={60}
          autoComplete="off"
          error={errors.carrier}
        />
      ) : null}
      <TextField
        label="Kollinummer"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        maxLength={60}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.trackingNumber}
      />
      <button type="submit" className={`${secondaryButton} w-full`} disabled={action.busy} aria-busy={action.busy || undefined}>
        Spara frakt
      </button>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </form>
  );
}

/** "Markera som skickad" (MARK_AS_SHIPPED → frakt bokad; the buyer gets ITEM_SHIPPED with the tracking link). */
export function MarkShippedButton({ orderId, ready }: { orderId: number; ready: boolean }) {
  const action = useStudioAction();
  const hintId = useId();
  return (
    <div className="space-y-2">
      <PrimaryButton
        type="button"
        busy={action.busy}
        disabled={!ready}
        aria-describedby={hintId}
        onClick={() =>
          void action.run(
            () => callAction('MARK_AS_SHIPPED', { orderId }),
            'Markerad som skickad. Köparen får ett mejl med spårningslänken.',
            'Köpet kunde inte markeras som skickat.',
          )
        }
      >
        Markera som skickad
      </PrimaryButton>
      <p id={hintId} className="text-xs text-muted">
        {ready ? 'Köparen får ett mejl med fraktbolag och spårningslänk.' : 'Spara fraktbolag och kollinummer först.'}
      </p>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}

/** "Leveransstatus": one button per stage the studio may move the order to next (SET_DELIVERY_STATUS). */
export function DeliveryStatusActions({ orderId, options }: { orderId: number; options: { status: DeliveryStatus; label: string }[] }) {
  const action = useStudioAction();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.status}
            type="button"
            className={secondaryButton}
            disabled={action.busy}
            aria-busy={action.busy || undefined}
            onClick={() =>
              void action.run(
                () => callAction('SET_DELIVERY_STATUS', { orderId, deliveryStatus: option.status }),
                'Leveransstatusen är ändrad.',
                'Leveransstatusen kunde inte ändras.',
              )
            }
          >
            {option.label}
          </button>
        ))}
      </div>
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}

/**
 * "Betala ut till säljaren" (RELEASE_FUNDS): only for a paid, delivered order, and only after a
 * confirmation that names the amount and the seller. For the studio's own object nothing is paid
 * out: the button settles the sale ("Avräkna köpet").
 */
export function ReleaseFundsAction({
  orderId,
  sellerName,
  payoutOre,
  blockedReason,
  early,
}: {
  orderId: number;
  sellerName: string | null;
  payoutOre: number;
  /** Why it cannot be released yet (shown under the disabled button), or null. */
  blockedReason: string | null;
  /**
   * Why a release now would come early (docs/decisions/0032): the buyer's inspection window is still
   * open, the buyer reported a problem, or withdrew (docs/decisions/0043). The studio must then write its
   * reason; it is kept and audited.
   */
  early: 'withdrawal' | 'window' | 'problem' | null;
}) {
  const action = useStudioAction();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const hintId = useId();
  const questionId = useId();
  const hasSeller = sellerName !== null && payoutOre > 0;
  const question = hasSeller
    ? `Betala ut ${formatExactOre(payoutOre)} till ${sellerName}?`
    : 'Avräkna köpet? Föremålet är studions eget, så ingen utbetalning görs.';
  const release = () => {
    const written = reason.trim();
    if (early && written.length < RELEASE_REASON_MIN) {
      setReasonError(`Skriv varför pengarna ska betalas ut nu (minst ${RELEASE_REASON_MIN} tecken).`);
      return;
    }
    setReasonError(null);
    void action
      .run(
        () => callAction('RELEASE_FUNDS', early ? { orderId, reason: written } : { orderId }),
        hasSeller ? `${formatOre(payoutOre)} betalas ut till ${sellerName}.` : 'Köpet är avräknat.',
        'Pengarna kunde inte betalas ut.',
      )
      .then((ok) => {
        if (!ok) setConfirming(false);
      });
  };

  return (
    <div className="space-y-3">
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-xl bg-ground p-4">
          <p id={questionId} className="font-medium">
            {question}
          </p>
          {early ? (
            <>
              <p className="text-sm">
                {early === 'withdrawal'
                  ? 'Köparen har ångrat köpet. Betala bara ut om köparen har tagit tillbaka sitt ångrande.'
                  : early === 'problem'
                    ? 'Köparen har rapporterat ett problem. Betala bara ut om ni har löst det med köparen.'
                    : 'Köparens granskningstid har inte gått ut: köparen kan fortfarande rapportera ett problem.'}
              </p>
              <TextAreaField
                label="Skäl till utbetalning nu"
                hint="Sparas på köpet och i loggen."
                name="reason"
                value={reason}
                onChange={(event) => (setReason(event.target.value), reasonError ? setReasonError(null) : undefined)}
                error={reasonError ?? action.fieldErrors.reason ?? null}
                minLength={RELEASE_REASON_MIN}
                maxLength={1000}
                rows={3}
              />
            </>
          ) : null}
          <p className="text-sm text-muted">Det går inte att ångra.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <PrimaryButton type="button" busy={action.busy} onClick={release}>
              {hasSeller ? 'Ja, betala ut' : 'Ja, avräkna'}
            </PrimaryButton>
            <button type="button" className={secondaryButton} disabled={action.busy} onClick={() => setConfirming(false)}>
              Avbryt
            </button>
          </div>
        </div>
      ) : (
        <>
          <PrimaryButton
            type="button"
            disabled={blockedReason !== null || action.busy}
            aria-describedby={blockedReason ? hintId : undefined}
            onClick={() => {
              action.setMessage(null);
              setConfirming(true);
            }}
          >
            {hasSeller
              ? early === 'window'
                ? 'Betala ut före granskningstidens slut'
                : early === 'problem'
                  ? 'Betala ut trots rapporterat problem'
                  : early === 'withdrawal'
                    ? 'Betala ut trots ångrat köp'
                    : 'Betala ut till säljaren'
              : 'Avräkna köpet'}
          </PrimaryButton>
          {blockedReason ? (
            <p id={hintId} className="text-sm text-muted">
              {blockedReason}
            </p>
          ) : null}
        </>
      )}
      {action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}
    </div>
  );
}
