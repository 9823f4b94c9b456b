import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminLogPage } from '@/modules/admin/components/pages/log-page';

export const generateMetadata = adminMetadata('Logg');

export default async function Page({ searchParams }: { searchParams: Promise<{ atgard?: string; aktor?: string; sida?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/logg', admin: true });
  if (!me) return denied;
  return <AdminLogPage searchParams={await searchParams} />;
}
