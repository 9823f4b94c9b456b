import type { Metadata } from 'next';
import { getDb } from '@/db';
import { guardPage } from '@/modules/accounts/server';
import { AdminNav } from '@/modules/admin/components/admin-nav';
import { listOutbox } from '@/modules/email/server';

export const metadata: Metadata = { title: 'Utkorg', robots: { index: false } };

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });
const STATUS: Record<string, string> = { queued: 'I kö', sent: 'Skickat', failed: 'Misslyckades', outbox: 'I utkorgen' };

/** Every e-mail the product sent (or, without SMTP, kept here): what the customer got, word for word. */
export default async function OutboxPage() {
  const { me, denied } = await guardPage({ next: '/admin/utkorg', admin: true });
  if (!me) return denied;
  const mails = await listOutbox(await getDb(), 50);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="utkorg" />
      <h1 className="font-serif text-3xl font-semibold">Utkorg</h1>
      <p className="mt-2 text-sm text-muted">De senaste 50 mejlen. Utan SMTP-server (SMTP_URL) stannar mejlen här.</p>
      {mails.length === 0 ? <p className="mt-8 rounded-lg bg-ground p-6 text-center text-muted">Inga mejl ännu.</p> : null}
      <ul className="mt-6 space-y-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-lg border border-line">
            <details>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="font-medium">{mail.subject}</span>
                <span className="text-sm text-muted">till {mail.toAddress}</span>
                <span className="ml-auto text-xs text-muted">
                  {STATUS[mail.status] ?? mail.status} · {timeFormat.format(mail.createdAt)} · {mail.template}
                </span>
              </summary>
              <div className="border-t border-line px-4 py-3">
                {mail.error ? <p className="mb-2 text-sm text-danger">{mail.error}</p> : null}
                <pre className="whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
