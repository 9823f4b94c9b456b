import Link from '@/ui/link';
import { AdminSearch } from './admin-search';

/** The console's tabs. Every admin page is gated twice: app/(site)/admin/layout.tsx and the page's own guardPage({ admin: true }) (the layout alone would leak the page's data in its RSC payload). */
export function AdminNav({ current, query }: { current?: AdminTab; /** The search page's query, for the search box. */ query?: string }) {
  // The console's one search box beside the tabs on every console page (full width on a phone).
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
      <AdminTabs current={current} />
      <AdminSearch initialQuery={query} />
    </div>
  );
}

/** The tab of the page shown; none on the search page. */
type AdminTab = 'auktioner' | 'ordrar' | 'varderingar' | 'anvandare' | 'utkorg' | 'logg' | 'epost';

function AdminTabs({ current }: { current?: AdminTab }) {
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
    <nav aria-label="Administration" className="flex flex-wrap gap-2">
      {link('/admin/auktioner', 'auktioner', 'Auktioner')}
      {link('/admin/ordrar', 'ordrar', 'Ordrar')}
      {link('/admin/anvandare', 'anvandare', 'Användare')}
      {link('/admin/varderingar', 'varderingar', 'Värderingar')}
      {link('/admin/utkorg', 'utkorg', 'Utkorg')}
      {link('/admin/epost', 'epost', 'E-post')}
      {link('/admin/logg', 'logg', 'Logg')}
    </nav>
  );
}
