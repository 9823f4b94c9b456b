import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { TableHead } from '../table-head';
import {
  bookingDate,
  checkPeriod,
  quickPeriods,
  type BookEvent,
  type BookEventKind,
  type Figure,
  type NamedPeriod,
  type Period,
} from '@/modules/books';
import { configuredBooks, periodBooks, type OpenFigure, type PeriodBooks } from '@/modules/books/server';
import { adminOrderPath } from '@/modules/orders/server';
import { buttonClass } from '@/ui/button';
import { formatOre } from '@/ui/format';

/**
 * The books (docs/books.md): a period's figures, each a link to the rows behind it, the SIE file
 * and the resale-right report to download, and how to import the file. The figures are the
 * export's own periodFigures over the same events, so the page and the file agree to the öre.
 */

interface Row {
  orderId: number;
  ref: string | null;
  date: string | null;
  amountOre: number;
}

interface Shown {
  key: string;
  label: string;
  totalOre: number;
  count?: number;
  /** A line under another ("varav moms"). */
  indent?: boolean;
  rows: Row[];
}

const DOCUMENT_NUMBER = /^A?\d{4}-\d{5}$/;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A figure's rows with the date of the event behind each (the first event of those kinds on that order with that reference). */
function dated(figure: Figure, events: readonly BookEvent[], kinds: readonly BookEventKind[]): Row[] {
  return figure.rows.map((row) => {
    const event = events.find((e) => kinds.includes(e.kind) && e.orderId === row.orderId && e.ref === row.ref);
    return { ...row, date: event ? bookingDate(event.at) : null };
  });
}

function openRows(figure: OpenFigure): Row[] {
  return figure.rows.map((row) => ({ orderId: row.orderId, ref: row.ref, date: row.date, amountOre: row.amountOre }));
}

/** The figures in the page's order, with the `visa` key each links to. */
function shownFigures(books: PeriodBooks): { period: Shown[]; now: Shown[] } {
  const { figures: f, events } = books;
  const sale = ['sale'] as const;
  const vatKinds = ['sale', 'shipping', 'creditNote'] as const;
  const line = (key: string, label: string, figure: Figure, kinds: readonly BookEventKind[], extra: Partial<Shown> = {}): Shown => ({
    key,
    label,
    totalOre: figure.totalOre,
    rows: dated(figure, events, kinds),
    ...extra,
  });
  const vat = f.vatByRate.length
    ? f.vatByRate.map((figure) => line(`moms-${figure.rate}`, `Utgående moms ${figure.rate} %`, figure, vatKinds, { indent: true }))
    : [{ key: 'moms', label: 'Utgående moms', totalOre: 0, rows: [], indent: true }];
  return {
    period: [
      line('forsaljningar', 'Försäljningar', f.sales, sale, { count: f.sales.count }),
      line('klubbat', 'Klubbade priser', f.hammer, sale),
      line('moms-klubbat', 'Moms på klubbat pris', f.hammerVat, sale),
      line('slagavgifter', 'Slagavgifter', f.premiums, sale),
      line('moms-slagavgifter', 'varav moms', f.premiumVat, sale, { indent: true }),
      line('provisioner', 'Provisioner', f.commissions, sale),
      line('moms-provisioner', 'varav moms', f.commissionVat, sale, { indent: true }),
      line('frakt', 'Frakt', f.shipping, ['shipping']),
      line('moms-frakt', 'varav moms', f.shippingVat, ['shipping'], { indent: true }),
      {
        key: 'moms-per-sats',
        label: 'Moms per sats',
        totalOre: f.vatByRate.reduce((t, r) => t + r.totalOre, 0),
        rows: vat.flatMap((v) => v.rows),
      },
      ...vat,
      line('foljeratt', 'Följerätt', f.resaleRight.total, sale),
      line('foljeratt-koparen', 'betalas av köparen', f.resaleRight.buyerPaid, sale, { indent: true }),
      line('foljeratt-saljaren', 'betalas av säljaren', f.resaleRight.sellerPaid, sale, { indent: true }),
      line('kreditfakturor', 'Kreditfakturor', f.creditNotes, ['creditNote'], { count: f.creditNotes.count }),
      line('aterbetalningar', 'Återbetalningar', f.refunds, ['refund']),
      line('inbetalningar', 'Inbetalningar', f.payments, ['payment']),
      line('utbetalningar', 'Utbetalningar', f.payouts, ['payout']),
    ],
    now: [
      {
        key: 'vantande-utbetalningar',
        label: 'Utbetalningar som väntar',
        totalOre: books.pendingPayouts.totalOre,
        count: books.pendingPayouts.count,
        rows: openRows(books.pendingPayouts),
      },
      {
        key: 'obetalda',
        label: 'Obetalda köp',
        totalOre: books.unpaidOrders.totalOre,
        count: books.unpaidOrders.count,
        rows: openRows(books.unpaidOrders),
      },
    ],
  };
}

function periodHref(period: Period, visa?: string): string {
  const query = new URLSearchParams({ fran: period.from, till: period.to, ...(visa ? { visa } : {}) });
  return `/admin/bokforing?${query}${visa ? '#rader' : ''}`;
}

function FigureTable({ caption, figures, period, open }: { caption: string; figures: Shown[]; period: Period; open: string | undefined }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={['Post', { key: 'Antal', label: 'Antal', right: true }, { key: 'Belopp', label: 'Belopp', right: true }]} edge />
      <tbody className="divide-y divide-line">
        {figures.map((figure) => (
          <tr key={figure.key} data-figure={figure.key}>
            <th scope="row" className={`py-0.5 pr-3 font-normal ${figure.indent ? 'pl-4 text-muted' : 'font-medium'}`}>
              {figure.label}
            </th>
            <td className="tabular py-0.5 pr-3 text-right text-muted">{figure.count === undefined ? '' : figure.count}</td>
            <td className="tabular whitespace-nowrap py-0.5 text-right">
              <Link
                href={periodHref(period, figure.key)}
                aria-current={open === figure.key ? 'true' : undefined}
                className="inline-flex min-h-11 items-center justify-end underline underline-offset-4 aria-[current=true]:font-semibold"
              >
                <span className="sr-only">{figure.label}: </span>
                {formatOre(figure.totalOre)}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FigureRows({ figure }: { figure: Shown }) {
  return (
    <section aria-labelledby="rader" className="mt-8">
      <h2 id="rader" tabIndex={-1} className="font-serif text-xl font-semibold">
        {figure.label.charAt(0).toUpperCase() + figure.label.slice(1)}: {plural(figure.rows.length, 'rad', 'rader')}
      </h2>
      {figure.rows.length === 0 ? (
        <p className="mt-3 rounded-lg bg-ground px-4 py-6 text-center text-muted">Inga rader under perioden.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="figure-rows">
            <caption className="sr-only">Rader bakom {figure.label.toLowerCase()}</caption>
            <TableHead columns={['Köp', 'Dokument', 'Datum', { key: 'Belopp', label: 'Belopp', right: true }]} edge />
            <tbody className="divide-y divide-line">
              {figure.rows.map((row, index) => (
                <tr key={`${row.orderId}-${row.ref}-${index}`}>
                  <td className="py-2 pr-3">
                    <Link href={adminOrderPath(row.orderId)} className="inline-flex min-h-11 items-center underline underline-offset-4">
                      Köp {row.orderId}
                    </Link>
                  </td>
                  <td className="tabular py-2 pr-3">
                    {row.ref && DOCUMENT_NUMBER.test(row.ref) ? (
                      <a href={`/dokument/${row.ref}.pdf`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                        {row.ref}
                      </a>
                    ) : (
                      (row.ref ?? '–')
                    )}
                  </td>
                  <td className="tabular whitespace-nowrap py-2 pr-3">{row.date ?? '–'}</td>
                  <td className="tabular whitespace-nowrap py-2 text-right">{formatOre(row.amountOre)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PeriodForm({ from, to, quick, error }: { from: string; to: string; quick: NamedPeriod[]; error: string | null }) {
  // A refused period marks both dates and names the reason (shown under the form).
  const invalid = error ? ({ 'aria-invalid': true, 'aria-describedby': 'bokforing-fel' } as const) : {};
  return (
    <form method="get" action="/admin/bokforing" className="mt-6 rounded-2xl border border-line p-4">
      <fieldset>
        <legend className="text-sm font-medium">Period</legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="bokforing-fran" className="block text-sm">
              Från
            </label>
            <input
              id="bokforing-fran"
              name="fran"
              type="date"
              required
              defaultValue={from}
              {...invalid}
              className="mt-1 h-11 rounded-lg border border-line bg-white px-3"
            />
          </div>
          <div>
            <label htmlFor="bokforing-till" className="block text-sm">
              Till
            </label>
            <input
              id="bokforing-till"
              name="till"
              type="date"
              required
              defaultValue={to}
              {...invalid}
              className="mt-1 h-11 rounded-lg border border-line bg-white px-3"
            />
          </div>
          <button className={buttonClass('primary', 'sm')}>Visa</button>
        </div>
      </fieldset>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Snabbval">
        {quick.map((q) => (
          <li key={q.label}>
            <Link href={periodHref(q)} className="inline-flex min-h-11 items-center underline underline-offset-4">
              {q.label}
            </Link>
          </li>
        ))}
      </ul>
    </form>
  );
}

function ImportHelp() {
  return (
    <section aria-labelledby="bokforing-import" className="mt-10 rounded-2xl bg-ground p-5 text-sm">
      <h2 id="bokforing-import" className="font-serif text-xl font-semibold">
        Så läser du in SIE-filen
      </h2>
      <p className="mt-2">
        Filen är en SIE 4-fil med periodens verifikationer i serie A, en verifikation per händelse. Läs in varje period en gång.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-medium">Fortnox</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            <li>Klicka på företagsnamnet högst upp, välj Import och sedan SIE-import.</li>
            <li>Välj filen, kontrollera att verifikationerna hamnar i serie A och klicka på Importera.</li>
          </ol>
        </div>
        <div>
          <h3 className="font-medium">Visma eEkonomi</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            <li>Välj Inställningar, Import och export, SIE – import och export av bokföringsdata och sedan Ny import.</li>
            <li>Välj filen och följ guiden; verifikationerna läggs i serie A.</li>
          </ol>
        </div>
      </div>
    </section>
  );
}

/** A query parameter given once (a repeated one is an array: taken as not given). */
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export async function AdminBooksPage({ searchParams }: { searchParams: { fran?: string; till?: string; visa?: string } }) {
  const params = { fran: single(searchParams.fran), till: single(searchParams.till), visa: single(searchParams.visa) };
  const settings = configuredBooks();
  const quick = quickPeriods(new Date(), settings.fiscalYearStartMonth);
  const asked = params.fran !== undefined || params.till !== undefined;
  const check = asked
    ? checkPeriod(params.fran, params.till, settings.fiscalYearStartMonth)
    : ({ ok: true, period: quick.lastWeek } as const);
  const from = params.fran?.slice(0, 10) ?? quick.lastWeek.from;
  const to = params.till?.slice(0, 10) ?? quick.lastWeek.to;
  const quickList = [quick.lastWeek, quick.thisMonth, quick.lastMonth, quick.thisYear];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="bokforing" />
      <h1 className="font-serif text-3xl font-semibold">Bokföring</h1>
      <p className="mt-2 text-muted">
        Periodens försäljningar, moms och pengar in och ut, samma siffror som i SIE-filen till bokföringsprogrammet.
      </p>
      <PeriodForm
        from={check.ok ? check.period.from : from}
        to={check.ok ? check.period.to : to}
        quick={quickList}
        error={check.ok ? null : check.message}
      />
      {check.ok ? (
        <PeriodContent books={await periodBooks(await getDb(), check.period)} visa={params.visa} />
      ) : (
        <p id="bokforing-fel" role="alert" className="mt-6 rounded-lg border-2 border-danger px-4 py-3 text-danger">
          {check.message}
        </p>
      )}
      <ImportHelp />
    </div>
  );
}

function PeriodContent({ books, visa }: { books: PeriodBooks; visa: string | undefined }) {
  const { period } = books;
  const figures = shownFigures(books);
  const open = [...figures.period, ...figures.now].find((f) => f.key === visa);
  const download = (path: string) => `/admin/bokforing/${path}?${new URLSearchParams({ fran: period.from, till: period.to })}`;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl font-semibold">
          {period.from} – {period.to}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={download('sie')} download className={buttonClass('primary', 'sm')}>
            Ladda ner SIE-fil
          </a>
          <a href={download('foljeratt')} download className={buttonClass('outline', 'sm')}>
            Ladda ner följerättsrapport (CSV)
          </a>
        </div>
      </div>
      {books.bookingError ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-danger px-4 py-3 text-danger">
          {books.bookingError}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted" data-testid="verification-count">
          SIE-filen får {plural(books.verifications ?? 0, 'verifikation', 'verifikationer')}.
        </p>
      )}
      {books.withoutInvoice.length > 0 ? (
        <p className="mt-2 text-sm text-muted">
          {plural(books.withoutInvoice.length, 'köp', 'köp')} från före bokföringen (utan faktura) är inte med:{' '}
          {books.withoutInvoice.map((id, i) => (
            <span key={id}>
              {i > 0 ? ', ' : ''}
              <Link href={adminOrderPath(id)} className="underline underline-offset-4">
                {id}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
      {books.notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-muted">
          {note}
        </p>
      ))}
      <div className="mt-4 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <FigureTable caption={`Siffror för ${period.from} till ${period.to}`} figures={figures.period} period={period} open={visa} />
        <div>
          <h2 className="font-medium">Just nu</h2>
          <FigureTable caption="Väntande utbetalningar och obetalda köp just nu" figures={figures.now} period={period} open={visa} />
        </div>
      </div>
      {open ? <FigureRows figure={open} /> : null}
    </>
  );
}
