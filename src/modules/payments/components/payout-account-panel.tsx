'use client';

import { useState } from 'react';
import type { PayoutAccountStatus } from '@/keys';
import { callAction } from '@/platform/callable/actions';
import { buttonClass } from '@/ui/button';

const TEXT: Record<PayoutAccountStatus, { title: string; body: string; button: string }> = {
  none: {
    title: 'Inget utbetalningskonto ännu',
    body: 'När något du säljer hos oss går, betalar vi ut klubbslaget minus vår provision. Registrera kontot i förväg så kommer pengarna fram direkt.',
    button: 'Registrera utbetalningskonto',
  },
  pending: {
    title: 'Registreringen är inte klar',
    body: 'Vi behöver några uppgifter till innan vi kan betala ut till dig.',
    button: 'Fortsätt registreringen',
  },
  active: {
    title: 'Utbetalningskontot är klart',
    body: 'Sålda föremål betalas ut till ditt konto när köparen har fått sitt föremål.',
    button: 'Visa utbetalningar',
  },
};

/** The account page's payouts part: onboarding at the payment provider, then its dashboard. */
export function PayoutAccountPanel({ status, returned }: { status: PayoutAccountStatus; returned: 'klar' | 'utgangen' | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = TEXT[status];

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { url } = status === 'active' ? await callAction('CREATE_DASHBOARD_LINK', {}) : await callAction('CREATE_ACCOUNT_LINK', {});
      window.location.assign(url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Något gick fel. Försök igen.');
      setBusy(false);
    }
  }

  return (
    <div className="rounded-2xl border border-line p-5" data-testid="payout-account" data-status={status}>
      {returned === 'utgangen' && status !== 'active' ? (
        <p role="status" className="mb-3 text-sm">
          Länken hann gå ut. Fortsätt med en ny nedan.
        </p>
      ) : null}
      {returned === 'klar' && status === 'active' ? (
        <p role="status" className="mb-3 text-sm text-success">
          Tack! Ditt utbetalningskonto är registrerat.
        </p>
      ) : null}
      <h3 className="font-medium">{text.title}</h3>
      <p className="mt-1 text-sm text-muted">{text.body}</p>
      <button
        type="button"
        onClick={() => void open()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('primary', 'sm', 'mt-4')}
      >
        {busy ? 'Öppnar…' : text.button}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
