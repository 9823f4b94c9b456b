'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { CheckboxField, FormMessage, PrimaryButton, TextField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { AUTH_MESSAGES } from '../domain/messages';
import { nameError, passwordError, phoneError } from '../domain/validation';
import { useAuth } from './auth-provider';
import { NameFields } from './auth-fields';
import { buttonClass } from '@/ui/button';
import { OnceButton } from '@/ui/once-button';
import { postJson } from './post-json';

export function ProfileForm({ initial }: { initial: { firstName: string; lastName: string; phone: string; newsletter: boolean } }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; phone?: string }>({});
  const { refresh } = useAuth();
  const once = useOnce();

  const text = (name: 'firstName' | 'lastName' | 'phone') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });
  const field = (name: 'firstName' | 'lastName' | 'phone') => ({ value: values[name], error: errors[name], onChange: text(name) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      firstName: nameError(values.firstName, AUTH_MESSAGES.firstNameRequired) ?? undefined,
      lastName: nameError(values.lastName, AUTH_MESSAGES.lastNameRequired) ?? undefined,
      phone: phoneError(values.phone) ?? undefined,
    };
    setErrors(found);
    if (found.firstName || found.lastName || found.phone) return;
    void once.run(async () => {
      try {
        await callAction('UPDATE_PROFILE', values);
        toast.success('Dina uppgifter är sparade.');
        await refresh();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Kunde inte spara.');
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NameFields values={values} errors={errors} change={text} />
      <TextField
        label="Mobilnummer"
        name="phone"
        type="tel"
        autoComplete="tel"
        {...field('phone')}
        onBlur={() => setErrors({ ...errors, phone: phoneError(values.phone) ?? undefined })}
      />
      <CheckboxField
        name="newsletter"
        checked={values.newsletter}
        onChange={(e) => setValues({ ...values, newsletter: e.target.checked })}
        label="Skicka mig nyhetsbrevet med veckans höjdpunkter."
      />
      <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
        Spara uppgifter
      </PrimaryButton>
    </form>
  );
}

export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const once = useOnce();
  const field = (name: 'current' | 'next' | 'confirm') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      current: values.current ? undefined : AUTH_MESSAGES.passwordRequired,
      next: passwordError(values.next) ?? undefined,
      confirm: values.confirm !== values.next ? AUTH_MESSAGES.passwordsDontMatch : undefined,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    void once.run(async () => {
      setMessage(null);
      const response = await postJson('/api/auth/change-password', {
        currentPassword: values.current,
        newPassword: values.next,
        revokeOtherSessions: true,
      }).catch(() => null);
      if (response?.ok) {
        setValues({ current: '', next: '', confirm: '' });
        toast.success('Lösenordet är bytt. Andra enheter är utloggade.');
      } else if (response && (response.status === 400 || response.status === 401)) {
        setErrors({ current: AUTH_MESSAGES.wrongPassword });
      } else {
        setMessage('Något gick fel. Försök igen om en stund.');
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {message ? <FormMessage>{message}</FormMessage> : null}
      <TextField label="Nuvarande lösenord" name="currentPassword" type="password" autoComplete="current-password" {...field('current')} />
      <TextField
        label="Nytt lösenord"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="Minst 6 tecken"
        {...field('next')}
      />
      <TextField label="Upprepa nytt lösenord" name="confirmPassword" type="password" autoComplete="new-password" {...field('confirm')} />
      <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
        Byt lösenord
      </PrimaryButton>
    </form>
  );
}

export function ResendVerification({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  return sent ? (
    <span>Vi har skickat en ny länk till {email}.</span>
  ) : (
    <OnceButton
      className="min-h-11 font-medium underline underline-offset-4"
      run={async () => {
        await postJson('/api/auth/send-verification-email', { email, callbackURL: '/user?verifierad=1' }).catch(() => null);
        setSent(true);
      }}
    >
      Skicka länken igen
    </OnceButton>
  );
}

export function SignOutButton() {
  const { signOut } = useAuth();
  const router = useRouter();
  return (
    <OnceButton
      className={buttonClass('outline', 'sm')}
      run={async () => {
        await signOut();
        router.push('/');
        router.refresh();
      }}
    >
      Logga ut
    </OnceButton>
  );
}
