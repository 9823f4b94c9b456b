import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/platform/database';
import { AcceptInviteButton } from '@/modules/accounts/components/accept-invite';
import { AuthScreen } from '@/modules/accounts/components/auth-screen';
import { getMe, getTeamInviteByToken, INVITE_PATH, inviteRefusal } from '@/modules/accounts/server';
import Link from '@/ui/link';

export const metadata: Metadata = { title: 'Inbjudan till teamet', robots: { index: false }, referrer: 'no-referrer' };

/** Where an accepted invitee lands: the console's first page (docs/decisions/0017). */
const CONSOLE_PATH = '/admin';

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 pt-10">
      <div className="rounded-2xl border border-line p-6 sm:p-8">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        <div className="mt-4 space-y-4">{children}</div>
      </div>
    </div>
  );
}

/**
 * The link of a TEAM_INVITE or COLLABORATION_INVITE e-mail: says who invited
 * whom, lets a signed-out invitee sign in or sign up (returning here), and accepts.
 */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const requestHeaders = await headers();
  const { token } = await params;
  const valid = /^[A-Za-z0-9_-]{20,100}$/.test(token);
  const invite = valid ? await getTeamInviteByToken(await getDb(), token) : null;
  if (!invite) {
    return (
      <Card title="Inbjudan finns inte">
        <p>Länken är ofullständig eller har ersatts av en nyare inbjudan. Kontrollera länken i mejlet, eller be om en ny inbjudan.</p>
        <p>
          <Link href="/" className="underline underline-offset-4">
            Till startsidan
          </Link>
        </p>
      </Card>
    );
  }
  const refusal = inviteRefusal(invite.status);
  if (refusal) {
    return (
      <Card title="Inbjudan går inte att använda">
        <p role="status">{refusal}</p>
      </Card>
    );
  }
  const me = await getMe(requestHeaders);
  const from = invite.inviterName ?? 'En administratör på Klubban';
  const about =
    invite.kind === 'collaboration' ? (
      <>
        {from} har bjudit in dig att hjälpa till med <strong>{invite.what}</strong> i Klubbans konsol.
      </>
    ) : (
      <>{from} har bjudit in dig till Klubbans team.</>
    );
  const facts = (
    <>
      <p>{about} Som administratör tar du in föremål, publicerar auktioner och sköter betalningar och leveranser.</p>
      <p className="text-sm text-muted">
        Inbjudan gäller <strong className="text-ink">{invite.email}</strong> till {dateTime.format(new Date(invite.expiresAt))}.
      </p>
    </>
  );

  if (!me) {
    return (
      <>
        <Card title="Du är inbjuden till teamet">
          {facts}
          <p>Logga in med {invite.email}, eller skapa ett konto med den adressen, så kommer du tillbaka hit och kan tacka ja.</p>
        </Card>
        <AuthScreen next={`${INVITE_PATH}/${token}`} headingLevel={2} />
      </>
    );
  }
  const matches = me.email.trim().toLowerCase() === invite.email;
  return (
    <Card title="Du är inbjuden till teamet">
      {facts}
      {matches ? (
        <AcceptInviteButton token={token} consolePath={CONSOLE_PATH} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          Du är inloggad som {me.email}, men inbjudan gäller {invite.email}. Logga ut och logga in med {invite.email}, eller be om en ny
          inbjudan till din adress.
        </p>
      )}
    </Card>
  );
}
