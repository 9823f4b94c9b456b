import { requireAdmin } from '@/modules/accounts/server';

/**
 * Every page under /admin (docs/product.md §9 "Console"): a non-admin — visitor, user, disabled user, or
 * an admin who is signed out — gets the site's 404 page with HTTP 404, the same answer as an
 * unknown address. One place for the whole console; the pages repeat the check through
 * guardPage({ admin: true }) (see requireAdmin for why), which costs nothing more per request.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return children;
}
