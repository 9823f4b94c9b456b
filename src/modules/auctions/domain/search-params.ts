import { parseCategoryParam, type LotCategoryKey } from '@/keys';

/**
 * The auction list's URL parameters (docs/product.md §4 `GET /api/auctions`, the /auktioner page, the
 * header search): one parse and one build for all of them. Pure and browser-safe: categories are
 * read by the keys' parseCategoryParam.
 *
 * Bad values are ignored or clamped, never an error: search trimmed to 200 characters, unknown
 * categories and sorts dropped, page a whole number 1–10 000 (else 1), pageSize 1–100 (else 24),
 * ended lots only with `ended=1` or `ended=true`, the archive of what sold with `visa=salda`.
 */

export const SORTS = ['slutar-snart', 'nyast', 'lagst-pris', 'hogst-pris', 'flest-bud', 'relevans', 'senast-salda'] as const;
export type Sort = (typeof SORTS)[number];

/** The sorts each list offers: the live list's, and the archive of what sold's (docs/decisions/0047). */
export const LIST_SORTS: readonly Sort[] = ['slutar-snart', 'nyast', 'lagst-pris', 'hogst-pris', 'flest-bud', 'relevans'];
export const ARCHIVE_SORTS: readonly Sort[] = ['senast-salda', 'lagst-pris', 'hogst-pris', 'relevans'];

export const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_SEARCH_LENGTH = 200;

/** The list's options as the URL gives them; what searchAuctions takes. */
export interface AuctionSearch {
  /** Trimmed; '' for none. */
  search: string;
  /** In the order they were chosen, no repeats. */
  categories: LotCategoryKey[];
  /** Undefined: the query's default (relevance with a search, else ending soonest). */
  sort: Sort | undefined;
  page: number;
  pageSize: number;
  includeEnded: boolean;
  /** `visa=salda`: the archive of what sold (docs/decisions/0047) instead of the live list. */
  archive: boolean;
}

/** Next's `searchParams` record or a URL's URLSearchParams. */
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function first(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive whole number from a query value, or undefined when it is not one. */
function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number.parseInt(value, 10);
  return n > 0 ? n : undefined;
}

/** The list's options from its URL parameters, with the defaults and clamps above. */
export function parseAuctionSearch(params: SearchParamsInput): AuctionSearch {
  const sortParam = first(params, 'sort');
  return {
    search: (first(params, 'search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categories: parseCategoryParam(first(params, 'category')),
    sort: SORTS.find((sort) => sort === sortParam),
    page: Math.min(positiveInt(first(params, 'page')) ?? 1, MAX_PAGE),
    pageSize: Math.min(positiveInt(first(params, 'pageSize')) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    includeEnded: ['1', 'true'].includes(first(params, 'ended') ?? ''),
    archive: first(params, 'visa') === 'salda',
  };
}

/**
 * The /auktioner address of a list: only what differs from the defaults, in the order search,
 * visa (the archive), category (comma-separated), sort, ended, page, pageSize.
 */
export function auctionSearchHref(
  options: Partial<Omit<AuctionSearch, 'categories'>> & { categories?: readonly LotCategoryKey[] },
): string {
  const query = new URLSearchParams();
  if (options.archive) query.set('visa', 'salda');
  const search = (options.search ?? '').trim();
  if (search) query.set('search', search);
  if (options.categories?.length) query.set('category', options.categories.join(','));
  if (options.sort) query.set('sort', options.sort);
  if (options.includeEnded && !options.archive) query.set('ended', '1');
  if (options.page && options.page > 1) query.set('page', String(options.page));
  if (options.pageSize && options.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(options.pageSize));
  const text = query.toString();
  return text ? `/auktioner?${text}` : '/auktioner';
}
