'use client';

import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { CheckboxField, FormMessage, PrimaryButton, TextAreaField, TextField } from '@/ui/form';
import { formatOre } from '@/ui/format';
import { parseErrorsByField } from '@/ui/parse-issues';
import { refundAmountOre, refundOrderInput } from '../schema';
import { secondaryButton, useStudioAction } from './admin-order-actions';

/**
 * "Återbetala" on the console's order page (REFUND_ORDER, docs/decisions/0041): an amount in
 * kronor (öre allowed) or the rest, a reason the buyer reads, and whether the seller bears it;
 * then a confirmation that names the amount. The server decides (never more than is left) and
 * answers in Swedish beside the button.
 */
export function RefundForm({ orderId, refundableOre, hasSeller }: { orderId: number; refundableOre: number; hasSeller: boolean }) {
  const action = useStudioAction();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [sellerBears, setSellerBears] = useState(true);
  const [confirm, setConfirm] = useState<{ amountOre: number | undefined; reason: string } | null>(null);
  const questionId = useId();
  const errors = action.fieldErrors;

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    action.setMessage(null);
    const amountOre = refundAmountOre(amount);
    const found: Record<string, string> = {};
    if (amountOre === null) found.amountOre = 'Ange beloppet i kronor, t.ex. 300 eller 300,50, eller skriv ”resten”.';
    else if (amountOre !== undefined && amountOre > refundableOre)
      found.amountOre = `Det går att återbetala högst ${formatOre(refundableOre)}.`;
    const parsed = refundOrderInput.safeParse({ orderId, reason, ...(amountOre ? { amountOre } : {}) });
    if (!parsed.success) Object.assign(found, parseErrorsByField(parsed.error));
    if (Object.keys(found).length > 0 || !parsed.success) {
      action.setFieldErrors(found);
      return;
    }
    action.setFieldErrors({});
    setConfirm({ amountOre: parsed.data.amountOre, reason: parsed.data.reason });
  };

  const refund = () => {
    if (!confirm) return;
    const sum = confirm.amountOre ?? refundableOre;
    void action
      .run(
        () =>
          callAction('REFUND_ORDER', {
            orderId,
            reason: confirm.reason,
            ...(confirm.amountOre ? { amountOre: confirm.amountOre } : {}),
            ...(hasSeller && confirm.amountOre ? { sellerBears } : {}),
          }),
        (answer) =>
          answer.refund.status === 'pending'
            ? `${formatOre(sum)} är begärt hos betaltjänsten och väntar på besked.`
            : `${formatOre(sum)} är återbetalt till köparen. Köparen får ett mejl.`,
        'Återbetalningen kunde inte göras.',
      )
      .then((ok) => {
        setConfirm(null);
        if (ok) {
          setAmount('');
          setReason('');
        }
      });
  };

  const whole = confirm ? (confirm.amountOre ?? refundableOre) === refundableOre : false;
  return (
    <div className="space-y-3">
      {confirm ? (
        <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-xl bg-ground p-4">
          <p id={questionId} className="font-medium">
            Återbetala {formatOre(confirm.amountOre ?? refundableOre)} till köparen?
          </p>
          <p className="text-sm">
            {whole
              ? 'Det är hela resten: köpet hävs och säljaren får ingen utbetalning för det.'
              : hasSeller
                ? sellerBears
                  ? 'Beloppet dras från säljarens utbetalning (eller från nästa, om säljaren redan har fått betalt).'
                  : 'Studion står för beloppet: säljarens utbetalning ändras inte.'
                : 'Föremålet är studions eget.'}
          </p>
          <p className="text-sm text-muted">Det går inte att ångra.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <PrimaryButton type="button" busy={action.busy} onClick={refund}>
              Ja, återbetala
            </PrimaryButton>
            <button type="button" className={secondaryButton} disabled={action.busy} onClick={() => setConfirm(null)}>
              Avbryt
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={check} noValidate className="space-y-3" aria-label="Återbetala">
          <TextField
            label="Belopp (kr)"
            hint={`Kronor, öre går bra (t.ex. 300,50). Lämna tomt eller skriv ”resten” för hela resten: ${formatOre(refundableOre)}.`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            error={errors.amountOre}
          />
          <TextAreaField
            label="Anledning"
            hint="Köparen läser den i mejlet om återbetalningen."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            rows={3}
            error={errors.reason}
          />
          {hasSeller ? (
            <CheckboxField
              label="Säljaren står för en delåterbetalning (dras från utbetalningen)"
              checked={sellerBears}
              onChange={(event) => setSellerBears(event.target.checked)}
            />
          ) : null}
          <button type="submit" className={`${secondaryButton} w-full`} disabled={action.busy}>
            Återbetala
          </button>
        </form>
      )}
      <div aria-live="polite">{action.message ? <FormMessage tone={action.message.tone}>{action.message.text}</FormMessage> : null}</div>
    </div>
  );
}
