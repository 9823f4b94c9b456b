import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { EMAIL_TEMPLATE_INFO, EMAIL_TEMPLATES, emailSamples, emailSubject, templateSlug } from '@/modules/email/server';
import { getEnv } from '@/platform/env';
import { sampleLot } from '../../queries/sample-lot';

/** Every e-mail the product sends (spec §9), with the subject line it gets from sample data; each opens its preview. */
export async function EmailTemplatesPage() {
  const samples = emailSamples({ siteUrl: getEnv().publicUrl, lot: await sampleLot(await getDb()) });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="epost" />
      <h1 className="font-serif text-3xl font-semibold">E-post</h1>
      <p className="mt-2 text-sm text-muted">
        Alla {EMAIL_TEMPLATES.length} mejl som Klubban skickar, förhandsvisade med exempeldata. Ämnesraden är den mottagaren ser.
      </p>
      <ul className="mt-6 divide-y divide-line border-y border-line" data-testid="email-templates">
        {EMAIL_TEMPLATES.map((name) => {
          const info = EMAIL_TEMPLATE_INFO[name];
          return (
            <li key={name} data-template={name}>
              <Link
                href={`/admin/epost/${templateSlug(name)}`}
                className="flex min-h-11 flex-col gap-1 px-1 py-3 hover:bg-ground focus-visible:bg-ground sm:flex-row sm:items-baseline sm:gap-4"
              >
                <span className="font-medium sm:w-56 sm:shrink-0">
                  {info.label}
                  <span className="block font-mono text-xs font-normal text-muted">{name}</span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block break-words">{emailSubject(name, samples[name])}</span>
                  <span className="block text-sm text-muted">{info.sentWhen}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
