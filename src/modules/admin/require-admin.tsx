import 'server-only';
import Link from '@/ui/link';
import { headers } from 'next/headers';
import { AuthScreen } from '@/modules/accounts/components/auth-screen';
import type { Me } from '@/modules/accounts';
import { getMe } from '@/modules/accounts/server';

/** For admin pages: the signed-in admin, or what to show instead (sign-in screen or a refusal). */
export async function requireAdmin(next: string): Promise<{ me: Me; denied: null } | { me: null; denied: React.ReactElement }> {
  const me = await getMe(await headers());
  if (!me) return { me: null, denied: <AuthScreen next={next} /> };
  if (!me.admin) {
    return {
      me: null,
      denied: (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="font-serif text-3xl font-semibold">Ingen behörighet</h1>
          <p className="mt-3 text-muted">Den här sidan är till för studions administratörer.</p>
        </div>
      ),
    };
  }
  return { me, denied: null };
}

export function AdminNav({ current }: { current: 'anvandare' | 'utkorg' }) {
  const link = (href: string, key: typeof current, label: string) => (
    <Link
      href={href}
      aria-current={current === key ? 'page' : undefined}
      className="inline-flex min-h-11 items-center rounded-full px-4 text-sm aria-[current=page]:bg-ink aria-[current=page]:text-white"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Administration" className="mb-6 flex gap-2">
      {link('/admin/anvandare', 'anvandare', 'Användare')}
      {link('/admin/utkorg', 'utkorg', 'Utkorg')}
    </nav>
  );
}
