import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { EmailPreviewPage } from '@/modules/admin/components/pages/email-preview-page';

export const generateMetadata = adminMetadata('Förhandsvisning av mejl');

export default async function Page({ params }: { params: Promise<{ template: string }> }) {
  const { template } = await params;
  const { me, denied } = await guardPage({ next: `/admin/epost/${encodeURIComponent(template)}`, admin: true });
  if (!me) return denied;
  return <EmailPreviewPage template={template} />;
}
