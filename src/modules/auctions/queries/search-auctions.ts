import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { LotCategoryKey } from '@/keys';
import type { Sort } from '../domain/search-params';
import { LOT_PRICE_SQL } from './price-sql';

/**
 * The auction list and its search (docs/product.md §4 `GET /api/auctions`): Swedish full-text search
 * with prefix matching, stems inside title words, trigram similarity for misspellings, category
 * filter, facets for the current search, sort and paging. Reads auction_search and
 * auction_category_counts, kept by triggers in the same transaction as every change to auctions
 * and items: nothing to go stale (docs/decisions/0005-search-table.md).
 */

export interface SearchParams {
  search?: string;
  categories?: LotCategoryKey[];
  sort?: Sort;
  page?: number;
  pageSize?: number;
  includeEnded?: boolean;
  /**
   * The archive of what sold (docs/decisions/0047): ended, sold lots not hidden by the studio,
   * archived by CLEAR_ENDED or not, by the same search; `includeEnded` does not apply.
   */
  archive?: boolean;
  /**
   * Only these lots: a page's chosen lots, or the lots just gone live that a saved search is
   * matched against (watchlist's alerts), so a saved search finds exactly what /auktioner would.
   */
  auctionIds?: readonly number[];
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
  /** Once ended: sold (its hammer price is currentPrice) or not. */
  outcome: 'sold' | 'unsold' | null;
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

/** How the database's Swedish configuration sees a word: depends on the word alone, never on the data. */
interface WordForms {
  term: string;
  /** False for a Swedish stopword ("de", "och"): it neither narrows nor blocks the search. */
  meaningful: boolean;
  /** The Swedish stem, accent-folded ("stolar" → "stol", "Rörstrand" → "rorstrand"). */
  stem: string;
  folded: string;
  /** Whether the database's regex sees the stem as one word (letters and digits only). */
  stemIsWord: boolean;
}

interface AnalysedTerm extends WordForms {
  /** Whether some auction has the word by full text or stem; if not, it is probably misspelt. */
  direct: boolean;
  /**
   * Direct only because search_words has a word containing the stem. search_words keeps words of
   * edited or deleted items, so this can be wrong; a search that then finds nothing checks again.
   */
  directByVocabulary: boolean;
  /** The search_words containing the stem (3+ letters), as fetched for the probes. */
  vocabulary: string[];
  /** For a misspelt word: the closest word of the catalogue's vocabulary ("bodaa" → "boda"). */
  correction: string | null;
}

/**
 * Word forms per database, kept in memory: a stem or a folding depends only on the dictionaries
 * (fixed by the migrations), never on the lots, so it cannot go stale. Bounded; a transaction
 * object is a key of its own and simply asks again.
 */
const formsCache = new WeakMap<object, Map<string, WordForms>>();
const FORMS_CACHE_SIZE = 5_000;

/** `%value%` for LIKE, with LIKE's own characters escaped (folding can produce them: "½" → "1/2"). */
function containing(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Stems and folds the words of the query (those not in the cache) in one statement without table access. */
async function wordForms(db: DbOrTx, terms: string[]): Promise<WordForms[]> {
  let cache = formsCache.get(db);
  if (!cache) formsCache.set(db, (cache = new Map()));
  const missing = [...new Set(terms.filter((term) => !cache.has(term)))];
  if (missing.length > 0) {
    const perWord = missing.map(
      (term, index) => sql`
        select ${index}::int as i, numnode(plainto_tsquery('swedish', ${term})) as n, w.stem, klubban_fold(${term}) as folded,
          w.stem ~ '^[[:alnum:]]+$' as stem_is_word
        from (select klubban_fold(coalesce((ts_lexize('swedish_stem', ${term}))[1], ${term})) as stem) w`,
    );
    const rows = await queryRows<{ i: number; n: number; stem: string; folded: string; stem_is_word: boolean }>(
      db,
      sql.join(perWord, sql` union all `),
    );
    if (cache.size + rows.length > FORMS_CACHE_SIZE) cache.clear();
    for (const row of rows) {
      const term = missing[Number(row.i)]!;
      cache.set(term, { term, meaningful: Number(row.n) > 0, stem: row.stem, folded: row.folded, stemIsWord: Boolean(row.stem_is_word) });
    }
  }
  return terms.map((term) => cache.get(term)!);
}

/** Every word taken as written: what a search that finds something has used (see searchAuctions). */
function asWritten(forms: WordForms[]): AnalysedTerm[] {
  return forms.map((form) => ({ ...form, direct: true, directByVocabulary: false, vocabulary: [], correction: null }));
}

/**
 * Whether some live or ended auction matches `condition`, asked once per status so that each
 * probe reads that status's partial indexes (the second only if the first finds none). A count,
 * not EXISTS: EXISTS is planned for its first row, and when the statistics rate an absent word
 * as common (a catalogue of few distinct descriptions) the planner scans the whole table for it.
 * The values in `condition` are constants, so the estimates are the statistics' own.
 */
function existsSearchable(scope: SearchableStatus[], condition: SQL): SQL {
  const counts = scope.map((kind) => sql`(select count(*) from auction_search s where ${SCOPE_CONDITION[kind]} and ${condition}) > 0`);
  return sql`(${sql.join(counts, sql` or `)})`;
}

/** directCondition with the title words given as constants (the ones probeTerms fetched). */
function probeCondition(term: AnalysedTerm): SQL {
  const fullText = sql`s.body_vector @@ to_tsquery('swedish', ${`${term.term}:*`})`;
  if (term.stem === '') return fullText;
  if (!term.stemIsWord) return sql`(${fullText} or s.search_text like ${containing(term.stem)})`;
  if (term.stem.length < 3) return sql`(${fullText} or s.title_words @@ ${`'${term.stem}':*`}::tsquery)`;
  if (term.vocabulary.length === 0) return fullText;
  // Words of letters and digits only, so they need no quoting inside the tsquery literal.
  return sql`(${fullText} or s.title_words @@ ${term.vocabulary.map((word) => `'${word}'`).join(' | ')}::tsquery)`;
}

/**
 * Decides for each word whether it occurs as written, and corrects the ones that do not. The
 * cheap test comes first: search_words holds every word (3+ letters) of every title and maker, so
 * the words containing a stem come from a small trigram index, and a word with any is taken as
 * present. Only the others are probed against the full text (description words, short words,
 * misspellings). Two statements, each for all the words.
 */
async function probeTerms(db: DbOrTx, forms: WordForms[], scope: SearchableStatus[]): Promise<AnalysedTerm[]> {
  const analysed = asWritten(forms);
  const long = analysed.filter((term) => term.stemIsWord && term.stem.length >= 3);
  if (long.length > 0) {
    const perWord = long.map(
      (term, index) => sql`
        select ${index}::int as i, (select array_agg(word order by word) from search_words where word like ${containing(term.stem)}) as words`,
    );
    const rows = await queryRows<{ i: number; words: string[] | null }>(db, sql.join(perWord, sql` union all `));
    for (const row of rows) {
      const term = long[Number(row.i)]!;
      term.vocabulary = row.words ?? [];
      term.directByVocabulary = term.vocabulary.length > 0;
    }
  }
  const unknown = analysed.filter((term) => !term.directByVocabulary);
  if (unknown.length > 0) {
    const perWord = unknown.map(
      (term, index) => sql`select ${index}::int as i, ${existsSearchable(scope, probeCondition(term))} as direct`,
    );
    const rows = await queryRows<{ i: number; direct: boolean }>(db, sql.join(perWord, sql` union all `));
    for (const row of rows) unknown[Number(row.i)]!.direct = Boolean(row.direct);
  }
  await correctMisspelt(db, analysed);
  return analysed;
}

/** For each meaningful word that occurs nowhere: the closest word of search_words, in one statement. */
async function correctMisspelt(db: DbOrTx, analysed: AnalysedTerm[]): Promise<void> {
  const misspelt = analysed.filter((term) => term.meaningful && !term.direct && term.folded.length >= 4);
  if (misspelt.length === 0) return;
  const perWord = misspelt.map(
    (term, index) => sql`
      select ${index}::int as i, (select word from search_words where word % ${term.folded} and similarity(word, ${term.folded}) >= 0.45
        order by similarity(word, ${term.folded}) desc, word limit 1) as word`,
  );
  const rows = await queryRows<{ i: number; word: string | null }>(db, sql.join(perWord, sql` union all `));
  for (const row of rows) misspelt[Number(row.i)]!.correction = row.word;
}

/**
 * After a search found nothing: whether a word judged direct through search_words (which can hold
 * words no item has any more) really occurs. Corrects the ones that do not; true if any changed.
 */
async function recheckVocabularyTerms(db: DbOrTx, analysed: AnalysedTerm[], scope: SearchableStatus[]): Promise<boolean> {
  const suspects = analysed.filter((term) => term.directByVocabulary);
  if (suspects.length === 0) return false;
  const perWord = suspects.map(
    (term, index) => sql`
      select ${index}::int as i, ${existsSearchable(scope, probeCondition(term))} as direct`,
  );
  const rows = await queryRows<{ i: number; direct: boolean }>(db, sql.join(perWord, sql` union all `));
  let changed = false;
  for (const row of rows) {
    const term = suspects[Number(row.i)]!;
    term.directByVocabulary = false;
    if (!row.direct) {
      term.direct = false;
      changed = true;
    }
  }
  if (changed) await correctMisspelt(db, analysed);
  return changed;
}

/**
 * Auctions whose folded title or maker contains `value` (3+ letters and digits, one word to the
 * database's regex). Every such word of every title is in search_words, so the words containing
 * `value` come from its small trigram index and the auctions from the GIN index on title_words,
 * exactly and without recheck. Read in the same statement as the auctions, so a lot added
 * meanwhile cannot be missed.
 */
function substringMatch(value: string): SQL {
  return sql`s.title_words @@ (select string_agg(quote_literal(word), ' | ')::tsquery from search_words where word like ${containing(value)})`;
}

/** The parts of auction_search a search reads: the live list, its ended lots, or the archive of what sold. */
type SearchableStatus = 'live' | 'ended' | 'sold';
const SEARCHABLE: SearchableStatus[] = ['live', 'ended'];

/**
 * Each part's condition, written as its partial indexes' predicate so the planner can use them.
 * A row CLEAR_ENDED archived stays for the archive only; a hidden one (HIDE_FROM_ARCHIVE) is in no
 * list at all (docs/decisions/0047).
 */
const SCOPE_CONDITION: Record<SearchableStatus, SQL> = {
  live: sql`s.status = 'live' and not s.archived`,
  ended: sql`s.status = 'ended' and not s.archived and not s.hidden`,
  sold: sql`s.status = 'ended' AND s.outcome = 'sold' AND NOT s.hidden`,
};

/**
 * The rows of auction_search in one of the parts that match `condition`, one branch per part:
 * each has its own partial GIN indexes, which the planner uses only for a query that names that
 * part alone (an OR of statuses it folds into one condition no index serves).
 */
function matchingRows(statuses: SearchableStatus[], columns: SQL, condition: SQL): SQL {
  const perStatus = statuses.map(
    (status) => sql`select ${columns} from auction_search s where ${SCOPE_CONDITION[status]} and ${condition}`,
  );
  return sql.join(perStatus, sql` union all `);
}

/**
 * The auctions a word matches as written: the full text of the description (its stem as a
 * prefix), or its stem inside a title or maker word. body_vector leaves out the description
 * lexemes a title word starts with, which the second test finds anyway, so together these equal
 * full text over title, maker and description plus the stem inside the title or maker. A stem of
 * one or two letters matches title and maker words as a prefix (accent-folded, as all title
 * matching is).
 */
function directCondition(form: WordForms): SQL {
  const fullText = sql`s.body_vector @@ to_tsquery('swedish', ${`${form.term}:*`})`;
  if (form.stem === '') return fullText;
  if (!form.stemIsWord) return sql`(${fullText} or s.search_text like ${containing(form.stem)})`;
  if (form.stem.length >= 3) return sql`(${fullText} or ${substringMatch(form.stem)})`;
  // A word of letters and digits only, so it needs no quoting inside the tsquery literal.
  return sql`(${fullText} or s.title_words @@ ${`'${form.stem}':*`}::tsquery)`;
}

/** The auctions a word matches: as written, or through its correction, or none. */
function termCondition(term: AnalysedTerm): SQL {
  if (term.direct) return directCondition(term);
  // Nothing has the word as written: search for its closest catalogue word instead.
  return term.correction ? substringMatch(term.correction) : sql`false`;
}

/**
 * Relevance in tiers from cheap tests on the short folded title and maker: the query as typed
 * stands there first, then by how many of its words stand there; matches only in the description
 * come last. (ts_rank over every match cost more than the rest of the search.)
 */
function scoreExpression(terms: AnalysedTerm[]): SQL {
  const shown = terms.map((term) => (term.direct ? term.folded : (term.correction ?? term.folded)));
  const inTitle = terms.map((term, index) => {
    const value = term.direct && term.stem.length >= 3 ? term.stem : shown[index]!;
    return sql`(s.search_text like ${containing(value)})::int`;
  });
  return sql`((s.search_text like ${containing(shown.join(' '))})::int * 16 + ${sql.join(inTitle, sql` + `)})`;
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
  outcome: AuctionListItem['outcome'];
  reserve_met: boolean;
};

const DISPLAY_COLUMNS = sql`a.id, a.slug, i.title, i.maker, a.category, i.images, a.current_price, a.start_price,
  a.estimate_low, a.estimate_high, a.bid_count, a.ends_at, a.status, a.outcome,
  (a.reserve_price is null or coalesce(a.current_price, 0) >= a.reserve_price) as reserve_met`;

/** The columns a sort reads, as SQL for the table at hand. */
interface SortColumns {
  id: SQL;
  endsAt: SQL;
  publishedAt: SQL;
  price: SQL;
  bidCount: SQL;
  score: SQL | null;
}

const AUCTION_COLUMNS: SortColumns = {
  id: sql`a.id`,
  endsAt: sql`a.ends_at`,
  publishedAt: sql`a.published_at`,
  price: LOT_PRICE_SQL,
  bidCount: sql`a.bid_count`,
  score: null,
};

/** The same columns read off auction_search (the archive's list without a search). */
const SEARCH_ROW_COLUMNS: SortColumns = {
  id: sql`s.auction_id`,
  endsAt: sql`s.ends_at`,
  publishedAt: sql`s.published_at`,
  price: sql`s.price`,
  bidCount: sql`s.bid_count`,
  score: null,
};

/** The columns of the match set `m` (or the page `p`) of a search. */
function matchColumns(alias: 'm' | 'p'): SortColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    id: column('id'),
    endsAt: column('ends_at'),
    publishedAt: column('published_at'),
    price: column('price'),
    bidCount: column('bid_count'),
    score: column('score'),
  };
}

/** What the match set of a search keeps of each row: its id and category, and what the sort reads. */
function matchSetColumns(sort: Sort, terms: AnalysedTerm[]): SQL {
  switch (sort) {
    case 'nyast':
      return sql`s.auction_id as id, s.category, s.published_at`;
    case 'lagst-pris':
    case 'hogst-pris':
      return sql`s.auction_id as id, s.category, s.price, s.ends_at`;
    case 'flest-bud':
      return sql`s.auction_id as id, s.category, s.bid_count, s.ends_at`;
    case 'relevans':
      return sql`s.auction_id as id, s.category, ${scoreExpression(terms)} as score, s.ends_at`;
    case 'senast-salda':
    default:
      return sql`s.auction_id as id, s.category, s.ends_at`;
  }
}

function orderBy(sort: Sort, c: SortColumns): SQL {
  switch (sort) {
    case 'nyast':
      return sql`${c.publishedAt} desc nulls last, ${c.id} desc`;
    case 'lagst-pris':
      return sql`${c.price} asc, ${c.endsAt} asc, ${c.id} asc`;
    case 'hogst-pris':
      return sql`${c.price} desc, ${c.endsAt} asc, ${c.id} asc`;
    case 'flest-bud':
      return sql`${c.bidCount} desc, ${c.endsAt} asc, ${c.id} asc`;
    case 'relevans':
      return c.score ? sql`${c.score} desc, ${c.endsAt} asc, ${c.id} asc` : sql`${c.endsAt} asc, ${c.id} asc`;
    case 'senast-salda':
      return sql`${c.endsAt} desc, ${c.id} desc`;
    default:
      return sql`${c.endsAt} asc, ${c.id} asc`;
  }
}

/** `column in (ids)` for the given lots (none: false), or true without a list. */
function onlyIds(column: SQL, auctionIds: readonly number[] | undefined): SQL {
  const ids = auctionIds?.filter((id) => Number.isSafeInteger(id) && id > 0) ?? null;
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * A lot the public may see in a list, the one definition (with auction_search, whose triggers keep
 * exactly these lots): not archived by CLEAR_ENDED and not a rehearsal (docs/decisions/0033).
 */
const PUBLIC_LOT = sql`a.archived_at is null and a.rehearsal_key is null and not a.archive_hidden`;

type PageAndFacets = { page: Row[] | null; facets: { category: LotCategoryKey; n: number | string }[] | null };

export async function searchAuctions(db: DbOrTx, params: SearchParams): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(params.pageSize ?? 24, 1), 100);
  const page = Math.min(Math.max(params.page ?? 1, 1), 10_000);
  const words = searchTerms(params.search ?? '');
  const categories = params.categories ?? [];
  const archive = params.archive === true;
  const sort: Sort = params.sort ?? (words.length > 0 ? 'relevans' : archive ? 'senast-salda' : 'slutar-snart');
  const offset = (page - 1) * pageSize;

  const searchable: SearchableStatus[] = archive ? ['sold'] : params.includeEnded ? SEARCHABLE : ['live'];
  const statuses = params.includeEnded ? sql`('live', 'ended')` : sql`('live')`;
  const categoryList = sql.join(
    categories.map((c) => sql`${c}::category`),
    sql`, `,
  );

  const forms = words.length > 0 ? (await wordForms(db, words)).filter((form) => form.meaningful) : [];
  let result: PageAndFacets | undefined;

  if (forms.length === 0 && archive) {
    // The archive without a search: the page's ids off the archive's btree indexes on
    // auction_search (end, or price), the facets from the kept counts.
    const categoryMatch = categories.length > 0 ? sql`s.category in (${categoryList})` : sql`true`;
    const idMatch = onlyIds(sql`s.auction_id`, params.auctionIds);
    // The facets: the counts the triggers keep (auction_sold_counts), or, for chosen lots, counted.
    const archiveFacets = params.auctionIds
      ? sql`select s.category, count(*) as n from auction_search s where ${SCOPE_CONDITION.sold} and ${idMatch} group by s.category`
      : sql`select category, n from auction_sold_counts where n > 0`;
    [result] = await queryRows<PageAndFacets>(
      db,
      sql`select
            (select json_agg(x) from (
              select ${DISPLAY_COLUMNS} from (
                select s.auction_id as id, s.ends_at, s.published_at, s.price, s.bid_count from auction_search s
                where ${SCOPE_CONDITION.sold} and ${categoryMatch} and ${idMatch}
                order by ${orderBy(sort, SEARCH_ROW_COLUMNS)} limit ${pageSize} offset ${offset}
              ) p join auctions a on a.id = p.id join items i on i.id = a.item_id
              order by ${orderBy(sort, matchColumns('p'))}
            ) x) as page,
            (select json_agg(f) from (${archiveFacets}) f) as facets`,
    );
  } else if (forms.length === 0) {
    // No search: the page's ids come off an index of auctions ((status, ends_at) or (status,
    // published_at)) or a bounded sort of auctions alone, and only they are joined to their items;
    // the facets are the per-category counts the triggers keep. One statement, one snapshot.
    // Archived lots (CLEAR_ENDED) and rehearsal lots (docs/decisions/0033) are in neither:
    // auction_search and the counts leave them out too.
    const categoryMatch = categories.length > 0 ? sql`a.category in (${categoryList})` : sql`true`;
    const idMatch = onlyIds(sql`a.id`, params.auctionIds);
    [result] = await queryRows<PageAndFacets>(
      db,
      sql`select
            (select json_agg(x) from (
              select ${DISPLAY_COLUMNS} from (
                select a.id from auctions a
                where a.status in ${statuses} and ${PUBLIC_LOT} and ${categoryMatch} and ${idMatch}
                order by ${orderBy(sort, AUCTION_COLUMNS)} limit ${pageSize} offset ${offset}
              ) p join auctions a on a.id = p.id join items i on i.id = a.item_id
              order by ${orderBy(sort, AUCTION_COLUMNS)}
            ) x) as page,
            (select json_agg(f) from (
              select category, sum(n) as n from auction_category_counts where status in ${statuses}
              group by category having sum(n) > 0
            ) f) as facets`,
    );
  } else {
    const search = async (terms: AnalysedTerm[]) => {
      const textMatch = sql.join([onlyIds(sql`s.auction_id`, params.auctionIds), ...terms.map(termCondition)], sql` and `);
      const categoryMatch = categories.length > 0 ? sql`m.category in (${categoryList})` : sql`true`;
      // One pass over auction_search's rows serves the page and the facets; the display columns
      // are read for the page's rows only.
      const [found] = await queryRows<PageAndFacets>(
        db,
        sql`with m as materialized (${matchingRows(searchable, matchSetColumns(sort, terms), textMatch)}),
            p as (
              select * from m where ${categoryMatch} order by ${orderBy(sort, matchColumns('m'))} limit ${pageSize} offset ${offset}
            )
            select
              (select json_agg(x) from (
                select ${DISPLAY_COLUMNS} from p join auctions a on a.id = p.id join items i on i.id = a.item_id
                order by ${orderBy(sort, matchColumns('p'))}
              ) x) as page,
              (select json_agg(f) from (select category, count(*) as n from m group by category) f) as facets`,
      );
      return found;
    };

    // Every word as written first. If that finds anything, each word matched some auction, so
    // each is "direct" and this is exactly the search the probes below would have built: the
    // common search costs one statement.
    result = await search(asWritten(forms));
    if (!result?.facets) {
      // Nothing: perhaps a word is misspelt. Probe each word and search again with corrections.
      const analysed = await probeTerms(db, forms, searchable);
      if (analysed.some((term) => !term.direct)) result = await search(analysed);
      // Still nothing: a word counted as present only through search_words may be gone from every
      // lot; check those exactly and correct them (once: the check clears the flags).
      if (!result?.facets && (await recheckVocabularyTerms(db, analysed, searchable))) result = await search(analysed);
    }
  }

  const rows = result?.page ?? [];
  const facetRows = result?.facets ?? [];
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
        outcome: row.outcome,
        reserveMet: row.reserve_met,
      };
    }),
    total,
    page,
    pageSize,
    facets,
  };
}
