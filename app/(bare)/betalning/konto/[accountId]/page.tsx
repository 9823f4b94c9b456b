import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import Link from '@/ui/link';
import { FormMessage, TextField } from '@/ui/form';
import { TestProviderFrame } from '@/modules/payments/components/test-provider-frame';
import { checkTestLink, getTestAccount, paymentMode, testPageErrorMessage } from '@/modules/payments/server';
import { getDb } from '@/platform/database';

export const metadata: Metadata = { title: 'Utbetalningskonto – testleverantör', robots: { index: false } };

type Params = Record<string, string | string[] | undefined>;

/** The test provider's hosted onboarding (CREATE_ACCOUNT_LINK's url when no Stripe key is set). */
export default async function TestOnboardingPage({
  params,
  searchParams,
}: {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<Params>;
}) {
  await connection();
  // Only where the test provider is in use (docs/decisions/0028).
  if (paymentMode() !== 'test') notFound();
  const [{ accountId }, query] = await Promise.all([params, searchParams]);
  const check = checkTestLink('onboarding', accountId, query);
  const account = check.ok ? await getTestAccount(await getDb(), accountId) : null;
  if (!check.ok || !account) {
    return (
      <TestProviderFrame title={check.ok || check.reason === 'invalid' ? 'Länken är ogiltig' : 'Länken har gått ut'}>
        <p className="mt-3 text-[#3c4257]">Öppna registreringen igen från ditt konto för att få en ny länk.</p>
        <Link
          href={(!check.ok && check.refresh) || '/user#utbetalningar'}
          className="mt-6 inline-flex min-h-11 items-center font-medium underline"
        >
          Tillbaka till Klubban
        </Link>
      </TestProviderFrame>
    );
  }
  // A fixed code, never text from the address (docs/decisions/0028).
  const error = testPageErrorMessage(query.fel);
  // What the seller typed before the error, back into its field only (React escapes it as a value).
  const holder = typeof query.namn === 'string' ? query.namn.slice(0, 120) : (account.holderName ?? '');
  return (
    <TestProviderFrame title="Utbetalningskonto">
      <p className="mt-2 text-[#3c4257]">
        Klubban betalar ut försäljningar till det här kontot ({account.email}). Fyll i var pengarna ska sättas in.
      </p>
      <form method="post" action="/api/payments/test/onboarding" className="mt-6 space-y-4">
        <input type="hidden" name="accountId" value={accountId} />
        {['utgar', 'tillbaka', 'ny', 'sig'].map((name) => (
          <input key={name} type="hidden" name={name} value={typeof query[name] === 'string' ? (query[name] as string) : ''} />
        ))}
        <TextField label="Kontohavare" name="holderName" autoComplete="name" required defaultValue={holder} />
        <TextField
          label="Kontonummer"
          name="bankAccount"
          inputMode="numeric"
          autoComplete="off"
          required
          hint="Clearingnummer och kontonummer, eller IBAN."
          error={error}
        />
        {account.onboardedAt ? <FormMessage tone="info">Kontot är redan registrerat; du kan byta konto här.</FormMessage> : null}
        <button type="submit" className="h-12 w-full rounded-lg bg-[#635bff] font-semibold text-white hover:bg-[#4b45c6]">
          Spara och gå tillbaka
        </button>
      </form>
    </TestProviderFrame>
  );
}
