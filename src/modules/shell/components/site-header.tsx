'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { HeaderUserArea } from '@/modules/accounts/components/header-user-area';

/**
 * The header (spec §2): logo, the Köp/Sälj tabs, the search field and the user area. This
 * server-rendered version searches with a plain GET form, so it works before JavaScript loads.
 */
export function SiteHeader() {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams()?.get('search') ?? '';
  const activeTab = pathname.startsWith('/auktioner') ? 'kop' : pathname.startsWith('/salj') ? 'salj' : null;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:gap-6 sm:py-3">
        <Link href="/" className="flex min-h-11 items-center gap-2 font-serif text-2xl font-semibold tracking-tight" aria-label="Klubban, till startsidan">
          <span aria-hidden className="inline-block h-7 w-7 rounded-full bg-ink" style={{ boxShadow: 'inset 0 0 0 7px #111, inset 0 0 0 14px #f5d547' }} />
          <span className="hidden sm:inline">Klubban</span>
        </Link>
        <nav aria-label="Huvudmeny" className="flex items-center gap-1 text-sm font-medium">
          <Tab href="/auktioner" active={activeTab === 'kop'}>
            Köp
          </Tab>
          <Tab href="/salj" active={activeTab === 'salj'}>
            Sälj
          </Tab>
        </nav>
        <form action="/auktioner" method="get" role="search" className="ml-auto flex min-w-0 flex-1 justify-end">
          <label htmlFor="site-search" className="sr-only">
            Sök bland auktionerna
          </label>
          <input
            id="site-search"
            name="search"
            type="search"
            key={search}
            defaultValue={search}
            placeholder="Vad letar du efter?"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full max-w-md min-w-0 rounded-full border border-line bg-ground px-4 text-base outline-none placeholder:text-muted focus:border-ink focus:bg-white"
          />
        </form>
        <HeaderUserArea />
      </div>
    </header>
  );
}

function Tab({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`flex min-h-11 items-center rounded-full px-3 sm:px-4 ${active ? 'bg-ink text-white' : 'text-ink hover:bg-ground'}`}
    >
      {children}
    </Link>
  );
}
