import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminValuationsPage } from '@/modules/admin/components/pages/valuations-page';

export const generateMetadata = adminMetadata('Värderingar');

export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string; sida?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/varderingar', admin: true });
  if (!me) return denied;
  return <AdminValuationsPage searchParams={await searchParams} />;
}
