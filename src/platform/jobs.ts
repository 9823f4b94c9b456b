import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { jobs } from '@/platform/tables';
import { queryRows } from '@/db/rows';
import type { Logger } from './logger';
import { countJobRun } from './metrics';

/**
 * The one background-job queue: rows in `jobs`, queued inside the transaction that caused them (so
 * a job exists exactly when its cause committed), claimed with FOR UPDATE SKIP LOCKED so any number
 * of app instances can run them without taking the same job twice. A failed job is retried with a
 * growing delay up to its maxAttempts; a job whose runner died is taken again after LOCK_TIMEOUT,
 * or at once when that runner was on this machine and a runner starts here (releaseOrphanedJobs).
 */

export interface JobInput {
  name: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** A second job with the same key is not queued (e.g. one reminder per lot and user). */
  uniqueKey?: string;
  maxAttempts?: number;
}

export type JobHandler = (
  payload: Record<string, unknown>,
  context: {
    db: DbOrTx;
    logger: Pick<Logger, 'info' | 'warn' | 'error'>;
    /** The job's id: a job may run again after a crash, and can find what its earlier run wrote by it. */
    jobId: number;
  },
) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * One kind of job, declared once (name + zod payload) in the module that handles it: commands queue
 * `definition.job(payload, options)` (the payload typed by the schema), the handler is written with
 * `definition.handler(fn)`, which parses the stored payload with the same schema before running.
 */
export interface JobDefinition<N extends string, S extends z.ZodType> {
  readonly name: N;
  readonly schema: S;
  job(payload: z.input<S>, options?: Omit<JobInput, 'name' | 'payload'>): JobInput;
  handler(run: (payload: z.output<S>, context: Parameters<JobHandler>[1]) => Promise<void>): JobHandler;
}

export function defineJob<N extends string, S extends z.ZodType>(name: N, schema: S): JobDefinition<N, S> {
  return {
    name,
    schema,
    job: (payload, options = {}) => ({ ...options, name, payload: payload as Record<string, unknown> }),
    handler: (run) => async (payload, context) => run(schema.parse(payload), context),
  };
}

const LOCK_TIMEOUT_SECONDS = 300;

/** Queues one job, or several in one statement; a job whose unique key is taken is left out. */
export async function enqueueJob(db: DbOrTx, job: JobInput | readonly JobInput[]): Promise<void> {
  const list: readonly JobInput[] = Array.isArray(job) ? job : [job as JobInput];
  if (list.length === 0) return;
  await db
    .insert(jobs)
    .values(
      list.map((entry) => ({
        name: entry.name,
        payload: entry.payload ?? {},
        runAt: entry.runAt ?? new Date(),
        uniqueKey: entry.uniqueKey ?? null,
        maxAttempts: entry.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/**
 * Queues one job named `name` per row of `rows`, a SELECT of `payload` (jsonb) and `unique_key`
 * (text or null), in one INSERT … SELECT: as many jobs as the query finds, none when it finds
 * nothing, without a round trip to read the rows first (the bid's hot path queues pushes so).
 */
export async function enqueueJobsFrom(db: DbOrTx, name: string, rows: SQL, options: { maxAttempts?: number } = {}): Promise<void> {
  await db.execute(
    sql`insert into jobs (name, payload, unique_key, max_attempts)
        select ${name}::text, q.payload, q.unique_key, ${options.maxAttempts ?? 5}::int from (${rows}) as q
        on conflict (unique_key) do nothing`,
  );
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Claims the next due job for `workerId` (or one whose runner has not been heard of for LOCK_TIMEOUT). */
async function claimNextJob(db: DbOrTx, workerId: string): Promise<ClaimedJob | undefined> {
  const [job] = await queryRows<ClaimedJob>(
    db,
    sql`update jobs set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
        where id = (
          select id from jobs
          where (status = 'queued' and run_at <= now())
             or (status = 'running' and locked_at < now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS}))
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id, name, payload, attempts, max_attempts`,
  );
  return job;
}

/**
 * Runs due jobs (at most `limit`); returns how many ran and how many failed. Each job is claimed
 * just before it runs, never a batch ahead: a runner killed mid-way (a crash, a SIGKILL) leaves
 * only the job it was running claimed, not twenty it had not started (the crash test, tests/crash).
 */
export async function runDueJobs(
  db: DbOrTx,
  handlers: JobHandlers,
  options: { workerId: string; logger: Pick<Logger, 'info' | 'warn' | 'error'>; limit?: number },
): Promise<{ ran: number; failed: number }> {
  const limit = options.limit ?? 20;
  let ran = 0;
  let failed = 0;
  while (ran < limit) {
    // One job per macrotask: whatever a job does synchronously (rendering, an embedded database's
    // queries), the event loop gets to serve I/O and live events between two jobs.
    if (ran > 0) await nextMacrotask();
    const job = await claimNextJob(db, options.workerId);
    if (!job) break;
    ran++;
    const handler = handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { db, logger: options.logger, jobId: Number(job.id) });
      await db.execute(sql`update jobs set status = 'done', finished_at = now(), locked_at = null, last_error = null where id = ${job.id}`);
      countJobRun(job.name, true);
    } catch (error) {
      failed++;
      // A name with no handler is not one declared in code: it is counted as `unknown`, never as itself.
      countJobRun(handler ? job.name : 'unknown', false);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      options.logger.warn({ job: job.name, jobId: job.id, attempts: job.attempts, final, err: message }, 'job failed');
      // Retry after 2^attempts seconds (2, 4, 8, 16 …), or give up after the last attempt.
      await db.execute(
        final
          ? sql`update jobs set status = 'failed', finished_at = now(), locked_at = null, last_error = ${message} where id = ${job.id}`
          : sql`update jobs set status = 'queued', locked_at = null, last_error = ${message},
                  run_at = now() + make_interval(secs => ${2 ** job.attempts}) where id = ${job.id}`,
      );
    }
  }
  return { ran, failed };
}

/** Whether a process of this machine is alive (signal 0 checks without sending anything). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * Jobs left claimed by a runner of this machine whose process is gone (killed, crashed): queued
 * again now, instead of waiting LOCK_TIMEOUT for the claim to expire. Runners are named
 * `<host>:<pid>` (src/server/scheduled-work.ts); a runner of another machine, or one whose pid is
 * alive again (reused, or this very process), is only known dead by the time-out. Called when a
 * server starts (src/server/scheduler.ts). Returns how many jobs were released.
 */
export async function releaseOrphanedJobs(db: DbOrTx, options: { workerId: string; isAlive?: (pid: number) => boolean }): Promise<number> {
  const separator = options.workerId.lastIndexOf(':');
  if (separator <= 0) return 0;
  const host = options.workerId.slice(0, separator);
  const isAlive = options.isAlive ?? processAlive;
  const claimed = await queryRows<{ locked_by: string }>(
    db,
    sql`select distinct locked_by from jobs where status = 'running' and starts_with(locked_by, ${`${host}:`})`,
  );
  const orphaned = claimed
    .map((row) => row.locked_by)
    .filter((runner) => {
      const pid = runner.slice(host.length + 1);
      if (!/^\d+$/.test(pid)) return false;
      return Number(pid) !== process.pid && !isAlive(Number(pid));
    });
  if (orphaned.length === 0) return 0;
  const released = await queryRows<{ id: number }>(
    db,
    sql`update jobs set status = 'queued', locked_at = null, locked_by = null, run_at = now()
        where status = 'running' and locked_by in (${sql.join(
          orphaned.map((runner) => sql`${runner}`),
          sql`, `,
        )})
        returning id`,
  );
  return released.length;
}

/**
 * Runs due jobs batch after batch while the queue stays full, for at most `budgetMs` (then the
 * next call goes on): a burst — a busy lot's outbid mails — goes out in seconds instead of one
 * batch a scheduler tick.
 */
export async function drainDueJobs(
  db: DbOrTx,
  handlers: JobHandlers,
  options: { workerId: string; logger: Pick<Logger, 'info' | 'warn' | 'error'>; batch?: number; budgetMs?: number },
): Promise<{ ran: number; failed: number }> {
  const batch = options.batch ?? 20;
  const until = performance.now() + (options.budgetMs ?? 500);
  const total = { ran: 0, failed: 0 };
  for (;;) {
    const { ran, failed } = await runDueJobs(db, handlers, { workerId: options.workerId, logger: options.logger, limit: batch });
    total.ran += ran;
    total.failed += failed;
    if (ran < batch || performance.now() > until) return total;
  }
}

export interface QueueProblem {
  id: number;
  name: string;
  /** What the job was about, in a word: an e-mail's template (the payload may hold more). */
  subject: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When it gave up (failed) or runs again (retrying). */
  at: string;
}

/**
 * The queue as the console shows it (LIST_JOBS, /admin/jobb): how many jobs wait, run, retry after
 * an error and have failed for good, and the newest of the last two kinds with their errors.
 */
export async function backgroundQueueStatus(
  db: DbOrTx,
  options: { limit?: number } = {},
): Promise<{
  counts: { queued: number; running: number; retrying: number; failed: number };
  failed: QueueProblem[];
  retrying: QueueProblem[];
}> {
  const limit = Math.min(options.limit ?? 50, 200);
  const [counts] = await queryRows<{ queued: number; running: number; retrying: number; failed: number }>(
    db,
    sql`select
          (select count(*)::int from jobs where status = 'queued' and last_error is null) as queued,
          (select count(*)::int from jobs where status = 'running') as running,
          (select count(*)::int from jobs where status = 'queued' and last_error is not null) as retrying,
          (select count(*)::int from jobs where status = 'failed') as failed`,
  );
  const problems = (where: SQL, at: SQL) =>
    queryRows<{
      id: number;
      name: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
      last_error: string | null;
      at: Date | string;
    }>(
      db,
      sql`select id, name, payload, attempts, max_attempts, last_error, ${at} as at from jobs where ${where} order by ${at} desc, id desc limit ${limit}`,
    );
  const view = (row: Awaited<ReturnType<typeof problems>>[number]): QueueProblem => ({
    id: Number(row.id),
    name: row.name,
    subject: typeof row.payload.template === 'string' ? row.payload.template : null,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    at: new Date(row.at).toISOString(),
  });
  const [failed, retrying] = await Promise.all([
    problems(sql`status = 'failed'`, sql`coalesce(finished_at, created_at)`),
    problems(sql`status = 'queued' and last_error is not null`, sql`run_at`),
  ]);
  return {
    counts: counts ?? { queued: 0, running: 0, retrying: 0, failed: 0 },
    failed: failed.map(view),
    retrying: retrying.map(view),
  };
}

/**
 * The console's health figure: background jobs that used up every attempt (status `failed`) plus
 * scheduled jobs whose last run failed (scheduled_jobs, src/platform/scheduled-jobs.ts).
 */
export async function countFailedJobs(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from jobs where status = 'failed') + (select count(*) from scheduled_jobs where failures > 0) as n`,
  );
  return Number(row?.n ?? 0);
}
