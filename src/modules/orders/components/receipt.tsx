import type { ShippingAddress } from '../tables';
import { formatOre } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import type { OrderView } from '../queries/order-view';
import { SumRow, TotalRow } from './order-sums';
import { formatDate, formatDateTime, paymentMethodLabel } from './purchase-text';

export const MARGIN_SCHEME_TEXT = 'Försäljningen sker enligt reglerna om vinstmarginalbeskattning; moms ingår endast i slagavgiften.';

export interface ReceiptBuyer {
  name: string;
  email: string;
  address: Pick<ShippingAddress, 'street' | 'postalCode' | 'city'> | null;
}

/**
 * The receipt (kvitto) of a paid purchase: who sold (the studio, with its organisation and VAT
 * numbers), who bought, what, the sums with the VAT inside the buyer's premium, and how it was
 * paid. It is the page's printable part ([data-print-root]): printing shows nothing else.
 */
/**
 * `paymentsPretend`: the built-in test provider serves, so the receipt says, also on paper, that no
 * real payment was taken (docs/decisions/0028).
 */
export function Receipt({ order, buyer, paymentsPretend = false }: { order: OrderView; buyer: ReceiptBuyer; paymentsPretend?: boolean }) {
  const paidAt = order.paidAt ?? order.createdAt;
  const method = paymentMethodLabel(order.paymentMethod);
  return (
    <article
      data-print-root
      className="rounded-2xl border border-line p-5 sm:p-8 print:rounded-none print:border-0 print:p-0"
      data-testid="receipt"
    >
      {paymentsPretend ? (
        <p className="mb-4 rounded-md bg-[#fff4d6] px-3 py-2 text-sm font-semibold text-[#5c3d00]" data-testid="receipt-test-mode">
          Testläge – inga riktiga betalningar
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-4">
        <div>
          <p className="font-serif text-2xl font-semibold">Klubban</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight">Kvitto</h1>
        </div>
        <dl className="tabular grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">Kvittonummer</dt>
          <dd className="text-right font-medium" data-testid="receipt-number">
            {order.id}
          </dd>
          <dt className="text-muted">Betalningsdag</dt>
          <dd className="text-right font-medium">
            <time dateTime={paidAt}>{formatDate(paidAt)}</time>
          </dd>
        </dl>
      </header>

      <div className="grid gap-6 py-6 text-sm sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="kvitto-saljare">
          <h2 id="kvitto-saljare" className="text-xs font-semibold tracking-widest text-muted uppercase">
            Säljare
          </h2>
          <address className="mt-1 leading-relaxed not-italic">
            {STUDIO.name}
            <br />
            {STUDIO.street}
            <br />
            {STUDIO.postalTown}
            <br />
            Organisationsnummer {STUDIO.orgNumber}
            <br />
            Momsregistreringsnummer {STUDIO.vatNumber}
          </address>
        </section>
        <section aria-labelledby="kvitto-kopare">
          <h2 id="kvitto-kopare" className="text-xs font-semibold tracking-widest text-muted uppercase">
            Köpare
          </h2>
          <address className="mt-1 leading-relaxed not-italic" data-testid="receipt-buyer">
            {buyer.name || buyer.email}
            {buyer.address ? (
              <>
                <br />
                {buyer.address.street}
                <br />
                {buyer.address.postalCode} {buyer.address.city}
              </>
            ) : null}
            {buyer.name ? (
              <>
                <br />
                {buyer.email}
              </>
            ) : null}
          </address>
        </section>
      </div>

      <section aria-labelledby="kvitto-kop">
        <h2 id="kvitto-kop" className="text-xs font-semibold tracking-widest text-muted uppercase">
          Köp
        </h2>
        <p className="mt-1 font-medium">{order.title}</p>
        <p className="text-sm text-muted">
          {order.viaBuyNow ? 'Köpt direkt' : 'Vunnen på auktion'} · auktion nr {order.auctionId} ·{' '}
          {order.deliveryMethod === 'shipping' ? 'skickas med frakt' : `hämtas i studion`}
        </p>
        <table className="tabular mt-4 w-full text-sm" data-testid="receipt-lines">
          <caption className="sr-only">Belopp</caption>
          <tbody>
            <SumRow tight label="Klubbat pris" value={formatOre(order.hammerPriceOre)} />
            <SumRow tight label="Slagavgift" value={formatOre(order.buyerPremiumOre)} />
            <SumRow tight muted label={<>varav moms 25&nbsp;%</>} value={formatOre(order.vatOre)} testId="receipt-vat" />
            <SumRow tight label="Frakt" value={formatOre(order.shippingOre)} />
          </tbody>
          <tfoot>
            <TotalRow label="Totalt betalt" value={formatOre(order.totalOre)} testId="receipt-total" />
          </tfoot>
        </table>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          <dt className="text-muted">Betalsätt</dt>
          <dd data-testid="receipt-method">{method ?? 'Betalkort eller annat betalsätt via betalleverantören'}</dd>
          <dt className="text-muted">Betald</dt>
          <dd className="tabular">
            <time dateTime={paidAt}>{formatDateTime(paidAt)}</time>
          </dd>
        </dl>
      </section>

      <p className="mt-6 border-t border-line pt-4 text-sm leading-relaxed text-muted">{MARGIN_SCHEME_TEXT}</p>
      {/* The right of withdrawal, as the lot page stated it (docs/decisions/0043). */}
      <p className="mt-2 text-sm text-muted" data-testid="receipt-withdrawal">
        {order.withdrawalLine}.
      </p>
      <p className="mt-2 text-xs text-muted">
        Frågor om köpet: {STUDIO.email} · ange kvittonummer {order.id}.
      </p>
    </article>
  );
}
