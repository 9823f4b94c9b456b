import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { lotPath } from '@/modules/catalog';

/** At most this many sold lots in the sitemap (a sitemap file holds 50 000 addresses), newest first. */
export const SITEMAP_SOLD_LIMIT = 40_000;

export interface SoldLotLink {
  url: string;
  /** When it was knocked down: the sitemap's lastmod. */
  soldAt: string;
}

/**
 * The archive of what sold for the sitemap (docs/decisions/0047): every sold lot the studio has
 * not hidden, archived by CLEAR_ENDED or not, newest first, read off the archive's own index on
 * auction_search.
 */
export async function getSoldLotLinks(db: DbOrTx, options: { publicUrl: string; limit?: number }): Promise<SoldLotLink[]> {
  const base = options.publicUrl.replace(/\/+$/, '');
  const rows = await queryRows<{ id: number; slug: string; ends_at: string | Date }>(
    db,
    sql`select a.id, a.slug, s.ends_at from auction_search s join auctions a on a.id = s.auction_id
        where s.status = 'ended' AND s.outcome = 'sold' AND NOT s.hidden
        order by s.ends_at desc, s.auction_id desc limit ${options.limit ?? SITEMAP_SOLD_LIMIT}`,
  );
  return rows.map((row) => ({ url: `${base}${lotPath(row)}`, soldAt: new Date(row.ends_at).toISOString() }));
}
