import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '../tables';
import { items } from '@/modules/catalog/tables';
import { minimumNextBid } from '@/modules/auctions/domain/increments';
import { bidHistory } from '@/modules/auctions/domain/price-fold';
import type { LotCategoryKey, SellerVatStatus } from '@/keys';
import { isPrivateImage } from '@/modules/uploads';
import { isClosed } from '../domain/lot-closed';
import { reserveMet } from '../domain/shown-price';
import type { AuctionListItem } from './search-auctions';

/**
 * One lot, as the public may see it (docs/product.md §4 `GET /api/auctions/{id}`): the list fields,
 * the catalogue text, the images, the next minimum bid and the bid history under anonymous
 * aliases. Secret values (the reserve, bidders' maximums, who bid, the seller) never leave this
 * function; a signed-in viewer additionally sees "Du" on their own bids, their own maximum and
 * whether they lead.
 */

export interface LotImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * One row of the bid history (price-fold.ts `bidHistory`): who held the price at that amount. A
 * bid outbid at once stands at its own maximum under its bidder; the leader's answer stands as its
 * own row under the leader, `automatic` ("automatiskt bud").
 */
export interface PublicBid {
  /** The bid the row stems from; an automatic row shares it with the bid that drew it (id + automatic is unique). */
  id: number;
  /** "Budgivare N" (N numbers bidders by their first bid on this lot), or "Du" for the viewer. */
  alias: string;
  /** What the row's bidder bid at that point (whole SEK); never above their maximum. */
  amount: number;
  placedAt: string;
  /** The bidder's maximum bid this for them automatically, answering (or before losing to) another bid. */
  automatic: boolean;
}

/** The lot page's lot: what its card in a list shows (AuctionListItem, less the image's alt text), and its details. */
export interface AuctionView extends Omit<AuctionListItem, 'imageAlt'> {
  /** The end the lot was published with: a later `endsAt` is a soft-close extension. */
  originalEndsAt: string;
  startsAt: string;
  outcome: 'sold' | 'unsold' | null;
  /** Whether the lot has a reserve at all; its amount is never shown. */
  hasReserve: boolean;
  description: string;
  year: string | null;
  condition: string | null;
  dimensions: string | null;
  images: LotImage[];
  /** Offered only while the auction is open and has no bids. */
  buyNowPrice: number | null;
  /** What shipping costs the buyer, whole SEK; null = pickup only (docs/product.md §9). */
  shippingPrice: number | null;
  /** The item is excluded from the buyer's right of withdrawal, and why (docs/decisions/0043). */
  withdrawalExcluded: boolean;
  withdrawalExcludedReason: string | null;
  /** Who sells it, for VAT, and whether the artist's resale right applies (docs/decisions/0045): the whole price reckons with both. */
  sellerVatStatus: SellerVatStatus;
  resaleRight: boolean;
  nextMinimumBid: number;
  lotNumber: number | null;
  /** Bumped on every change; live updates older than this are stale. */
  version: number;
  /** Accepted bids, newest first. */
  bids: PublicBid[];
  /** The viewer's own highest maximum on this lot; null when signed out or without bids. */
  yourMaximum: number | null;
  /** Whether the viewer is the current leader (on an ended, sold lot: the winner). */
  youLead: boolean;
  /** Whether the viewer is the seller (who may not bid or buy); never says who the seller is. */
  yourItem: boolean;
  /** A rehearsal lot ("Provauktion", docs/decisions/0033), read by an admin or through its secret link. */
  rehearsal: boolean;
  /** Hidden from the archive of what sold (HIDE_FROM_ARCHIVE): the page is not indexed (docs/decisions/0047). */
  archiveHidden: boolean;
}

/** Who may read a rehearsal lot: an admin, or whoever holds the secret of its link. */
export interface LotAccess {
  /** The secret the request carries (the link's `provlank` parameter). */
  rehearsalKey?: string | null;
  admin?: boolean;
}

/** Whether `given` is the lot's secret, compared in constant time. */
export function rehearsalKeyMatches(secret: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const VIEWER_ALIAS = 'Du';

export function bidderAlias(n: number): string {
  return `Budgivare ${n}`;
}

/**
 * The lot, or null when there is none to show: a draft, or a rehearsal lot (docs/decisions/0033)
 * asked for without its link's secret by someone who is not an admin — as if it did not exist.
 */
export async function getAuction(
  db: DbOrTx,
  id: number,
  viewerId?: string | null,
  now: Date = new Date(),
  access: LotAccess = {},
): Promise<AuctionView | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: auctions.id,
      slug: auctions.slug,
      category: auctions.category,
      estimateLow: auctions.estimateLow,
      estimateHigh: auctions.estimateHigh,
      startPrice: auctions.startPrice,
      reservePrice: auctions.reservePrice,
      buyNowPrice: auctions.buyNowPrice,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      originalEndsAt: auctions.originalEndsAt,
      status: auctions.status,
      outcome: auctions.outcome,
      currentPrice: auctions.currentPrice,
      leaderId: auctions.leaderId,
      sellerId: auctions.sellerId,
      bidCount: auctions.bidCount,
      lotNumber: auctions.lotNumber,
      version: auctions.version,
      rehearsalKey: auctions.rehearsalKey,
      archiveHidden: auctions.archiveHidden,
      title: items.title,
      description: items.description,
      maker: items.maker,
      year: items.year,
      condition: items.condition,
      dimensions: items.dimensions,
      images: items.images,
      shippingPrice: items.shippingPrice,
      withdrawalExcluded: items.withdrawalExcluded,
      withdrawalExcludedReason: items.withdrawalExcludedReason,
      sellerVatStatus: items.sellerVatStatus,
      resaleRight: items.resaleRight,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.id, id))
    .limit(1);
  if (!row || row.status === 'draft') return null;
  if (row.rehearsalKey !== null && !access.admin && !rehearsalKeyMatches(row.rehearsalKey, access.rehearsalKey)) return null;

  const history = await db
    .select({ id: bids.id, bidderId: bids.bidderId, maxAmount: bids.maxAmount, placedAt: bids.placedAt })
    .from(bids)
    .where(and(eq(bids.auctionId, id), eq(bids.status, 'accepted')))
    .orderBy(asc(bids.id));

  // Aliases number distinct bidders in the order of their first bid on this lot.
  const numbers = new Map<string, number>();
  let yourMaximum: number | null = null;
  for (const bid of history) {
    if (!numbers.has(bid.bidderId)) numbers.set(bid.bidderId, numbers.size + 1);
    if (viewerId && bid.bidderId === viewerId) yourMaximum = Math.max(yourMaximum ?? 0, bid.maxAmount);
  }
  // Who held the price at each amount, folded from the bids in commit order (ids are taken under the lot's lock).
  const publicBids: PublicBid[] = bidHistory(
    row,
    history.map((bid) => ({ ...bid, sequence: bid.id })),
  )
    .map((entry) => ({
      id: entry.bidId,
      alias: viewerId && entry.bidderId === viewerId ? VIEWER_ALIAS : bidderAlias(numbers.get(entry.bidderId) ?? 0),
      amount: entry.amount,
      placedAt: entry.at.toISOString(),
      automatic: entry.automatic,
    }))
    .reverse();

  // A photo still private to its uploader (not yet copied to a public key) is never shown.
  const images: LotImage[] = row.images
    .filter((image) => !isPrivateImage(image))
    .map((image) => ({
      url: `/media/${image.key}`,
      width: image.width,
      height: image.height,
      alt: image.alt,
    }));
  const open = !isClosed(row, now.getTime());
  const lotReserveMet = reserveMet(row, row.currentPrice);

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as LotCategoryKey,
    imageUrl: images[0]?.url ?? null,
    currentPrice: row.currentPrice,
    startPrice: row.startPrice,
    estimateLow: row.estimateLow,
    estimateHigh: row.estimateHigh,
    bidCount: row.bidCount,
    endsAt: row.endsAt.toISOString(),
    originalEndsAt: row.originalEndsAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    outcome: row.outcome,
    reserveMet: lotReserveMet,
    hasReserve: row.reservePrice !== null,
    description: row.description,
    maker: row.maker,
    year: row.year,
    condition: row.condition,
    dimensions: row.dimensions,
    images,
    buyNowPrice: open && row.bidCount === 0 ? row.buyNowPrice : null,
    shippingPrice: row.shippingPrice,
    withdrawalExcluded: row.withdrawalExcluded,
    withdrawalExcludedReason: row.withdrawalExcludedReason,
    sellerVatStatus: row.sellerVatStatus,
    resaleRight: row.resaleRight,
    nextMinimumBid: minimumNextBid({ startPrice: row.startPrice, currentPrice: row.currentPrice, bidCount: row.bidCount }),
    lotNumber: row.lotNumber,
    version: row.version,
    bids: publicBids,
    yourMaximum,
    // A buy-now buyer "leads" (has won) too, though the lot has no bids.
    youLead: Boolean(viewerId) && (row.bidCount > 0 || row.outcome === 'sold') && row.leaderId === viewerId,
    yourItem: Boolean(viewerId) && row.sellerId === viewerId,
    rehearsal: row.rehearsalKey !== null,
    archiveHidden: row.archiveHidden,
  };
}

/** A rehearsal lot's path parts and secret, for an admin sent to its link; null for any other lot. */
export async function rehearsalKeyOf(db: DbOrTx, id: number): Promise<{ id: number; slug: string; key: string } | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: auctions.id, slug: auctions.slug, key: auctions.rehearsalKey, status: auctions.status })
    .from(auctions)
    .where(eq(auctions.id, id));
  return row && row.key !== null && row.status !== 'draft' ? { id: row.id, slug: row.slug, key: row.key } : null;
}
