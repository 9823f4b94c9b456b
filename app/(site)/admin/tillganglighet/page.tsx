import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { BarrierReportsPage } from '@/modules/admin/components/pages/barrier-reports-page';

export const generateMetadata = adminMetadata('Tillgänglighet');

export default async function Page({ searchParams }: { searchParams: Promise<{ visa?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/tillganglighet', admin: true });
  if (!me) return denied;
  return <BarrierReportsPage searchParams={await searchParams} />;
}
