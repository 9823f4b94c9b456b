import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { LotCategoryKey } from '../categories';

/**
 * The auction list and its search (PRODUCT.md §4 `GET /api/auctions`): Swedish full-text search
 * with prefix matching, trigram similarity for misspellings, category filter, facets for the
 * current search, sort and paging. Reads the live rows: no separate index to go stale.
 */

export const SORTS = ['slutar-snart', 'nyast', 'lagst-pris', 'hogst-pris', 'flest-bud', 'relevans'] as const;
export type Sort = (typeof SORTS)[number];

export interface SearchParams {
  search?: string;
  categories?: LotCategoryKey[];
  sort?: Sort;
  page?: number;
  pageSize?: number;
  includeEnded?: boolean;
}

export interface AuctionListItem {
  id: number;
  slug: string;
  title: string;
  maker: string | null;
  category: LotCategoryKey;
  imageUrl: string | null;
  imageAlt: string;
  currentPrice: number | null;
  startPrice: number;
  estimateLow: number | null;
  estimateHigh: number | null;
  bidCount: number;
  endsAt: string;
  status: 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';
  reserveMet: boolean;
}

export interface SearchResult {
  items: AuctionListItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: Partial<Record<LotCategoryKey, number>>;
}

/** Words of the query, lower-cased, letters and digits only (safe inside to_tsquery). */
export function searchTerms(search: string): string[] {
  return search
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

function matchCondition(terms: string[], raw: string): SQL {
  const prefixQuery = terms.map((term) => `${term}:*`).join(' & ');
  return sql`(i.search_vector @@ to_tsquery('swedish', ${prefixQuery})
    OR ${raw} <% i.title OR ${raw} <% coalesce(i.maker, ''))`;
}

function rankExpression(terms: string[], raw: string): SQL {
  const prefixQuery = terms.map((term) => `${term}:*`).join(' & ');
  return sql`(ts_rank(i.search_vector, to_tsquery('swedish', ${prefixQuery})) * 2
    + greatest(word_similarity(${raw}, i.title), word_similarity(${raw}, coalesce(i.maker, ''))))`;
}

export async function searchAuctions(db: DbOrTx, params: SearchParams): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(params.pageSize ?? 24, 1), 100);
  const page = Math.min(Math.max(params.page ?? 1, 1), 10_000);
  const terms = searchTerms(params.search ?? '');
  const raw = terms.join(' ');
  const categories = params.categories ?? [];
  const sort: Sort = params.sort ?? (terms.length > 0 ? 'relevans' : 'slutar-snart');

  const visible = params.includeEnded ? sql`a.status in ('live', 'ended')` : sql`a.status = 'live'`;
  const textMatch = terms.length > 0 ? matchCondition(terms, raw) : sql`true`;
  const categoryMatch =
    categories.length > 0 ? sql`a.category in (${sql.join(categories.map((c) => sql`${c}`), sql`, `)})` : sql`true`;

  const order: SQL = {
    'slutar-snart': sql`a.ends_at asc, a.id asc`,
    nyast: sql`a.published_at desc nulls last, a.id desc`,
    'lagst-pris': sql`coalesce(a.current_price, a.start_price) asc, a.ends_at asc`,
    'hogst-pris': sql`coalesce(a.current_price, a.start_price) desc, a.ends_at asc`,
    'flest-bud': sql`a.bid_count desc, a.ends_at asc`,
    relevans: terms.length > 0 ? sql`${rankExpression(terms, raw)} desc, a.ends_at asc` : sql`a.ends_at asc, a.id asc`,
  }[sort];

  return db.transaction(async (tx) => {
  // Trigram threshold for "one typo" matches on a word of the title or maker; local to this
  // transaction, so it holds on whichever pooled connection runs the queries.
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);

  const list = await queryRows<{
    id: number;
    slug: string;
    title: string;
    maker: string | null;
    category: LotCategoryKey;
    images: { key: string; alt: string }[];
    current_price: number | null;
    start_price: number;
    estimate_low: number | null;
    estimate_high: number | null;
    bid_count: number;
    ends_at: string | Date;
    status: AuctionListItem['status'];
    reserve_met: boolean;
    total: number | string;
  }>(tx, sql`
    select a.id, a.slug, i.title, i.maker, a.category, i.images, a.current_price, a.start_price,
      a.estimate_low, a.estimate_high, a.bid_count, a.ends_at, a.status,
      (a.reserve_price is null or coalesce(a.current_price, 0) >= a.reserve_price) as reserve_met,
      count(*) over () as total
    from auctions a join items i on i.id = a.item_id
    where ${visible} and ${textMatch} and ${categoryMatch}
    order by ${order}
    limit ${pageSize} offset ${(page - 1) * pageSize}`);

  const facetRows = await queryRows<{ category: LotCategoryKey; n: number | string }>(tx, sql`
    select a.category, count(*) as n
    from auctions a join items i on i.id = a.item_id
    where ${visible} and ${textMatch}
    group by a.category`);

  let total = Number(list[0]?.total ?? 0);
  if (list.length === 0 && page > 1) {
    const counted = await queryRows<{ n: number | string }>(tx, sql`
      select count(*) as n from auctions a join items i on i.id = a.item_id
      where ${visible} and ${textMatch} and ${categoryMatch}`);
    total = Number(counted[0]?.n ?? 0);
  }
  const facets: Partial<Record<LotCategoryKey, number>> = {};
  for (const row of facetRows) facets[row.category] = Number(row.n);

  return {
    items: list.map((row) => {
      const image = row.images[0];
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        maker: row.maker,
        category: row.category,
        imageUrl: image ? `/media/${image.key}` : null,
        imageAlt: image?.alt ?? row.title,
        currentPrice: row.current_price,
        startPrice: row.start_price,
        estimateLow: row.estimate_low,
        estimateHigh: row.estimate_high,
        bidCount: row.bid_count,
        endsAt: new Date(row.ends_at).toISOString(),
        status: row.status,
        reserveMet: row.reserve_met,
      };
    }),
    total,
    page,
    pageSize,
    facets,
  };
  });
}
