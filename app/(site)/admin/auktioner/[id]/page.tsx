import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { EditAuctionPage } from '@/modules/admin/components/pages/auction-page';

export const generateMetadata = adminMetadata('Redigera auktion');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { me, denied } = await guardPage({ next: `/admin/auktioner/${id}`, admin: true });
  if (!me) return denied;
  return <EditAuctionPage id={id} />;
}
