import { EMAIL_STATUSES, JOB_STATUSES } from '../../keys';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

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

export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/** Every e-mail the product sends; with no SMTP configured this is the outbox admins read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: emailStatusEnum('status').notNull().default('queued'),
    /** The `email.send` job that wrote it: a job run again after a crash finds its e-mail here. */
    jobId: bigint('job_id', { mode: 'number' }).unique(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.toAddress)],
);

export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/** The jobs table, polled with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: jobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A job with the same unique key is not queued twice. */
    uniqueKey: text('unique_key').unique(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

/** Realtime events, kept for a while so SSE clients can catch up with Last-Event-ID. */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_topic_idx').on(t.topic, t.id), index('realtime_events_created_idx').on(t.createdAt)],
);

/** Small key/value settings owned by the server (the generated auth secret, the demo marker). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit log: one row for every admin action that changed something — who, which
 * action, what, and the entity before and after — written in the transaction of the change.
 * Changes made by the server on its own (the automatic release) are logged with no actor.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * The scheduled work's state, one row per job (src/platform/scheduled-jobs.ts, docs/decisions/0015):
 * when it last ran, how long it took, and how many runs in a row failed. Upserted, not appended.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastDurationMs: integer('last_duration_ms').notNull(),
  lastOk: boolean('last_ok').notNull(),
  /** Consecutive failures: 0 after a run that succeeded. */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
});

/** The history of runs that did work, failed, or were started by an admin ("Kör nu"). */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    summary: jsonb('summary').$type<unknown>(),
  },
  (t) => [
    index('scheduled_job_runs_job_idx').on(t.job, t.startedAt),
    index('scheduled_job_runs_started_idx').on(t.startedAt),
    check('scheduled_job_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual')`),
  ],
);
