import { describe, expect, it } from 'vitest';
import { parseBidAmount, quickBids, suggestedBid, yourMinimumBid } from './quick-bids';

describe('quick bids', () => {
  it('offers the price after 1, 2 and 5 increments, climbing the ladder', () => {
    // Price 1 500: the next minimum is 1 600; then 1 700; five increments up is 2 000.
    expect(quickBids(1_600)).toEqual([1_600, 1_700, 2_000]);
    // Across a rung: 1 900 → 2 000 (+100) → 2 200 (+200) …
    expect(quickBids(1_900)).toEqual([1_900, 2_000, 2_600]);
    // A first bid on a lot starting at 200.
    expect(quickBids(200)).toEqual([200, 220, 280]);
  });

  it('asks the leader for more than their own maximum', () => {
    expect(yourMinimumBid(1_600, false, null)).toBe(1_600);
    expect(yourMinimumBid(1_600, true, 2_000)).toBe(2_001);
    expect(yourMinimumBid(1_600, false, 2_000)).toBe(1_600);
    expect(suggestedBid(1_600, true, 2_000)).toBe(2_200);
    expect(suggestedBid(1_600, false, 1_400)).toBe(1_600);
  });

  it('reads whole kronor as people type them', () => {
    expect(parseBidAmount('1500')).toBe(1_500);
    expect(parseBidAmount(' 1 500 ')).toBe(1_500);
    expect(parseBidAmount('1\u00a0500 kr')).toBe(1_500);
    expect(parseBidAmount('1500,50')).toBeNull();
    expect(parseBidAmount('-3')).toBeNull();
    expect(parseBidAmount('0')).toBeNull();
    expect(parseBidAmount('')).toBeNull();
    expect(parseBidAmount('abc')).toBeNull();
  });
});
