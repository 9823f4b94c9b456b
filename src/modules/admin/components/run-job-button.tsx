'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import type { ScheduledJobName } from '@/platform/scheduled-jobs';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

/** A job's own action where it has one (so the audit log names it), else RUN_SCHEDULED_JOB. */
function runJob(job: ScheduledJobName): Promise<unknown> {
  switch (job) {
    case 'complete-auctions':
      return callAction('RUN_COMPLETE_AUCTIONS', {});
    case 'watchlist-reminders':
      return callAction('RUN_WATCHLIST_REMINDER', {});
    case 'purchase-reminders':
      return callAction('RUN_PURCHASE_REMINDER', {});
    case 'clear-ended':
      return callAction('CLEAR_ENDED', {});
    case 'search-backfill':
      return callAction('RUN_SEARCH_BACKFILL_AUCTIONS', {});
    case 'auktionse-sync':
      return callAction('RUN_AUKTIONSE_SYNC_UPDATES', {});
    default:
      return callAction('RUN_SCHEDULED_JOB', { job });
  }
}

/** "Kör nu" for one scheduled job: runs it, says so, and reloads the list (its last run, duration, failures). */
export function RunJobButton({ job, label }: { job: ScheduledJobName; label: string }) {
  const router = useRouter();
  const once = useOnce();
  return (
    <button
      type="button"
      aria-label={`Kör nu: ${label}`}
      className={buttonClass('outline', 'compact', 'shrink-0')}
      disabled={once.busy}
      onClick={() =>
        void once.run(async () => {
          try {
            await runJob(job);
            toast.success(`${label}: klart.`);
          } catch (error) {
            toast.error(`${label}: ${error instanceof Error ? error.message : 'det gick inte.'}`);
          }
          // A failed run is recorded too: the list shows its error and failure count.
          router.refresh();
        })
      }
    >
      {once.busy ? 'Kör …' : 'Kör nu'}
    </button>
  );
}
