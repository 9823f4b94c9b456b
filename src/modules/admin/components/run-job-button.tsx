'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { callAction, type ActionName } from '@/platform/callable/actions';
import type { ScheduledJobName } from '@/platform/scheduled-jobs';
import { buttonClass } from '@/ui/button';
import { OnceButton } from '@/ui/once-button';

/** The jobs with an action of their own, so the audit log names what ran; each takes no input. */
const OWN_ACTIONS = {
  'complete-auctions': 'RUN_COMPLETE_AUCTIONS',
  'watchlist-reminders': 'RUN_WATCHLIST_REMINDER',
  'purchase-reminders': 'RUN_PURCHASE_REMINDER',
  'clear-ended': 'CLEAR_ENDED',
  'search-backfill': 'RUN_SEARCH_BACKFILL_AUCTIONS',
  'auktionse-sync': 'RUN_AUKTIONSE_SYNC_UPDATES',
} as const satisfies Partial<Record<ScheduledJobName, ActionName>>;

type OwnAction = (typeof OWN_ACTIONS)[keyof typeof OWN_ACTIONS];

/** A job's own action where it has one, else RUN_SCHEDULED_JOB. */
function runJob(job: ScheduledJobName): Promise<unknown> {
  const own: OwnAction | undefined = (OWN_ACTIONS as Partial<Record<ScheduledJobName, OwnAction>>)[job];
  return own ? callAction(own, {}) : callAction('RUN_SCHEDULED_JOB', { job });
}

/** "Kör nu" for one scheduled job: runs it, says so, and reloads the list (its last run, duration, failures). */
export function RunJobButton({ job, label }: { job: ScheduledJobName; label: string }) {
  const router = useRouter();
  return (
    <OnceButton
      aria-label={`Kör nu: ${label}`}
      className={buttonClass('outline', 'compact', 'shrink-0')}
      run={async () => {
        try {
          await runJob(job);
          toast.success(`${label}: klart.`);
        } catch (error) {
          toast.error(`${label}: ${error instanceof Error ? error.message : 'det gick inte.'}`);
        }
        // A failed run is recorded too: the list shows its error and failure count.
        router.refresh();
      }}
    >
      {(busy) => (busy ? 'Kör …' : 'Kör nu')}
    </OnceButton>
  );
}
