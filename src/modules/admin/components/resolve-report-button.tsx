'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { useOnce } from '@/ui/use-once';

/** "Markera som hanterad" on a barrier report (RESOLVE_BARRIER_REPORT); the list then drops it from the open ones. */
export function ResolveReportButton({ reportId }: { reportId: number }) {
  const router = useRouter();
  const once = useOnce();
  return (
    <button
      type="button"
      className="min-h-11 rounded-full border border-line px-4 text-sm font-medium hover:border-ink disabled:opacity-50"
      disabled={once.busy}
      aria-busy={once.busy || undefined}
      onClick={() =>
        void once.run(async () => {
          try {
            await callAction('RESOLVE_BARRIER_REPORT', { reportId });
            toast.success('Rapporten är markerad som hanterad.');
            router.refresh();
          } catch (error) {
            toast.error(error instanceof Error ? error.message : 'Rapporten kunde inte markeras.');
          }
        })
      }
    >
      Markera som hanterad
    </button>
  );
}
