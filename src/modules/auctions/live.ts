import type { DbOrTx } from '@/db/client';
import type { auctions } from '@/db/schema';
import { minimumNextBid } from '@/modules/auctions/domain/increments';
import { publishEvents, type EventInput } from '@/platform/realtime';

/** The realtime topic of one lot: everyone on its page listens (GET /api/events?auction={id}). */
export function auctionTopic(auctionId: number): string {
  return `auction:${auctionId}`;
}

/** The public live state of a lot, as `auction.updated` carries it. No secret values. */
export interface AuctionLiveUpdate {
  id: number;
  currentPrice: number | null;
  bidCount: number;
  endsAt: string;
  status: (typeof auctions.$inferSelect)['status'];
  reserveMet: boolean;
  nextMinimumBid: number;
  version: number;
}

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
    reserveMet: row.reservePrice === null || (row.currentPrice ?? 0) >= row.reservePrice,
    nextMinimumBid: minimumNextBid({ startPrice: row.startPrice, currentPrice: row.currentPrice, bidCount: row.bidCount }),
    version: row.version,
  };
}

/** The `auction.updated` event for everyone on the lot's page. */
export function auctionUpdateEvent(update: AuctionLiveUpdate): EventInput<AuctionLiveUpdate> {
  return { topic: auctionTopic(update.id), type: 'auction.updated', payload: update };
}

/** Tells every open page of the lot its new state; call inside the transaction that changed it. */
export async function publishAuctionUpdate(tx: DbOrTx, row: LiveRow): Promise<AuctionLiveUpdate> {
  const update = liveUpdateOf(row);
  await publishEvents(tx, [auctionUpdateEvent(update)]);
  return update;
}
