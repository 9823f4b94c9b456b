'use client';

import Link from '@/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { CheckboxField, FormMessage, PrimaryButton, TextField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { AUTH_MESSAGES, signInErrorMessage } from '../domain/messages';
import { afterEmailLookup, type SignInStep } from '../domain/sign-in-flow';
import {
  isPlausibleEmail,
  normaliseEmail,
  passwordError,
  phoneError,
  safeNextPath,
  validateSignUp,
  type SignUpErrors,
} from '../domain/validation';
import { useAuth } from './auth-provider';
import { EmailField, NameFields } from './auth-fields';
import { postJson } from './post-json';

/**
 * The three-step form of spec §2/§4: e-mail → password → register. The e-mail is trimmed and
 * lower-cased before the look-up; an unknown e-mail switches to register with the spec's text.
 */

export function SignInForm({ next, onSuccess }: { next?: string; onSuccess?: () => void }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [step, setStep] = useState<SignInStep>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [googleNote, setGoogleNote] = useState(false);
  const [register, setRegister] = useState({
    firstName: '',
    lastName: '',
    phone: '',
    confirmPassword: '',
    acceptTerms: false,
    newsletter: false,
  });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const once = useOnce();
  const busy = once.busy;

  const succeed = async () => {
    await refresh();
    if (onSuccess) onSuccess();
    else {
      router.push(safeNextPath(next));
      router.refresh();
    }
  };

  const guard = once.run;

  const submitEmail = (event: React.FormEvent) => {
    event.preventDefault();
    const value = normaliseEmail(email);
    if (!isPlausibleEmail(value)) {
      setErrors({ email: AUTH_MESSAGES.invalidEmail });
      return;
    }
    setErrors({});
    setEmail(value);
    void guard(async () => {
      setMessage(null);
      setGoogleNote(false);
      try {
        const response = await postJson('/api/account/sign-in-methods', { data: { email: value } });
        const body = (await response.json()) as { result?: { methods: string[] }; error?: { status: string } };
        if (response.status === 429) return setMessage({ tone: 'error', text: AUTH_MESSAGES.tooManyRequests });
        if (!response.ok || !body.result) return setMessage({ tone: 'error', text: AUTH_MESSAGES.lookupFailed });
        const outcome = afterEmailLookup(body.result.methods);
        setStep(outcome.step);
        setMessage(outcome.message);
        setGoogleNote(outcome.googleNote);
      } catch {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.lookupFailed });
      }
    });
  };

  const submitPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ password: AUTH_MESSAGES.passwordRequired });
      return;
    }
    setErrors({});
    void guard(async () => {
      setMessage(null);
      try {
        const response = await postJson('/api/auth/sign-in/email', { email, password });
        if (response.ok) return void (await succeed());
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        const code =
          response.status === 429
            ? 'too-many-requests'
            : body.code === 'BANNED_USER'
              ? 'user-disabled'
              : response.status === 401
                ? 'wrong-password'
                : 'other';
        setMessage({ tone: 'error', text: signInErrorMessage(code) });
      } catch {
        setMessage({ tone: 'error', text: signInErrorMessage('other') });
      }
    });
  };

  const submitRegister = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = { email, password, ...register };
    const found = validateSignUp(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void guard(async () => {
      setMessage(null);
      try {
        const response = await postJson('/api/account/sign-up', { data: fields });
        const body = (await response.json().catch(() => ({}))) as {
          error?: { status: string; message: string; details?: { fields?: SignUpErrors } };
        };
        if (!response.ok) {
          if (body.error?.details?.fields) setErrors(body.error.details.fields);
          const text =
            response.status === 409
              ? AUTH_MESSAGES.emailInUse
              : response.status === 429
                ? AUTH_MESSAGES.tooManyRequests
                : AUTH_MESSAGES.signUpFailed;
          return setMessage({ tone: 'error', text });
        }
        if (register.newsletter) {
          // Newsletter consent (spec §7): a failure is logged and never blocks sign-up.
          await callAction('SUBSCRIBE', { email, source: 'signup' }).catch((error: unknown) =>
            console.error('newsletter subscription failed', error),
          );
        }
        await succeed();
      } catch {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.signUpFailed });
      }
    });
  };

  /** To another step: its message and field errors start afresh. */
  const switchTo = (target: SignInStep) => {
    setStep(target);
    setMessage(null);
    setErrors({});
  };

  const change = (field: keyof typeof register) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setRegister((current) => ({ ...current, [field]: value }));
  };
  /** A register field's value, error and change handler. */
  const bound = (field: 'phone' | 'confirmPassword') => ({ value: register[field], error: errors[field], onChange: change(field) });

  return (
    <div className="space-y-5" data-step={step}>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      {googleNote ? <GoogleNote /> : null}

      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate className="space-y-4">
          <EmailField value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
          <PrimaryButton type="submit" busy={busy}>
            Fortsätt
          </PrimaryButton>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-ground px-4 py-3 text-sm">
          <span className="truncate" data-testid="chosen-email">
            {email}
          </span>
          <button
            type="button"
            className="min-h-11 shrink-0 font-medium underline underline-offset-4"
            onClick={() => {
              switchTo('email');
              setGoogleNote(false);
            }}
          >
            Ändra
          </button>
        </div>
      )}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate className="space-y-4">
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            label="Lösenord"
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="text-right text-sm">
            <Link href="/glomt-losenord" className="underline underline-offset-4">
              Glömt lösenord?
            </Link>
          </div>
          <StepEnd busy={busy} submit="Logga in" question="Ny här?" action="Skapa konto" onSwitch={() => switchTo('register')} />
        </form>
      ) : null}

      {step === 'register' ? (
        <form onSubmit={submitRegister} noValidate className="space-y-4">
          <NameFields values={register} errors={errors} required change={change} />
          <TextField
            label="Mobilnummer"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...bound('phone')}
            hint="Till exempel 070-123 45 67"
            onBlur={() => setErrors((current) => ({ ...current, phone: phoneError(register.phone) ?? undefined }))}
          />
          <TextField
            label="Lösenord"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            hint="Minst 6 tecken"
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() => password && setErrors((current) => ({ ...current, password: passwordError(password) ?? undefined }))}
          />
          <TextField
            label="Upprepa lösenord"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            {...bound('confirmPassword')}
          />
          <CheckboxField
            name="acceptTerms"
            checked={register.acceptTerms}
            onChange={change('acceptTerms')}
            error={errors.acceptTerms}
            label={
              <>
                Jag godkänner{' '}
                <Link href="/allmanna-villkor" className="underline underline-offset-4" target="_blank">
                  användarvillkoren
                </Link>{' '}
                och har läst{' '}
                <Link href="/integritetspolicy" className="underline underline-offset-4" target="_blank">
                  integritetspolicyn
                </Link>
                .
              </>
            }
          />
          <CheckboxField
            name="newsletter"
            checked={register.newsletter}
            onChange={change('newsletter')}
            label="Ja tack, skicka mig nyhetsbrevet med veckans höjdpunkter (frivilligt)."
          />
          <StepEnd
            busy={busy}
            submit="Skapa konto"
            question="Har du redan ett konto?"
            action="Logga in"
            onSwitch={() => switchTo('password')}
          />
        </form>
      ) : null}
    </div>
  );
}

/** A step's end: its submit button, then the line that leads to the other step ("Ny här? Skapa konto"). */
function StepEnd({
  busy,
  submit,
  question,
  action,
  onSwitch,
}: {
  busy: boolean;
  submit: string;
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <>
      <PrimaryButton type="submit" busy={busy}>
        {submit}
      </PrimaryButton>
      <p className="text-center text-sm text-muted">
        {question}{' '}
        <button type="button" className="min-h-11 font-medium text-ink underline underline-offset-4" onClick={onSwitch}>
          {action}
        </button>
      </p>
    </>
  );
}

/**
 * Why an account made with Google cannot sign in here, and the way on (spec §1: Google sign-in is
 * no longer supported): shown under the e-mail step's message for such an account only.
 */
function GoogleNote() {
  return (
    <p className="text-sm text-muted" data-testid="google-note">
      Inloggning med Google stöds inte längre. Har du loggat in med Google tidigare, välj{' '}
      <Link href="/glomt-losenord" className="font-medium text-ink underline underline-offset-4">
        Glömt lösenord?
      </Link>{' '}
      så skickar vi en länk där du skapar ett lösenord till samma konto.
    </p>
  );
}
