import Image from 'next/image';
import Link from '@/ui/link';
import { lotPath } from '@/modules/catalog';
import { formatEndTime, formatOre, formatSek } from '@/ui/format';
import { studioMailto } from '@/ui/studio-address';
import { orderAmounts, type FeeRates } from '../domain/fees';
import { hasLeadingBid, shownPrice } from '../domain/shown-price';
import type { MySale } from '../queries/my-sales';
import { Countdown } from './countdown';

/**
 * A sold lot's payout as the orders module reports it (its listSalePayouts), passed in by the page:
 * typed by shape here, since auctions sits below orders and may not import it.
 */
export interface SalePayoutSummary {
  /** Hammer − commission, öre. */
  payoutOre: number;
  commissionOre: number;
  status: 'awaiting-payment' | 'paid-by-buyer' | 'paid-out' | 'refunded';
  /** "väntar på betalning", "betald av köparen", "utbetald". */
  label: string;
  /** When the money is expected, or was paid out; null while it waits on the buyer. */
  expectedAt: string | null;
  /** One sentence on what happens next. */
  next: string;
  /** The seller has no active payout account yet: the row links to where it is set up. */
  needsPayoutAccount: boolean;
  /** The paid payout's statement (avräkningsnota) as a PDF (docs/decisions/0045). */
  statement?: { number: string; href: string } | null;
  /** Öre refunds to the buyer took off this payout (docs/decisions/0041), and why, in one sentence. */
  refundedOre?: number;
  refundNote?: string | null;
}

const PAYOUT_TONES: Record<SalePayoutSummary['status'], string> = {
  'awaiting-payment': 'bg-ground text-ink',
  'paid-by-buyer': 'bg-accent text-ink',
  'paid-out': 'bg-green-50 text-success',
  refunded: 'bg-red-50 text-danger',
};

function PayoutDetails({ payout }: { payout: SalePayoutSummary }) {
  const when = payout.expectedAt ? formatEndTime(new Date(payout.expectedAt)) : null;
  return (
    <div className="mt-1 text-sm" data-testid="sale-payout" data-status={payout.status}>
      <p className="tabular">
        <span className="text-muted">Din utbetalning </span>
        <span className="font-semibold" data-testid="sale-payout-amount">
          {formatOre(payout.payoutOre)}
        </span>
        <span className="text-muted"> efter provision {formatOre(payout.commissionOre)}</span>
      </p>
      <p className="tabular mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`inline-flex min-h-6 items-center rounded-full px-2.5 font-semibold ${PAYOUT_TONES[payout.status]}`}>
          {payout.label.charAt(0).toUpperCase() + payout.label.slice(1)}
        </span>
        {when && payout.expectedAt ? (
          <span className="text-muted">
            {payout.status === 'paid-out' ? 'Utbetald ' : 'Väntas '}
            <time dateTime={payout.expectedAt}>{when}</time>
          </span>
        ) : null}
      </p>
      {payout.refundedOre ? (
        <p className="tabular mt-1 text-xs" data-testid="sale-refund">
          Avdrag för återbetalning till köparen: {formatOre(payout.refundedOre)}
          {payout.refundNote ? ` (${payout.refundNote})` : ''}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-muted">{payout.next}</p>
      {payout.statement ? (
        <p className="mt-1 text-xs">
          <Link
            href={payout.statement.href}
            prefetch={false}
            className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
            data-testid="sale-statement"
          >
            Avräkningsnota {payout.statement.number} (PDF)
          </Link>
        </p>
      ) : null}
      {payout.needsPayoutAccount && payout.status !== 'paid-out' && payout.status !== 'refunded' ? (
        <p className="mt-1 text-xs">
          <Link href="/user#utbetalningar" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
            Lägg in ditt utbetalningskonto
          </Link>
        </p>
      ) : null}
    </div>
  );
}

const bidsText = (n: number) => (n === 0 ? 'Inga bud' : n === 1 ? '1 bud' : `${n} bud`);

/**
 * "Mina försäljningar": the seller's lots with photo, title, price, bids and time left; after the
 * close what it sold for and the payout (hammer − the configured commission), or that it did not
 * sell and the studio can list it again. A draft is being prepared by the studio (no page yet).
 */
export function MySalesList({
  sales,
  serverNow,
  rates,
  payouts,
  limit = 8,
}: {
  sales: MySale[];
  serverNow: number;
  rates: FeeRates;
  /** Sold lots' payouts by lot id; a sold lot without one shows the payout the rates give. */
  payouts?: ReadonlyMap<number, SalePayoutSummary>;
  /** Rows shown at first; the rest open under "Visa alla". */
  limit?: number;
}) {
  if (sales.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted" data-testid="my-sales-empty">
        Du har inga föremål på auktion just nu.
      </p>
    );
  }
  const row = (sale: MySale) => {
    const href = sale.status === 'draft' ? null : lotPath(sale);
    const open = sale.status === 'live' || sale.status === 'scheduled';
    const hasBids = hasLeadingBid(sale);
    const price = shownPrice(sale);
    const payoutOre = sale.soldFor !== null ? sale.soldFor * 100 - orderAmounts(sale.soldFor, rates).sellerCommissionOre : null;
    return (
      <li key={sale.id} className="flex gap-3 py-4 sm:gap-5" data-testid="sale-row" data-lot-id={sale.id}>
        <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-ground sm:h-24 sm:w-24">
          {sale.thumbUrl ? <Image src={sale.thumbUrl} alt="" fill sizes="96px" className="object-cover" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
            {href ? (
              <Link href={href} className="hover:underline">
                {sale.title}
              </Link>
            ) : (
              sale.title
            )}
          </h3>
          {sale.status === 'draft' ? (
            <p className="mt-1 text-sm text-muted">Studion förbereder auktionen. Startpris {formatSek(sale.startPrice)}.</p>
          ) : open ? (
            <>
              <p className="tabular mt-1 text-sm">
                <span className="text-muted">{hasBids ? 'Aktuellt bud ' : 'Startpris '}</span>
                <span className="font-semibold">{formatSek(price)}</span>
                <span className="text-muted"> · {bidsText(sale.bidCount)}</span>
              </p>
              <p className="tabular mt-1 text-xs text-muted">
                {sale.status === 'scheduled' ? 'Startar snart · ' : null}
                Slutar {formatEndTime(new Date(sale.endsAt))} · <Countdown endsAt={sale.endsAt} serverNow={serverNow} /> kvar
              </p>
            </>
          ) : sale.soldFor !== null && payouts?.has(sale.id) ? (
            <div data-testid="sale-outcome">
              <p className="tabular mt-1 text-sm">
                <span className="font-semibold">Såld för {formatSek(sale.soldFor)}</span>
                <span className="text-muted"> · avslutad {formatEndTime(new Date(sale.endsAt))}</span>
              </p>
              <PayoutDetails payout={payouts.get(sale.id)!} />
            </div>
          ) : sale.soldFor !== null && payoutOre !== null ? (
            <p className="tabular mt-1 text-sm" data-testid="sale-outcome">
              <span className="font-semibold">Såld för {formatSek(sale.soldFor)}</span>
              <span className="text-muted"> – din utbetalning {formatOre(payoutOre)}</span>
              <span className="block text-xs text-muted">
                Efter {rates.sellerCommissionPercent}&nbsp;% provision. Avslutad {formatEndTime(new Date(sale.endsAt))}.
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm" data-testid="sale-outcome">
              <span className="font-semibold">Osåld</span>
              <span className="text-muted">
                {' '}
                –{' '}
                <a
                  href={studioMailto({
                    subject: `Lägga upp igen: ${sale.title}`,
                    body: `Hej! Jag vill lägga upp föremålet igen (nr ${sale.id}).`,
                  })}
                  className="underline underline-offset-2 hover:text-ink"
                >
                  kontakta oss
                </a>{' '}
                för att lägga upp den igen
              </span>
            </p>
          )}
        </div>
      </li>
    );
  };
  const first = sales.slice(0, limit);
  const rest = sales.slice(limit);
  return (
    <div data-testid="my-sales">
      <ul aria-label="Dina föremål på auktion" className="divide-y divide-line border-y border-line">
        {first.map(row)}
      </ul>
      {rest.length > 0 ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium underline underline-offset-4 group-open:hidden">
            Visa alla {sales.length} föremål
          </summary>
          <ul aria-label="Fler av dina föremål" className="divide-y divide-line border-b border-line">
            {rest.map(row)}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
