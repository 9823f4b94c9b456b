import { describe, expect, it } from 'vitest';
import { computePrice } from './proxy-bidding';
import { incrementFor, minimumNextBid } from '@/modules/auctions';

describe('increments', () => {
  it.each([
    [0, 20],
    [299, 20],
    [300, 50],
    [999, 50],
    [1000, 100],
    [1999, 100],
    [2000, 200],
    [4999, 200],
    [5000, 500],
    [19999, 500],
    [20000, 1000],
    [29999, 1000],
    [30000, 2000],
    [99999, 2000],
    [100000, 5000],
    [499999, 5000],
    [500000, 10000],
    [999999, 10000],
    [1000000, 25000],
    [5000000, 25000],
  ])('price %i → increment %i', (price, increment) => expect(incrementFor(price)).toBe(increment));

  it('asks the start price first, then price + increment', () => {
    expect(minimumNextBid({ startPrice: 500, currentPrice: null, bidCount: 0 })).toBe(500);
    expect(minimumNextBid({ startPrice: 500, currentPrice: 1300, bidCount: 3 })).toBe(1400);
  });
});

describe('proxy price', () => {
  const auction = { startPrice: 500, reservePrice: null };
  it('worked check of docs/product.md §1', () => {
    // Leader max 1 500 over a rival at 1 200 → price 1 300.
    const base = [
      { bidderId: 'a', maxAmount: 1200, sequence: 1 },
      { bidderId: 'b', maxAmount: 1500, sequence: 2 },
    ];
    expect(computePrice(auction, base)).toMatchObject({ currentPrice: 1300, leaderId: 'b' });
    expect(computePrice(auction, [...base, { bidderId: 'c', maxAmount: 2000, sequence: 3 }])).toMatchObject({
      currentPrice: 1600,
      leaderId: 'c',
    });
    expect(computePrice(auction, [...base, { bidderId: 'c', maxAmount: 1450, sequence: 3 }])).toMatchObject({
      currentPrice: 1500,
      leaderId: 'b',
    });
  });

  it('single bidder pays the start price; equal maximums favour the earlier', () => {
    expect(computePrice(auction, [{ bidderId: 'a', maxAmount: 3000, sequence: 1 }]).currentPrice).toBe(500);
    expect(
      computePrice(auction, [
        { bidderId: 'a', maxAmount: 1000, sequence: 1 },
        { bidderId: 'b', maxAmount: 1000, sequence: 2 },
      ]),
    ).toMatchObject({ currentPrice: 1000, leaderId: 'a' });
  });

  it('jumps to the reserve once the leading maximum reaches it', () => {
    const withReserve = { startPrice: 500, reservePrice: 2000 };
    expect(computePrice(withReserve, [{ bidderId: 'a', maxAmount: 1500, sequence: 1 }])).toMatchObject({
      currentPrice: 500,
      reserveMet: false,
    });
    expect(computePrice(withReserve, [{ bidderId: 'a', maxAmount: 2500, sequence: 1 }])).toMatchObject({
      currentPrice: 2000,
      reserveMet: true,
    });
  });
});
