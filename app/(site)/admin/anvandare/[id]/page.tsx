import { adminMetadata, guardPage } from '@/modules/accounts/server';
import { AdminUserPage } from '@/modules/admin/components/pages/user-page';

export const generateMetadata = adminMetadata('Användare');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: no such user.
  }
  const { me, denied } = await guardPage({ next: `/admin/anvandare/${encodeURIComponent(id)}`, admin: true });
  if (!me) return denied;
  return <AdminUserPage id={id} adminId={me.uid} />;
}
