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
  /** For a misspelt word: the closest word of the catalogue's vocabulary ("bodaa" → "boda"). */
  correction: string | null;
}

/**
 * Stems and folds the words in one small query, and probes (through the indexes, each probe
 * stopping at its first hit) whether each word occurs as written; the main query then holds only
 * conditions an index can serve.
 */
async function analyseTerms(db: DbOrTx, terms: string[]): Promise<AnalysedTerm[]> {
  const words = await queryRows<{ t: string; n: number; stem: string; folded: string }>(
    db,
    sql`select v.t, numnode(plainto_tsquery('swedish', v.t)) as n,
          klubban_fold(coalesce((ts_lexize('swedish_stem', v.t))[1], v.t)) as stem, klubban_fold(v.t) as folded
        from (values ${sql.join(terms.map((term) => sql`(${term}::text)`), sql`, `)}) as v(t)`,
  );
  const analysed: AnalysedTerm[] = [];
  for (const word of words) {
    const meaningful = Number(word.n) > 0;
    let direct = false;
    let correction: string | null = null;
    if (meaningful) {
      // Probes with the values as parameters, so the planner sees them and picks the GIN indexes.
      const [probe] = await queryRows<{ direct: boolean }>(
        db,
        sql`select exists (select 1 from items where search_vector @@ to_tsquery('swedish', ${`${word.t}:*`}))
          or (${word.stem.length >= 3} and exists (select 1 from items where search_text like ${`%${word.stem}%`})) as direct`,
      );
      direct = Boolean(probe?.direct);
      if (!direct && word.folded.length >= 4) {
        const [closest] = await queryRows<{ word: string }>(
          db,
          sql`select word from search_words where word % ${word.folded} and similarity(word, ${word.folded}) >= 0.45
              order by similarity(word, ${word.folded}) desc, word limit 1`,
        );
        correction = closest?.word ?? null;
      }
    }
    analysed.push({ term: word.t, meaningful, stem: word.stem, folded: word.folded, direct, correction });
  }
  return analysed;
}

/**
 * The items a word matches, as a set of ids the planner reads off one index per branch (an OR in
 * one WHERE clause made it give up the indexes and scan the table).
 */
function termCondition(term: AnalysedTerm): SQL {
  if (!term.direct) {
    // Nothing has the word as written: search for its closest catalogue word instead.
    return term.correction ? sql`i.search_text like ${`%${term.correction}%`}` : sql`false`;
  }
  const fullText = sql`select id from items where search_vector @@ to_tsquery('swedish', ${`${term.term}:*`})`;
  if (term.stem.length < 3) return sql`i.id in (${fullText})`;
  return sql`i.id in (${fullText} union select id from items where search_text like ${`%${term.stem}%`})`;
}

/** Relevance: full-text rank, plus a lift when the folded query stands in the title or maker as typed. */
function rankExpression(terms: AnalysedTerm[]): SQL {
  const prefixQuery = terms.map((term) => `${term.term}:*`).join(' | ');
  const phrase = terms.map((term) => (term.direct ? term.folded : (term.correction ?? term.folded))).join(' ');
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
