import { describe, expect, it } from 'vitest';
import type { CreditNoteEvent } from '../domain/journal';
import { orderTimeline, type OrderData } from './period-events';

/** One order's rows as the query reads them, with only what the timeline looks at filled in. */
type Order = OrderData['order'];
type Document = OrderData['documents'][number];

const at = (iso: string) => new Date(iso);

function order(fields: Partial<Order> = {}): Order {
  return {
    id: 7,
    hammerPrice: 1000,
    buyerPremiumOre: 20_000,
    sellerCommissionOre: 15_000,
    totalOre: 120_000,
    vatModel: 'agent',
    sellerVatStatus: 'private',
    hammerVatOre: 0,
    hammerVatPercent: 0,
    premiumVatOre: 4_000,
    commissionVatOre: 3_000,
    resaleRightOre: 0,
    resaleRightPayer: null,
    paidAt: null,
    extraPaidOre: 0,
    ...fields,
  } as Order;
}

function document(fields: Partial<Document> & Pick<Document, 'kind' | 'subject' | 'number'>, body: object = {}): Document {
  return { orderId: 7, totalOre: 0, issuedAt: at('2026-11-23T10:00:00Z'), ...fields, body: { lines: [], ...body } } as unknown as Document;
}

const LOT = document({ kind: 'invoice', subject: 'lot', number: '2026-00010', totalOre: 120_000 });

function timeline(data: Partial<OrderData>) {
  return orderTimeline({ order: order(), title: 'Vas', documents: [LOT], refunds: [], payout: null, extraPayments: [], ...data });
}

const refundLine = (amountOre: number, vatOre: number | null) => ({
  kind: 'refund',
  label: 'Prisavdrag',
  amountOre,
  vatRatePercent: vatOre === null ? null : 25,
  vatOre,
});

describe('an order’s timeline for the books', () => {
  it('has none without a lot invoice: an order from before the books', () => {
    expect(timeline({ documents: [] })).toBeNull();
  });

  it('books the sale from the order’s frozen columns, a fifth of premium and commission where they are null', () => {
    const sale = timeline({ order: order({ premiumVatOre: null, commissionVatOre: null, buyerPremiumOre: 20_001 }) })!.events[0];
    expect(sale).toMatchObject({
      kind: 'sale',
      ref: '2026-00010',
      at: '2026-11-23T10:00:00.000Z',
      text: 'Försäljning Vas',
      hammerOre: 100_000,
      premiumVatOre: 4_000,
      commissionVatOre: 3_000,
      hammerVatRate: 25,
      serviceVatRate: 25,
    });
  });

  it('takes a credit note’s VAT from its lines, working it out where the margin scheme shows none', () => {
    const partial = (number: string, lines: object[], sellerOre: number) =>
      document({ kind: 'creditNote', subject: `refund:${number}`, number, totalOre: -15_000 }, { final: false, sellerOre, lines });
    const events = timeline({
      documents: [
        LOT,
        partial('2026-00011', [{ kind: 'hammer', amountOre: -5_000, vatOre: 0 }, refundLine(-10_000, -2_000)], 5_000),
        partial('2026-00012', [refundLine(-15_000, null)], 0),
        document({ kind: 'creditNote', subject: 'cancel', number: '2026-00013', totalOre: -90_000 }, { final: true, sellerOre: 0 }),
      ],
    })!.events.filter((e): e is CreditNoteEvent => e.kind === 'creditNote');
    expect(events.map((e) => [e.ref, e.amountOre, e.sellerOre, e.vatOre, e.final])).toEqual([
      ['2026-00011', 15_000, 5_000, 2_000, false],
      ['2026-00012', 15_000, 0, 3_000, false],
      ['2026-00013', 90_000, 0, 0, true],
    ]);
  });

  it('books the shipping’s VAT even where the invoice may not show it', () => {
    const shipping = document({ kind: 'invoice', subject: 'shipping', number: '2026-00011', totalOre: 9_900 }, { vatSummary: [] });
    expect(timeline({ documents: [LOT, shipping] })!.events[1]).toMatchObject({
      kind: 'shipping',
      amountOre: 9_900,
      vatOre: 1_980,
      vatRate: 25,
    });
  });

  it('books the payment, and extra payments on the day of the last, saying when they cannot be told apart or dated', () => {
    const paid = order({ paidAt: at('2026-11-24T08:00:00Z'), extraPaidOre: 50_000 });
    const two = timeline({ order: paid, extraPayments: [at('2026-11-24T09:00:00Z'), at('2026-11-25T09:00:00Z')] })!;
    expect(two.events.filter((e) => e.kind === 'payment').map((e) => [e.at, 'amountOre' in e ? e.amountOre : null])).toEqual([
      ['2026-11-24T08:00:00.000Z', 120_000],
      ['2026-11-25T09:00:00.000Z', 50_000],
    ]);
    expect(two.notes).toEqual(['Köp 7: 2 extra betalningar finns bara som en summa och är bokförda tillsammans den sista dagen.']);
    const undated = timeline({ order: paid })!;
    expect(undated.events.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(undated.notes).toEqual(['Köp 7: en extra betalning på 500\u00a0kr saknar datum och är inte bokförd.']);
  });

  it('names a refund and a payout by their documents, else by their own ids; a payout of nothing is not booked', () => {
    const refunds = [
      { id: 3, orderId: 7, amountOre: 1_000, settledAt: at('2026-11-26T10:00:00Z') },
      { id: 4, orderId: 7, amountOre: 2_000, settledAt: at('2026-11-26T11:00:00Z') },
    ] as OrderData['refunds'];
    const note = document(
      { kind: 'creditNote', subject: 'refund:3', number: '2026-00020', totalOre: -1_000 },
      { final: false, sellerOre: 0 },
    );
    const payout = { orderId: 7, status: 'paid', paidAt: at('2026-11-28T10:00:00Z'), amountOre: 85_000 } as NonNullable<
      OrderData['payout']
    >;
    const events = timeline({ documents: [LOT, note], refunds, payout })!.events;
    expect(events.filter((e) => e.kind === 'refund').map((e) => e.ref)).toEqual(['2026-00020', 'ÅB-4']);
    expect(events.filter((e) => e.kind === 'payout').map((e) => e.ref)).toEqual(['UB-7']);
    const statement = document({ kind: 'statement', subject: 'payout', number: 'A2026-00003' });
    expect(timeline({ documents: [LOT, statement], payout })!.events.find((e) => e.kind === 'payout')?.ref).toBe('A2026-00003');
    expect(timeline({ payout: { ...payout, amountOre: 0 } })!.events.some((e) => e.kind === 'payout')).toBe(false);
  });
});
