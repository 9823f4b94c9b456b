import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminValuationPage } from '@/modules/admin/components/pages/valuation-page';

export const generateMetadata = adminMetadata('Värdering');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { me, denied } = await guardPage({ next: `/admin/varderingar/${encodeURIComponent(id)}`, admin: true });
  if (!me) return denied;
  return <AdminValuationPage id={id} adminId={me.uid} />;
}
