import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { WeekSalePage } from '@/modules/admin/components/pages/week-sale-page';

export const generateMetadata = adminMetadata('Veckans auktion');

export default async function Page({ searchParams }: { searchParams: Promise<{ auktion?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/auktioner/vecka', admin: true });
  if (!me) return denied;
  return <WeekSalePage searchParams={await searchParams} />;
}
