import type { Metadata } from 'next';
import { StopSavedSearchMail } from '@/modules/watchlist/components/stop-saved-search-mail';

export const metadata: Metadata = { title: 'Avsluta mejl om bevakade sökningar', robots: { index: false }, referrer: 'no-referrer' };

/** The stop link of the SAVED_SEARCH_MATCHES e-mail: a button, so a mail scanner opening the link changes nothing. */
export default async function StopSavedSearchMailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="mx-auto max-w-xl px-4 pt-10">
      <div className="rounded-2xl border border-line p-6 sm:p-8">
        <h1 className="font-serif text-3xl font-semibold">Avsluta mejl om nya träffar</h1>
        <p className="mt-3 text-muted">
          Du får då inga fler mejl när nya föremål matchar dina bevakade sökningar. Sökningarna finns kvar, och du ser nya träffar bland
          dina aviseringar när du är inloggad.
        </p>
        <div className="mt-6">
          <StopSavedSearchMail token={token} />
        </div>
      </div>
    </div>
  );
}
