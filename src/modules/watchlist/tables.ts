import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type LotCategoryKey } from '../../keys';
import { users } from '../accounts/tables';
import { auctions } from '../auctions/tables';
import { categoryEnum } from '../catalog/tables';

/**
 * The tables watchlist owns: watches, saved searches, their matches and their mail.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const watchlist = pgTable(
  'watchlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    /** When the watcher's push devices were told the lot closes in 15 minutes (push only). */
    reminded15mAt: timestamp('reminded_15m_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] }), index('watchlist_auction_idx').on(t.auctionId)],
);

/**
 * Searches a user keeps ("Bevaka sökning", docs/product.md §9 "Saved searches and push"): the term as
 * the list parses it ('' for none) and the categories in the keys' order, so one search is one row
 * per user. New matches are kept in saved_search_matches until the daily e-mail has listed them.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    search: text('search').notNull().default(''),
    categories: categoryEnum('categories')
      .array()
      .$type<LotCategoryKey[]>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_search_idx').on(t.userId, t.search, t.categories)],
);

/**
 * A lot that went live matching a saved search: one row per search and lot (the claim: a lot
 * announced twice alerts once). `emailedAt` is set when the daily e-mail has listed it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_matches_search_auction_idx').on(t.savedSearchId, t.auctionId),
    index('saved_search_matches_unmailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} is null`),
  ],
);

/**
 * The saved-search e-mail of a user: when the last one went (at most one a day) and whether they
 * turned it off (the e-mail's unsubscribe link, or /user). No row: never sent, switched on.
 */
export const savedSearchMail = pgTable('saved_search_mail', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

/**
 * Makers a user follows ("Följ Bertil Vallien", docs/product.md §9 "Followed makers"): the maker's key
 * (catalog's makerKey, as items.maker_key holds it) and the name as the user saw it on the lot.
 */
export const followedMakers = pgTable(
  'followed_makers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    makerKey: text('maker_key').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('followed_makers_user_maker_idx').on(t.userId, t.makerKey), index('followed_makers_maker_idx').on(t.makerKey)],
);

/**
 * A lot by a followed maker that went live: one row per follow and lot (a lot announced twice alerts
 * once). The same daily e-mail as the saved searches lists it (saved_search_mail decides when), and
 * `emailedAt` is set when it has.
 */
export const followedMakerMatches = pgTable(
  'followed_maker_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedMakerId: integer('followed_maker_id')
      .notNull()
      .references(() => followedMakers.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('followed_maker_matches_follow_auction_idx').on(t.followedMakerId, t.auctionId),
    index('followed_maker_matches_unmailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} is null`),
  ],
);
