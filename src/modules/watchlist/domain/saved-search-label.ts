import { CATEGORY_LABELS, type LotCategoryKey } from '@/keys';

/** "a, b och c". */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} och ${parts.at(-1)}`;
}

/**
 * How a saved search reads to its user, in the list on /user, the notification and the e-mail:
 * "vas", "vas i Glas, porslin & dukning", "Möbler och Belysning".
 */
export function savedSearchLabel(search: string, categories: readonly LotCategoryKey[]): string {
  const names = listed(categories.map((key) => CATEGORY_LABELS[key]));
  if (search && names) return `${search} i ${names}`;
  return search || names;
}
