import type { DbOrTx } from '@/db/client';
import type { auctions } from './tables';
import { minimumNextBid } from '@/modules/auctions/domain/increments';
import { publishEvents } from '@/platform/realtime';
import { reserveMet } from './domain/shown-price';
import { auctionTopic, auctionUpdated, type AuctionLiveUpdate } from './events';

type LiveRow = Pick<
  typeof auctions.$inferSelect,
  'id' | 'currentPrice' | 'bidCount' | 'endsAt' | 'status' | 'reservePrice' | 'startPrice' | 'version'
>;

export function liveUpdateOf(row: LiveRow): AuctionLiveUpdate {
  return {
    id: row.id,
    currentPrice: row.currentPrice,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    reserveMet: reserveMet(row, row.currentPrice),
    nextMinimumBid: minimumNextBid({ startPrice: row.startPrice, currentPrice: row.currentPrice, bidCount: row.bidCount }),
    version: row.version,
  };
}

/** The `auction.updated` event for everyone on the lot's page. */
export function auctionUpdateEvent(update: AuctionLiveUpdate) {
  return auctionUpdated.on(auctionTopic(update.id), update);
}

/** Tells every open page of the lot its new state; call inside the transaction that changed it. */
export async function publishAuctionUpdate(tx: DbOrTx, row: LiveRow): Promise<AuctionLiveUpdate> {
  const update = liveUpdateOf(row);
  await publishEvents(tx, [auctionUpdateEvent(update)]);
  return update;
}
