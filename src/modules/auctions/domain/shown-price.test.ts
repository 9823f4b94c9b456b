import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLeadingBid, leadingBid, shownPrice, shownPriceOrSale } from './shown-price';

const lot = fc.record({
  bidCount: fc.nat({ max: 50 }),
  currentPrice: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  startPrice: fc.integer({ min: 1, max: 1_000_000 }),
});

describe('shownPrice', () => {
  it('shows the start price before the first bid', () => {
    expect(shownPrice({ bidCount: 0, currentPrice: null, startPrice: 500 })).toBe(500);
    // A buy-now price written to currentPrice without bids is not a bid.
    expect(shownPrice({ bidCount: 0, currentPrice: 900, startPrice: 500 })).toBe(500);
  });

  it('shows the leading bid once bid on', () => {
    expect(shownPrice({ bidCount: 2, currentPrice: 700, startPrice: 500 })).toBe(700);
    expect(leadingBid({ bidCount: 2, currentPrice: 700 })).toBe(700);
  });

  it('falls back to the start price when a counted bid has no price', () => {
    expect(shownPrice({ bidCount: 1, currentPrice: null, startPrice: 500 })).toBe(500);
    expect(leadingBid({ bidCount: 1, currentPrice: null })).toBeNull();
  });

  it('is always either the leading bid or the start price, and the bid exactly when one stands', () => {
    fc.assert(
      fc.property(lot, (l) => {
        const shown = shownPrice(l);
        expect(hasLeadingBid(l)).toBe(l.bidCount > 0 && l.currentPrice !== null);
        expect(shown).toBe(hasLeadingBid(l) ? l.currentPrice : l.startPrice);
      }),
    );
  });
});

describe('shownPriceOrSale', () => {
  it('shows the buy-now sale price of a lot sold without bids', () => {
    expect(shownPriceOrSale({ bidCount: 0, currentPrice: 900, startPrice: 500, outcome: 'sold' })).toBe(900);
    expect(shownPriceOrSale({ bidCount: 0, currentPrice: 900, startPrice: 500, outcome: 'unsold' })).toBe(500);
  });

  it('equals shownPrice unless the lot is sold', () => {
    fc.assert(
      fc.property(lot, fc.constantFrom('sold', 'unsold', null), (l, outcome) => {
        const shown = shownPriceOrSale({ ...l, outcome });
        if (outcome !== 'sold' || l.currentPrice === null) expect(shown).toBe(shownPrice(l));
        else expect(shown).toBe(l.currentPrice);
      }),
    );
  });
});
