import type { Metadata } from 'next';
import { LeaveEarlyAccess } from '@/modules/newsletter/components/early-access-form';

export const metadata: Metadata = { title: 'Lämna listan', robots: { index: false }, referrer: 'no-referrer' };

/** The unsubscribe link of the EARLY_ACCESS e-mail: a button, so a mail scanner opening the link changes nothing. */
export default async function LeaveEarlyAccessPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="mx-auto max-w-xl px-4 pt-10">
      <div className="rounded-2xl border border-line p-6 sm:p-8">
        <h1 className="font-serif text-3xl font-semibold">Lämna listan till förhandsvisningen</h1>
        <p className="mt-3 text-muted">Du får då inga fler mejl om förhandsvisningar av Klubbans auktioner.</p>
        <div className="mt-6">
          <LeaveEarlyAccess token={token} />
        </div>
      </div>
    </div>
  );
}
