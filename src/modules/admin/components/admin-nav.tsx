import Link from '@/ui/link';
import { AdminSearch } from './admin-search';

/** The console's sections, in the order a Sunday week runs: intake, the sale, settling, the team, the machinery. */
const SECTIONS = [
  { key: 'oversikt', href: '/admin', label: 'Översikt' },
  { key: 'varderingar', href: '/admin/varderingar', label: 'Värderingar' },
  { key: 'auktioner', href: '/admin/auktioner', label: 'Auktioner' },
  { key: 'fragor', href: '/admin/fragor', label: 'Frågor' },
  { key: 'ordrar', href: '/admin/ordrar', label: 'Ordrar' },
  { key: 'bokforing', href: '/admin/bokforing', label: 'Bokföring' },
  { key: 'anvandare', href: '/admin/anvandare', label: 'Användare' },
  { key: 'tillganglighet', href: '/admin/tillganglighet', label: 'Tillgänglighet' },
  { key: 'utkorg', href: '/admin/utkorg', label: 'Utkorg' },
  { key: 'jobb', href: '/admin/jobb', label: 'Jobb' },
  { key: 'epost', href: '/admin/epost', label: 'E-post' },
  { key: 'logg', href: '/admin/logg', label: 'Logg' },
] as const;

export type AdminSection = (typeof SECTIONS)[number]['key'];

/**
 * The console's navigation. On a phone it is one row — the section you are in and a "Meny" that
 * opens every section as large targets (a <details>, so it works before and without JavaScript);
 * from md up, all sections as one row of tabs, never wrapped: as wide as the console's widest
 * pages (centred over a narrower page such as a lot's, so it fits there too), and where the window
 * is narrower still it scrolls sideways, a shadow at the edge saying there is more. Under it, the
 * console's search box (AdminSearch).
 * Every admin page is gated twice: app/(site)/admin/layout.tsx and the page's own guardPage({ admin: true }) (the layout alone would leak the page's data in its RSC payload).
 */
export function AdminNav({
  current,
  query,
}: {
  current?: AdminSection;
  /** The search page's query, for the search box. */ query?: string;
}) {
  const currentLabel = SECTIONS.find((section) => section.key === current)?.label ?? 'Sök';
  const link = (section: (typeof SECTIONS)[number], className: string) => (
    <Link key={section.key} href={section.href} aria-current={current === section.key ? 'page' : undefined} className={className}>
      {section.label}
    </Link>
  );
  return (
    <div className="mb-6 flex flex-col gap-3">
      <nav aria-label="Administration" className="md:relative md:left-1/2 md:w-[min(70rem,100vw_-_2rem)] md:-translate-x-1/2">
        <details className="group rounded-2xl border border-line md:hidden">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm [&::-webkit-details-marker]:hidden">
            <span>
              <span className="text-muted">Administration · </span>
              <span className="font-medium">{currentLabel}</span>
            </span>
            <span className="inline-flex items-center gap-1 font-medium">
              Meny
              <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </span>
          </summary>
          <div className="grid grid-cols-2 gap-2 border-t border-line p-2">
            {SECTIONS.map((section) =>
              link(
                section,
                'flex min-h-12 items-center rounded-xl px-4 text-sm hover:bg-ground aria-[current=page]:bg-ink aria-[current=page]:font-medium aria-[current=page]:text-white',
              ),
            )}
          </div>
        </details>
        <div className="scroll-x-shadows -m-1 hidden gap-1 overflow-x-auto p-1 md:flex" data-testid="admin-tabs">
          {SECTIONS.map((section) =>
            link(
              section,
              'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm hover:bg-ground aria-[current=page]:bg-ink aria-[current=page]:text-white',
            ),
          )}
        </div>
      </nav>
      {/* The console's one search box, under the sections on every console page (full width on a phone). */}
      <AdminSearch initialQuery={query} />
    </div>
  );
}
