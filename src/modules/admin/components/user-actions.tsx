'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { useOnce } from '@/ui/use-once';

/** Disable/enable and admin on/off for one user row; the list reloads from the server after. */
export function UserActions({ userId, disabled, admin, self }: { userId: string; disabled: boolean; admin: boolean; self: boolean }) {
  const router = useRouter();
  const once = useOnce();
  const act = (call: () => Promise<unknown>, done: string) =>
    once.run(async () => {
      try {
        await call();
        toast.success(done);
        router.refresh();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Det gick inte.');
      }
    });
  const button = 'min-h-11 rounded-full border border-line px-3 text-xs font-medium hover:border-ink disabled:opacity-50';
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {self ? null : (
        <button
          type="button"
          className={button}
          disabled={once.busy}
          onClick={() => {
            if (disabled) void act(() => callAction('SET_USER_DISABLED', { userId, disabled: false }), 'Kontot är öppnat igen.');
            else {
              const reason = window.prompt('Varför spärras kontot? (visas inte för användaren)', 'Spärrat av administratör');
              if (reason !== null)
                void act(() => callAction('SET_USER_DISABLED', { userId, disabled: true, reason }), 'Kontot är spärrat och utloggat.');
            }
          }}
        >
          {disabled ? 'Öppna konto' : 'Spärra'}
        </button>
      )}
      {self ? null : (
        <button
          type="button"
          className={button}
          disabled={once.busy}
          onClick={() =>
            void act(
              () => callAction('SET_USER_ADMIN', { userId, admin: !admin }),
              admin ? 'Inte längre administratör.' : 'Nu administratör.',
            )
          }
        >
          {admin ? 'Ta bort admin' : 'Gör till admin'}
        </button>
      )}
    </div>
  );
}
