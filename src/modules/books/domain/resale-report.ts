import { bookingDate, type ResaleRightPayer } from './journal';

/**
 * The resale-right (följerätt) report for Bildupphovsrätt: one line per sale of a work under the
 * right, a subtotal per artist and a grand total. A CSV for Swedish Excel: UTF-8 with a byte-order
 * mark, `;` between fields, a decimal comma, CRLF and RFC 4180 quoting.
 */

export interface ResaleRightSale {
  artist: string;
  title: string;
  orderId: number;
  auctionId: number;
  /** The hammer's instant (UTC); the report shows its Stockholm date. */
  soldAt: string;
  /** The sale price excluding VAT (the hammer). */
  hammerOre: number;
  feeOre: number;
  payer: ResaleRightPayer;
}

export const RESALE_RIGHT_HEADER = [
  'Konstnär',
  'Verk',
  'Försäljningsdag',
  'Försäljningspris (kr, exkl. moms)',
  'Följerättsersättning (kr)',
  'Betalas av',
  'Order',
] as const;

const PAYER_LABELS: Record<ResaleRightPayer, string> = { buyer: 'Köparen', seller: 'Säljaren' };

/** Öre as kronor with a decimal comma and no grouping, by integers: 123450 → "1234,50". */
export function csvKronor(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`not a whole number of öre: ${ore}`);
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell: one that Excel would read as a formula gets an apostrophe in front; a cell with the
 * separator, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.join(';')}\r\n`;

const collator = new Intl.Collator('sv');

const forms = (n: number) => `${n} ${n === 1 ? 'försäljning' : 'försäljningar'}`;

export function resaleRightCsv(rows: readonly ResaleRightSale[], period: { from: string; to: string }): string {
  let csv = `\uFEFF${line(RESALE_RIGHT_HEADER.map(textCell))}`;
  if (rows.length === 0) return csv + line([textCell(`Inga försäljningar med följerätt under perioden ${period.from} till ${period.to}`)]);

  for (const row of rows) {
    for (const [name, value] of [
      ['hammerOre', row.hammerOre],
      ['feeOre', row.feeOre],
    ] as const)
      if (!Number.isSafeInteger(value) || value < 0)
        throw new RangeError(`order ${row.orderId}: ${name} must be a non-negative whole number of öre`);
  }
  const sorted = [...rows].sort(
    (a, b) => collator.compare(a.artist, b.artist) || Date.parse(a.soldAt) - Date.parse(b.soldAt) || a.orderId - b.orderId,
  );
  const byArtist = new Map<string, ResaleRightSale[]>();
  for (const row of sorted) byArtist.set(row.artist, [...(byArtist.get(row.artist) ?? []), row]);

  const sum = (list: readonly ResaleRightSale[], pick: (row: ResaleRightSale) => number) => list.reduce((t, row) => t + pick(row), 0);
  for (const [artist, sales] of byArtist) {
    for (const sale of sales)
      csv += line([
        textCell(sale.artist),
        textCell(sale.title),
        bookingDate(sale.soldAt),
        csvKronor(sale.hammerOre),
        csvKronor(sale.feeOre),
        PAYER_LABELS[sale.payer],
        String(sale.orderId),
      ]);
    csv += line([
      textCell(artist),
      textCell(`Summa, ${forms(sales.length)}`),
      '',
      csvKronor(sum(sales, (s) => s.hammerOre)),
      csvKronor(sum(sales, (s) => s.feeOre)),
      '',
      '',
    ]);
  }
  csv += line([
    'Totalt',
    textCell(forms(rows.length)),
    '',
    csvKronor(sum(rows, (s) => s.hammerOre)),
    csvKronor(sum(rows, (s) => s.feeOre)),
    '',
    '',
  ]);
  return csv;
}
