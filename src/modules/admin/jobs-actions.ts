import 'server-only';
import { z } from 'zod';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { backgroundQueueStatus } from '@/platform/jobs';
import { listScheduledJobs, SCHEDULED_JOB_NAMES, type ScheduledJobName } from '@/platform/scheduled-jobs';

/** The port the composition root hands in: runs one scheduled job by hand and records the run. */
export interface JobsPorts {
  runJob: (job: ScheduledJobName, options: { actorId: string }) => Promise<unknown>;
}

const runScheduledJobInput = z.object({
  job: z.enum(SCHEDULED_JOB_NAMES, { error: 'Okänt jobb.' }),
});

/**
 * The console's jobs (docs/product.md §9 "Console"): LIST_JOBS — every scheduled job with its
 * last and next run, duration, consecutive failures and last error, plus the background queue's
 * failed and retrying jobs — and RUN_SCHEDULED_JOB, "Kör nu" for a job with no action of its own.
 */
export const jobsActions = ({ runJob }: JobsPorts) => ({
  LIST_JOBS: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async () => {
      const db = await getDb();
      const [jobs, queue] = await Promise.all([listScheduledJobs(db), backgroundQueueStatus(db)]);
      return { jobs, queue };
    },
  }),
  RUN_SCHEDULED_JOB: defineCallable({
    access: 'admin',
    input: runScheduledJobInput,
    handler: async (input, { caller }) => ({ job: input.job, result: await runJob(input.job, { actorId: caller.id }) }),
  }),
});
