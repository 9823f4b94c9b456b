import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import Link from '@/ui/link';
import { TestProviderFrame } from '@/modules/payments/components/test-provider-frame';
import { maskBankAccount } from '@/modules/payments';
import { checkTestLink, getTestAccount, paymentMode } from '@/modules/payments/server';
import { getDb } from '@/platform/database';

export const metadata: Metadata = { title: 'Utbetalningar – testleverantör', robots: { index: false } };

/** The test provider's payout dashboard (CREATE_DASHBOARD_LINK's url when no Stripe key is set). */
export default async function TestDashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  // Only where the test provider is in use (docs/decisions/0028).
  if (paymentMode() !== 'test') notFound();
  const [{ accountId }, query] = await Promise.all([params, searchParams]);
  const check = checkTestLink('dashboard', accountId, query);
  const account = check.ok ? await getTestAccount(await getDb(), accountId) : null;
  if (!check.ok || !account?.bankAccount) {
    return (
      <TestProviderFrame title={check.ok ? 'Kontot är inte registrerat' : 'Länken är ogiltig eller har gått ut'}>
        <Link href="/user#utbetalningar" className="mt-6 inline-flex min-h-11 items-center font-medium underline">
          Tillbaka till Klubban
        </Link>
      </TestProviderFrame>
    );
  }
  return (
    <TestProviderFrame title="Dina utbetalningar">
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-[#4f566b]">Kontohavare</dt>
        <dd>{account.holderName}</dd>
        <dt className="text-[#4f566b]">Konto</dt>
        <dd className="tabular">{maskBankAccount(account.bankAccount)}</dd>
        <dt className="text-[#4f566b]">E-post</dt>
        <dd>{account.email}</dd>
      </dl>
      <p className="mt-6 text-sm text-[#3c4257]">Utbetalningar visas här när Klubban har betalat ut en försäljning.</p>
      <Link href={check.link.back} className="mt-6 inline-flex min-h-11 items-center font-medium underline">
        Tillbaka till Klubban
      </Link>
    </TestProviderFrame>
  );
}
