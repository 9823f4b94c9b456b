import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminDashboardPage } from '@/modules/admin/components/pages/dashboard-page';

export const generateMetadata = adminMetadata('Översikt');

export default async function Page() {
  const { me, denied } = await guardPage({ next: '/admin', admin: true });
  if (!me) return denied;
  return <AdminDashboardPage />;
}
