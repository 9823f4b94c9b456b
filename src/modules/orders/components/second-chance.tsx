import Link from '@/ui/link';
import { formatOre } from '@/ui/format';
import { buttonClass } from '@/ui/button';
import { SECOND_CHANCE_LABELS } from '../domain/unpaid';
import type { SecondChanceView } from '../queries/second-chances';
import { orderPath } from '../commands/common';
import { OrderPhoto } from './order-photo';
import { OrderSums } from './order-sums';
import { formatDateTime } from './purchase-text';
import { SecondChanceAnswer } from './second-chance-answer';

/** A second chance's state in the bidder's words, with its date. */
function statusLine(offer: SecondChanceView): string {
  if (offer.status === 'offered') return `Svara senast ${formatDateTime(offer.expiresAt)}`;
  const when = offer.answeredAt ?? offer.expiresAt;
  return `${SECOND_CHANCE_LABELS[offer.status]} ${formatDateTime(when)}`;
}

/**
 * One second chance as its bidder reads it (/user/andra-chansen/{id}, docs/decisions/0042): the lot, the
 * price (their own bid) and what it comes to with the premium, the time left, and yes or no.
 */
export function SecondChanceDetails({ offer }: { offer: SecondChanceView }) {
  return (
    <div className="space-y-8" data-testid="second-chance" data-status={offer.status}>
      <header className="flex gap-4 sm:gap-6">
        <Link href={offer.lotUrl} tabIndex={-1} aria-hidden className="shrink-0">
          <OrderPhoto src={offer.imageUrl} sizes="(min-width: 640px) 160px, 96px" className="h-24 w-24 sm:h-40 sm:w-40" />
        </Link>
        <div className="min-w-0">
          <p className="text-sm text-muted">Andra chansen</p>
          <h1 className="mt-0.5 font-serif text-2xl leading-tight font-semibold sm:text-3xl">{offer.lotTitle}</h1>
          <p className="tabular mt-2 text-sm" data-testid="second-chance-status">
            {statusLine(offer)}
          </p>
          <Link href={offer.lotUrl} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4">
            Visa auktionen
          </Link>
        </div>
      </header>
      <section aria-labelledby="erbjudande-rubrik" className="space-y-4">
        <h2 id="erbjudande-rubrik" className="font-serif text-xl font-semibold sm:text-2xl">
          Erbjudandet
        </h2>
        <p>
          Den som vann betalade inte, så köpet avbröts. Du lade det näst högsta budet och får köpa föremålet för ditt eget bud,{' '}
          <strong className="tabular">{formatOre(offer.amount * 100)}</strong>.
        </p>
        <div className="rounded-2xl bg-ground p-4 sm:p-5">
          <OrderSums
            caption="Att betala"
            {...offer.lines}
            shippingOre={null}
            shippingNote="Väljs när du betalar"
            totalOre={offer.totalOre}
            totalLabel="Att betala"
          />
        </div>
        {offer.status === 'offered' ? (
          <>
            <p className="text-sm text-muted">
              Tackar du ja blir det ett vanligt köp: betala inom sju dagar och välj hämtning i studion eller frakt. Du är inte skyldig att
              köpa.
            </p>
            <SecondChanceAnswer offerId={offer.id} />
          </>
        ) : offer.status === 'accepted' && offer.orderId ? (
          <Link href={orderPath(offer.orderId)} className={buttonClass('primary', 'md')}>
            Gå till köpet
          </Link>
        ) : (
          <p className="text-sm">Erbjudandet gäller inte längre.</p>
        )}
      </section>
    </div>
  );
}

/** The bidder's second chances on /user ("Mina bud"), newest first; nothing when there are none. */
export function SecondChanceList({ offers }: { offers: SecondChanceView[] }) {
  return (
    <ul className="space-y-3" data-testid="second-chances">
      {offers.map((offer) => (
        <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line p-4">
          <div className="min-w-0">
            <p className="font-medium">{offer.lotTitle}</p>
            <p className="tabular text-sm text-muted">
              Ditt bud {formatOre(offer.amount * 100)} · {statusLine(offer)}
            </p>
          </div>
          <Link href={offer.url} className={buttonClass(offer.status === 'offered' ? 'primary' : 'outline', 'sm')}>
            {offer.status === 'offered' ? 'Svara' : 'Visa'}
            <span className="sr-only"> på erbjudandet om {offer.lotTitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
