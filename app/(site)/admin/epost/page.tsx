import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { EmailTemplatesPage } from '@/modules/admin/components/pages/email-templates-page';

export const generateMetadata = adminMetadata('E-post');

export default async function Page() {
  const { me, denied } = await guardPage({ next: '/admin/epost', admin: true });
  if (!me) return denied;
  return <EmailTemplatesPage />;
}
