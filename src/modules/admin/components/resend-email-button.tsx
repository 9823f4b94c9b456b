'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { useOnce } from '@/ui/use-once';

/** "Skicka igen" (RESEND_EMAIL): the same e-mail to the same address, queued as a new one. */
export function ResendEmailButton({ emailId, to }: { emailId: number; to: string }) {
  const router = useRouter();
  const once = useOnce();
  return (
    <button
      type="button"
      className="min-h-11 rounded-full border border-line px-4 text-sm font-medium hover:border-ink disabled:opacity-50"
      disabled={once.busy}
      onClick={() =>
        void once.run(async () => {
          try {
            await callAction('RESEND_EMAIL', { emailId });
            toast.success(`Mejlet skickas igen till ${to}.`);
            router.refresh();
          } catch (error) {
            toast.error(error instanceof Error ? error.message : 'Mejlet kunde inte skickas igen.');
          }
        })
      }
    >
      Skicka igen
    </button>
  );
}
