import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { FirstCloseCountdown, RefreshWhileVisible } from '../dashboard-live';
import { openLotsLine } from '../dashboard-text';
import { getDashboard } from '../../queries/dashboard';
import { paymentMode, type PaymentMode } from '@/modules/payments/server';
import { countOpenQuestions } from '@/modules/questions/server';
import { stockholmWallClock } from '@/platform/time';
import { formatSek } from '@/ui/format';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const count = new Intl.NumberFormat('sv-SE');

/** "23–29 nov" or "30 nov–6 dec": Monday to Sunday of the week, Stockholm time. */
function weekRange(startIso: string, endIso: string): string {
  const first = stockholmWallClock(new Date(startIso));
  const last = stockholmWallClock(new Date(Date.parse(endIso) - 1));
  return first.month === last.month
    ? `${first.day}–${last.day} ${MONTHS[last.month - 1]}`
    : `${first.day} ${MONTHS[first.month - 1]}–${last.day} ${MONTHS[last.month - 1]}`;
}

/** One figure: the number is the link to the list it counts. */
function Figure({ href, value, label, note, tone }: { href: string; value: string; label: string; note?: string; tone?: 'alert' }) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full min-h-24 flex-col gap-1 rounded-2xl border border-line p-4 hover:border-ink focus-visible:border-ink"
        data-figure={label}
      >
        <span className="text-sm text-muted">{label}</span>
        <span className={`tabular font-serif text-3xl font-semibold ${tone === 'alert' ? 'text-danger' : ''}`}>{value}</span>
        {note ? <span className="mt-auto pt-1 text-xs text-muted">{note}</span> : null}
      </Link>
    </li>
  );
}

/**
 * What the studio must know about payments (docs/decisions/0028): none configured — buyers cannot
 * pay and nothing is paid out — or the test provider, where no payment is real.
 */
function PaymentsNotice({ mode }: { mode: PaymentMode }) {
  if (mode === 'stripe') return null;
  const off = mode === 'none';
  return (
    <section
      aria-labelledby="oversikt-betalningar"
      className={off ? 'mt-6 rounded-2xl border-2 border-danger bg-white p-5' : 'mt-6 rounded-2xl bg-[#fff4d6] p-5 text-[#5c3d00]'}
      data-testid={off ? 'payments-not-configured' : 'payments-test-mode'}
    >
      <h2 id="oversikt-betalningar" className={off ? 'font-serif text-xl font-semibold text-danger' : 'font-semibold'}>
        {off ? 'Betalningar är inte inkopplade' : 'Testläge – inga riktiga betalningar'}
      </h2>
      {off ? (
        <p className="mt-2">
          Köpare kan inte betala och inga utbetalningar görs förrän en betaltjänst är inkopplad. Be den som driftar Klubban att ange{' '}
          <code>STRIPE_SECRET_KEY</code> och <code>STRIPE_WEBHOOK_SECRET</code>, eller <code>KLUBBAN_PAYMENT_PROVIDER=test</code> för en
          testmiljö.
        </p>
      ) : (
        <p className="mt-1 text-sm">
          Betalningar och utbetalningar går till Klubbans inbyggda testleverantör. Inga pengar dras eller betalas ut.
        </p>
      )}
    </section>
  );
}

function Section({ title, columns = 4, children }: { title: string; columns?: 3 | 4; children: React.ReactNode }) {
  const id = `oversikt-${title.toLowerCase().replace(/[^a-zåäö]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <ul className={`mt-3 grid grid-cols-2 gap-3 ${columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}>{children}</ul>
    </section>
  );
}

/**
 * The console's front page: the sale (the open lots counted as the public site counts them, their
 * bids, lots without bids, the time to the next close, live; what was hammered this week) and
 * everything that waits for the studio — questions about lots, valuations, orders, failures. Every figure links to the
 * list behind it.
 */
export async function AdminDashboardPage() {
  const now = new Date();
  const db = await getDb();
  const dashboard = await getDashboard(db, now);
  const openQuestions = await countOpenQuestions(db);
  const { lots, valuations, orders, failures, payouts } = dashboard;
  const openTab = lots.live > 0 ? 'live' : 'scheduled';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <RefreshWhileVisible />
      <AdminNav current="oversikt" />
      <h1 className="font-serif text-3xl font-semibold">Översikt</h1>
      <p className="mt-1 text-sm text-muted">Veckan {weekRange(dashboard.week.start, dashboard.week.end)}</p>
      <PaymentsNotice mode={paymentMode()} />

      <section aria-labelledby="oversikt-stangning" className="mt-6 rounded-2xl bg-ground p-5">
        <h2 id="oversikt-stangning" className="text-sm text-muted">
          Nästa klubbslag
        </h2>
        {lots.nextCloseAt ? (
          <p className="mt-1">
            <FirstCloseCountdown endsAt={lots.nextCloseAt} serverNow={now.getTime()} />
          </p>
        ) : null}
        <p className="tabular mt-1 text-sm" data-testid="open-lots">
          <Link href={`/admin/auktioner?status=${openTab}`} className="underline underline-offset-4">
            {openLotsLine(lots)}
          </Link>
          {lots.nextCloseAt ? null : (
            <>
              {' '}
              <Link href="/admin/auktioner?status=draft" className="underline underline-offset-4">
                {lots.drafts === 0 ? 'Skapa nästa' : `${count.format(lots.drafts)} utkast väntar`}
              </Link>
            </>
          )}
        </p>
        {lots.rehearsals > 0 ? (
          <p className="mt-1 text-sm text-muted" data-testid="open-rehearsals">
            {lots.rehearsals === 1 ? '1 provauktion pågår' : `${count.format(lots.rehearsals)} provauktioner pågår`} – syns inte för kunder
            och räknas inte här.
          </p>
        ) : null}
      </section>

      <Section title="Auktionerna">
        <Figure
          href="/admin/auktioner/vecka"
          value={count.format(lots.lots)}
          label="Auktioner"
          note={`${count.format(lots.live)} pågår · ${count.format(lots.scheduled)} schemalagda · ${count.format(lots.sold + lots.unsold)} avslutade i veckan`}
        />
        <Figure href={`/admin/auktioner?status=${openTab}`} value={count.format(lots.bids)} label="Bud" />
        <Figure
          href="/admin/auktioner?status=ended"
          value={formatSek(lots.hammerTotal)}
          label="Klubbat hittills"
          note={`I veckan: ${count.format(lots.sold)} sålda · ${count.format(lots.unsold)} osålda · ledande bud nu ${formatSek(lots.leadingTotal)}`}
        />
        <Figure href={`/admin/auktioner?status=${openTab}&bud=inga`} value={count.format(lots.openWithoutBids)} label="Utan bud" />
      </Section>

      <Section title="Att göra" columns={3}>
        <Figure href="/admin/fragor" value={count.format(openQuestions)} label="Obesvarade frågor" />
        <Figure href="/admin/varderingar" value={count.format(valuations.pending)} label="Värderingar att besvara" />
        <Figure href="/admin/varderingar?status=accepted" value={count.format(valuations.accepted)} label="Svar hos säljaren" />
        <Figure href="/admin/varderingar?status=waiting" value={count.format(valuations.waiting)} label="Föremål att ta emot" />
        <Figure
          href="/admin/ordrar?filter=unpaid"
          value={count.format(orders.unpaid)}
          label="Obetalda ordrar"
          note={orders.overdue > 0 ? `${count.format(orders.overdue)} förfallna` : undefined}
          tone={orders.overdue > 0 ? 'alert' : undefined}
        />
        <Figure href="/admin/ordrar?filter=to-ship" value={count.format(orders.toShip)} label="Att skicka eller lämna ut" />
        <Figure href="/admin/ordrar?filter=to-release" value={count.format(orders.toRelease)} label="Att betala ut" />
        <Figure
          href="/admin/ordrar?filter=payout-waiting"
          value={count.format(payouts.waiting)}
          label="Utbetalningar som väntar"
          note={
            payouts.waiting === 0
              ? undefined
              : [
                  payouts.withoutAccount > 0 ? `${count.format(payouts.withoutAccount)} saknar utbetalningskonto` : null,
                  payouts.failing > 0 ? `${count.format(payouts.failing)} misslyckade försök` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
          }
          tone={payouts.withoutAccount + payouts.failing > 0 ? 'alert' : undefined}
        />
      </Section>

      <Section title="Drift">
        <Figure
          href="/admin/jobb"
          value={count.format(failures.jobs)}
          label="Misslyckade jobb"
          tone={failures.jobs > 0 ? 'alert' : undefined}
        />
        <Figure
          href="/admin/utkorg?status=failed"
          value={count.format(failures.emails)}
          label="Misslyckade mejl"
          tone={failures.emails > 0 ? 'alert' : undefined}
        />
      </Section>
    </div>
  );
}
