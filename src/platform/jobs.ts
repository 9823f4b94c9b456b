import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { jobs } from '@/db/schema';
import { queryRows } from '@/db/rows';
import type { Logger } from './logger';

/**
 * The one background-job queue: rows in `jobs`, queued inside the transaction that caused them (so
 * a job exists exactly when its cause committed), claimed with FOR UPDATE SKIP LOCKED so any number
 * of app instances can run them without taking the same job twice. A failed job is retried with a
 * growing delay up to its maxAttempts; a job whose runner died is taken again after LOCK_TIMEOUT.
 */

export interface JobInput {
  name: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** A second job with the same key is not queued (e.g. one reminder per lot and user). */
  uniqueKey?: string;
  maxAttempts?: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: { db: DbOrTx; logger: Pick<Logger, 'info' | 'warn' | 'error'> }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const LOCK_TIMEOUT_SECONDS = 300;

export async function enqueueJob(db: DbOrTx, job: JobInput): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      uniqueKey: job.uniqueKey ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Claims and runs due jobs (at most `limit`); returns how many ran and how many failed. */
export async function runDueJobs(
  db: DbOrTx,
  handlers: JobHandlers,
  options: { workerId: string; logger: Pick<Logger, 'info' | 'warn' | 'error'>; limit?: number },
): Promise<{ ran: number; failed: number }> {
  const claimed = await queryRows<ClaimedJob>(
    db,
    sql`update jobs set status = 'running', locked_at = now(), locked_by = ${options.workerId}, attempts = attempts + 1
        where id in (
          select id from jobs
          where (status = 'queued' and run_at <= now())
             or (status = 'running' and locked_at < now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS}))
          order by run_at, id
          limit ${options.limit ?? 20}
          for update skip locked
        )
        returning id, name, payload, attempts, max_attempts`,
  );
  let failed = 0;
  for (const job of claimed) {
    const handler = handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { db, logger: options.logger });
      await db.execute(sql`update jobs set status = 'done', finished_at = now(), locked_at = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      failed++;
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
  return { ran: claimed.length, failed };
}
