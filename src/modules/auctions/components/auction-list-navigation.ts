import { DEFAULT_PAGE_SIZE, auctionSearchHref, parseAuctionSearch } from '../domain/search-params';

/** The auction list's path; AuctionBrowser fetches its data for every address on it but the first. */
export const AUCTION_LIST_PATH = '/auktioner';

/** The list an address shows, as its canonical /auktioner address (the page always shows 24). */
export function auctionListKey(params: URLSearchParams): string {
  return auctionSearchHref({ ...parseAuctionSearch(params), pageSize: DEFAULT_PAGE_SIZE });
}

/** GET /api/auctions for a canonical list address: the same parameters. */
export function auctionListDataUrl(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? '/api/auctions' : `/api/auctions${key.slice(query)}`;
}

/**
 * Goes to an address. From the list to a list address, by the History API, by the History API, which Next's router follows
 * (useSearchParams changes, nothing is rendered on the server) so AuctionBrowser fetches the list
 * as data; otherwise by the router.
 */
export function goToAuctionList(href: string, router: { push(href: string): void }): void {
  const onList = window.location.pathname === AUCTION_LIST_PATH;
  if (onList && new URL(href, window.location.href).pathname === AUCTION_LIST_PATH) window.history.pushState(null, '', href);
  else router.push(href);
}
