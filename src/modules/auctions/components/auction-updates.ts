import { importOnce } from '@/platform/import-once';
import type { AuctionLiveUpdate } from '../events';

/** The `auction.updated` schema (and zod with it): loaded with the first event, not with the page. */
const auctionEvents = importOnce(() => import('../events'));

/**
 * Reads an `auction.updated` event's data by its schema, or null when it is not one (as
 * `parseAuctionUpdate`). The pages that follow lots (the lot page, the lists of the user's lots)
 * subscribe by `AUCTION_EVENT_TYPES.auctionUpdated` and read each event through this: the answers
 * settle in the order the events arrived, also for events that arrived while the schema was
 * loading, so none is lost or applied out of order. It rejects only when the schema could not be
 * loaded (the next event tries again).
 */
export function readAuctionUpdate(data: string): Promise<AuctionLiveUpdate | null> {
  return auctionEvents().then(({ parseAuctionUpdate }) => parseAuctionUpdate(data));
}

/**
 * Calls `catchUp` when the stream reopens after it lost its connection (not on its first open):
 * the pages that follow lots then read again what the gap may have hidden.
 */
export function catchUpOnReconnect(source: EventSource, catchUp: () => void): void {
  let lost = false;
  source.onerror = () => {
    lost = true;
  };
  source.onopen = () => {
    if (!lost) return;
    lost = false;
    catchUp();
  };
}
