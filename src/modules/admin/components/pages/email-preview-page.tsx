import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { EmailFrame } from '@/modules/email/components/email-frame';
import { paymentMode } from '@/modules/payments/server';
import { EMAIL_TEMPLATE_INFO, emailSamples, renderEmailOffThread, templateFromSlug, type EmailSamples } from '@/modules/email/server';
import { getEnv } from '@/platform/env';
import { sampleLot } from '../../queries/sample-lot';

/**
 * One template rendered from sample data exactly as the mailer renders it (the same render thread):
 * the subject, the HTML in a sandboxed frame (no scripts, no same-origin access) and the plain text.
 */
export async function EmailPreviewPage({ template }: { template: string }) {
  const name = templateFromSlug(template);
  if (!name) notFound();
  const samples: EmailSamples = emailSamples({ siteUrl: getEnv().publicUrl, lot: await sampleLot(await getDb()) });
  // The preview shows what this server sends, the test-mode notice included (docs/decisions/0028).
  const email = await renderEmailOffThread(name, samples[name], { paymentsPretend: paymentMode() === 'test' });
  const info = EMAIL_TEMPLATE_INFO[name];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="epost" />
      <p className="text-sm">
        <Link href="/admin/epost" className="underline underline-offset-4">
          ← Alla mejl
        </Link>
      </p>
      <h1 className="mt-3 font-serif text-3xl font-semibold leading-tight">{info.label}</h1>
      <p className="mt-1 font-mono text-xs text-muted">{name}</p>
      <p className="mt-2 text-sm text-muted">{info.sentWhen} Visas med exempeldata.</p>
      <dl className="mt-6 rounded-lg border border-line px-4 py-3">
        <dt className="text-sm text-muted">Ämnesrad</dt>
        <dd className="mt-1 break-words font-medium" data-testid="email-subject">
          {email.subject}
        </dd>
      </dl>
      <h2 className="mt-8 text-lg font-semibold">Som HTML</h2>
      <EmailFrame title={`Mejlet ${info.label} som HTML`} html={email.html} className="mt-3 h-[75vh] min-h-[560px]" testId="email-html" />
      <h2 className="mt-8 text-lg font-semibold">Som ren text</h2>
      <pre
        className="mt-3 whitespace-pre-wrap break-words rounded-lg border border-line bg-ground p-4 font-sans text-sm"
        data-testid="email-text"
      >
        {email.text}
      </pre>
    </div>
  );
}
