'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FormMessage, PrimaryButton } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { useAuth } from './auth-provider';

/** "Tacka ja": ACCEPT_TEAM_INVITE, then into the console; a refusal is shown in Swedish beside the button. */
export function AcceptInviteButton({ token, consolePath }: { token: string; consolePath: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const once = useOnce();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <PrimaryButton
        type="button"
        busy={once.busy}
        onClick={() =>
          void once.run(async () => {
            try {
              await callAction('ACCEPT_TEAM_INVITE', { token });
              await refresh();
              router.push(consolePath);
              router.refresh();
            } catch (caught) {
              setError(caught instanceof Error ? caught.message : 'Det gick inte att tacka ja. Försök igen.');
            }
          })
        }
      >
        Tacka ja och bli administratör
      </PrimaryButton>
    </div>
  );
}
