import 'server-only';
import Link from '@/ui/link';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { UserActions } from '../user-actions';
import { RevokeInviteButton, TeamInviteForm } from '../team-invites';
import { listTeamInvites, listUsers, type TeamInviteStatus } from '@/modules/accounts/server';
import { AdminNav } from '../admin-nav';
import { ACTIONS_COLUMN, TableHead } from '../table-head';
import { buttonClass } from '@/ui/button';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium' });

const INVITE_STATUS_LABELS: Record<TeamInviteStatus, string> = {
  pending: 'Väntar på svar',
  accepted: 'Accepterad',
  expired: 'Utgången',
  revoked: 'Tillbakadragen',
};

export async function AdminUsersPage({ searchParams: params, adminId }: { searchParams: { q?: string; sida?: string }; adminId: string }) {
  const query = (params.q ?? '').slice(0, 200);
  const page = Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1);
  const db = await getDb();
  const result = await listUsers(db, { query, page, pageSize: 25 });
  const { invites } = await listTeamInvites(db);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (p: number) =>
    `/admin/anvandare?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(p > 1 ? { sida: String(p) } : {}) })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="anvandare" />
      <h1 className="font-serif text-3xl font-semibold">Användare</h1>
      <form className="mt-4 flex max-w-lg gap-2" role="search">
        <label htmlFor="q" className="sr-only">
          Sök på namn, e-post eller telefon
        </label>
        <input
          id="q"
          name="q"
          defaultValue={query}
          placeholder="Sök på namn, e-post eller telefon"
          className="h-11 flex-1 rounded-full border border-line px-4"
        />
        <button className={buttonClass('primary', 'sm')}>Sök</button>
      </form>
      <p className="mt-3 text-sm text-muted">{result.total} användare</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <TableHead columns={['Namn', 'E-post', 'Telefon', 'Skapad', 'Status', ACTIONS_COLUMN]} edge />
          <tbody className="divide-y divide-line">
            {result.users.map((user) => (
              <tr key={user.id} data-email={user.email}>
                <td className="py-3 pr-3">
                  <Link
                    href={`/admin/anvandare/${encodeURIComponent(user.id)}`}
                    className="font-medium underline underline-offset-4 hover:no-underline"
                  >
                    {user.displayName}
                  </Link>
                </td>
                <td className="py-3 pr-3">
                  {user.email}
                  {user.emailVerified ? null : <span className="ml-2 text-xs text-muted">(ej bekräftad)</span>}
                </td>
                <td className="py-3 pr-3 tabular">{user.phoneE164 ?? '–'}</td>
                <td className="py-3 pr-3">{dateFormat.format(new Date(user.createdAt))}</td>
                <td className="py-3 pr-3">
                  {user.disabled ? <span className="font-medium text-danger">Spärrad</span> : 'Aktiv'}
                  {user.admin ? <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs">Admin</span> : null}
                </td>
                <td className="py-3">
                  <UserActions
                    userId={user.id}
                    name={user.displayName}
                    disabled={user.disabled}
                    admin={user.admin}
                    self={user.id === adminId}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} href={href} />

      <section aria-labelledby="team-heading" className="mt-12 space-y-4 border-t border-line pt-8">
        <h2 id="team-heading" className="sr-only">
          Teamet
        </h2>
        <TeamInviteForm />
        {invites.length > 0 ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Inbjudningar">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="mb-2 text-left font-serif text-lg font-semibold">Inbjudningar</caption>
              <TableHead columns={['E-post', 'Gäller', 'Inbjuden av', 'Skickad', 'Status', ACTIONS_COLUMN]} edge />
              <tbody className="divide-y divide-line">
                {invites.map((invite) => (
                  <tr key={invite.id} data-invite={invite.email}>
                    <td className="py-3 pr-3">{invite.email}</td>
                    <td className="py-3 pr-3">{invite.kind === 'team' ? 'Team' : `Samarbete: ${invite.what ?? ''}`}</td>
                    <td className="py-3 pr-3">{invite.inviterName ?? '–'}</td>
                    <td className="py-3 pr-3">{dateFormat.format(new Date(invite.createdAt))}</td>
                    <td className="py-3 pr-3">
                      {INVITE_STATUS_LABELS[invite.status]}
                      {invite.status === 'pending' ? (
                        <span className="block text-xs text-muted">till {dateFormat.format(new Date(invite.expiresAt))}</span>
                      ) : null}
                    </td>
                    <td className="py-3 text-right">
                      {invite.status === 'pending' ? <RevokeInviteButton inviteId={invite.id} email={invite.email} /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
