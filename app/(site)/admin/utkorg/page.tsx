import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { OutboxPage } from '@/modules/admin/components/pages/outbox-page';

export const generateMetadata = adminMetadata('Utkorg');

export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string; sida?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/utkorg', admin: true });
  if (!me) return denied;
  return <OutboxPage searchParams={await searchParams} />;
}
