import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTS as A, type BookAccounts } from './accounts';
import { bookingDate, type BookEvent, type SaleEvent } from './journal';
import { invoicedOre, orderEvents, runArb, runEvents, type OrderSpec } from './test-orders';
import { verificationsFor, type Verification } from './verifications';

const sale = (over: Partial<SaleEvent> = {}): SaleEvent => ({
  kind: 'sale',
  at: '2026-11-29T18:04:00Z',
  ref: 'F100',
  orderId: 1,
  text: 'Försäljning',
  vatModel: 'margin',
  sellerVatStatus: 'private',
  hammerOre: 100_000,
  hammerVatOre: 0,
  hammerVatRate: 25,
  premiumOre: 25_000,
  premiumVatOre: 5_000,
  commissionOre: 10_000,
  commissionVatOre: 2_000,
  resaleRightOre: 0,
  resaleRightPayer: null,
  serviceVatRate: 25,
  ...over,
});

const rowsOf = (v: Verification | undefined) => Object.fromEntries((v?.rows ?? []).map((r) => [r.account, r.amountOre]));

describe('verificationsFor, by example', () => {
  it('books a private seller’s sale under the margin scheme to the VMB account', () => {
    const [v] = verificationsFor([sale({ resaleRightOre: 5_000, resaleRightPayer: 'buyer' })], A);
    expect(v).toMatchObject({ number: 1, date: '2026-11-29', ref: 'F100', kind: 'sale', orderId: 1 });
    expect(rowsOf(v)).toEqual({ 1510: 130_000, 2890: -90_000, 3012: -28_000, 2611: -7_000, 2895: -5_000 });
  });

  it('books a business seller’s sale to premium and commission, the hammer VAT to the seller, a seller-paid fee from the payout', () => {
    const [v] = verificationsFor(
      [sale({ sellerVatStatus: 'business', hammerVatOre: 25_000, resaleRightOre: 5_000, resaleRightPayer: 'seller' })],
      A,
    );
    expect(rowsOf(v)).toEqual({ 1510: 150_000, 2890: -110_000, 3010: -20_000, 3011: -8_000, 2611: -7_000, 2895: -5_000 });
  });

  it("books the studio's own stock as goods with its own VAT", () => {
    const [v] = verificationsFor(
      [
        sale({
          vatModel: 'agent',
          sellerVatStatus: 'studio',
          hammerVatOre: 12_000,
          hammerVatRate: 12,
          commissionOre: 0,
          commissionVatOre: 0,
        }),
      ],
      A,
    );
    expect(rowsOf(v)).toEqual({ 1510: 137_000, 3001: -100_000, 2621: -12_000, 3010: -20_000, 2611: -5_000 });
  });

  it('orders by instant, then kind, then ref, and numbers 1..n', () => {
    const at = '2026-11-29T18:04:00Z';
    const events: BookEvent[] = [
      { kind: 'payment', at, ref: 'B2', orderId: 1, text: 'Betalning', amountOre: 130_000 },
      { kind: 'shipping', at, ref: 'F100', orderId: 1, text: 'Frakt', amountOre: 10_000, vatOre: 2_000, vatRate: 25 },
      sale(),
      { kind: 'payment', at, ref: 'B1', orderId: 1, text: 'Betalning', amountOre: 5_000 },
    ];
    expect(verificationsFor(events, A).map((v) => [v.number, v.kind, v.ref])).toEqual([
      [1, 'sale', 'F100'],
      [2, 'shipping', 'F100'],
      [3, 'payment', 'B1'],
      [4, 'payment', 'B2'],
    ]);
  });

  it('books nothing for an event of 0 kr, keeping the numbers gapless', () => {
    const events: BookEvent[] = [
      sale(),
      { kind: 'shipping', at: '2026-11-29T18:04:00Z', ref: 'F100', orderId: 1, text: 'Frakt', amountOre: 0, vatOre: 0, vatRate: 25 },
      { kind: 'payment', at: '2026-11-29T19:00:00Z', ref: 'B1', orderId: 1, text: 'Betalning', amountOre: 125_000 },
    ];
    expect(verificationsFor(events, A).map((v) => [v.number, v.kind])).toEqual([
      [1, 'sale'],
      [2, 'payment'],
    ]);
  });

  it('reverses a partial credit note on the account the sale used', () => {
    const events: BookEvent[] = [
      sale(),
      {
        kind: 'creditNote',
        at: '2026-11-30T10:00:00Z',
        ref: 'K1',
        orderId: 1,
        text: 'Kredit',
        amountOre: 20_000,
        sellerOre: 15_000,
        vatOre: 1_000,
        vatRate: 25,
        final: false,
      },
    ];
    expect(rowsOf(verificationsFor(events, A)[1])).toEqual({ 1510: -20_000, 2890: 15_000, 3012: 4_000, 2611: 1_000 });
  });

  it("books a credit note's seller part on the studio's own stock against the goods and their VAT", () => {
    const studio = sale({
      vatModel: 'agent',
      sellerVatStatus: 'studio',
      hammerVatOre: 12_000,
      hammerVatRate: 12,
      commissionOre: 0,
      commissionVatOre: 0,
    });
    const credit = (sellerVatOre?: number): BookEvent => ({
      kind: 'creditNote',
      at: '2026-11-30T10:00:00Z',
      ref: 'K1',
      orderId: 1,
      text: 'Kredit',
      amountOre: 11_200 + 2_500,
      sellerOre: 11_200,
      ...(sellerVatOre === undefined ? {} : { sellerVatOre }),
      vatOre: 500,
      vatRate: 25,
      final: false,
    });
    expect(rowsOf(verificationsFor([studio, credit()], A)[1])).toEqual({
      1510: -13_700,
      3001: 10_000,
      2621: 1_200,
      3010: 2_000,
      2611: 500,
    });
    expect(rowsOf(verificationsFor([studio, credit(1_199)], A)[1])).toMatchObject({ 3001: 10_001, 2621: 1_199 });
    expect(() => verificationsFor([studio, credit(11_201)], A)).toThrow(/between 0 and the part/);
  });

  it('a final credit note undoes the order, also a sale booked in an earlier period', () => {
    const first = sale({ sellerVatStatus: 'business', vatModel: 'agent', hammerVatOre: 25_000 });
    const partial: BookEvent = {
      kind: 'creditNote',
      at: '2026-11-30T10:00:00Z',
      ref: 'K1',
      orderId: 1,
      text: 'Kredit',
      amountOre: 20_000,
      sellerOre: 15_000,
      vatOre: 1_000,
      vatRate: 25,
      final: false,
    };
    const last: BookEvent = {
      kind: 'creditNote',
      at: '2026-12-02T10:00:00Z',
      ref: 'K2',
      orderId: 1,
      text: 'Kredit',
      amountOre: 130_000,
      sellerOre: 0,
      vatOre: 0,
      vatRate: 25,
      final: true,
    };
    const [v] = verificationsFor([last], A, { history: [first, partial] });
    expect(v).toMatchObject({ number: 1, ref: 'K2', date: '2026-12-02' });
    expect(rowsOf(v)).toEqual({ 1510: -130_000, 2890: 115_000 - 15_000, 3010: 20_000 - 4_000, 3011: 8_000, 2611: 7_000 - 1_000 });
  });

  it('refuses a final credit note that does not match what is left of the invoices', () => {
    const last: BookEvent = {
      kind: 'creditNote',
      at: '2026-12-02T10:00:00Z',
      ref: 'K2',
      orderId: 1,
      text: 'Kredit',
      amountOre: 1,
      sellerOre: 0,
      vatOre: 0,
      vatRate: 25,
      final: true,
    };
    expect(() => verificationsFor([sale(), last], A)).toThrow(/final credit note must credit .*125000 öre, not 1/);
  });

  it('refuses amounts that disagree and a rate without an account', () => {
    expect(() => verificationsFor([sale({ hammerOre: 1.5 })], A)).toThrow(/hammerOre must be/);
    expect(() => verificationsFor([sale({ hammerVatOre: 1 })], A)).toThrow(/private seller/);
    expect(() => verificationsFor([sale({ resaleRightOre: 10 })], A)).toThrow(/needs a payer/);
    expect(() => verificationsFor([sale({ serviceVatRate: 7 })], A)).toThrow(/no output VAT account for the rate 7/);
    expect(() => verificationsFor([sale({ ref: 'F 1' })], A)).toThrow(/one word/);
    const credit: BookEvent = {
      kind: 'creditNote',
      at: '2026-11-30T10:00:00Z',
      ref: 'K1',
      orderId: 1,
      text: 'Kredit',
      amountOre: 2_000,
      sellerOre: 1_000,
      vatOre: 200,
      vatRate: 25,
      final: false,
    };
    expect(() => verificationsFor([credit], A)).toThrow(/needs its order's sale: pass the order's earlier events as history/);
  });

  it('dates a booking by the Stockholm calendar, across daylight saving', () => {
    expect(bookingDate('2026-03-28T23:30:00Z')).toBe('2026-03-29'); // CET, +1
    expect(bookingDate('2026-07-01T21:59:59Z')).toBe('2026-07-01'); // CEST, +2
    expect(bookingDate('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(bookingDate('2026-10-24T22:30:00Z')).toBe('2026-10-25');
    expect(bookingDate('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });
});

// A separate, simpler model: each order's trial balance from the order's figures in closed form,
// with no rows, no sorting and no per-event bookings.
function modelBalances(s: OrderSpec, a: BookAccounts): Map<number, number> {
  const fifth = (x: number) => Math.round(x / 5);
  const balances = new Map<number, number>();
  const add = (account: number, ore: number) => balances.set(account, (balances.get(account) ?? 0) + ore);
  const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);
  const paid = sum(s.payments);
  const refunded = sum(s.refunds);
  const paidOut = sum(s.payouts);
  const credited = sum(s.credits.map((c) => c.amountOre));
  add(a.bank, paid - refunded - paidOut);
  add(a.sellerLiability, paidOut);
  if (s.final) {
    add(a.receivables, -paid + refunded);
  } else {
    const hammerVat = s.sellerVatStatus === 'private' ? 0 : Math.round((s.hammerOre * s.hammerVatRate) / 100);
    const sellerFee = s.resaleRightPayer === 'seller' ? s.resaleRightOre : 0;
    const creditSeller = sum(s.credits.map((c) => c.sellerOre));
    const creditVat = sum(s.credits.map((c) => fifth(c.amountOre - c.sellerOre)));
    const creditNet = credited - creditSeller - creditVat;
    add(a.receivables, invoicedOre(s) - credited - paid + refunded);
    if (s.sellerVatStatus === 'studio') {
      add(a.goods, -s.hammerOre);
      add(a.outputVat[s.hammerVatRate] ?? -1, -hammerVat);
    } else add(a.sellerLiability, -(s.hammerOre + hammerVat - s.commissionOre - sellerFee));
    if (s.sellerVatStatus === 'studio') {
      // The seller's part of a credit note on the studio's own stock reduces the goods and their VAT.
      const inside = (x: number) => Math.round((x * s.hammerVatRate) / (100 + s.hammerVatRate));
      const creditSellerVat = sum(s.credits.map((c) => inside(c.sellerOre)));
      add(a.goods, creditSeller - creditSellerVat);
      add(a.outputVat[s.hammerVatRate] ?? -1, creditSellerVat);
    } else add(a.sellerLiability, creditSeller);
    add(a.resaleRightLiability, -s.resaleRightOre);
    add(a.outputVat[25] ?? -1, -fifth(s.premiumOre) - fifth(s.commissionOre) - fifth(s.shippingOre ?? 0) + creditVat);
    add(a.shipping, -((s.shippingOre ?? 0) - fifth(s.shippingOre ?? 0)));
    const premiumNet = s.premiumOre - fifth(s.premiumOre);
    const commissionNet = s.commissionOre - fifth(s.commissionOre);
    if (s.vatModel === 'margin' && s.sellerVatStatus === 'private') add(a.marginScheme, -premiumNet - commissionNet + creditNet);
    else {
      add(a.premium, -premiumNet + creditNet);
      add(a.commission, -commissionNet);
    }
  }
  for (const [account, ore] of balances) if (ore === 0) balances.delete(account);
  return balances;
}

function balancesOf(verifications: readonly Verification[]): Map<number, number> {
  const balances = new Map<number, number>();
  for (const v of verifications) for (const row of v.rows) balances.set(row.account, (balances.get(row.account) ?? 0) + row.amountOre);
  for (const [account, ore] of balances) if (ore === 0) balances.delete(account);
  return balances;
}

const sorted = (m: Map<number, number>) => [...m].sort(([x], [y]) => x - y);

describe('verificationsFor, generated orders', () => {
  it('every verification balances, numbers are 1..n, and each order agrees with the model', () => {
    fc.assert(
      fc.property(runArb, (specs) => {
        const verifications = verificationsFor(runEvents(specs), A);
        expect(verifications.map((v) => v.number)).toEqual(verifications.map((_, i) => i + 1));
        for (const v of verifications) {
          expect(v.rows.reduce((t, r) => t + r.amountOre, 0)).toBe(0);
          expect(v.rows.every((r) => r.amountOre !== 0)).toBe(true);
        }
        for (const spec of specs)
          expect(sorted(balancesOf(verifications.filter((v) => v.orderId === spec.orderId)))).toEqual(sorted(modelBalances(spec, A)));
      }),
      { numRuns: 300 },
    );
  });

  it('after a final credit note and its refunds every account but the bank nets to zero for the order', () => {
    fc.assert(
      fc.property(runArb, (specs) => {
        const verifications = verificationsFor(runEvents(specs), A);
        for (const spec of specs.filter((s) => s.final)) {
          const balances = balancesOf(verifications.filter((v) => v.orderId === spec.orderId));
          balances.delete(A.bank);
          expect(sorted(balances)).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('across a run the bank moves by payments − refunds − payouts', () => {
    fc.assert(
      fc.property(runArb, (specs) => {
        const bank = balancesOf(verificationsFor(runEvents(specs), A)).get(A.bank) ?? 0;
        const sum = (pick: (s: OrderSpec) => number[]) => specs.flatMap(pick).reduce((t, x) => t + x, 0);
        expect(bank).toBe(sum((s) => s.payments) - sum((s) => s.refunds) - sum((s) => s.payouts));
      }),
      { numRuns: 200 },
    );
  });

  it('books a period the same whether its orders’ earlier events come as history or are booked too', () => {
    fc.assert(
      fc.property(runArb, fc.nat(), (specs, cut) => {
        const events = runEvents(specs);
        const times = [...new Set(events.map((e) => Date.parse(e.at)))].sort((x, y) => x - y);
        const from = times[cut % times.length] ?? 0;
        const all = verificationsFor(events, A);
        const period = verificationsFor(
          events.filter((e) => Date.parse(e.at) >= from),
          A,
          { history: events.filter((e) => Date.parse(e.at) < from) },
        );
        const strip = (v: Verification) => ({ ...v, number: 0 });
        expect(period.map(strip)).toEqual(all.slice(all.length - period.length).map(strip));
      }),
      { numRuns: 150 },
    );
  });

  it('a single order’s events book the same alone as among others', () => {
    fc.assert(
      fc.property(runArb, (specs) => {
        const all = verificationsFor(runEvents(specs), A);
        const first = specs[0] as OrderSpec;
        const alone = verificationsFor(orderEvents(first), A);
        expect(alone.map((v) => v.rows)).toEqual(all.filter((v) => v.orderId === first.orderId).map((v) => v.rows));
      }),
      { numRuns: 100 },
    );
  });
});
