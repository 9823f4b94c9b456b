import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminOrdersPage } from '@/modules/admin/components/pages/orders-page';

export const generateMetadata = adminMetadata('Ordrar');

export default async function Page({ searchParams }: { searchParams: Promise<{ filter?: string; sida?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/ordrar', admin: true });
  if (!me) return denied;
  return <AdminOrdersPage searchParams={await searchParams} />;
}
