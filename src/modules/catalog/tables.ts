import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CATEGORY_KEYS, type SellerVatStatus } from '../../keys';
import { users } from '../accounts/tables';
import { type StoredImage } from '../uploads/tables';

/**
 * The tables catalog owns: the items (an object's text and photos) and the categories.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const categoryEnum = pgEnum('category', CATEGORY_KEYS);

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    valuationId: integer('valuation_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: categoryEnum('category').notNull(),
    maker: text('maker'),
    year: text('year'),
    condition: text('condition'),
    dimensions: text('dimensions'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** What shipping the object costs the buyer, whole SEK; null = pickup only (docs/product.md §9). */
    shippingPrice: integer('shipping_price'),
    /**
     * No right of withdrawal for this object (made to order, …; docs/decisions/0043), and the reason
     * every page that speaks of withdrawal shows ("Ingen ångerrätt: Specialtillverkat").
     */
    withdrawalExcluded: boolean('withdrawal_excluded').notNull().default(false),
    withdrawalExcludedReason: text('withdrawal_excluded_reason'),
    /** Who sells the object, for VAT (docs/decisions/0045): a private person, a VAT-registered business, the studio's own stock. */
    sellerVatStatus: text('seller_vat_status').$type<SellerVatStatus>().notNull().default('private'),
    /** The studio's mark that the artist's resale right (följerätt) applies to this work; the artist is `maker`. */
    resaleRight: boolean('resale_right').notNull().default(false),
    demoKey: text('demo_key').unique(),
    /** Title and maker, lower-cased and accent-folded: substring and typo matching. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`klubban_fold(coalesce(${items.title}, '') || ' ' || coalesce(${items.maker}, ''))`,
    ),
    /**
     * The maker as one key however it is written ("Vallien, Bertil" → "bertil vallien"), null for none
     * or an unknown maker: what a followed maker and the maker page match (domain/maker-key.ts, whose
     * rule klubban_maker_key repeats in SQL, migration 0034).
     */
    makerKey: text('maker_key').generatedAlwaysAs((): SQL => sql`klubban_maker_key(${items.maker})`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The public search reads auction_search (below), which copies search_text; the console search
  // (ADMIN_SEARCH) finds any item, drafts too, by any part of search_text (migration 0019).
  (t) => [
    index('items_category_idx').on(t.category),
    index('items_maker_key_idx')
      .on(t.makerKey)
      .where(sql`${t.makerKey} is not null`),
    index('items_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('items_seller_vat_status_known', sql`${t.sellerVatStatus} in ('private', 'business', 'studio')`),
    check('items_resale_right_has_artist', sql`not ${t.resaleRight} or coalesce(${t.maker}, '') <> ''`),
    check('items_withdrawal_excluded_has_reason', sql`not ${t.withdrawalExcluded} or ${t.withdrawalExcludedReason} is not null`),
  ],
);
