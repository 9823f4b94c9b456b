import { guardPage } from '@/modules/accounts/server';

/**
 * A page's shell options (spec §2 "Layout and shell"):
 * - requireAuth: a signed-out visitor sees the authentication screen instead (signing in returns
 *   to `next`), through the same guardPage every signed-in page uses;
 * - fullWidth: content spans the window; otherwise it is capped (max-w-6xl) and padded.
 * showHeader/showFooter are route groups rather than props: pages under app/(site) get the header
 * and footer, pages under app/(bare) get neither.
 */
export async function PageShell({
  requireAuth = false,
  fullWidth = false,
  next,
  children,
}: {
  requireAuth?: boolean;
  fullWidth?: boolean;
  next?: string;
  children: React.ReactNode;
}) {
  if (requireAuth) {
    const { me, denied } = await guardPage({ next });
    if (!me) return denied;
  }
  return fullWidth ? <>{children}</> : <div className="mx-auto max-w-6xl px-4">{children}</div>;
}
