'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { callAction, type ActionInput, type ActionName } from '@/platform/callable/actions';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

/**
 * A console button that calls one action, says how it went, and reads the page again: "Skicka
 * igen" (RESEND_EMAIL), "Markera som hanterad" (RESOLVE_BARRIER_REPORT). A refusal shows the
 * server's Swedish message, else `failure`.
 */
export function ActionButton<N extends ActionName>({
  action,
  input,
  success,
  failure,
  children,
}: {
  action: N;
  input: ActionInput<N>;
  success: string;
  failure: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const once = useOnce();
  return (
    <button
      type="button"
      className={buttonClass('outline', 'compact')}
      disabled={once.busy}
      aria-busy={once.busy || undefined}
      onClick={() =>
        void once.run(async () => {
          try {
            await callAction(action, input);
            toast.success(success);
            router.refresh();
          } catch (error) {
            toast.error(error instanceof Error ? error.message : failure);
          }
        })
      }
    >
      {children}
    </button>
  );
}
