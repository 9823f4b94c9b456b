import 'server-only';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { FilterLink } from '../filter-link';
import { listHref } from '../list-href';
import { ActionButton } from '../action-button';
import { EmailFrame } from '@/modules/email/components/email-frame';
import { listOutbox } from '@/modules/email/server';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });
const STATUS: Record<string, string> = { queued: 'I kö', sent: 'Skickat', failed: 'Misslyckades', outbox: 'I utkorgen' };

/**
 * Every e-mail the product sent (or, without SMTP, kept here), newest first, a page at a time: each
 * rendered as the customer saw it, the failed ones with their error (`?status=failed`), and
 * "Skicka igen" (RESEND_EMAIL).
 */
export async function OutboxPage({ searchParams: params }: { searchParams: { status?: string; sida?: string } }) {
  const failedOnly = params.status === 'failed';
  const page = Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1);
  const db = await getDb();
  const [result, failed] = await Promise.all([
    listOutbox(db, { status: failedOnly ? 'failed' : undefined, page }),
    listOutbox(db, { status: 'failed', pageSize: 1 }),
  ]);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (next: { failed: boolean; sida?: number }) =>
    listHref('/admin/utkorg', { status: next.failed ? 'failed' : undefined }, next.sida);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="utkorg" />
      <h1 className="font-serif text-3xl font-semibold">Utkorg</h1>
      <p className="mt-2 text-sm text-muted">
        Alla mejl som har skickats, nyast först, så som mottagaren ser dem. Utan SMTP-server (SMTP_URL) stannar mejlen här.
      </p>
      <nav aria-label="Filtrera mejl" className="mt-4 flex flex-wrap gap-2">
        <FilterLink active={!failedOnly} href={href({ failed: false })}>
          {'Alla'}
        </FilterLink>
        <FilterLink active={failedOnly} href={href({ failed: true })}>
          Misslyckade ({failed.total})
        </FilterLink>
      </nav>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {result.total === 1 ? '1 mejl' : `${result.total} mejl`}
      </p>
      {result.emails.length === 0 ? (
        <p className="mt-6 rounded-lg bg-ground p-6 text-center text-muted">{failedOnly ? 'Inga misslyckade mejl.' : 'Inga mejl ännu.'}</p>
      ) : null}
      <ul className="mt-4 space-y-3" data-testid="outbox">
        {result.emails.map((mail) => (
          <li key={mail.id} className="rounded-lg border border-line" data-testid="outbox-email">
            <details>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="min-w-0 break-words font-medium">{mail.subject}</span>
                <span className="min-w-0 break-all text-sm text-muted">till {mail.toAddress}</span>
                <span className="ml-auto text-xs text-muted">
                  <span className={mail.status === 'failed' ? 'font-semibold text-danger' : undefined}>
                    {STATUS[mail.status] ?? mail.status}
                  </span>{' '}
                  · {timeFormat.format(mail.createdAt)} · <span className="font-mono">{mail.template}</span>
                </span>
              </summary>
              <div className="space-y-3 border-t border-line px-4 py-3">
                {mail.error ? (
                  <p className="break-words text-sm text-danger">
                    <span className="font-semibold">Fel:</span> {mail.error}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-3">
                  <ActionButton
                    action="RESEND_EMAIL"
                    input={{ emailId: mail.id }}
                    success={`Mejlet skickas igen till ${mail.toAddress}.`}
                    failure="Mejlet kunde inte skickas igen."
                  >
                    Skicka igen
                  </ActionButton>
                </div>
                <EmailFrame title={`Mejlet ”${mail.subject}” som HTML`} html={mail.html} className="h-[70vh] min-h-[480px]" />
                <details>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline">Som ren text</summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-ground p-4 font-sans text-sm">{mail.text}</pre>
                </details>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={(p) => href({ failed: failedOnly, sida: p })} />
    </div>
  );
}
