import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { AuctionStatus, SellerVatStatus } from '@/keys';
import { imageUrl } from '@/modules/uploads';
import { minimumNextBid } from '../domain/increments';
import { reserveMet } from '../domain/shown-price';
import { lotListColumns } from './your-lot';

/** The board shows every lot ending within this time… */
export const BOARD_WINDOW_MS = 60 * 60_000;
/** …and, before the close begins, at least the next this many lots to end. */
export const BOARD_MIN_LOTS = 30;
/** Never more than this many rows (a Sunday close staggers lots a minute apart: 60 an hour). */
export const BOARD_MAX_LOTS = 200;

/** One row of /slutspurt: what the row shows and what its bid button needs. */
export interface BoardLot {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  currentPrice: number | null;
  startPrice: number;
  bidCount: number;
  endsAt: string;
  status: AuctionStatus;
  nextMinimumBid: number;
  reserveMet: boolean;
  /** Where its end was published: soft close has extended it when endsAt is later. */
  originalEndsAt: string;
  /** What shipping costs the buyer (whole SEK); null = pickup only. */
  shippingPrice: number | null;
  version: number;
  /** Whether the viewer leads (false for a visitor). */
  youLead: boolean;
  /** The item's exclusion from the right of withdrawal (docs/decisions/0043): the bid's confirmation says it. */
  withdrawalExcluded: boolean;
  withdrawalExcludedReason: string | null;
  /** The lot's VAT status and resale right: the whole price before the bid reckons with them (docs/decisions/0045). */
  sellerVatStatus: SellerVatStatus;
  resaleRight: boolean;
}

/**
 * The closing board (/slutspurt): the live lots in end-time order — every one
 * ending within the next hour, and at least the next BOARD_MIN_LOTS to end (before the close
 * begins, what is coming), at most BOARD_MAX_LOTS. One statement off the (status, ends_at) index.
 */
export async function closingBoard(db: DbOrTx, options: { now?: Date; viewerId?: string | null } = {}): Promise<BoardLot[]> {
  const now = options.now ?? new Date();
  const windowEnd = new Date(now.getTime() + BOARD_WINDOW_MS);
  const viewer = options.viewerId ?? null;
  const rows = await db
    .select({
      ...lotListColumns,
      reservePrice: auctions.reservePrice,
      shippingPrice: items.shippingPrice,
      withdrawalExcluded: items.withdrawalExcluded,
      withdrawalExcludedReason: items.withdrawalExcludedReason,
      sellerVatStatus: items.sellerVatStatus,
      resaleRight: items.resaleRight,
      leaderId: auctions.leaderId,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    // A rehearsal lot (docs/decisions/0033) is never on the board.
    .where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, now), isNull(auctions.rehearsalKey)))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(BOARD_MAX_LOTS);
  const inWindow = rows.filter((row) => row.endsAt.getTime() <= windowEnd.getTime()).length;
  return rows.slice(0, Math.max(inWindow, BOARD_MIN_LOTS)).map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    imageUrl: row.firstImage ? imageUrl(row.firstImage, 'thumb') : null,
    currentPrice: row.currentPrice,
    startPrice: row.startPrice,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    nextMinimumBid: minimumNextBid(row),
    reserveMet: reserveMet(row, row.currentPrice),
    originalEndsAt: row.originalEndsAt.toISOString(),
    shippingPrice: row.shippingPrice,
    version: row.version,
    youLead: viewer !== null && row.leaderId === viewer && row.bidCount > 0,
    withdrawalExcluded: row.withdrawalExcluded,
    withdrawalExcludedReason: row.withdrawalExcludedReason,
    sellerVatStatus: row.sellerVatStatus,
    resaleRight: row.resaleRight,
  }));
}
