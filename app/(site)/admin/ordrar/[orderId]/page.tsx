import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminOrderPage } from '@/modules/admin/components/pages/order-page';

export const generateMetadata = adminMetadata('Order');

export default async function Page({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const { me, denied } = await guardPage({ next: `/admin/ordrar/${encodeURIComponent(orderId)}`, admin: true });
  if (!me) return denied;
  return <AdminOrderPage orderId={orderId} />;
}
