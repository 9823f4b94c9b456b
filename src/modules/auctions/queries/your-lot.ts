import { desc, sql, type SQL } from 'drizzle-orm';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { StoredImage } from '@/modules/uploads/tables';

/**
 * A lot as one signed-in user's lists show it ("Mina bud", the watchlist): the public row with the
 * user's own part in it. Shared by the modules that list a user's lots.
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
  /** The end the lot was published with: a later `endsAt` is a soft-close extension. */
  originalEndsAt: string;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  /** Bumped on every change; live updates older than this are stale. */
  version: number;
  /** The user's own highest maximum on the lot; null when they have not bid. */
  yourMaximum: number | null;
  /** Whether the user leads (on an ended, sold lot: won). */
  youLead: boolean;
}

/**
 * The columns a list of lots reads for each lot's card and live state (the closing board, the
 * user's lists); the caller joins auctions and items.
 */
export const lotListColumns = {
  id: auctions.id,
  slug: auctions.slug,
  title: items.title,
  firstImage: sql<StoredImage | null>`${items.images} -> 0`,
  currentPrice: auctions.currentPrice,
  startPrice: auctions.startPrice,
  bidCount: auctions.bidCount,
  endsAt: auctions.endsAt,
  originalEndsAt: auctions.originalEndsAt,
  status: auctions.status,
  version: auctions.version,
};

/** The columns every list of the user's lots reads (the caller joins auctions and items). */
export function yourLotColumns(userId: string) {
  return {
    ...lotListColumns,
    outcome: auctions.outcome,
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
  originalEndsAt: Date;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  version: number;
  youLead: boolean;
}

/** A list's picture of a lot: its first photo's public address and alt text (no photo: null and ''). */
export function firstImageView(image: StoredImage | null): { imageUrl: string | null; imageAlt: string } {
  return { imageUrl: image ? `/media/${image.key}` : null, imageAlt: image?.alt ?? '' };
}

export function toYourLot(row: YourLotRow, yourMaximum: number | null): YourLot {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...firstImageView(row.firstImage),
    currentPrice: row.currentPrice,
    startPrice: row.startPrice,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
    originalEndsAt: row.originalEndsAt.toISOString(),
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
