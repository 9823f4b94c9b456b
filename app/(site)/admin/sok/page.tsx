import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminSearchPage } from '@/modules/admin/components/pages/search-page';

export const generateMetadata = adminMetadata('Sök');

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { me, denied } = await guardPage({ next: '/admin/sok', admin: true });
  if (!me) return denied;
  return <AdminSearchPage searchParams={await searchParams} />;
}
