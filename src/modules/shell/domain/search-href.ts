import type { LotCategoryKey } from '@/keys';
import { auctionSearchHref } from '@/modules/auctions';

/**
 * Where the header search goes (spec §2 "Header", §4 "Category filter", §5): /auktioner with the
 * trimmed term (left out when empty) and the chosen categories, comma-separated.
 */
export function auctionsHref(search: string, categories: readonly LotCategoryKey[]): string {
  return auctionSearchHref({ search, categories });
}

/** Adds or removes one category, keeping the order the others were chosen in. */
export function toggleCategory(categories: readonly LotCategoryKey[], key: LotCategoryKey): LotCategoryKey[] {
  return categories.includes(key) ? categories.filter((c) => c !== key) : [...categories, key];
}

/** The current route without its `search` parameter, every other parameter kept. */
export function withoutSearchParam(pathname: string, params: string): string {
  const query = new URLSearchParams(params);
  query.delete('search');
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
