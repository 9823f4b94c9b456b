'use client';

import { useRouter } from 'next/navigation';
import { callAction } from '@/platform/callable/actions';
import { ActionButton } from '@/ui/action-button';
import { useAuth } from './auth-provider';

/** "Tacka ja": ACCEPT_TEAM_INVITE, then into the console; a refusal is shown in Swedish beside the button. */
export function AcceptInviteButton({ token, consolePath }: { token: string; consolePath: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  return (
    <ActionButton
      run={async () => {
        await callAction('ACCEPT_TEAM_INVITE', { token });
        await refresh();
        router.push(consolePath);
        router.refresh();
      }}
      failure="Det gick inte att tacka ja. Försök igen."
    >
      Tacka ja och bli administratör
    </ActionButton>
  );
}
