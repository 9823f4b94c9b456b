import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids, items, type StoredImage } from '@/db/schema';

/**
 * "Mina bud" on the account page: the lots the user has bid on, open ones first (ending soonest
 * first), then ended ones (latest end first). Only the user's own maximum is read: another
 * bidder's maximum never leaves the database.
 */

type AuctionStatus = (typeof auctions.$inferSelect)['status'];

/** A lot as the account pages list it, with the user's own part in it. */
export interface YourLot {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  currentPrice: number | null;
  startPrice: number;
  bidCount: number;
  endsAt: string;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  /** Bumped on every change; live updates older than this are stale. */
  version: number;
  /** The user's own highest maximum on the lot; null when they have not bid. */
  yourMaximum: number | null;
  /** Whether the user leads (on an ended, sold lot: won). */
  youLead: boolean;
}

/** The columns every list of the user's lots reads (the caller joins auctions and items). */
export function yourLotColumns(userId: string) {
  return {
    id: auctions.id,
    slug: auctions.slug,
    title: items.title,
    firstImage: sql<StoredImage | null>`${items.images} -> 0`,
    currentPrice: auctions.currentPrice,
    startPrice: auctions.startPrice,
    bidCount: auctions.bidCount,
    endsAt: auctions.endsAt,
    status: auctions.status,
    outcome: auctions.outcome,
    version: auctions.version,
    youLead: sql<boolean>`coalesce(${auctions.leaderId} = ${userId} and (${auctions.bidCount} > 0 or ${auctions.outcome} = 'sold'), false)`,
  };
}

interface YourLotRow {
  id: number;
  slug: string;
  title: string;
  firstImage: StoredImage | null;
  currentPrice: number | null;
  startPrice: number;
  bidCount: number;
  endsAt: Date;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  version: number;
  youLead: boolean;
}

export function toYourLot(row: YourLotRow, yourMaximum: number | null): YourLot {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    imageUrl: row.firstImage ? `/media/${row.firstImage.key}` : null,
    imageAlt: row.firstImage?.alt ?? '',
    currentPrice: row.currentPrice,
    startPrice: row.startPrice,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    outcome: row.outcome,
    version: row.version,
    yourMaximum,
    youLead: Boolean(row.youLead),
  };
}

/** Open lots first, ending soonest first; then the rest, latest end first. */
export function openFirst(now: Date): SQL[] {
  const open = sql`(${auctions.status} in ('live', 'scheduled') and ${auctions.endsAt} > ${now.toISOString()}::timestamptz)`;
  return [sql`${open} desc`, sql`case when ${open} then ${auctions.endsAt} end asc`, desc(auctions.endsAt), desc(auctions.id)];
}

export async function listMyBids(db: DbOrTx, userId: string, options: { now?: Date; limit?: number } = {}): Promise<YourLot[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ ...yourLotColumns(userId), yourMaximum: sql<number>`max(${bids.maxAmount})`.mapWith(Number) })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(and(eq(bids.bidderId, userId), eq(bids.status, 'accepted'), ne(auctions.status, 'draft')))
    .groupBy(auctions.id, items.id)
    .orderBy(...openFirst(now))
    .limit(options.limit ?? 100);
  return rows.map((row) => toYourLot(row, row.yourMaximum));
}
