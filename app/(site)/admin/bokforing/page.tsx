import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminBooksPage } from '@/modules/admin/components/pages/books-page';

export const generateMetadata = adminMetadata('Bokföring');

export default async function Page({ searchParams }: { searchParams: Promise<{ fran?: string; till?: string; visa?: string }> }) {
  const { me, denied } = await guardPage({ next: '/admin/bokforing', admin: true });
  if (!me) return denied;
  return <AdminBooksPage searchParams={await searchParams} />;
}
