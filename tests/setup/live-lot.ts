import type { AuctionUpdated, LiveLotState } from '@/modules/auctions/domain/live-lot-state';

/**
 * A live lot and its update events as the lot page's tests build them: lot 7, starting at
 * 1 000 kr, 100 kr a step, ending 29 November 2026 at 19:00 Stockholm time.
 */

export const bid = (n: number, amount: number) => ({
  id: n,
  alias: `Budgivare ${n}`,
  amount,
  placedAt: new Date(Date.UTC(2026, 10, 29, 18, 0, n)).toISOString(),
  automatic: false,
});

/** A lot with `count` bids at version `version` (its history as a refetch would bring it). */
export function lot(version: number, count: number, extra: Partial<LiveLotState> = {}): LiveLotState {
  const bids = Array.from({ length: count }, (_, i) => bid(count - i, 1_000 + (count - 1 - i) * 100));
  return {
    id: 7,
    currentPrice: count > 0 ? 1_000 + (count - 1) * 100 : null,
    startPrice: 1_000,
    bidCount: count,
    endsAt: '2026-11-29T18:00:00.000Z',
    originalEndsAt: '2026-11-29T18:00:00.000Z',
    status: 'live',
    outcome: null,
    reserveMet: true,
    hasReserve: false,
    nextMinimumBid: count > 0 ? 1_000 + count * 100 : 1_000,
    buyNowPrice: null,
    version,
    bids,
    yourMaximum: null,
    youLead: false,
    yourItem: false,
    ...extra,
  };
}

export function update(version: number, count: number, extra: Partial<AuctionUpdated> = {}): AuctionUpdated {
  const { id, currentPrice, bidCount, endsAt, status, reserveMet, nextMinimumBid } = lot(version, count);
  return { id, currentPrice, bidCount, endsAt, status, reserveMet, nextMinimumBid, version, ...extra };
}
