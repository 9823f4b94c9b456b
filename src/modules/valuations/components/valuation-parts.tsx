import type { ValuationStatus } from '@/keys';
import { formatEstimate, formatSek } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import type { ValuationView } from '../queries/view';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', year: 'numeric' });

/** "25 nov. 2026", in Stockholm. */
export function formatValuationDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const STATUS_TONES: Record<ValuationStatus, string> = {
  pending: 'bg-ground text-ink',
  accepted: 'bg-accent text-ink',
  waiting: 'bg-green-50 text-success',
  published: 'bg-ink text-white',
  rejected: 'bg-red-50 text-danger',
};

export function StatusBadge({ status, label }: { status: ValuationStatus; label: string }) {
  return (
    <span className={`inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{label}</span>
  );
}

/** A valuation's photo (private to its seller and the studio, so a plain <img> sent with the session, not the optimiser). */
export function ValuationPhoto({ src, alt, className = '' }: { src: string | null; alt: string; className?: string }) {
  return (
    <div className={`overflow-hidden rounded-lg bg-ground ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- private photos: the optimiser would fetch them without the session */}
      {src ? <img src={src} alt={alt} loading="lazy" className="size-full object-cover" /> : null}
    </div>
  );
}

/** The studio's answer: estimate, start price (and reserve), message; or the reason it declined. */
export function StudioAnswer({ valuation, audience }: { valuation: ValuationView; audience: 'seller' | 'studio' }) {
  if (valuation.rejectReason !== null) {
    return (
      <div className="rounded-xl bg-ground p-4 text-sm">
        <p className="font-medium">{audience === 'seller' ? 'Studions svar' : 'Skäl'}</p>
        <p className="mt-1 whitespace-pre-line leading-relaxed">{valuation.rejectReason}</p>
      </div>
    );
  }
  if (valuation.estimateLow === null) return null;
  return (
    <div className="rounded-xl bg-ground p-4 text-sm">
      <dl className="tabular grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Utrop</dt>
        <dd className="font-semibold">{formatEstimate(valuation.estimateLow, valuation.estimateHigh)}</dd>
        <dt className="text-muted">Startpris</dt>
        <dd>{valuation.startPrice === null ? '–' : formatSek(valuation.startPrice)}</dd>
        {valuation.reservePrice !== null ? (
          <>
            <dt className="text-muted">Reservationspris</dt>
            <dd>{formatSek(valuation.reservePrice)}</dd>
          </>
        ) : null}
      </dl>
      {valuation.message ? <p className="mt-3 whitespace-pre-line leading-relaxed">{valuation.message}</p> : null}
    </div>
  );
}

/** One line of a multi-line address: "Storgatan 12, 114 51 Stockholm". */
export function inlineAddress(address: string | null): string {
  return (address ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}

/** What happens once the seller has agreed: they bring it to the studio, or the studio collects it. */
export function HandoverInstructions({
  valuation,
  audience = 'seller',
}: {
  valuation: Pick<ValuationView, 'handover' | 'pickupAddress'>;
  audience?: 'seller' | 'studio';
}) {
  const address = inlineAddress(valuation.pickupAddress);
  if (audience === 'studio') {
    return (
      <div className="rounded-xl border border-line p-4 text-sm leading-relaxed">
        <p className="font-medium">Säljaren har godkänt erbjudandet</p>
        <p className="mt-1">
          {valuation.handover === 'pickup' ? (
            <>
              Hämtas hos säljaren på <span className="font-medium">{address}</span>. Boka en tid med säljaren.
            </>
          ) : (
            'Säljaren lämnar in föremålet i studion. Boka en tid med säljaren.'
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-success/40 bg-green-50 p-4 text-sm leading-relaxed">
      <p className="font-medium text-success">Tack! Nu gör vi så här</p>
      {valuation.handover === 'pickup' ? (
        <p className="mt-1">
          Vi hämtar föremålet hos dig på <span className="font-medium">{address}</span>. Vi hör av oss för att boka en tid.
        </p>
      ) : (
        <p className="mt-1">
          Lämna föremålet i studion: {STUDIO.name}, {STUDIO.street}, {STUDIO.postalTown}. Skriv till{' '}
          <a href={`mailto:${STUDIO.email}`} className="font-medium underline underline-offset-4">
            {STUDIO.email}
          </a>{' '}
          så bokar vi en tid som passar dig.
        </p>
      )}
    </div>
  );
}
