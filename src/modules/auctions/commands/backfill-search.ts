import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { recordAudit } from '@/platform/audit';
import { LOT_PRICE_SQL } from '../queries/price-sql';

/**
 * RUN_SEARCH_BACKFILL_AUCTIONS: rebuilds auction_search and auction_category_counts from auctions
 * and items, row for row what the triggers of migrations 0008–0010 and 0018 write (the same
 * functions, the same columns): a row for every auction that has its item and is not a rehearsal
 * (0027), archived or not (0037: the archive of what sold keeps archived lots, docs/decisions/0047),
 * none for any other, and each status and category of the lots not archived counted. Rows already
 * right are left alone. Answers how many search rows it wrote or removed and whether the counts
 * needed a fix.
 */
export async function backfillAuctionSearch(db: DbOrTx): Promise<{ written: number; removed: number; countsFixed: number }> {
  return db.transaction(async (tx) => {
    // Counter and search rows are changed in key order, as the triggers do, so a concurrent bid cannot deadlock with this.
    const [written] = await queryRows<{ n: number }>(
      tx,
      sql`with wanted as (
            select a.id as auction_id, a.status, a.category, a.ends_at, a.published_at,
              ${LOT_PRICE_SQL} as price, a.bid_count, i.search_text, w.title_words,
              klubban_body_vector(i.description, w.title_words) as body_vector,
              a.outcome, a.archived_at is not null as archived, a.archive_hidden as hidden
            from auctions a join items i on i.id = a.item_id, lateral (select klubban_title_words(i.search_text) as title_words) w
            where a.rehearsal_key is null
          ),
          changed as (
            insert into auction_search as s (auction_id, status, category, ends_at, published_at, price, bid_count, search_text, title_words, body_vector,
                outcome, archived, hidden)
              select w.* from wanted w
              left join auction_search cur on cur.auction_id = w.auction_id
              where cur.auction_id is null
                 or (cur.status, cur.category, cur.ends_at, cur.published_at, cur.price, cur.bid_count, cur.search_text, cur.title_words, cur.body_vector,
                     cur.outcome, cur.archived, cur.hidden)
                    is distinct from (w.status, w.category, w.ends_at, w.published_at, w.price, w.bid_count, w.search_text, w.title_words, w.body_vector,
                     w.outcome, w.archived, w.hidden)
              order by w.auction_id
            on conflict (auction_id) do update set
              status = excluded.status, category = excluded.category, ends_at = excluded.ends_at,
              published_at = excluded.published_at, price = excluded.price, bid_count = excluded.bid_count,
              search_text = excluded.search_text, title_words = excluded.title_words, body_vector = excluded.body_vector,
              outcome = excluded.outcome, archived = excluded.archived, hidden = excluded.hidden
            returning 1
          )
          select count(*)::int as n from changed`,
    );
    const [removed] = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (
            delete from auction_search s
            where not exists (
              select 1 from auctions a join items i on i.id = a.item_id
              where a.id = s.auction_id and a.rehearsal_key is null
            )
            returning 1
          )
          select count(*)::int as n from gone`,
    );
    // The counts: what each (status, category) should be, and rows the triggers keep at 0 stay.
    const [countsFixed] = await queryRows<{ n: number }>(
      tx,
      sql`with wanted as (
            select status, category, count(*)::int as n from auctions where archived_at is null and rehearsal_key is null
            group by status, category
          ),
          target as (
            select coalesce(w.status, c.status) as status, coalesce(w.category, c.category) as category, coalesce(w.n, 0) as n
            from wanted w full join auction_category_counts c on c.status = w.status and c.category = w.category
          ),
          fixed as (
            insert into auction_category_counts as c (status, category, n)
              select t.status, t.category, t.n from target t
              where not exists (select 1 from auction_category_counts x where x.status = t.status and x.category = t.category and x.n = t.n)
              order by t.status, t.category
            on conflict (status, category) do update set n = excluded.n
            returning 1
          )
          select count(*)::int as n from fixed`,
    );
    // The archive of what sold's counts (migration 0037, docs/decisions/0047), the same way.
    const [soldFixed] = await queryRows<{ n: number }>(
      tx,
      sql`with wanted as (
            select category, count(*)::int as n from auctions
            where status = 'ended' and outcome = 'sold' and not archive_hidden and rehearsal_key is null
            group by category
          ),
          target as (
            select coalesce(w.category, c.category) as category, coalesce(w.n, 0) as n
            from wanted w full join auction_sold_counts c on c.category = w.category
          ),
          fixed as (
            insert into auction_sold_counts as c (category, n)
              select t.category, t.n from target t
              where not exists (select 1 from auction_sold_counts x where x.category = t.category and x.n = t.n)
              order by t.category
            on conflict (category) do update set n = excluded.n
            returning 1
          )
          select count(*)::int as n from fixed`,
    );
    const result = { written: written?.n ?? 0, removed: removed?.n ?? 0, countsFixed: (countsFixed?.n ?? 0) + (soldFixed?.n ?? 0) };
    if (result.written + result.removed + result.countsFixed > 0) {
      await recordAudit(tx, {
        entityType: 'search',
        entityId: 'auction_search',
        before: null,
        after: result,
        systemAction: 'RUN_SEARCH_BACKFILL_AUCTIONS',
      });
    }
    return result;
  });
}
