import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES, type AuctionStatus } from '@/keys';
import { restaggerLots, type ReorderLot, type ReorderRefusalCode } from './reorder';

const FIRST = new Date('2026-11-29T18:00:00.000Z');
const MINUTE = 60_000;
const sale = { firstEndsAt: FIRST, staggerSeconds: 60 };

function lot(id: number, lotNumber: number, extra: Partial<ReorderLot> = {}): ReorderLot {
  const endsAt = new Date(FIRST.getTime() + (lotNumber - 1) * MINUTE);
  return { id, title: `Föremål ${id}`, lotNumber, status: 'live', endsAt, originalEndsAt: endsAt, bidCount: 0, ...extra };
}

const BEFORE = new Date(FIRST.getTime() - 86_400_000);

describe('reordering a weekly sale', () => {
  it('swaps the numbers and ends of two lots without bids', () => {
    const lots = [lot(10, 1), lot(11, 2), lot(12, 3)];
    const decision = restaggerLots({ sale, lots, order: [12, 11, 10], now: BEFORE });
    expect(decision).toEqual({
      ok: true,
      lots: [
        { id: 12, lotNumber: 1, endsAt: lots[0]!.endsAt, changed: true },
        { id: 11, lotNumber: 2, endsAt: lots[1]!.endsAt, changed: false },
        { id: 10, lotNumber: 3, endsAt: lots[2]!.endsAt, changed: true },
      ],
    });
  });

  it('keeps ended lots’ numbers and hands the open lots the slots they hold', () => {
    const lots = [lot(1, 1, { status: 'ended' }), lot(2, 2), lot(3, 4), lot(4, 3, { status: 'cancelled' })];
    const decision = restaggerLots({ sale, lots, order: [3, 2], now: BEFORE });
    expect(decision.ok && decision.lots.map(({ id, lotNumber }) => [id, lotNumber])).toEqual([
      [3, 2],
      [2, 4],
    ]);
  });

  it('refuses, naming the lot, when a lot with bids would change its end', () => {
    const lots = [lot(1, 1), lot(2, 2, { bidCount: 3, title: 'Kosta Boda-vas' })];
    expect(restaggerLots({ sale, lots, order: [2, 1], now: BEFORE })).toEqual({
      ok: false,
      refusal: {
        code: 'HAS_BIDS',
        auctionId: 2,
        message: 'Nr 2 ”Kosta Boda-vas” har bud och kan inte flyttas: dess sluttid skulle ändras.',
      },
    });
  });

  it('lets lots move around a lot with bids that keeps its place, and keeps a soft-close extension in place', () => {
    const extended = lot(2, 2, { bidCount: 1 });
    extended.endsAt = new Date(extended.endsAt.getTime() + 2 * MINUTE);
    const lots = [lot(1, 1), extended, lot(3, 3)];
    const decision = restaggerLots({ sale, lots, order: [3, 2, 1], now: BEFORE });
    expect(decision.ok && decision.lots.find((l) => l.id === 2)).toEqual({ id: 2, lotNumber: 2, endsAt: extended.endsAt, changed: false });
  });

  it.each<[string, ReorderLot[], number[], ReorderRefusalCode, Date?]>([
    ['a duplicate', [lot(1, 1), lot(2, 2)], [1, 2, 1], 'DUPLICATE'],
    ['a lot of another sale', [lot(1, 1), lot(2, 2)], [1, 2, 99], 'NOT_IN_SALE'],
    ['an ended lot', [lot(1, 1, { status: 'ended' }), lot(2, 2)], [1, 2], 'NOT_OPEN'],
    ['a missing lot', [lot(1, 1), lot(2, 2)], [2], 'MISSING'],
    [
      'a lot extended by soft close with its bids since removed',
      [lot(1, 1), { ...lot(2, 2), endsAt: new Date(FIRST.getTime() + 3 * MINUTE) }],
      [2, 1],
      'EXTENDED',
    ],
    ['a lot whose end has come', [lot(1, 1), lot(2, 2), lot(3, 3)], [2, 1, 3], 'CLOSING', new Date(FIRST.getTime() + 90_000)],
    [
      'a move to a slot already past',
      [lot(1, 1, { status: 'draft' }), lot(2, 2)],
      [2, 1],
      'END_PASSED',
      new Date(FIRST.getTime() + 30_000),
    ],
  ])('refuses %s', (_name, lots, order, code, now = BEFORE) => {
    const decision = restaggerLots({ sale, lots, order, now });
    expect(decision.ok ? null : decision.refusal.code).toBe(code);
  });
});

/**
 * The model, written apart from the rule: the catalogue as slot → lot maps. It lists every
 * violation it sees (the rule stops at the first), and on success every lot's new number and end.
 */
function model(
  lots: ReorderLot[],
  order: number[],
  now: Date,
): { violations: Set<ReorderRefusalCode>; placed: Map<number, [number, number]> } {
  const violations = new Set<ReorderRefusalCode>();
  const placed = new Map<number, [number, number]>();
  const openStatuses: AuctionStatus[] = ['draft', 'scheduled', 'live'];
  const openLots = lots.filter((l) => openStatuses.includes(l.status));
  if (new Set(order).size !== order.length) violations.add('DUPLICATE');
  for (const id of order) {
    const found = lots.find((l) => l.id === id);
    if (!found) violations.add('NOT_IN_SALE');
    else if (!openStatuses.includes(found.status)) violations.add('NOT_OPEN');
  }
  if (openLots.some((l) => !order.includes(l.id))) violations.add('MISSING');
  if (violations.size > 0) return { violations, placed };
  const numbers = openLots.map((l) => l.lotNumber).sort((a, b) => a - b);
  order.forEach((id, i) => {
    const before = openLots.find((l) => l.id === id)!;
    const number = numbers[i]!;
    const end = number === before.lotNumber ? before.endsAt.getTime() : FIRST.getTime() + (number - 1) * sale.staggerSeconds * 1000;
    if (end !== before.endsAt.getTime()) {
      if (before.bidCount > 0) violations.add('HAS_BIDS');
      else if (before.endsAt.getTime() !== before.originalEndsAt.getTime()) violations.add('EXTENDED');
      else if (before.endsAt.getTime() <= now.getTime()) violations.add('CLOSING');
      else if (end <= now.getTime()) violations.add('END_PASSED');
    }
    placed.set(id, [number, end]);
  });
  return { violations, placed };
}

/** A sale: distinct lot numbers with gaps, any status, some with bids, some extended. */
const saleArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 7 })
  .chain((numbers) =>
    fc.tuple(
      fc.constant(numbers),
      fc.array(
        fc.record({
          status: fc.constantFrom<AuctionStatus>(...AUCTION_STATUSES, 'live', 'scheduled'),
          bids: fc.constantFrom(0, 0, 0, 1, 4),
          extendedBy: fc.constantFrom(0, 0, 0, 0, 90_000),
        }),
        { minLength: numbers.length, maxLength: numbers.length },
      ),
    ),
  )
  .map(([numbers, specs]) =>
    numbers.map((n, i) => {
      const spec = specs[i]!;
      const base = lot(100 + i, n, { status: spec.status, bidCount: spec.bids });
      return { ...base, endsAt: new Date(base.endsAt.getTime() + spec.extendedBy) };
    }),
  );

/** A list for the sale: a permutation of its open lots, sometimes spoiled. */
const caseArb = saleArb.chain((lots) => {
  const open = lots.filter((l) => ['draft', 'scheduled', 'live'].includes(l.status)).map((l) => l.id);
  return fc.record({
    lots: fc.constant(lots),
    order: fc.oneof(
      { weight: 6, arbitrary: fc.shuffledSubarray(open, { minLength: open.length, maxLength: open.length }) },
      { weight: 1, arbitrary: fc.shuffledSubarray(lots.map((l) => l.id)) },
      { weight: 1, arbitrary: fc.array(fc.constantFrom(...lots.map((l) => l.id), 999), { maxLength: 8 }) },
    ),
    now: fc.oneof(
      fc.constant(BEFORE),
      fc.integer({ min: -2, max: 14 }).map((minutes) => new Date(FIRST.getTime() + minutes * MINUTE + 30_000)),
    ),
  });
});

describe('reordering, against the model', () => {
  it('refuses exactly when the model sees a violation, with one of them, and otherwise places every lot as the model does', () => {
    fc.assert(
      fc.property(caseArb, ({ lots, order, now }) => {
        const decision = restaggerLots({ sale, lots, order, now });
        const expected = model(lots, order, now);
        if (expected.violations.size > 0) {
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect([...expected.violations]).toContain(decision.refusal.code);
          return;
        }
        expect(decision.ok).toBe(true);
        if (!decision.ok) return;
        expect(decision.lots.map((l) => l.id)).toEqual(order);
        for (const placed of decision.lots) expect([placed.lotNumber, placed.endsAt.getTime()]).toEqual(expected.placed.get(placed.id));
      }),
      { numRuns: 2000 },
    );
  });

  it('never moves the end of a lot with bids, never reuses a number, and the current order changes nothing', () => {
    fc.assert(
      fc.property(caseArb, ({ lots, order, now }) => {
        const decision = restaggerLots({ sale, lots, order, now });
        if (decision.ok) {
          const numbers = decision.lots.map((l) => l.lotNumber);
          const others = lots.filter((l) => !order.includes(l.id)).map((l) => l.lotNumber);
          expect(new Set([...numbers, ...others]).size).toBe(lots.length);
          for (const placed of decision.lots) {
            const before = lots.find((l) => l.id === placed.id)!;
            if (before.bidCount > 0) expect(placed.endsAt).toEqual(before.endsAt);
          }
        }
        const current = lots
          .filter((l) => ['draft', 'scheduled', 'live'].includes(l.status))
          .sort((a, b) => a.lotNumber - b.lotNumber)
          .map((l) => l.id);
        const same = restaggerLots({ sale, lots, order: current, now });
        expect(same.ok && same.lots.every((l) => !l.changed)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
