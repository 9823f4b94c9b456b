import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userKey } from '../../db/foreign-keys';

/**
 * The tables notifications owns: in-app notices and web-push subscriptions.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull().references(userKey, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    href: text('href'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /** De-duplicates notifications that a job may try to create twice. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
  ],
);

/**
 * A browser's Web Push subscription (docs/product.md §9 SUBSCRIBE_PUSH): the push service's endpoint,
 * the keys the payload is encrypted for, and which kinds of news it wants. One row per endpoint; a
 * subscription the push service answers 404 or 410 for is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull().references(userKey, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
