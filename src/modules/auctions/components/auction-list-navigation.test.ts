import { describe, expect, it } from 'vitest';
import { auctionListDataUrl, auctionListKey } from './auction-list-navigation';

describe('the auction list addresses AuctionBrowser reads', () => {
  it('names a list by its canonical /auktioner address, so one list has one key', () => {
    expect(auctionListKey(new URLSearchParams(''))).toBe('/auktioner');
    // Order, defaults, unknown and clamped values do not make another list.
    expect(auctionListKey(new URLSearchParams('page=2&search=+vas+&category=SMYCKEN,nope&pageSize=100&sort=x&ended=true'))).toBe(
      '/auktioner?search=vas&category=SMYCKEN&ended=1&page=2',
    );
    expect(auctionListKey(new URLSearchParams('page=1&ended=0'))).toBe('/auktioner');
  });

  it('asks GET /api/auctions with the same parameters', () => {
    expect(auctionListDataUrl('/auktioner')).toBe('/api/auctions');
    expect(auctionListDataUrl('/auktioner?search=vas&page=2')).toBe('/api/auctions?search=vas&page=2');
  });
});
