import { describe, expect, it } from 'vitest';
import { bidHistory, priceStanding, type HistoryBid } from './price-fold';

/** The bid history's worked examples (docs/decisions/0031; the property test covers the rest against a model). */

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 17, minute));
let nextId = 1;
const bid = (bidderId: string, maxAmount: number, minute = nextId): HistoryBid => {
  const id = nextId++;
  return { id, bidderId, maxAmount, sequence: id, placedAt: at(minute) };
};
const rows = (history: ReturnType<typeof bidHistory>) => history.map((row) => [row.bidderId, row.amount, row.automatic]);

describe('bidHistory', () => {
  it('credits the automatic answer to the leader and the outbid bid to its bidder at its own maximum (the reviewer’s walk)', () => {
    const terms = { startPrice: 1000, reservePrice: null };
    const bids = [bid('erik', 1500), bid('maria', 2000), bid('erik', 1800)];
    const history = bidHistory(terms, bids);
    expect(rows(history)).toEqual([
      ['erik', 1000, false],
      ['erik', 1500, true],
      ['maria', 1600, false],
      ['erik', 1800, false],
      ['maria', 1900, true],
    ]);
    // Each row carries the bid it stems from and its time; the last is the leader at the price.
    expect(history.map((row) => row.bidId)).toEqual([bids[0]!.id, bids[1]!.id, bids[1]!.id, bids[2]!.id, bids[2]!.id]);
    expect(history[4]!.at).toEqual(bids[2]!.placedAt);
    expect(priceStanding(terms, bids)).toMatchObject({ currentPrice: 1900, leaderId: 'maria' });
  });

  it('leaves out the automatic row of a beaten leader already standing at their maximum', () => {
    const history = bidHistory({ startPrice: 1500, reservePrice: null }, [bid('erik', 1500), bid('maria', 2000)]);
    expect(rows(history)).toEqual([
      ['erik', 1500, false],
      ['maria', 1600, false],
    ]);
  });

  it('on equal maximums the earlier leads, and its answer stands at the same amount', () => {
    const history = bidHistory({ startPrice: 100, reservePrice: null }, [bid('a', 500), bid('b', 500)]);
    expect(rows(history)).toEqual([
      ['a', 100, false],
      ['b', 500, false],
      ['a', 500, true],
    ]);
  });

  it('a leader’s own raise is its own row at the price, which jumps only to a reserve it reaches', () => {
    const history = bidHistory({ startPrice: 100, reservePrice: 1000 }, [bid('a', 500), bid('b', 300), bid('a', 1200), bid('a', 1500)]);
    expect(rows(history)).toEqual([
      ['a', 100, false],
      ['b', 300, false],
      ['a', 350, true],
      ['a', 1000, false],
      ['a', 1000, false],
    ]);
  });

  it('after a removal it is the history as if the bid had never been placed', () => {
    const terms = { startPrice: 1000, reservePrice: null };
    const bids = [bid('erik', 1500), bid('maria', 2000), bid('erik', 1800)];
    const without = bids.filter((b) => b !== bids[1]);
    expect(bidHistory(terms, without)).toEqual(
      bidHistory(
        terms,
        without.map((b) => ({ ...b })),
      ),
    );
    expect(rows(bidHistory(terms, without))).toEqual([
      ['erik', 1000, false],
      ['erik', 1000, false],
    ]);
  });

  it('folds in commit order whatever order the bids come in', () => {
    const terms = { startPrice: 1000, reservePrice: null };
    const bids = [bid('erik', 1500), bid('maria', 2000), bid('erik', 1800)];
    expect(bidHistory(terms, [...bids].reverse())).toEqual(bidHistory(terms, bids));
  });
});
