import type { Metadata } from 'next';
import Link from '@/ui/link';
import { ResetPasswordForm } from '@/modules/accounts/components/reset-password-form';

export const metadata: Metadata = { title: 'Välj nytt lösenord', robots: { index: false } };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; error?: string }>;
}) {
  const params = await searchParams;
  const token = Array.isArray(params.token) ? params.token[0] : params.token;
  const valid = Boolean(token && /^[\w-]{8,200}$/.test(token) && !params.error);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Välj nytt lösenord</h1>
      <div className="mt-6">
        {valid && token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="space-y-4">
            <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" role="alert">
              Länken är ogiltig eller har gått ut. Länkar för nytt lösenord gäller i en timme och kan användas en gång.
            </p>
            <Link href="/glomt-losenord" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
              Skicka en ny länk
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
