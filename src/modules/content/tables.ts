import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * The tables content owns: the content pages, their versions and blocks, the editors, and the
 * accessibility reports.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

/**
 * Barriers visitors report from /tillganglighet: what they met, where, and how to
 * answer them (optional), until someone in the studio marks the report handled in the console.
 */
export const accessibilityReports = pgTable(
  'accessibility_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    description: text('description').notNull(),
    /** The page the barrier is on, as the visitor gave it (a path or an address); null when not said. */
    page: text('page'),
    /** Where to answer; null for an anonymous report. */
    email: text('email'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('accessibility_reports_open_idx').on(t.handledAt, t.createdAt)],
);

/**
 * The pages the studio edits (docs/product.md §9 "Content"). A page's draft is its block tree as a flat
 * list (parents before children, siblings in order); `draft_revision` counts saves, so a save made
 * from an older revision than another admin's is refused rather than overwriting it.
 */
export const contentPages = pgTable('content_pages', {
  pageId: text('page_id').primaryKey(),
  draft: jsonb('draft').$type<Array<{ id: string; type: string; parentId: string | null; props: Record<string, unknown> }>>().notNull(),
  draftRevision: integer('draft_revision').notNull().default(1),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  draftUpdatedBy: text('draft_updated_by').references(() => users.id, { onDelete: 'set null' }),
  draftSessionId: text('draft_session_id'),
  publishedVersion: integer('published_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every published version of a page, whole: what visitors see is the page's `published_version`. */
export const contentVersions = pgTable(
  'content_versions',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => contentPages.pageId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    blocks: jsonb('blocks').$type<Array<{ id: string; type: string; parentId: string | null; props: Record<string, unknown> }>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
);

/**
 * Every block id a page has ever had, with its page (ids never move between pages), for
 * `/edit/{blockId}`, GET_BLOCK and the console's search (`blocks`): `in_draft` and `search_text`
 * follow the draft.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => contentPages.pageId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inDraft: boolean('in_draft').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_blocks_page_idx').on(t.pageId)],
);

/** Who has a page open in edit mode (the editor's sessionId), so a second admin is told. */
export const contentEditors = pgTable(
  'content_editors',
  {
    pageId: text('page_id').notNull(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.sessionId] })],
);
