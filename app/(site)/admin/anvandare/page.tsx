import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminUsersPage } from '@/modules/admin/components/pages/users-page';

export const generateMetadata = adminMetadata('Användare');

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string; sida?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/anvandare', admin: true });
  if (!me) return denied;
  return <AdminUsersPage searchParams={await searchParams} adminId={me.uid} />;
}
