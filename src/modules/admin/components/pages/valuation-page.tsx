import 'server-only';
import { notFound } from 'next/navigation';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { VALUATION_STATUS_ADMIN_LABELS } from '@/modules/valuations';
import { AnswerForm, CreateItemButton, ReminderButton } from '@/modules/valuations/components/admin-valuation-actions';
import {
  HandoverInstructions,
  StatusBadge,
  StudioAnswer,
  formatValuationDate,
  inlineAddress,
} from '@/modules/valuations/components/valuation-parts';
import { getValuation } from '@/modules/valuations/server';
import { AppError } from '@/platform/errors';
import { formatSek } from '@/ui/format';

/** One request for the studio: the photos large, every field, the seller, and what to do next. */
export async function AdminValuationPage({ id, adminId }: { id: string; adminId: string }) {
  const valuationId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (valuationId <= 0) notFound();
  const valuation = await getValuation(await getDb(), valuationId, { id: adminId, admin: true })
    .then((answer) => answer.valuation)
    .catch((error: unknown) => {
      if (AppError.is(error) && error.code === 'NOT_FOUND') notFound();
      throw error;
    });

  const facts: [string, React.ReactNode][] = [
    ['Kategori', valuation.categoryLabel],
    ['Konstnär/formgivare/tillverkare', valuation.maker ?? '–'],
    ['Mått', valuation.dimensions ?? '–'],
    ['Skick', valuation.condition ?? '–'],
    ['Önskat pris', valuation.hopedPrice === null ? '–' : formatSek(valuation.hopedPrice)],
    ['Inlämning', valuation.handover === 'pickup' ? `Hämtning: ${inlineAddress(valuation.pickupAddress)}` : 'Lämnas in i studion'],
    ['Inskickad', formatValuationDate(valuation.createdAt)],
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="varderingar" />
      <p className="text-sm">
        <Link
          href={valuation.status === 'pending' ? '/admin/varderingar' : `/admin/varderingar?status=${valuation.status}`}
          className="underline underline-offset-4"
        >
          ← Alla värderingar
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-semibold leading-tight">{valuation.title}</h1>
        <StatusBadge status={valuation.status} label={VALUATION_STATUS_ADMIN_LABELS[valuation.status]} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-8">
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Bilder">
            {valuation.images.map((image, index) => (
              <li key={image.key} className={index === 0 ? 'sm:col-span-2' : ''}>
                <a href={image.fullUrl} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-ground">
                  {/* eslint-disable-next-line @next/next/no-img-element -- private photos, sent with the session */}
                  <img
                    src={image.fullUrl}
                    alt={`${valuation.title}, bild ${index + 1} av ${valuation.images.length}`}
                    className="max-h-[70vh] w-full object-contain"
                  />
                </a>
              </li>
            ))}
          </ul>
          <section aria-labelledby="beskrivning">
            <h2 id="beskrivning" className="font-serif text-xl font-semibold">
              Beskrivning
            </h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed">{valuation.description}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 border-t border-line pt-4 text-sm sm:grid-cols-[12rem_1fr]">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <aside className="space-y-6 self-start lg:sticky lg:top-24">
          <section aria-labelledby="saljare" className="rounded-2xl border border-line p-5">
            <h2 id="saljare" className="font-serif text-xl font-semibold">
              Säljare
            </h2>
            <p className="mt-2">{valuation.seller.name}</p>
            <p className="text-sm">
              <a href={`mailto:${valuation.seller.email}`} className="underline underline-offset-4">
                {valuation.seller.email}
              </a>
            </p>
            {valuation.seller.phone ? (
              <p className="text-sm">
                <a href={`tel:${valuation.seller.phone.dial}`} className="tabular underline underline-offset-4" data-testid="seller-phone">
                  {valuation.seller.phone.text}
                </a>
              </p>
            ) : null}
          </section>

          <section aria-labelledby="atgard" className="rounded-2xl border border-line p-5">
            <h2 id="atgard" className="mb-4 font-serif text-xl font-semibold">
              {valuation.status === 'pending' ? 'Svara' : 'Svar'}
            </h2>
            {valuation.status === 'pending' ? (
              <AnswerForm valuationId={valuation.id} hopedPrice={valuation.hopedPrice} />
            ) : (
              <div className="space-y-4">
                <StudioAnswer valuation={valuation} audience="studio" />
                {valuation.answeredAt ? <p className="text-sm text-muted">Besvarad {formatValuationDate(valuation.answeredAt)}.</p> : null}
                {valuation.status === 'accepted' ? <ReminderButton valuationId={valuation.id} sentAt={valuation.reminderSentAt} /> : null}
                {valuation.status === 'waiting' ? (
                  <>
                    <HandoverInstructions valuation={valuation} audience="studio" />
                    <CreateItemButton valuationId={valuation.id} itemId={valuation.itemId} />
                  </>
                ) : null}
                {valuation.status === 'rejected' && valuation.sellerAnsweredAt ? (
                  <p className="text-sm">Säljaren avböjde erbjudandet {formatValuationDate(valuation.sellerAnsweredAt)}.</p>
                ) : null}
                {valuation.status === 'published' && valuation.lotHref ? (
                  <Link href={valuation.lotHref} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
                    Se auktionen
                  </Link>
                ) : null}
              </div>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
