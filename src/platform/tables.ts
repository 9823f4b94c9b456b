import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES, JOB_STATUSES } from '../keys';
import { userKey } from '../db/foreign-keys';

/**
 * The platform's own tables: the jobs queue, the realtime events, the e-mail outbox, the audit log,
 * the scheduled runs, the settings and the attempt counters of the rate limits.
 * Only src/platform writes them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

/** Failed sign-ins and look-ups per key (an e-mail or an address) in a fixed window. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    actorId: text('actor_id').references(userKey, { onDelete: 'set null' }),
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
    actorId: text('actor_id').references(userKey, { onDelete: 'set null' }),
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
