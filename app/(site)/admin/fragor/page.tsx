import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminQuestionsPage } from '@/modules/admin/components/pages/questions-page';

export const generateMetadata = adminMetadata('Frågor');

export default async function Page() {
  const { me, denied } = await guardPage({ next: '/admin/fragor', admin: true });
  if (!me) return denied;
  return <AdminQuestionsPage />;
}
