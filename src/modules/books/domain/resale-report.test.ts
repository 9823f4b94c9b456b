import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvKronor, resaleRightCsv, type ResaleRightSale } from './resale-report';

const period = { from: '2026-11-01', to: '2026-11-30' };

/** A small RFC 4180 reader (`;`, CRLF) to read the report back with. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ';') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else if (c === '\r' || c === '\n' || c === '"') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) throw new Error('the last line lacks CRLF');
  return records;
}

const sale = (over: Partial<ResaleRightSale>): ResaleRightSale => ({
  artist: 'Åsa Ek',
  title: 'Utan titel',
  orderId: 1,
  auctionId: 10,
  soldAt: '2026-11-29T18:04:00Z',
  hammerOre: 1_000_000,
  feeOre: 50_000,
  payer: 'seller',
  ...over,
});

describe('resaleRightCsv', () => {
  it('writes a line per sale, a subtotal per artist and a grand total, for Swedish Excel', () => {
    const csv = resaleRightCsv(
      [
        sale({
          artist: 'Örjan Berg',
          title: 'Hav; "storm"',
          orderId: 3,
          soldAt: '2026-11-30T23:30:00Z',
          hammerOre: 250_050,
          feeOre: 12_503,
          payer: 'buyer',
        }),
        sale({ orderId: 2, soldAt: '2026-11-02T10:00:00Z' }),
        sale({ orderId: 1, title: '=HYPERLINK("x")', soldAt: '2026-11-01T10:00:00Z' }),
      ],
      period,
    );
    expect(
      csv.startsWith(
        '\uFEFFKonstnär;Verk;Försäljningsdag;Försäljningspris (kr, exkl. moms);Följerättsersättning (kr);Betalas av;Order\r\n',
      ),
    ).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['Konstnär', 'Verk', 'Försäljningsdag', 'Försäljningspris (kr, exkl. moms)', 'Följerättsersättning (kr)', 'Betalas av', 'Order'],
      ['Åsa Ek', `'=HYPERLINK("x")`, '2026-11-01', '10000,00', '500,00', 'Säljaren', '1'],
      ['Åsa Ek', 'Utan titel', '2026-11-02', '10000,00', '500,00', 'Säljaren', '2'],
      ['Åsa Ek', 'Summa, 2 försäljningar', '', '20000,00', '1000,00', '', ''],
      ['Örjan Berg', 'Hav; "storm"', '2026-12-01', '2500,50', '125,03', 'Köparen', '3'],
      ['Örjan Berg', 'Summa, 1 försäljning', '', '2500,50', '125,03', '', ''],
      ['Totalt', '3 försäljningar', '', '22500,50', '1125,03', '', ''],
    ]);
  });

  it('says there was nothing to report, with the period', () => {
    const csv = resaleRightCsv([], period);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['Konstnär', 'Verk', 'Försäljningsdag', 'Försäljningspris (kr, exkl. moms)', 'Följerättsersättning (kr)', 'Betalas av', 'Order'],
      ['Inga försäljningar med följerätt under perioden 2026-11-01 till 2026-11-30'],
    ]);
  });

  it('writes kronor with a decimal comma by integers', () => {
    expect(csvKronor(5)).toBe('0,05');
    expect(csvKronor(123_450)).toBe('1234,50');
    expect(csvKronor(-1_200)).toBe('-12,00');
    expect(() => csvKronor(1.5)).toThrow(RangeError);
    expect(() => resaleRightCsv([sale({ feeOre: -1 })], period)).toThrow(/feeOre/);
  });

  it('reads back every artist and title, and the totals add up', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aÅö ;"\r\n=+-@,\'x'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ artist: text, title: text, hammerOre: fc.nat({ max: 1e9 }), feeOre: fc.nat({ max: 1e7 }), buyer: fc.boolean() }),
          { maxLength: 12 },
        ),
        (drawn) => {
          const rows = drawn.map((d, i) => sale({ ...d, orderId: i + 1, payer: d.buyer ? 'buyer' : 'seller' }));
          const records = parseCsv(resaleRightCsv(rows, period).slice(1));
          if (rows.length === 0) return;
          const lines = records.filter((r) => /^\d+$/.test(r[6] ?? ''));
          expect(lines.length).toBe(rows.length);
          const defused = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
          expect(lines.map((r) => [r[0], r[1]]).sort()).toEqual(rows.map((r) => [defused(r.artist), defused(r.title)]).sort());
          const total = records.at(-1) ?? [];
          const ore = (s: string) => Number(s.replace(',', ''));
          expect(ore(total[3] ?? '')).toBe(rows.reduce((t, r) => t + r.hammerOre, 0));
          expect(ore(total[4] ?? '')).toBe(rows.reduce((t, r) => t + r.feeOre, 0));
          const subtotals = records.filter((r) => (r[1] ?? '').startsWith('Summa, ') && r[6] === '');
          expect(subtotals.reduce((t, r) => t + ore(r[4] ?? ''), 0)).toBe(ore(total[4] ?? ''));
        },
      ),
      { numRuns: 200 },
    );
  });
});
