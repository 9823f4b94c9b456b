'use client';

import Link from '@/ui/link';
import { Icon } from '@/ui/icon';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { EditModeToggle } from '@/modules/content/components/edit-mode-toggle';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { goToAuctionList } from '@/modules/auctions/components/auction-list-navigation';
import { ClosingBoardLink } from '@/modules/auctions/components/closing-board-link';
import { HeaderUserArea } from '@/modules/accounts/components/header-user-area';
import type { LotCategoryKey } from '@/keys';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, serializeRecentSearches } from '../domain/recent-searches';
import { parseCategoryParam } from '@/keys';
import { auctionsHref, toggleCategory, withoutSearchParam } from '../domain/search-href';
import { notePagePath } from '@/ui/previous-page';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useLocalStorageValue, writeLocalStorage } from './use-local-storage';
import { buttonClass } from '@/ui/button';

export interface HeaderCategory {
  key: LotCategoryKey;
  label: string;
}

/**
 * The header (spec §2 "Header"): logo, the Köp/Sälj tabs, the search field and the user area.
 * Focusing the search opens an overlay with category chips and recent searches. Without
 * JavaScript the field is a plain GET form to /auktioner, so searching still works.
 *
 * `categories` are the chips, already without ALLA_AUKTIONER and sorted by Swedish label
 * (chipCategories()); the server layout passes them so the browser bundle does not carry the
 * database schema that defines them.
 */
export function SiteHeader({ categories }: { categories: readonly HeaderCategory[] }) {
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const router = useRouter();
  const currentSearch = searchParams?.get('search') ?? '';
  const categoryParam = searchParams?.get('category') ?? null;
  const chosen = useMemo(() => parseCategoryParam(categoryParam), [categoryParam]);
  const activeTab = pathname.startsWith('/auktioner') ? 'kop' : pathname.startsWith('/salj') ? 'salj' : null;

  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState(currentSearch);
  // Follow the URL: a new search term (or none) replaces what is in the field, unless the visitor
  // has typed something else meanwhile (a navigation may land while they are typing).
  const [shownSearch, setShownSearch] = useState(currentSearch);
  if (shownSearch !== currentSearch) {
    setShownSearch(currentSearch);
    if (term === shownSearch) setTerm(currentSearch);
  }
  // The overlay closes on a route change (a new path; toggling filters on /auktioner keeps it open).
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }
  useBodyScrollLock(open);
  // Which page the visitor was on before (the barrier report's "which page?").
  useEffect(() => notePagePath(pathname), [pathname]);

  const rawRecent = useLocalStorageValue(RECENT_SEARCHES_KEY);
  const recent = useMemo(() => parseRecentSearches(rawRecent), [rawRecent]);

  const inputRef = useRef<HTMLInputElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // The header's height as --site-header-height on the root, for what sticks under it or must
  // scroll clear of it (the content editor's bar, the lot page's bid panel as an anchor target).
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const note = () => root.style.setProperty('--site-header-height', `${header.offsetHeight}px`);
    note();
    const observer = new ResizeObserver(note);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, []);
  const panelId = useId();
  const categoriesHeadingId = useId();
  const recentHeadingId = useId();

  const showClear = currentSearch !== '' && term === currentSearch;

  function runSearch(raw: string) {
    const trimmed = raw.trim();
    if (trimmed) writeLocalStorage(RECENT_SEARCHES_KEY, serializeRecentSearches(addRecentSearch(recent, trimmed)));
    setTerm(trimmed);
    setOpen(false);
    inputRef.current?.blur();
    goToAuctionList(auctionsHref(trimmed, chosen), router);
  }

  function chooseCategories(next: readonly LotCategoryKey[]) {
    goToAuctionList(auctionsHref(term, next), router);
  }

  function clearSearch() {
    setTerm('');
    goToAuctionList(withoutSearchParam(pathname, searchParams?.toString() ?? ''), router);
    inputRef.current?.focus();
  }

  function onRegionBlur(event: React.FocusEvent<HTMLDivElement>) {
    // Keyboard focus moving to something outside the search closes it. A pointer outside lands on
    // the backdrop, which closes it itself; a null target (a tap that focuses nothing) is ignored.
    const next = event.relatedTarget;
    if (next instanceof Node && !regionRef.current?.contains(next)) setOpen(false);
  }

  // Focus given back to the field by Escape must not open the overlay again (the field opens it on focus).
  const returningFocus = useRef(false);
  // Escape closes the open overlay wherever focus is: on a chip or button in it (whose focus goes
  // back to the field), or on the page's body after a button that disappears when used (Rensa).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Also stops Chromium's search field from emptying itself on Escape.
      event.preventDefault();
      setOpen(false);
      returningFocus.current = true;
      inputRef.current?.focus();
      returningFocus.current = false;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <header ref={headerRef} className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:gap-6 sm:py-3">
          <Link
            href="/"
            className="flex min-h-11 items-center gap-2 font-serif text-2xl font-semibold tracking-tight"
            aria-label="Klubban, till startsidan"
          >
            <span
              aria-hidden
              className="inline-block h-7 w-7 shrink-0 rounded-full bg-ink"
              style={{ boxShadow: 'inset 0 0 0 7px #111, inset 0 0 0 14px #f5d547' }}
            />
            <span aria-hidden>Klubban</span>
          </Link>
          <nav aria-label="Huvudmeny" className="flex items-center gap-1 text-sm font-medium">
            <Tab href="/auktioner" active={activeTab === 'kop'}>
              Köp
            </Tab>
            <Tab href="/salj" active={activeTab === 'salj'}>
              Sälj
            </Tab>
            <span className="hidden sm:contents">
              <ClosingBoardLink look="tab" active={pathname === '/slutspurt'} />
            </span>
            <EditModeToggle />
          </nav>

          <div
            ref={regionRef}
            onBlur={onRegionBlur}
            className="relative order-last basis-full sm:order-none sm:ml-auto sm:max-w-lg sm:flex-1 sm:basis-auto"
          >
            <form
              action="/auktioner"
              method="get"
              role="search"
              aria-label="Sök bland auktionerna"
              onSubmit={(event) => {
                event.preventDefault();
                runSearch(term);
              }}
            >
              <label htmlFor="site-search" className="sr-only">
                Sök bland auktionerna
              </label>
              <div className="relative">
                <input
                  ref={inputRef}
                  id="site-search"
                  name="search"
                  type="search"
                  role="combobox"
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  aria-autocomplete="none"
                  value={term}
                  onChange={(event) => {
                    setTerm(event.target.value);
                    setOpen(true);
                  }}
                  onFocus={() => {
                    if (!returningFocus.current) setOpen(true);
                  }}
                  onClick={() => setOpen(true)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' && !open) {
                      event.preventDefault();
                      setOpen(true);
                    }
                  }}
                  placeholder="Vad letar du efter?"
                  autoComplete="off"
                  enterKeyHint="search"
                  className={`h-11 w-full min-w-0 rounded-full border pl-4 pr-12 text-base transition-colors placeholder:text-muted focus:border-ink focus:bg-white focus:ring-1 focus:ring-ink focus-visible:outline-none! [&::-webkit-search-cancel-button]:appearance-none ${
                    open ? 'border-ink bg-white' : 'border-line bg-ground hover:border-ink/40'
                  }`}
                />
                {chosen.length > 0 ? <input type="hidden" name="category" value={chosen.join(',')} /> : null}
                {showClear ? (
                  <button
                    type="button"
                    aria-label="Rensa sökning"
                    onClick={clearSearch}
                    className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-ground"
                  >
                    <Icon name="cross" size={18} />
                  </button>
                ) : (
                  <button
                    type="submit"
                    aria-label="Sök"
                    className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-ground"
                  >
                    <Icon name="search" size={20} />
                  </button>
                )}
              </div>
            </form>

            {open ? (
              <div
                id={panelId}
                role="dialog"
                aria-label="Sökförslag"
                tabIndex={-1}
                data-testid="search-overlay"
                className="absolute inset-x-0 top-full z-10 mt-2 overflow-hidden rounded-2xl border border-line bg-white shadow-[0_18px_50px_-12px_rgba(17,17,17,0.28)] outline-none! transition duration-150 starting:-translate-y-1 starting:opacity-0"
              >
                <div data-testid="search-overlay-list" className="max-h-[60vh] overflow-y-auto overscroll-contain p-4 sm:p-5">
                  <section aria-labelledby={categoriesHeadingId}>
                    <div className="flex min-h-11 items-center justify-between gap-3">
                      <h2 id={categoriesHeadingId} className="font-serif text-lg font-semibold">
                        Kategorier
                      </h2>
                      {chosen.length > 0 ? (
                        <button type="button" onClick={() => chooseCategories([])} className={buttonClass('quiet', 'tight', '-mr-2')}>
                          Rensa
                        </button>
                      ) : null}
                    </div>
                    <ul className="mt-2 flex flex-wrap gap-2" data-testid="search-overlay-chips">
                      {categories.map(({ key, label }) => {
                        const pressed = chosen.includes(key);
                        return (
                          <li key={key}>
                            <button
                              type="button"
                              aria-pressed={pressed}
                              onClick={() => chooseCategories(toggleCategory(chosen, key))}
                              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors ${
                                pressed ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'
                              }`}
                            >
                              {pressed ? <Icon name="check" size={14} strokeWidth={2.4} /> : null}
                              {label}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </section>

                  <section aria-labelledby={recentHeadingId} className="mt-5 border-t border-line pt-3">
                    <div className="flex min-h-11 items-center justify-between gap-3">
                      <h2 id={recentHeadingId} className="font-serif text-lg font-semibold">
                        Senaste sökningar
                      </h2>
                      {recent.length > 0 ? (
                        <button
                          type="button"
                          onClick={() => writeLocalStorage(RECENT_SEARCHES_KEY, serializeRecentSearches([]))}
                          className={buttonClass('quiet', 'tight', '-mr-2 text-muted hover:text-ink')}
                        >
                          Rensa alla
                        </button>
                      ) : null}
                    </div>
                    {recent.length > 0 ? (
                      <ul className="-mx-2 mt-1" data-testid="recent-searches">
                        {recent.map((entry) => (
                          <li key={entry}>
                            <button
                              type="button"
                              onClick={() => runSearch(entry)}
                              className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-left hover:bg-ground"
                            >
                              <ClockIcon />
                              <span className="min-w-0 flex-1 truncate">{entry}</span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-1 text-sm text-muted">Dina sökningar visas här.</p>
                    )}
                  </section>
                </div>
              </div>
            ) : null}
          </div>

          {/* As wide as its widest state (signed in: two buttons), so nothing beside it moves when the
              session is known: the pages are one copy for everyone, drawn for a visitor. */}
          <div className="ml-auto flex w-22 shrink-0 items-center justify-end sm:ml-0">
            <HeaderUserArea />
          </div>
          {/* On a phone the tabs' row has no room for a third: the board's link is a strip of its own. */}
          <div className="order-last basis-full empty:hidden sm:hidden">
            <ClosingBoardLink look="strip" active={pathname === '/slutspurt'} />
          </div>
        </div>
      </header>
      {open ? (
        <div
          aria-hidden
          data-testid="search-backdrop"
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-20 bg-ink/30 transition-opacity duration-150 starting:opacity-0"
        />
      ) : null}
    </>
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

function ClockIcon() {
  return (
    <svg
      aria-hidden
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      className="shrink-0 text-muted"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
