import { CATEGORY_LABELS, chipCategories } from '@/keys';
import type { ReactNode } from 'react';
import { ARCHIVE_SORTS, type AuctionSearch, auctionSearchHref, LIST_SORTS, type Sort } from '../domain/search-params';
import type { AuctionListItem, SearchResult } from '../queries/search-auctions';
import { LotCard } from './lot-card';

const SORT_LABELS: Record<Sort, string> = {
  'slutar-snart': 'Slutar snart',
  nyast: 'Nyast',
  'lagst-pris': 'Lägst pris',
  'hogst-pris': 'Högst pris',
  'flest-bud': 'Flest bud',
  relevans: 'Relevans',
  'senast-salda': 'Senast sålda',
};

/**
 * The auction list (spec §4, /auktioner): heading, count, category chips with facets, sort, the
 * ended-lots toggle, the grid and the pager. A plain component, neither server nor client: the
 * page renders it on the server for the address it was asked for, and AuctionBrowser renders it
 * in the browser (app/(site)/auktioner/auction-browser.tsx) for every list the visitor moves to
 * from there, from GET /api/auctions.
 *
 * The list's own links are plain anchors to /auktioner: without JavaScript each loads its page;
 * with it AuctionBrowser takes them over (docs/decisions/0025).
 */
export function AuctionResults({
  options,
  result,
  now,
  corner,
  action,
}: {
  options: AuctionSearch;
  result: SearchResult;
  /** The time the cards' time left counts from (ms). */
  now: number;
  /** What sits over each card's corner (LotCard's `corner`; the page passes the watch heart). */
  corner: (lot: AuctionListItem) => ReactNode;
  /** Beside the count: the page passes "Bevaka sökning" (the auctions module may not import the watchlist's). */
  action?: ReactNode;
}) {
  const { search, categories, sort, page, includeEnded, archive } = options;
  const sorts = archive ? ARCHIVE_SORTS : LIST_SORTS;
  const defaultSort: Sort = search ? 'relevans' : archive ? 'senast-salda' : 'slutar-snart';
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const shownAt = new Date(now);

  /** This list with one change; a new filter or sort starts again at page 1. */
  const href = (change: Partial<AuctionSearch>) => auctionSearchHref({ ...options, page: 1, ...change });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {/* The live list and the archive of what sold (docs/decisions/0047): one search, two tabs. */}
      <nav aria-label="Visa" className="mb-3 flex gap-2 text-sm">
        <a
          href={auctionSearchHref({ search, categories })}
          aria-current={archive ? undefined : 'page'}
          className="inline-flex min-h-11 items-center rounded-full border border-line px-4 aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
        >
          Pågående
        </a>
        <a
          href={auctionSearchHref({ search, categories, archive: true })}
          aria-current={archive ? 'page' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-line px-4 aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
          data-testid="archive-tab"
        >
          Sålda föremål
        </a>
      </nav>
      <h1 className="font-serif text-3xl font-semibold">
        {search ? `Sökresultat för ”${search}”` : archive ? 'Sålda föremål' : 'Auktioner'}
        {search && archive ? <span className="sr-only"> bland sålda föremål</span> : null}
      </h1>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
          {result.total === 1 ? '1 föremål' : `${result.total} föremål`}
        </p>
        {action}
      </div>

      <nav aria-label="Kategorier" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-2">
          {chipCategories().map((key) => {
            const active = categories.includes(key);
            const next = active ? categories.filter((c) => c !== key) : [...categories, key];
            return (
              <li key={key} className="shrink-0">
                <a
                  href={href({ categories: next })}
                  aria-current={active ? 'true' : undefined}
                  className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm ${active ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'}`}
                >
                  {CATEGORY_LABELS[key]}
                  {active ? <span className="sr-only"> (vald)</span> : null}
                  <span className={active ? 'text-white/70' : 'text-muted'}>{result.facets[key] ?? 0}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Sortera:</span>
        {sorts
          .filter((s) => s !== 'relevans' || search)
          .map((s) => (
            <a
              key={s}
              href={href({ sort: s })}
              aria-current={(sort ?? defaultSort) === s ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-3 aria-[current=true]:bg-ground aria-[current=true]:font-semibold"
            >
              {SORT_LABELS[s]}
            </a>
          ))}
        {archive ? null : (
          <a
            href={href({ includeEnded: !includeEnded })}
            className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-full px-3"
            data-testid="toggle-ended"
          >
            <span
              aria-hidden
              className={`relative inline-block h-5 w-9 rounded-full transition-colors ${includeEnded ? 'bg-ink' : 'bg-line'}`}
            >
              <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${includeEnded ? 'left-4.5' : 'left-0.5'}`} />
            </span>
            {includeEnded ? 'Dölj avslutade' : 'Visa avslutade'}
          </a>
        )}
      </div>

      {result.items.length === 0 ? (
        <div className="my-16 rounded-lg bg-ground p-8 text-center">
          <p className="font-serif text-2xl">Inga föremål hittades</p>
          <p className="mt-2 text-muted">Prova ett annat sökord eller färre kategorier.</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor on purpose: AuctionBrowser takes the list's links over (docs/decisions/0025) */}
          <a href="/auktioner" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-white">
            Visa alla auktioner
          </a>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Föremål</h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4" data-testid="lot-grid">
            {result.items.map((lot, index) => (
              <LotCard key={lot.id} lot={lot} now={shownAt} priority={index < 4} corner={corner(lot)} />
            ))}
          </ul>
        </>
      )}

      {pages > 1 ? (
        <nav aria-label="Sidor" className="mt-10 flex items-center justify-center gap-2 text-sm">
          {page > 1 ? (
            <a
              href={href({ page: page - 1 })}
              rel="prev"
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4"
            >
              Föregående
            </a>
          ) : null}
          <span className="px-3 text-muted">
            Sida {Math.min(page, pages)} av {pages}
          </span>
          {page < pages ? (
            <a
              href={href({ page: page + 1 })}
              rel="next"
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4"
            >
              Nästa
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
