import type { Metadata } from 'next';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { guardPage, getOwnProfile } from '@/modules/accounts/server';
import { PurchaseDetails, paymentReturnOf } from '@/modules/orders/components/purchase-details';
import { listOrderDocuments } from '@/modules/orders/server';
import { loadOrder, orderIdOf } from './load-order';

export const metadata: Metadata = { title: 'Mitt köp', robots: { index: false } };

/** A purchase (requireAuth, the buyer's own only): checkout while unpaid, then payment and delivery. */
export default async function PurchasePage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ betalning?: string | string[] }>;
}) {
  const [{ orderId: raw }, query] = await Promise.all([params, searchParams]);
  const orderId = orderIdOf(raw);
  const { me, denied } = await guardPage({ next: `/user/kop/${orderId}`, sessionOnly: true });
  if (!me) return denied;
  const order = await loadOrder(me.id, orderId);
  // The checkout and the model withdrawal form are filled in with the buyer's name (docs/decisions/0043).
  const profile = order.status === 'pending' || order.canWithdraw ? await getOwnProfile(await getDb(), me.id) : null;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const documents = await listOrderDocuments(await getDb(), order.id, me.id);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Brödsmulor" className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <Link href="/user" className="inline-flex min-h-11 items-center hover:text-ink">
          Mitt konto
        </Link>
        <span aria-hidden>/</span>
        <Link href="/user#mina-kop" className="inline-flex min-h-11 items-center hover:text-ink">
          Mina köp
        </Link>
      </nav>
      <PurchaseDetails
        order={order}
        now={new Date()}
        returned={paymentReturnOf(query.betalning)}
        checkoutDefaults={{ name, phone: profile?.phoneRaw ?? '' }}
        documents={documents}
      />
    </div>
  );
}
