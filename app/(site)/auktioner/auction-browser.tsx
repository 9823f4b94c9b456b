'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { importOnce } from '@/platform/import-once';
import { type AuctionSearch, DEFAULT_PAGE_SIZE, parseAuctionSearch, type SearchResult } from '@/modules/auctions';
import { AUCTION_LIST_PATH, auctionListDataUrl, auctionListKey } from '@/modules/auctions/components/auction-list-navigation';
import type { AuctionListView } from './auction-list-view';

/** The list's view (and the cards with it): loaded with the first list fetched, not with the page. */
const loadView = importOnce(() => import('./auction-list-view'));

/** A list fetched in the browser. */
interface FetchedList {
  key: string;
  options: AuctionSearch;
  result: SearchResult;
  /** When it was fetched (the cards' time left). */
  now: number;
}

/** Lists kept for going back and forth without asking again, and for how long (prices move). */
const KEPT_LISTS = 20;
const KEPT_FOR_MS = 60_000;

async function fetchList(key: string, signal: AbortSignal): Promise<FetchedList> {
  // Not from the browser's HTTP cache: the answer may be kept there for seconds (public,
  // max-age=5, stale-while-revalidate=30), and a list the visitor asks for shows today's prices.
  const response = await fetch(auctionListDataUrl(key), { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/auctions: ${response.status}`);
  // Our own API's answer (docs/product.md §4), typed as the lot page reads GET /api/auctions/{id}.
  const result = (await response.json()) as SearchResult;
  const options = { ...parseAuctionSearch(new URL(key, window.location.origin).searchParams), pageSize: DEFAULT_PAGE_SIZE };
  return { key, options, result, now: Date.now() };
}

/** A plain left click on a link to the list (not one that opens a new tab or window): its address. */
function listLinkClicked(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== AUCTION_LIST_PATH) return null;
  return url.pathname + url.search;
}

/**
 * The auction list page's moves without the server's render
 * (docs/decisions/0025). The page renders the list it was asked for (`children`, for `initialKey`);
 * every other list the visitor moves to from there (a chip, a sort, the ended toggle, a page, a
 * search in the header, back and forward) is one GET /api/auctions, drawn here by the same
 * AuctionListView. The address changes by the History API, which Next's router follows: Back and
 * Forward, reload and a shared link all give the same list.
 *
 * While a list loads the one shown stays, dimmed and marked busy. A list that cannot be fetched is
 * loaded as a page instead, so the visitor gets it (or the page's own error).
 */
export function AuctionBrowser({ initialKey, children }: { initialKey: string; children: ReactNode }) {
  const params = useSearchParams();
  const key = auctionListKey(new URLSearchParams(params?.toString() ?? ''));
  const [fetched, setFetched] = useState<{ View: typeof AuctionListView; list: FetchedList } | null>(null);
  // Back on the page's own list: its server render is shown, and a later wait shows that.
  if (key === initialKey && fetched !== null) setFetched(null);

  const kept = useRef(new Map<string, FetchedList>());
  useEffect(() => {
    if (key === initialKey) return;
    const aborter = new AbortController();
    const keptList = kept.current.get(key);
    const known = keptList && Date.now() - keptList.now < KEPT_FOR_MS ? keptList : undefined;
    Promise.all([loadView(), known ?? fetchList(key, aborter.signal)]).then(
      ([{ AuctionListView: View }, list]) => {
        if (aborter.signal.aborted) return;
        kept.current.delete(key);
        kept.current.set(key, list);
        if (kept.current.size > KEPT_LISTS) kept.current.delete(kept.current.keys().next().value as string);
        setFetched({ View, list });
      },
      () => {
        if (!aborter.signal.aborted) window.location.assign(key);
      },
    );
    return () => aborter.abort();
  }, [key, initialKey]);

  // A new list from a link or a search starts at its top, as a page would; Back and Forward leave
  // the scroll where the browser puts it.
  const region = useRef<HTMLDivElement>(null);
  const fromHistory = useRef(false);
  useEffect(() => {
    const onPopState = () => (fromHistory.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const shownKey = key === initialKey ? initialKey : (fetched?.list.key ?? null);
  const lastShownKey = useRef(shownKey);
  useEffect(() => {
    if (shownKey === null || shownKey === lastShownKey.current) return;
    lastShownKey.current = shownKey;
    if (!fromHistory.current && (region.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo({ top: 0 });
    fromHistory.current = false;
  }, [shownKey]);

  const busy = shownKey !== key;
  return (
    <div
      ref={region}
      data-testid="auction-list"
      // The list on screen, by its address (the tests await it).
      data-shown={shownKey ?? undefined}
      aria-busy={busy}
      className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      onClick={(event) => {
        const href = listLinkClicked(event);
        if (href === null) return;
        event.preventDefault();
        if (href !== window.location.pathname + window.location.search) window.history.pushState(null, '', href);
      }}
    >
      {key === initialKey || !fetched ? (
        children
      ) : (
        <fetched.View options={fetched.list.options} result={fetched.list.result} now={fetched.list.now} />
      )}
    </div>
  );
}
