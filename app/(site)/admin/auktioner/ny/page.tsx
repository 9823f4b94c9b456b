import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { NewAuctionPage } from '@/modules/admin/components/pages/new-auction-page';
import { currentItemPriceDefaults } from '@/server/selling';

export const generateMetadata = adminMetadata('Ny auktion');

export default async function Page({ searchParams }: { searchParams: Promise<{ item?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/auktioner/ny', admin: true });
  if (!me) return denied;
  return <NewAuctionPage searchParams={await searchParams} priceDefaults={currentItemPriceDefaults()} />;
}
