import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { JobsPage } from '@/modules/admin/components/pages/jobs-page';

export const generateMetadata = adminMetadata('Jobb');

export default async function Page() {
  const { me, denied } = await guardPage({ next: '/admin/jobb', admin: true });
  if (!me) return denied;
  return <JobsPage />;
}
