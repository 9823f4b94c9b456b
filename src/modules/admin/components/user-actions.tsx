'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { TextAreaField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { ConfirmDialog } from './confirm-dialog';
import { buttonClass } from '@/ui/button';

const button = buttonClass('outline', 'xs');

function useAct() {
  const router = useRouter();
  const once = useOnce();
  const act = (call: () => Promise<unknown>, done: string, after?: () => void) =>
    once.run(async () => {
      try {
        await call();
        toast.success(done);
        after?.();
        router.refresh();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Det gick inte.');
      }
    });
  return { act, busy: once.busy };
}

/**
 * Disable/enable and admin on/off for one user (the list's rows and the user's page); the page
 * reloads from the server after. Disabling asks for the reason in a dialog; it signs the user out
 * everywhere at once.
 */
export function UserActions({
  userId,
  name,
  disabled,
  admin,
  self,
}: {
  userId: string;
  name: string;
  disabled: boolean;
  admin: boolean;
  self: boolean;
}) {
  const { act, busy } = useAct();
  const [asking, setAsking] = useState(false);
  if (self) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        className={button}
        disabled={busy}
        aria-label={disabled ? `Öppna kontot för ${name}` : `Spärra ${name}`}
        onClick={() => {
          if (disabled) void act(() => callAction('SET_USER_DISABLED', { userId, disabled: false }), 'Kontot är öppnat igen.');
          else setAsking(true);
        }}
      >
        {disabled ? 'Öppna konto' : 'Spärra'}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy}
        aria-label={admin ? `Ta bort admin för ${name}` : `Gör ${name} till admin`}
        onClick={() =>
          void act(
            () => callAction('SET_USER_ADMIN', { userId, admin: !admin }),
            admin ? 'Inte längre administratör.' : 'Nu administratör.',
          )
        }
      >
        {admin ? 'Ta bort admin' : 'Gör till admin'}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Spärra ${name}?`}
        description="Kontot loggas ut överallt direkt och kan inte logga in förrän det öppnas igen."
        confirmLabel="Spärra konto"
        danger
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={(form) => {
          const reason = String(form.get('reason') ?? '').trim();
          void act(
            () => callAction('SET_USER_DISABLED', { userId, disabled: true, ...(reason ? { reason } : {}) }),
            'Kontot är spärrat och utloggat.',
            () => setAsking(false),
          );
        }}
      >
        <TextAreaField
          label="Anledning"
          name="reason"
          hint="Visas bara för administratörer, inte för användaren."
          maxLength={500}
          defaultValue="Spärrat av administratör"
          required
        />
      </ConfirmDialog>
    </div>
  );
}

/** "Logga ut överallt": ends every session of the user (REVOKE_USER_SESSIONS), after a confirmation. */
export function RevokeSessionsButton({ userId, name, sessions }: { userId: string; name: string; sessions: number }) {
  const { act, busy } = useAct();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={button} disabled={busy || sessions === 0} onClick={() => setAsking(true)}>
        Logga ut överallt
      </button>
      <ConfirmDialog
        open={asking}
        title={`Logga ut ${name} överallt?`}
        description={`${sessions === 1 ? 'Den enda inloggningen' : `Alla ${sessions} inloggningar`} avslutas direkt. Kontot kan logga in igen.`}
        confirmLabel="Logga ut överallt"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          void act(
            () => callAction('REVOKE_USER_SESSIONS', { userId }),
            'Utloggad överallt.',
            () => setAsking(false),
          )
        }
      />
    </>
  );
}
