import type { Metadata } from 'next';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { guardPage, getOwnProfile } from '@/modules/accounts/server';
import { PrintButton } from '@/modules/orders/components/print-button';
import { Receipt } from '@/modules/orders/components/receipt';
import { configuredStudio, orderPath, receiptDocuments } from '@/modules/orders/server';
import { paymentMode } from '@/modules/payments/server';
import { loadOrder, orderIdOf } from '../load-order';

export const metadata: Metadata = { title: 'Kvitto', robots: { index: false } };

/** The receipt of a paid purchase (requireAuth, the buyer's own only), made to print on one A4 page. */
export default async function ReceiptPage({ params }: { params: Promise<{ orderId: string }> }) {
  const orderId = orderIdOf((await params).orderId);
  const { me, denied } = await guardPage({ next: `/user/kop/${orderId}/kvitto`, sessionOnly: true });
  if (!me) return denied;
  const order = await loadOrder(me.id, orderId);
  const back = (
    <Link
      href={orderPath(order.id)}
      className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4 print:hidden"
    >
      Tillbaka till köpet
    </Link>
  );

  if (order.status === 'pending') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="font-serif text-3xl font-semibold">Kvitto</h1>
        <p className="mt-3">Köpet är inte betalt än. Kvittot finns här när du har betalat.</p>
        <p className="mt-4">{back}</p>
      </div>
    );
  }

  const db = await getDb();
  // The buyer and the studio as the invoice froze them (docs/decisions/0045); an order from before
  // the books has no invoice, and its receipt reads the profile as it always did.
  const frozen = await receiptDocuments(db, order.id, me.id);
  const profile = frozen.buyer ? null : await getOwnProfile(db, me.id);
  const profileName = frozen.buyer?.name ?? [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const address = order.deliveryMethod === 'shipping' ? order.address : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <PrintButton />
      </div>
      <Receipt
        order={order}
        buyer={{ name: address?.name ?? profileName, email: frozen.buyer?.email ?? me.email, address }}
        studio={frozen.studio ?? configuredStudio()}
        documents={frozen.documents}
        paymentsPretend={paymentMode() === 'test'}
      />
    </div>
  );
}
