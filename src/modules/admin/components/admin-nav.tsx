import Link from '@/ui/link';

/** The console's tabs. Every admin page is gated twice: app/(site)/admin/layout.tsx and the page's own guardPage({ admin: true }) (the layout alone would leak the page's data in its RSC payload). */
export function AdminNav({
  current,
}: {
  current: 'auktioner' | 'ordrar' | 'varderingar' | 'anvandare' | 'utkorg' | 'logg' | 'epost' | 'jobb';
}) {
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
    <nav aria-label="Administration" className="mb-6 flex flex-wrap gap-2">
      {link('/admin/auktioner', 'auktioner', 'Auktioner')}
      {link('/admin/ordrar', 'ordrar', 'Ordrar')}
      {link('/admin/anvandare', 'anvandare', 'Användare')}
      {link('/admin/varderingar', 'varderingar', 'Värderingar')}
      {link('/admin/utkorg', 'utkorg', 'Utkorg')}
      {link('/admin/jobb', 'jobb', 'Jobb')}
      {link('/admin/epost', 'epost', 'E-post')}
      {link('/admin/logg', 'logg', 'Logg')}
    </nav>
  );
}
