import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ConfirmNewsletter } from '@/modules/newsletter/components/confirm-newsletter';
import { readNewsletterConfirmToken } from '@/modules/newsletter/server';

export const metadata: Metadata = { title: 'Bekräfta nyhetsbrevet', robots: { index: false }, referrer: 'no-referrer' };

/**
 * The link of the NEWSLETTER_CONFIRM e-mail (docs/decisions/0029): opening it reads the token and
 * changes nothing (a mail scanner's GET), the button confirms. A forged or expired link says so.
 */
export default async function ConfirmNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const check = readNewsletterConfirmToken(token);
  return (
    <div className="mx-auto max-w-xl px-4 pt-10">
      <div className="rounded-2xl border border-line p-6 sm:p-8">
        {check.ok ? (
          <>
            <h1 className="font-serif text-3xl font-semibold">Bekräfta din prenumeration</h1>
            <p className="mt-3 text-muted">
              Vill du få Klubbans nyhetsbrev med veckans höjdpunkter till <strong className="text-ink">{check.email}</strong>? Bekräfta med
              knappen, så är det klart.
            </p>
            <div className="mt-6">
              <ConfirmNewsletter token={token} />
            </div>
          </>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-semibold">Länken fungerar inte</h1>
            <p role="alert" className="mt-3">
              {check.reason === 'expired'
                ? 'Länken har gått ut, så ingen prenumeration har ändrats. Anmäl dig igen för att få en ny länk.'
                : 'Länken är ofullständig eller felaktig, så ingen prenumeration har ändrats. Kontrollera att du fick med hela länken från mejlet.'}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
