/**
 * Recent searches (spec §3 "Browser-kept data", §5): a list of strings kept in the browser,
 * most recent first, unique (case-insensitively), at most eight.
 */

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 8;

const identity = (term: string) => term.toLocaleLowerCase('sv');

/** Trimmed, non-empty, first occurrence of each term kept, capped at eight. */
function tidy(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (!term || seen.has(identity(term))) continue;
    seen.add(identity(term));
    result.push(term);
    if (result.length === MAX_RECENT_SEARCHES) break;
  }
  return result;
}

/** Puts `term` (trimmed) first, drops any earlier copy of it, keeps at most eight. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return tidy(list);
  return tidy([trimmed, ...list.filter((entry) => identity(entry.trim()) !== identity(trimmed))]);
}

/** Reads the stored JSON; anything that is not an array of strings yields what can be saved of it. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return tidy(value.filter((entry): entry is string => typeof entry === 'string'));
}

export function serializeRecentSearches(list: readonly string[]): string {
  return JSON.stringify(tidy(list));
}
