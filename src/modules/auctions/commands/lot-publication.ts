import type { DbOrTx } from '@/db/client';

/** A lot that has just been published (PUBLISH_AUCTION), as the modules above auctions receive it. */
export interface PublishedLot {
  auctionId: number;
  itemId: number;
  /** The item's owner; null for the studio's own stock. */
  sellerId: string | null;
  title: string;
  /** The lot page's path, `/auktioner/{id}-{slug}`. */
  href: string;
  status: 'scheduled' | 'live';
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

/**
 * What a published lot means to a module above auctions (valuations: the request it came from
 * becomes `published`), handed in by the composition root (src/server) like the SaleSettlement,
 * and run inside the transaction that published the lot, so both commit together.
 */
export interface LotPublication {
  published(tx: DbOrTx, lot: PublishedLot): Promise<void>;
}
