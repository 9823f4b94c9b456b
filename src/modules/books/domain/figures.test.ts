import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountNames, DEFAULT_ACCOUNTS as A } from './accounts';
import { periodFigures, type Figure } from './figures';
import type { BookEvent, BookEventKind } from './journal';
import { readSie, writeSie } from './sie';
import { runArb, runEvents } from './test-orders';
import { verificationsFor, type Verification } from './verifications';

/** −(sum) of the rows on the given accounts in verifications of the given kinds: what was credited there. */
function credited(verifications: readonly Verification[], kinds: BookEventKind[] | null, accounts: number[]): number {
  return (
    0 -
    verifications
      .filter((v) => kinds === null || kinds.includes(v.kind))
      .flatMap((v) => v.rows)
      .filter((row) => accounts.includes(row.account))
      .reduce((total, row) => total + row.amountOre, 0)
  );
}

/** A figure's rows as the verifications of one kind show them on one account. */
function linked(verifications: readonly Verification[], kind: BookEventKind, account: number, sign: 1 | -1) {
  return verifications
    .filter((v) => v.kind === kind)
    .map((v) => ({ orderId: v.orderId, ref: v.ref, amountOre: sign * (v.rows.find((r) => r.account === account)?.amountOre ?? 0) + 0 }));
}

const VAT_ACCOUNTS = Object.values(A.outputVat);
const rows = (figure: Figure) => figure.rows;

/** A period cut out of a run: the events from `from` on, those before it as history. */
function cut(events: BookEvent[], pick: number) {
  const times = [...new Set(events.map((e) => Date.parse(e.at)))].sort((x, y) => x - y);
  const from = times[pick % times.length] ?? 0;
  return {
    period: events.filter((e) => Date.parse(e.at) >= from),
    history: events.filter((e) => Date.parse(e.at) < from),
  };
}

describe('periodFigures equal the SIE file', () => {
  it('every figure is the sum of its SIE rows, for a period with its history', () => {
    fc.assert(
      fc.property(runArb, fc.nat(), (specs, pick) => {
        const { period, history } = cut(runEvents(specs), pick);
        const figures = periodFigures(period, { history });
        const verifications = verificationsFor(period, A, { history });

        // VAT by rate, read back from the file the accountant imports.
        const dates = verifications.map((v) => v.date).sort();
        const file = readSie(
          writeSie({
            company: { name: 'Klubban AB', orgNumber: '559123-4567' },
            period: { from: dates[0] ?? '2026-01-01', to: dates.at(-1) ?? '2026-01-01' },
            fiscalYear: { start: '2026-01-01', end: '2027-12-31' },
            generatedAt: '2027-01-05T08:00:00Z',
            program: { name: 'Klubban', version: 'test' },
            accounts: accountNames(A),
            verifications,
          }),
        );
        for (const [rate, account] of Object.entries(A.outputVat)) {
          const fromFile =
            0 -
            file.verifications
              .flatMap((v) => v.rows)
              .filter((r) => r.account === account)
              .reduce((t, r) => t + r.amountOre, 0);
          expect(figures.vatByRate.find((f) => f.rate === Number(rate))?.totalOre ?? 0).toBe(fromFile);
        }

        expect(figures.sales.totalOre).toBe(0 - credited(verifications, ['sale'], [A.receivables]));
        expect(figures.sales.count).toBe(verifications.filter((v) => v.kind === 'sale').length);
        expect(rows(figures.sales)).toEqual(linked(verifications, 'sale', A.receivables, 1));
        expect(
          figures.premiums.totalOre - figures.premiumVat.totalOre + figures.commissions.totalOre - figures.commissionVat.totalOre,
        ).toBe(credited(verifications, ['sale'], [A.premium, A.commission, A.marginScheme]));
        expect(figures.resaleRight.total.totalOre).toBe(credited(verifications, ['sale'], [A.resaleRightLiability]));
        expect(figures.resaleRight.buyerPaid.totalOre + figures.resaleRight.sellerPaid.totalOre).toBe(figures.resaleRight.total.totalOre);
        expect(
          figures.hammer.totalOre + figures.hammerVat.totalOre + figures.premiums.totalOre + figures.resaleRight.buyerPaid.totalOre,
        ).toBe(figures.sales.totalOre);
        expect(figures.shipping.totalOre).toBe(0 - credited(verifications, ['shipping'], [A.receivables]));
        expect(figures.shippingVat.totalOre).toBe(credited(verifications, ['shipping'], VAT_ACCOUNTS));
        expect(figures.shipping.totalOre - figures.shippingVat.totalOre).toBe(credited(verifications, ['shipping'], [A.shipping]));
        expect(figures.creditNotes.totalOre).toBe(credited(verifications, ['creditNote'], [A.receivables]));
        expect(figures.creditNotes.count).toBe(verifications.filter((v) => v.kind === 'creditNote').length);
        expect(rows(figures.creditNotes)).toEqual(linked(verifications, 'creditNote', A.receivables, -1));
        expect(rows(figures.payments)).toEqual(linked(verifications, 'payment', A.bank, 1));
        expect(rows(figures.refunds)).toEqual(linked(verifications, 'refund', A.bank, -1));
        expect(rows(figures.payouts)).toEqual(linked(verifications, 'payout', A.bank, -1));
        for (const figure of [figures.payments, figures.refunds, figures.payouts, ...figures.vatByRate])
          expect(figure.totalOre).toBe(figure.rows.reduce((t, r) => t + r.amountOre, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('a final credit note takes back the VAT its order booked, also before the period', () => {
    const events: BookEvent[] = [
      {
        kind: 'sale',
        at: '2026-10-30T12:00:00Z',
        ref: 'F1',
        orderId: 7,
        text: 'Försäljning',
        vatModel: 'agent',
        sellerVatStatus: 'studio',
        hammerOre: 100_000,
        hammerVatOre: 25_000,
        hammerVatRate: 25,
        premiumOre: 25_000,
        premiumVatOre: 5_000,
        commissionOre: 0,
        commissionVatOre: 0,
        resaleRightOre: 0,
        resaleRightPayer: null,
        serviceVatRate: 25,
      },
      { kind: 'shipping', at: '2026-10-30T12:00:00Z', ref: 'F1', orderId: 7, text: 'Frakt', amountOre: 6_000, vatOre: 1_200, vatRate: 25 },
    ];
    const final: BookEvent = {
      kind: 'creditNote',
      at: '2026-11-03T09:00:00Z',
      ref: 'K1',
      orderId: 7,
      text: 'Kredit',
      amountOre: 156_000,
      sellerOre: 0,
      vatOre: 0,
      vatRate: 25,
      final: true,
    };
    const figures = periodFigures([final], { history: events });
    expect(figures.vatByRate).toEqual([{ rate: 25, totalOre: -31_200, rows: [{ orderId: 7, ref: 'K1', amountOre: -31_200 }] }]);
    expect(figures.creditNotes).toEqual({ count: 1, totalOre: 156_000, rows: [{ orderId: 7, ref: 'K1', amountOre: 156_000 }] });
    expect(figures.sales).toEqual({ count: 0, totalOre: 0, rows: [] });
  });
});
