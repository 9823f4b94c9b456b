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

interface AnalysedTerm {
  term: string;
  /** False for a Swedish stopword ("de", "och"): it neither narrows nor blocks the search. */
  meaningful: boolean;
  /** The Swedish stem, accent-folded ("stolar" → "stol", "Rörstrand" → "rorstrand"). */
  stem: string;
  folded: string;
  /** Whether any item has the word by full text or stem; if not, it is probably misspelt. */
  direct: boolean;
}

/**
 * Stems and folds the words in one small query, and probes (through the indexes, each probe
 * stopping at its first hit) whether each word occurs as written; the main query then holds only
 * conditions an index can serve.
 */
async function analyseTerms(db: DbOrTx, terms: string[]): Promise<AnalysedTerm[]> {
  const rows = await queryRows<{ t: string; n: number; stem: string; folded: string; direct: boolean }>(
    db,
    sql`select v.t, s.n, s.stem, s.folded,
          (exists (select 1 from items i where i.search_vector @@ to_tsquery('swedish', v.t || ':*'))
            or (length(s.stem) >= 3 and exists (select 1 from items i where i.search_text like '%' || s.stem || '%'))) as direct
        from (values ${sql.join(terms.map((term) => sql`(${term}::text)`), sql`, `)}) as v(t),
        lateral (select numnode(plainto_tsquery('swedish', v.t)) as n,
          klubban_fold(coalesce((ts_lexize('swedish_stem', v.t))[1], v.t)) as stem, klubban_fold(v.t) as folded) as s`,
  );
  return rows.map((row) => ({ term: row.t, meaningful: Number(row.n) > 0, stem: row.stem, folded: row.folded, direct: row.direct }));
}

/**
 * One query word matches a lot when any of these holds (issue 4 "search quality"):
 * - Swedish full text with prefix: "lampor" → lamp:* finds "Lampa", "kost" finds "Kosta";
 * - the word's Swedish stem inside a compound: "stolar" → "stol" finds "Karmstol", "Pinnstolar";
 * - trigram similarity to a word of the title or maker: "Bodaa" finds "Boda" (one typo).
 * Substring and similarity run on accent-folded text, so "rorstrand" finds "Rörstrand".
 * Every meaningful word must match (AND). The costly similarity branch is used only for a word
 * nothing has as written, so the common case stays on the full-text and trigram GIN indexes.
 */
function termCondition(term: AnalysedTerm): SQL {
  if (!term.direct) {
    // Nothing has the word as written: match it as a misspelling of a word in a title or maker.
    return term.folded.length >= 4 ? sql`(${term.folded} <% i.search_text)` : sql`false`;
  }
  const fullText = sql`i.search_vector @@ to_tsquery('swedish', ${`${term.term}:*`})`;
  return term.stem.length >= 3 ? sql`(${fullText} or i.search_text like ${`%${term.stem}%`})` : sql`(${fullText})`;
}

/** Relevance: full-text rank, plus a lift when the folded query stands in the title or maker as typed. */
function rankExpression(terms: AnalysedTerm[]): SQL {
  const prefixQuery = terms.map((term) => `${term.term}:*`).join(' | ');
  const phrase = terms.map((term) => term.folded).join(' ');
  return sql`(ts_rank(i.search_vector, to_tsquery('swedish', ${prefixQuery})) * 2 + (i.search_text like ${`%${phrase}%`})::int)`;
}

type Row = {
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
};

const DISPLAY_COLUMNS = sql`a.id, a.slug, i.title, i.maker, a.category, i.images, a.current_price, a.start_price,
  a.estimate_low, a.estimate_high, a.bid_count, a.ends_at, a.status,
  (a.reserve_price is null or coalesce(a.current_price, 0) >= a.reserve_price) as reserve_met`;

function orderBy(sort: Sort, rank: SQL | null): SQL {
  switch (sort) {
    case 'nyast':
      return sql`a.published_at desc nulls last, a.id desc`;
    case 'lagst-pris':
      return sql`coalesce(a.current_price, a.start_price) asc, a.ends_at asc, a.id asc`;
    case 'hogst-pris':
      return sql`coalesce(a.current_price, a.start_price) desc, a.ends_at asc, a.id asc`;
    case 'flest-bud':
      return sql`a.bid_count desc, a.ends_at asc, a.id asc`;
    case 'relevans':
      return rank ? sql`${rank} desc, a.ends_at asc, a.id asc` : sql`a.ends_at asc, a.id asc`;
    default:
      return sql`a.ends_at asc, a.id asc`;
  }
}

export async function searchAuctions(db: DbOrTx, params: SearchParams): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(params.pageSize ?? 24, 1), 100);
  const page = Math.min(Math.max(params.page ?? 1, 1), 10_000);
  const words = searchTerms(params.search ?? '');
  const categories = params.categories ?? [];
  const sort: Sort = params.sort ?? (words.length > 0 ? 'relevans' : 'slutar-snart');
  const offset = (page - 1) * pageSize;

  const visible = params.includeEnded ? sql`a.status in ('live', 'ended')` : sql`a.status = 'live'`;
  const categoryMatch =
    categories.length > 0 ? sql`a.category in (${sql.join(categories.map((c) => sql`${c}::category`), sql`, `)})` : sql`true`;

  return db.transaction(async (tx) => {
    const analysed = words.length > 0 ? (await analyseTerms(tx, words)).filter((term) => term.meaningful) : [];
    let rows: Row[];
    let facetRows: { category: LotCategoryKey; n: number | string }[];

    if (analysed.length === 0) {
      // No search: the page comes straight off the (status, ends_at) index; facets need no join.
      rows = await queryRows<Row>(
        tx,
        sql`select ${DISPLAY_COLUMNS} from auctions a join items i on i.id = a.item_id
            where ${visible} and ${categoryMatch} order by ${orderBy(sort, null)} limit ${pageSize} offset ${offset}`,
      );
      facetRows = await queryRows(tx, sql`select a.category, count(*) as n from auctions a where ${visible} group by a.category`);
    } else {
      // "One typo" trigram threshold (default 0.6 misses many one-letter slips); local to this transaction.
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.55', true)`);
      const textMatch = sql.join(analysed.map(termCondition), sql` and `);
      const rank = rankExpression(analysed);
      // One pass over the matches serves both the page and the facets.
      const [result] = await queryRows<{ page: Row[] | null; facets: { category: LotCategoryKey; n: number }[] | null }>(
        tx,
        sql`with m as materialized (
              select a.id, a.category, a.ends_at, a.published_at, a.bid_count, a.current_price, a.start_price, ${rank} as rank
              from items i join auctions a on a.item_id = i.id
              where ${visible} and ${textMatch}
            ),
            p as (
              select a.id from m a where ${categoryMatch}
              order by ${orderBy(sort, sql`a.rank`)} limit ${pageSize} offset ${offset}
            )
            select
              (select json_agg(x) from (
                select ${DISPLAY_COLUMNS} from p join auctions a on a.id = p.id join items i on i.id = a.item_id
                join m on m.id = a.id order by ${orderBy(sort, sql`m.rank`)}
              ) x) as page,
              (select json_agg(f) from (select category, count(*) as n from m group by category) f) as facets`,
      );
      rows = result?.page ?? [];
      facetRows = result?.facets ?? [];
    }

    const facets: Partial<Record<LotCategoryKey, number>> = {};
    for (const row of facetRows) facets[row.category] = Number(row.n);
    const counted = categories.length > 0 ? categories : (Object.keys(facets) as LotCategoryKey[]);
    const total = counted.reduce((sum, category) => sum + (facets[category] ?? 0), 0);

    return {
      items: rows.map((row) => {
        const image = row.images?.[0];
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
