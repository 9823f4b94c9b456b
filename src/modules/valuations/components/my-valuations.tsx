import Link from '@/ui/link';
import { VALUATION_STATUS_LABELS } from '../domain/status';
import type { ValuationView } from '../queries/view';
import { OfferActions } from './offer-actions';
import { HandoverInstructions, StatusBadge, StudioAnswer, ValuationPhoto, formatValuationDate } from './valuation-parts';

/** "Mina värderingar" on the account page: each request with its photo, status, date and the studio's answer. */
export function MyValuations({ valuations }: { valuations: ValuationView[] }) {
  if (valuations.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="valuations-empty">
        Du har inte begärt någon värdering än.{' '}
        <Link href="/salj/vardering" className="font-medium text-ink underline underline-offset-4">
          Begär värdering
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="my-valuations">
      {valuations.map((valuation) => (
        <li key={valuation.id} className="flex gap-3 py-5 sm:gap-5" data-testid="valuation-row">
          <ValuationPhoto
            src={valuation.images[0]?.thumbUrl ?? null}
            alt={valuation.images[0]?.alt ?? ''}
            className="h-20 w-20 shrink-0 sm:h-24 sm:w-24"
          />
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-medium leading-snug">{valuation.title}</h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
              <StatusBadge status={valuation.status} label={VALUATION_STATUS_LABELS[valuation.status]} />
              <span className="text-muted">
                Skickad <time dateTime={valuation.createdAt}>{formatValuationDate(valuation.createdAt)}</time>
              </span>
            </p>
            {valuation.status === 'pending' ? (
              <p className="mt-2 text-sm text-muted">Vi värderar föremålet och hör av oss, oftast inom några vardagar.</p>
            ) : (
              <div className="mt-3">
                <StudioAnswer valuation={valuation} audience="seller" />
              </div>
            )}
            {valuation.status === 'accepted' ? <OfferActions valuationId={valuation.id} title={valuation.title} /> : null}
            {valuation.status === 'waiting' ? (
              <div className="mt-3">
                <HandoverInstructions valuation={valuation} />
              </div>
            ) : null}
            {valuation.status === 'rejected' && valuation.sellerAnsweredAt ? (
              <p className="mt-2 text-sm text-muted">Du avböjde erbjudandet.</p>
            ) : null}
            {valuation.status === 'published' && valuation.lotHref ? (
              <Link
                href={valuation.lotHref}
                className="mt-3 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
              >
                Se auktionen
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
