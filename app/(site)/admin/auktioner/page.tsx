import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminAuctionsPage } from '@/modules/admin/components/pages/auctions-page';

export const generateMetadata = adminMetadata('Auktioner');

export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string; sida?: string; bud?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/auktioner', admin: true });
  if (!me) return denied;
  return <AdminAuctionsPage searchParams={await searchParams} />;
}
