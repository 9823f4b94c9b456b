import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { FilterLink } from '../filter-link';
import { ActionButton } from '../action-button';
import { listBarrierReports } from '@/modules/content/server';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

/**
 * The barriers visitors reported from /tillganglighet (LIST_BARRIER_REPORTS): the open ones, the
 * one waiting longest first, or all of them (`?visa=alla`), each with "Markera som hanterad"
 * (RESOLVE_BARRIER_REPORT) and the reporter's e-mail to answer.
 */
export async function BarrierReportsPage({ searchParams }: { searchParams: { visa?: string } }) {
  const all = searchParams.visa === 'alla';
  const { reports, open } = await listBarrierReports(await getDb(), { show: all ? 'all' : 'open' });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="tillganglighet" />
      <h1 className="font-serif text-3xl font-semibold">Rapporterade brister</h1>
      <p className="mt-2 text-sm text-muted">
        Det besökare har rapporterat från{' '}
        <Link href="/tillganglighet" className="underline underline-offset-4">
          tillgänglighetsredogörelsen
        </Link>
        . Svara den som har lämnat sin e-post och markera rapporten som hanterad när bristen är åtgärdad eller besvarad.
      </p>
      <nav aria-label="Filtrera rapporter" className="mt-4 flex flex-wrap gap-2">
        <FilterLink active={!all} href="/admin/tillganglighet">
          Öppna ({open})
        </FilterLink>
        <FilterLink active={all} href={'/admin/tillganglighet?visa=alla'}>
          {'Alla'}
        </FilterLink>
      </nav>
      {reports.length === 0 ? (
        <p className="mt-6 rounded-lg bg-ground p-6 text-center text-muted">{all ? 'Inga rapporter ännu.' : 'Inga öppna rapporter.'}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="barrier-reports">
          {reports.map((report) => (
            <li key={report.id} className="rounded-lg border border-line p-4" data-testid="barrier-report-row">
              <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                <span>{timeFormat.format(new Date(report.createdAt))}</span>
                {report.page ? <span className="break-all">Sida: {report.page}</span> : <span>Ingen sida angiven</span>}
                {report.email ? (
                  <a href={`mailto:${report.email}`} className="break-all text-ink underline underline-offset-4">
                    {report.email}
                  </a>
                ) : (
                  <span>Anonym</span>
                )}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words">{report.description}</p>
              <div className="mt-3">
                {report.handledAt ? (
                  <p className="text-sm text-muted">Hanterad {timeFormat.format(new Date(report.handledAt))}</p>
                ) : (
                  <ActionButton
                    action="RESOLVE_BARRIER_REPORT"
                    input={{ reportId: report.id }}
                    success="Rapporten är markerad som hanterad."
                    failure="Rapporten kunde inte markeras."
                  >
                    Markera som hanterad
                  </ActionButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
