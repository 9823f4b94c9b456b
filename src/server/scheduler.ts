import 'server-only';
import type { Database } from '@/db/client';
import { isDatabaseUnavailableError } from '@/platform/database-unavailable';
import { getLogger } from '@/platform/logger';
import { releaseOrphanedJobs } from '@/platform/jobs';
import { isDue, lastRuns, SCHEDULED_JOBS, type ScheduledJobName } from '@/platform/scheduled-jobs';
import { runScheduledJob, workerId } from './scheduled-work';

/**
 * The server's clockwork, in every instance (all of it is safe to run twice at once): each job of
 * SCHEDULED_JOBS (src/platform/scheduled-jobs.ts) runs when its interval has passed since its last
 * run — every second: open lots whose start has come, end lots whose time is up, run due jobs
 * (e-mails); every minute: watchlist and valuation reminders, pruning; every hour: uploads,
 * purchase reminders, releases, payouts; every day: CLEAR_ENDED. Each run is recorded
 * (docs/decisions/0015), and one job failing does not keep the others from running. At its first
 * tick, background jobs left claimed by a killed process of this machine are queued again.
 */
export function startScheduler(database: Database, options: { intervalMs?: number } = {}): () => void {
  const log = getLogger();
  const tickMs = options.intervalMs ?? 1000;
  // When each job is next due in this process; from the recorded last runs at the first tick.
  let nextDue: Map<ScheduledJobName, number> | null = null;
  let busy = false;
  // The database out of reach is a warning (the health check and the pool's own log tell the
  // outage once, not once a second per job); the clock goes on and the jobs run once it is back.
  const failed = (error: unknown, fields: Record<string, unknown>, message: string) =>
    log[isDatabaseUnavailableError(error) ? 'warn' : 'error'](
      { ...fields, err: error instanceof Error ? error.message : String(error) },
      message,
    );
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      if (!nextDue) {
        // Jobs a killed process of this machine had claimed go again now, not after their claim expires.
        const released = await releaseOrphanedJobs(database.db, { workerId });
        if (released > 0) log.warn({ released }, 'jobs of a stopped process queued again');
        const last = await lastRuns(database.db);
        nextDue = new Map();
        for (const job of SCHEDULED_JOBS) {
          const at = last.get(job.name);
          if (at && job.intervalMs !== null) nextDue.set(job.name, at.getTime() + job.intervalMs);
        }
      }
      for (const job of SCHEDULED_JOBS) {
        if (job.intervalMs === null) continue;
        const now = Date.now();
        // Half a tick's tolerance, so a job every tick is not skipped for a few milliseconds.
        if (!isDue(nextDue.get(job.name), now, tickMs / 2)) continue;
        nextDue.set(job.name, now + job.intervalMs);
        try {
          await runScheduledJob(database.db, job.name, { trigger: 'schedule' });
        } catch (error) {
          failed(error, { job: job.name }, 'scheduled job failed');
        }
      }
    } catch (error) {
      failed(error, {}, 'scheduler tick failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
