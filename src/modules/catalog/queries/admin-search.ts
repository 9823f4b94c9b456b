import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { AdminSearchTerms } from '@/platform/admin-search';

/** The shortest text items are matched by (see searchItemsForAdmin). */
export const ITEM_TEXT_MIN_LENGTH = 3;

export interface AdminItemHit {
  id: number;
  title: string;
  maker: string | null;
}

/**
 * The console search's items (ADMIN_SEARCH): by any part of the title or maker, accent- and
 * case-folded through items.search_text ("rorstrand" finds "Rörstrand"), or by exact id. Those that
 * begin with the query come first, then the newest. The caller adds where each item is seen.
 *
 * Text of three or more characters only: a trigram index (migration 0019) finds any part of a title
 * among 100 000 items at once, but no index finds one or two letters inside words, and scanning
 * every item for a rare pair took ~270 ms (bench/admin-search.mts). Shorter queries match ids.
 */
export async function searchItemsForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit: number): Promise<AdminItemHit[]> {
  const byId = terms.id === null ? sql`false` : sql`i.id = ${terms.id}`;
  if (terms.id === null && terms.text.length < ITEM_TEXT_MIN_LENGTH) return [];
  const byText = terms.text.length < ITEM_TEXT_MIN_LENGTH ? sql`false` : sql`i.search_text like klubban_fold(${terms.pattern})`;
  const idFirst = terms.id === null ? sql`` : sql`(i.id = ${terms.id}) desc, `;
  const rows = await queryRows<{ id: number; title: string; maker: string | null }>(
    db,
    sql`select i.id, i.title, i.maker from items i
      where ${byId} or ${byText}
      order by ${idFirst}(i.search_text like klubban_fold(${terms.prefix})) desc, i.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), title: row.title, maker: row.maker }));
}
