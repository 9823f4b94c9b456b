import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HANDOVERS, VALUATION_STATUSES } from '../../keys';
import { users } from '../accounts/tables';
import { categoryEnum, items } from '../catalog/tables';
import { type StoredImage } from '../uploads/tables';

/**
 * The table valuations owns: the valuation requests sellers hand in and the studio answers.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const valuationStatusEnum = pgEnum('valuation_status', VALUATION_STATUSES);

export const handoverEnum = pgEnum('handover', HANDOVERS);

export const valuations = pgTable(
  'valuations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: categoryEnum('category').notNull(),
    dimensions: text('dimensions'),
    condition: text('condition'),
    maker: text('maker'),
    hopedPrice: integer('hoped_price'),
    handover: handoverEnum('handover').notNull().default('dropoff'),
    /** Where the studio collects the object, when `handover` is pickup. */
    pickupAddress: text('pickup_address'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    status: valuationStatusEnum('status').notNull().default('pending'),
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    startPrice: integer('start_price'),
    reservePrice: integer('reserve_price'),
    answerMessage: text('answer_message'),
    rejectReason: text('reject_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the seller agreed to (→ waiting) or declined the studio's offer. */
    sellerAnsweredAt: timestamp('seller_answered_at', { withTimezone: true }),
    /** The last SELLER_REMINDER about an unanswered offer (by an admin or the daily job). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('valuations_seller_idx').on(t.sellerId, t.createdAt), index('valuations_status_idx').on(t.status)],
);
