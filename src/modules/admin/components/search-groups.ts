import type { AdminSearchHit } from '@/platform/admin-search';

/** The kinds ADMIN_SEARCH answers, in the order the console shows them, with their group labels. */
export const ADMIN_SEARCH_GROUPS = [
  { kind: 'users', label: 'Användare' },
  { kind: 'blocks', label: 'Innehåll' },
  { kind: 'auctions', label: 'Auktioner' },
  { kind: 'valuations', label: 'Värderingar' },
  { kind: 'items', label: 'Föremål' },
  { kind: 'purchases', label: 'Köp' },
] as const;

export type AdminSearchKind = (typeof ADMIN_SEARCH_GROUPS)[number]['kind'];
export type AdminSearchResultsView = Record<AdminSearchKind, AdminSearchHit[]>;

/** How long the box waits after the last keystroke before it asks (ms). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 150;

export interface SearchOption {
  /** Position in the flat list the arrow keys move through. */
  index: number;
  kind: AdminSearchKind;
  hit: AdminSearchHit;
}

export interface SearchGroup {
  kind: AdminSearchKind;
  label: string;
  options: SearchOption[];
}

/** The groups that have hits, in display order, their options numbered through all groups. */
export function groupResults(results: AdminSearchResultsView): SearchGroup[] {
  let index = 0;
  const groups: SearchGroup[] = [];
  for (const { kind, label } of ADMIN_SEARCH_GROUPS) {
    const hits = results[kind] ?? [];
    if (hits.length === 0) continue;
    groups.push({ kind, label, options: hits.map((hit) => ({ index: index++, kind, hit })) });
  }
  return groups;
}

export function countHits(results: AdminSearchResultsView): number {
  return ADMIN_SEARCH_GROUPS.reduce((sum, { kind }) => sum + (results[kind]?.length ?? 0), 0);
}

/**
 * The active option after an arrow key: down from nothing is the first, up from nothing the last;
 * both wrap around. -1 (nothing) when there are no options.
 */
export function moveActive(active: number, count: number, direction: 'up' | 'down'): number {
  if (count <= 0) return -1;
  if (direction === 'down') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** What the status region says once an answer is shown. */
export function hitsStatus(count: number, query: string): string {
  if (count === 0) return `Inga träffar för ”${query}”.`;
  return count === 1 ? '1 träff.' : `${count} träffar.`;
}

/** Where "Visa alla" leads: the search page, which works without JavaScript too. */
export function searchPageHref(query: string): string {
  const text = query.trim();
  return text === '' ? '/admin/sok' : `/admin/sok?q=${encodeURIComponent(text)}`;
}
