import 'server-only';
import Link from '@/ui/link';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { AuditEntry } from '../audit-entry';
import { listHref } from '../list-href';
import { auditActionLabel, auditUserIds, describeAuditRow } from '../../domain/audit-text';
import { EMAIL_TEMPLATE_INFO } from '@/modules/email/server';
import { auditActionNames, auditUserNames, listAuditLog } from '../../queries/audit-log';
import { buttonClass } from '@/ui/button';

/** When it happened, to the second, in Stockholm. */
const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'medium' });
const emailTemplates = Object.fromEntries(Object.entries(EMAIL_TEMPLATE_INFO).map(([name, info]) => [name, info.label]));

/**
 * The audit log: every admin action that changed something, newest first, filterable — in the
 * studio's words (src/modules/admin/domain/audit-text.ts), the stored row behind a disclosure.
 */
export async function AdminLogPage({ searchParams: params }: { searchParams: { atgard?: string; aktor?: string; sida?: string } }) {
  const db = await getDb();
  const actions = await auditActionNames(db);
  const actionName = params.atgard && actions.includes(params.atgard) ? params.atgard : undefined;
  const actorId = params.aktor?.slice(0, 100) || undefined;
  const page = Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1);
  const result = await listAuditLog(db, { actionName, actorId, page });
  const userNames = await auditUserNames(db, auditUserIds(result.entries));
  const options = actions
    .map((action) => ({ action, label: auditActionLabel(action) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'sv'));
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const query = (next: { atgard?: string; aktor?: string; sida?: number }) =>
    listHref('/admin/logg', { atgard: next.atgard, aktor: next.aktor }, next.sida);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="logg" />
      <h1 className="font-serif text-3xl font-semibold">Logg</h1>
      <p className="mt-2 text-muted">Varje ändring som en administratör har gjort: vem, vad, när, före och efter.</p>
      <form className="mt-4 flex flex-wrap items-end gap-3" method="get">
        <div>
          <label htmlFor="atgard" className="block text-sm font-medium">
            Åtgärd
          </label>
          <select
            id="atgard"
            name="atgard"
            defaultValue={actionName ?? ''}
            className="mt-1 h-11 rounded-lg border border-line bg-white px-3"
          >
            <option value="">Alla åtgärder</option>
            {options.map(({ action, label }) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {actorId ? <input type="hidden" name="aktor" value={actorId} /> : null}
        <button className={buttonClass('primary', 'sm')}>Visa</button>
        {actionName || actorId ? (
          <Link href="/admin/logg" className="inline-flex min-h-11 items-center text-sm underline">
            Visa allt
          </Link>
        ) : null}
      </form>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {result.total === 1 ? '1 händelse' : `${result.total} händelser`}
        {actorId ? ` av ${result.entries[0]?.actorName ?? 'vald person'}` : ''}
      </p>
      {result.entries.length === 0 ? (
        <p className="mt-6 rounded-lg bg-ground px-4 py-6 text-center text-muted">Inga händelser att visa.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line border-y border-line" data-testid="audit-log">
          {result.entries.map((entry) => {
            const text = describeAuditRow(entry, { userNames, emailTemplates });
            return (
              <li key={entry.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_10rem_1fr]">
                <time dateTime={entry.at} className="tabular text-muted">
                  {timeFormat.format(new Date(entry.at))}
                </time>
                <span>
                  {entry.actorId ? (
                    <Link href={query({ aktor: entry.actorId })} className="underline">
                      {entry.actorName ?? 'Borttagen användare'}
                    </Link>
                  ) : (
                    <span className="text-muted">Automatiskt</span>
                  )}
                </span>
                <AuditEntry text={text} raw={entry} />
              </li>
            );
          })}
        </ol>
      )}
      <Pager page={page} pages={pages} href={(p) => query({ atgard: actionName, aktor: actorId, sida: p })} />
    </div>
  );
}
