import type { LotCategoryKey } from '@/keys';

/**
 * Where the header search goes (spec §2 "Header", §4 "Category filter", §5): /auktioner with the
 * trimmed term (left out when empty) and the chosen categories, comma-separated.
 */
export function auctionsHref(search: string, categories: readonly LotCategoryKey[]): string {
  const query = new URLSearchParams();
  const term = search.trim();
  if (term) query.set('search', term);
  if (categories.length > 0) query.set('category', categories.join(','));
  const text = query.toString();
  return text ? `/auktioner?${text}` : '/auktioner';
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
