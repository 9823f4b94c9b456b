'use client';

import Link from '@/ui/link';
import { useState } from 'react';
import { callFunction, FunctionsError } from '@/platform/callable/client';
import { FormMessage, PrimaryButton } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { AUTH_MESSAGES } from '../domain/messages';
import { isPlausibleEmail, normaliseEmail } from '../domain/validation';
import { EmailField } from './auth-fields';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const once = useOnce();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = normaliseEmail(email);
    if (!isPlausibleEmail(value)) return setError(AUTH_MESSAGES.invalidEmail);
    void once.run(async () => {
      setError(null);
      try {
        await callFunction('requestPasswordReset', { email: value });
        setSentTo(value);
      } catch (caught) {
        setError(
          caught instanceof FunctionsError && caught.code === 'resource-exhausted'
            ? AUTH_MESSAGES.tooManyRequests
            : 'Något gick fel. Försök igen om en stund.',
        );
      }
    });
  };

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success">
          Om det finns ett konto för {sentTo} har vi skickat en länk för att välja ett nytt lösenord. Länken gäller i en timme och kan
          användas en gång.
        </FormMessage>
        <p className="text-sm text-muted">Hittar du inte mejlet? Titta i skräpposten, eller försök igen om några minuter.</p>
        <Link href="/logga-in" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
          Tillbaka till inloggningen
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <PrimaryButton type="submit" busy={once.busy}>
        Skicka länk
      </PrimaryButton>
    </form>
  );
}
