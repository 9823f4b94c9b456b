import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { auctions } from '../auctions/tables';

/**
 * The table questions owns: what signed-in users ask the studio about a lot, and the studio's
 * answers. Only this module's commands write it; a module on a higher row may read it in its joins
 * (docs/architecture.md, "Where each table lives"). The rules: docs/decisions/0046.
 */
export const lotQuestions = pgTable(
  'lot_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    askerId: text('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the answer is shown on the lot page ("Frågor och svar") and told to the lot's watchers. */
    public: boolean('public').notNull().default(false),
    /** Kept from the lot page although answered publicly (the studio's own hand; no action sets it yet). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('lot_questions_auction_idx').on(t.auctionId, t.answeredAt),
    index('lot_questions_asker_idx').on(t.askerId, t.askedAt),
    index('lot_questions_open_idx')
      .on(t.askedAt)
      .where(sql`answered_at IS NULL`),
  ],
);

export type LotQuestionRow = typeof lotQuestions.$inferSelect;
