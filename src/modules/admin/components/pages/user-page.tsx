import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { Facts, Section } from '../detail-parts';
import { TableHead } from '../table-head';
import { RevokeSessionsButton, UserActions } from '../user-actions';
import { getUserOverview } from '../../queries/get-user-overview';
import { PAYMENT_LABELS, DELIVERY_LABELS, WITHDRAWAL_FLAG_COUNT } from '@/modules/orders';
import { LiftBiddingBlockButton } from '@/modules/orders/components/admin-unpaid-actions';
import { UnpaidRecordFacts } from '@/modules/orders/components/unpaid-record';
import { unpaidRecordOf } from '@/modules/orders/server';
import { VALUATION_STATUS_ADMIN_LABELS } from '@/modules/valuations';
import { AppError } from '@/platform/errors';
import { formatOre, formatSek, formatStudioTime } from '@/ui/format';

const LOT_STATUS_LABELS: Record<string, string> = {
  draft: 'Utkast',
  scheduled: 'Schemalagd',
  live: 'Pågår',
  ended: 'Avslutad',
  cancelled: 'Inställd',
};

const when = formatStudioTime;

/** A table that scrolls sideways on a phone, with a caption for screen readers. */
function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    // Focusable and named: a phone scrolls the table sideways with the keyboard too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={head} />
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-muted">{children}</p>;
const linkClass = 'underline underline-offset-4 hover:no-underline';

/** A row's first cell: the record it names, linked to its own console page. */
const LinkCell = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <td className="py-2 pr-3">
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  </td>
);

/** One user for the studio: profile, bids, purchases, valuations, lots and sessions, with the account's actions. */
export async function AdminUserPage({ id, adminId }: { id: string; adminId: string }) {
  if (id.length === 0 || id.length > 100) notFound();
  const db = await getDb();
  const user = await getUserOverview(db, id).catch((error: unknown) => {
    if (AppError.is(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  });
  // Unpaid purchases cancelled, and the bidding block they led to (docs/decisions/0042).
  const unpaid = await unpaidRecordOf(db, user.id);
  const self = user.id === adminId;
  const activeSessions = user.sessions.filter((session) => !session.expired);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="anvandare" />
      <p className="text-sm">
        <Link href="/admin/anvandare" className={linkClass}>
          ← Alla användare
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold break-words">{user.displayName}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {user.disabled ? (
              <span className="font-medium text-danger" data-testid="user-status">
                Spärrad
              </span>
            ) : (
              <span data-testid="user-status">Aktiv</span>
            )}
            {user.admin ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs">Admin</span> : null}
            {self ? <span className="text-muted">(du)</span> : null}
          </p>
        </div>
        <UserActions userId={user.id} name={user.displayName} disabled={user.disabled} admin={user.admin} self={self} />
      </div>

      <div className="mt-8 space-y-8">
        <Section id="profil" title="Profil">
          <Facts
            rows={[
              ['Namn', [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName],
              [
                'E-post',
                <>
                  <a href={`mailto:${user.email}`} className={linkClass}>
                    {user.email}
                  </a>
                  <span className="ml-2 text-muted">{user.emailVerified ? '(bekräftad)' : '(ej bekräftad)'}</span>
                </>,
              ],
              ['Telefon', user.phoneE164 ?? '–'],
              ['Skapad', when(user.createdAt)],
              ['Nyhetsbrev', user.newsletterConsent ? 'Ja' : 'Nej'],
              ['Administratör', user.admin ? 'Ja' : 'Nej'],
              ['Status', user.disabled ? `Spärrad – ${user.disabledReason ?? 'ingen anledning angiven'}` : 'Aktiv'],
              ['Obetalda köp', <UnpaidRecordFacts key="unpaid" record={unpaid} />],
              [
                'Ångrade köp',
                <span
                  key="withdrawals"
                  data-testid="user-withdrawals"
                  className={user.withdrawals >= WITHDRAWAL_FLAG_COUNT ? 'font-medium text-danger' : undefined}
                >
                  {user.withdrawals}
                  {user.withdrawals >= WITHDRAWAL_FLAG_COUNT ? ' – många, kontrollera innan kontot får köpa mer' : ''}
                </span>,
              ],
            ]}
          />
          {unpaid.biddingBlockedAt ? (
            <div className="mt-4 space-y-2 rounded-xl border border-danger p-4 text-sm" data-testid="bidding-block">
              <p>
                <strong>Kan inte lägga bud</strong>
                {unpaid.biddingBlockReason ? `: ${unpaid.biddingBlockReason}.` : '.'} Häv spärren när ni har pratat med användaren.
              </p>
              <LiftBiddingBlockButton userId={user.id} />
            </div>
          ) : null}
        </Section>

        <Section id="bud" title="Bud" count={user.bids.length}>
          {user.bids.length === 0 ? (
            <Empty>Inga bud.</Empty>
          ) : (
            <Table caption="Användarens bud" head={['Föremål', 'Pris efter budet', 'Maxbud', 'Lagt', 'Status']}>
              {user.bids.map((bid) => (
                <tr key={bid.id}>
                  <LinkCell href={`/admin/auktioner/${bid.auctionId}`}>{bid.title}</LinkCell>
                  <td className="tabular py-2 pr-3">{formatSek(bid.amount)}</td>
                  <td className="tabular py-2 pr-3">{formatSek(bid.maxAmount)}</td>
                  <td className="py-2 pr-3">{when(bid.placedAt)}</td>
                  <td className="py-2 pr-3">
                    {bid.removed ? (
                      <span className="text-danger">Borttaget{bid.removedReason ? ` – ${bid.removedReason}` : ''}</span>
                    ) : (
                      'Giltigt'
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Section>

        <Section id="kop" title="Köp" count={user.orders.length}>
          {user.orders.length === 0 ? (
            <Empty>Inga köp.</Empty>
          ) : (
            <Table caption="Användarens köp" head={['Order', 'Föremål', 'Summa', 'Betalning', 'Leverans', 'Såld']}>
              {user.orders.map((order) => (
                <tr key={order.id}>
                  <LinkCell href={`/admin/ordrar/${order.id}`}>#{order.id}</LinkCell>
                  <td className="py-2 pr-3">{order.title}</td>
                  <td className="tabular py-2 pr-3">{formatOre(order.totalOre)}</td>
                  <td className="py-2 pr-3">{PAYMENT_LABELS[order.paymentStatus]}</td>
                  <td className="py-2 pr-3">{DELIVERY_LABELS[order.deliveryStatus]}</td>
                  <td className="py-2 pr-3">{when(order.createdAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>

        <Section id="varderingar" title="Värderingar" count={user.valuations.length}>
          {user.valuations.length === 0 ? (
            <Empty>Inga värderingar.</Empty>
          ) : (
            <Table caption="Användarens värderingar" head={['Föremål', 'Status', 'Skickad']}>
              {user.valuations.map((valuation) => (
                <tr key={valuation.id}>
                  <LinkCell href={`/admin/varderingar/${valuation.id}`}>{valuation.title}</LinkCell>
                  <td className="py-2 pr-3">{VALUATION_STATUS_ADMIN_LABELS[valuation.status]}</td>
                  <td className="py-2 pr-3">{when(valuation.createdAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>

        <Section id="salj" title="Säljer" count={user.lots.length}>
          {user.lots.length === 0 ? (
            <Empty>Inga föremål till salu.</Empty>
          ) : (
            <Table caption="Föremål som användaren säljer" head={['Föremål', 'Status', 'Pris', 'Bud', 'Slutar']}>
              {user.lots.map((lot) => (
                <tr key={lot.id}>
                  <LinkCell href={`/admin/auktioner/${lot.id}`}>{lot.title}</LinkCell>
                  <td className="py-2 pr-3">
                    {LOT_STATUS_LABELS[lot.status] ?? lot.status}
                    {lot.outcome === 'sold' ? ' – såld' : lot.outcome === 'unsold' ? ' – osåld' : ''}
                  </td>
                  <td className="tabular py-2 pr-3">{lot.currentPrice === null ? '–' : formatSek(lot.currentPrice)}</td>
                  <td className="tabular py-2 pr-3">{lot.bidCount}</td>
                  <td className="py-2 pr-3">{when(lot.endsAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>

        <Section id="inloggningar" title="Inloggningar" count={activeSessions.length}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">Varje inloggad webbläsare eller app. ”Senast aktiv” förnyas högst en gång per dygn.</p>
            <RevokeSessionsButton userId={user.id} name={user.displayName} sessions={activeSessions.length} />
          </div>
          {activeSessions.length === 0 ? (
            <Empty>Inte inloggad någonstans.</Empty>
          ) : (
            <Table caption="Användarens inloggningar" head={['Inloggad', 'Senast aktiv', 'Gäller till', 'Webbläsare', 'IP-adress']}>
              {activeSessions.map((session) => (
                <tr key={session.id}>
                  <td className="py-2 pr-3">{when(session.createdAt)}</td>
                  <td className="py-2 pr-3">{when(session.lastActiveAt)}</td>
                  <td className="py-2 pr-3">{when(session.expiresAt)}</td>
                  <td className="max-w-[18rem] py-2 pr-3 break-words">{session.userAgent ?? '–'}</td>
                  <td className="tabular py-2 pr-3">{session.ipAddress || '–'}</td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      </div>
    </div>
  );
}
