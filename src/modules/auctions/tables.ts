import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { AUCTION_OUTCOMES, AUCTION_STATUSES, BID_STATUSES } from '../../keys';
import { users } from '../accounts/tables';
import { categoryEnum, items } from '../catalog/tables';

/**
 * The tables auctions owns: the weekly sales, the lots with their standing (price, leader, the
 * leader's maximum, bid count, end, version) and their bids, one consistency boundary; and the
 * search tables its triggers keep (docs/decisions/0005).
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const auctionStatusEnum = pgEnum('auction_status', AUCTION_STATUSES);

export const auctionOutcomeEnum = pgEnum('auction_outcome', AUCTION_OUTCOMES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A weekly sale: the lots that close together on one Sunday evening. */
export const sales = pgTable('sales', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  /** The end of the first lot; later lots follow at `staggerSeconds` intervals. */
  firstEndsAt: timestamp('first_ends_at', { withTimezone: true }).notNull(),
  staggerSeconds: integer('stagger_seconds').notNull().default(60),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's vocabulary (accent-folded words of titles and makers), kept by a trigger on
 * items: a misspelt search word is corrected against these few thousand words, not 100 000 rows.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    lotNumber: integer('lot_number'),
    /** Denormalised from the item so lists filter without a join. */
    category: categoryEnum('category').notNull(),
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    startPrice: integer('start_price').notNull(),
    reservePrice: integer('reserve_price'),
    buyNowPrice: integer('buy_now_price'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The scheduled end before any soft-close extension. */
    originalEndsAt: timestamp('original_ends_at', { withTimezone: true }).notNull(),
    status: auctionStatusEnum('status').notNull().default('draft'),
    outcome: auctionOutcomeEnum('outcome'),
    currentPrice: integer('current_price'),
    leaderId: text('leader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Secret: the leader's standing maximum. With the price and leader it decides the next bid in O(1). */
    leaderMax: integer('leader_max'),
    bidCount: integer('bid_count').notNull().default(0),
    watchCount: integer('watch_count').notNull().default(0),
    /** Bumped on every change; live clients reconcile by it. */
    version: integer('version').notNull().default(1),
    relistedFromId: integer('relisted_from_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** CLEAR_ENDED: out of the public list and search (the triggers drop its search row), still readable by its link. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Set only on a rehearsal lot ("Provauktion", docs/decisions/0033), never changed: the secret its
     * link carries. Such a lot is in no public list, search, feed or count (the triggers of 0027
     * leave it out of auction_search), and its page answers only to admins and to the link.
     */
    rehearsalKey: text('rehearsal_key'),
    /**
     * HIDE_FROM_ARCHIVE: a sold lot the seller asked to keep discreet is out of the archive's search
     * and the sitemap; its page says "Såld" without the price (docs/decisions/0047).
     */
    archiveHidden: boolean('archive_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auctions_status_ends_idx').on(t.status, t.endsAt),
    index('auctions_unarchived_ended_idx')
      .on(t.endsAt)
      .where(sql`status = 'ended' AND archived_at IS NULL`),
    // The newest lots (the home page, sort "nyast") without sorting every live lot; published_at
    // does not change with bids, so bids stay HOT updates.
    index('auctions_status_published_idx').on(t.status, t.publishedAt.desc().nullsLast(), t.id.desc()),
    index('auctions_category_idx').on(t.category, t.status),
    index('auctions_item_idx').on(t.itemId),
    index('auctions_sale_idx').on(t.saleId, t.lotNumber),
    check('auctions_prices_positive', sql`${t.startPrice} > 0`),
    check('auctions_estimate_order', sql`${t.estimateLow} is null or ${t.estimateHigh} is null or ${t.estimateLow} <= ${t.estimateHigh}`),
  ],
);

/**
 * The search document of every auction beside the columns search filters and sorts on, in one row
 * (search and facets read no other table until the page's rows). Kept in the same transaction by
 * triggers on auctions and items (migrations 0008–0010): never stale. See docs/decisions/0005.
 */
export const auctionSearch = pgTable(
  'auction_search',
  {
    auctionId: integer('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    status: auctionStatusEnum('status').notNull(),
    category: categoryEnum('category').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** coalesce(current_price, start_price): what the price sorts order by. */
    price: integer('price').notNull(),
    bidCount: integer('bid_count').notNull(),
    /** items.search_text: folded title and maker, for the relevance tiers and odd characters. */
    searchText: text('search_text').notNull(),
    /**
     * The words of search_text as lexemes (migration 0009): a stem inside a title or maker is found
     * exactly through the search_words containing it, and a short word as a prefix.
     */
    titleWords: tsvector('title_words').notNull(),
    /**
     * The Swedish lexemes of the description that no title or maker word starts with (folded), without
     * positions: what full text adds to title_words. Title lexemes and description lexemes a title word
     * covers are left out, so a common word's postings are not read twice (klubban_body_vector).
     */
    bodyVector: tsvector('body_vector').notNull(),
    /** The lot's outcome once ended: the archive of what sold searches `sold` (docs/decisions/0047). */
    outcome: auctionOutcomeEnum('outcome'),
    /**
     * CLEAR_ENDED took the lot out of the live list: the row stays for the archive of what sold, and
     * every other search leaves it out (migration 0037, docs/decisions/0047).
     */
    archived: boolean('archived').notNull().default(false),
    /** auctions.archive_hidden: out of the archive (HIDE_FROM_ARCHIVE). */
    hidden: boolean('hidden').notNull().default(false),
  },
  // Only live and ended lots are ever searched, each status on its own, so the indexes hold just
  // those: a search for live lots never visits an ended one. fastupdate off: a search would
  // otherwise scan the unsorted pending list of recent rows in full.
  (t) => [
    index('auction_search_live_words_idx')
      .using('gin', t.titleWords)
      .with({ fastupdate: false })
      .where(sql`status = 'live'`),
    index('auction_search_live_body_idx')
      .using('gin', t.bodyVector)
      .with({ fastupdate: false })
      .where(sql`status = 'live'`),
    index('auction_search_ended_words_idx')
      .using('gin', t.titleWords)
      .with({ fastupdate: false })
      .where(sql`status = 'ended'`),
    index('auction_search_ended_body_idx')
      .using('gin', t.bodyVector)
      .with({ fastupdate: false })
      .where(sql`status = 'ended'`),
    // The archive of what sold (docs/decisions/0047): its own partial indexes, so its search reads
    // only sold, shown lots, and its two sorts come off a btree without sorting every sold lot.
    index('auction_search_sold_words_idx')
      .using('gin', t.titleWords)
      .with({ fastupdate: false })
      .where(sql`status = 'ended' AND outcome = 'sold' AND NOT hidden`),
    index('auction_search_sold_body_idx')
      .using('gin', t.bodyVector)
      .with({ fastupdate: false })
      .where(sql`status = 'ended' AND outcome = 'sold' AND NOT hidden`),
    index('auction_search_sold_ends_idx')
      .on(t.endsAt.desc().nullsFirst(), t.auctionId.desc().nullsFirst())
      .where(sql`status = 'ended' AND outcome = 'sold' AND NOT hidden`),
    index('auction_search_sold_price_idx')
      .on(t.price, t.endsAt, t.auctionId)
      .where(sql`status = 'ended' AND outcome = 'sold' AND NOT hidden`),
    index('auction_search_sold_category_idx')
      .on(t.category)
      .where(sql`status = 'ended' AND outcome = 'sold' AND NOT hidden`),
  ],
);

/** How many auctions each status has per category, kept by triggers on auctions: facets without a search. */
export const auctionCategoryCounts = pgTable(
  'auction_category_counts',
  {
    status: auctionStatusEnum('status').notNull(),
    category: categoryEnum('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.category] })],
);

/**
 * How many lots of each category the archive of what sold holds (ended, sold, not hidden, archived
 * or not), kept by triggers on auctions (migration 0037): its facets without a search, as
 * auction_category_counts are the live list's (docs/decisions/0047).
 */
export const auctionSoldCounts = pgTable('auction_sold_counts', {
  category: categoryEnum('category').primaryKey(),
  n: integer('n').notNull(),
});

export const bidStatusEnum = pgEnum('bid_status', BID_STATUSES);

export const bids = pgTable(
  'bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The bidder's secret maximum (whole SEK). */
    maxAmount: integer('max_amount').notNull(),
    /**
     * What the bid bid when placed (whole SEK): the price it made when it led after it, its own
     * maximum when outbid at once (rows before decision 0031 hold the price it made: read them as
     * least(amount, max_amount)). The history is folded from the maximums, not read from here.
     */
    amount: integer('amount').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    status: bidStatusEnum('status').notNull().default('accepted'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('bids_auction_idx').on(t.auctionId, t.id),
    index('bids_bidder_idx').on(t.bidderId, t.auctionId),
    check('bids_amounts_positive', sql`${t.maxAmount} > 0 and ${t.amount} > 0`),
  ],
);
