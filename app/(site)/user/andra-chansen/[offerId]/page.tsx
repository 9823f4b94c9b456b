import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { guardPage } from '@/modules/accounts/server';
import { configuredFeeRates, getMySecondChance } from '@/modules/orders/server';
import { SecondChanceDetails } from '@/modules/orders/components/second-chance';
import { orderIdOf } from '../../kop/[orderId]/load-order';

export const metadata: Metadata = { title: 'Andra chansen', robots: { index: false } };

/** A second chance (requireAuth, the bidder's own only; docs/decisions/0042): accept or decline. */
export default async function SecondChancePage({ params }: { params: Promise<{ offerId: string }> }) {
  const offerId = orderIdOf((await params).offerId);
  const { me, denied } = await guardPage({ next: `/user/andra-chansen/${offerId}`, sessionOnly: true });
  if (!me) return denied;
  const offer = await getMySecondChance(await getDb(), me.id, offerId, { rates: configuredFeeRates() }).catch((error: unknown) => {
    if (AppError.is(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Brödsmulor" className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <Link href="/user" className="inline-flex min-h-11 items-center hover:text-ink">
          Mitt konto
        </Link>
        <span aria-hidden>/</span>
        <Link href="/user#mina-bud" className="inline-flex min-h-11 items-center hover:text-ink">
          Mina bud
        </Link>
      </nav>
      <SecondChanceDetails offer={offer} />
    </div>
  );
}
