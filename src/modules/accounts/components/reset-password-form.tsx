'use client';

import Link from '@/ui/link';
import { useState } from 'react';
import { FormMessage, PrimaryButton, TextField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { AUTH_MESSAGES } from '../domain/messages';
import { passwordError } from '../domain/validation';
import { buttonClass } from '@/ui/button';
import { postJson } from './post-json';

/** Sets a new password with the one-time token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const once = useOnce();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      password: passwordError(password) ?? undefined,
      confirm: !confirm ? AUTH_MESSAGES.confirmRequired : confirm !== password ? AUTH_MESSAGES.passwordsDontMatch : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    void once.run(async () => {
      setMessage(null);
      try {
        const response = await postJson('/api/auth/reset-password', { newPassword: password, token });
        if (response.ok) setDone(true);
        else setMessage('Länken är ogiltig eller har gått ut. Be om en ny länk.');
      } catch {
        setMessage('Något gick fel. Försök igen om en stund.');
      }
    });
  };

  if (done) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success">Klart! Ditt lösenord är bytt. Av säkerhetsskäl är du utloggad på alla enheter.</FormMessage>
        <Link href="/logga-in" className={buttonClass('primary', 'md', 'w-full')}>
          Logga in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {message ? (
        <FormMessage>
          {message}{' '}
          <Link href="/glomt-losenord" className="underline underline-offset-4">
            Skicka en ny länk
          </Link>
        </FormMessage>
      ) : null}
      <TextField
        label="Nytt lösenord"
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint="Minst 6 tecken"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Upprepa nytt lösenord"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <PrimaryButton type="submit" busy={once.busy}>
        Spara nytt lösenord
      </PrimaryButton>
    </form>
  );
}
