import type { Metadata } from 'next';
import Link from '@/ui/link';
import { ForgotPasswordForm } from '@/modules/accounts/components/forgot-password-form';

export const metadata: Metadata = { title: 'Glömt lösenord', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Glömt lösenord?</h1>
      <p className="mt-2 text-muted">
        Skriv din e-post så skickar vi en länk där du väljer ett nytt lösenord. Det fungerar också om du tidigare loggade in med Google.
      </p>
      <div className="mt-6">
        <ForgotPasswordForm />
      </div>
      <p className="mt-8 text-sm">
        <Link href="/logga-in" className="underline underline-offset-4">
          Tillbaka till inloggningen
        </Link>
      </p>
    </div>
  );
}
