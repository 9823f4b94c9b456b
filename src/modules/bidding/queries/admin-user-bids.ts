import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { bidHistory } from '../domain/engine';

/** One bid of a user as the console's user page shows it (admins see the maximum and removals). */
export interface AdminUserBid {
  id: number;
  auctionId: number;
  title: string;
  /**
   * What the bid bid (whole SEK), as the lot's history shows it: the price it made when it led
   * after it, its own maximum when it was outbid at once; never above `maxAmount`.
   */
  amount: number;
  /** The bidder's maximum (whole SEK): for admins only. */
  maxAmount: number;
  placedAt: string;
  removed: boolean;
  removedReason: string | null;
}

/** A user's bids, newest first, removed ones included (GET_USER, /admin/anvandare/[id]). */
export async function listUserBidsForAdmin(db: DbOrTx, userId: string, options: { limit?: number } = {}): Promise<AdminUserBid[]> {
  const rows = await db
    .select({
      id: bids.id,
      auctionId: bids.auctionId,
      title: items.title,
      amount: bids.amount,
      maxAmount: bids.maxAmount,
      placedAt: bids.placedAt,
      status: bids.status,
      removedReason: bids.removedReason,
      startPrice: auctions.startPrice,
      reservePrice: auctions.reservePrice,
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(bids.bidderId, userId))
    .orderBy(desc(bids.placedAt), desc(bids.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));

  // Each standing bid's amount in its lot's history (price-fold.ts), folded over that lot's bids.
  const lots = [...new Set(rows.filter((row) => row.status === 'accepted').map((row) => row.auctionId))];
  const lotBids =
    lots.length === 0
      ? []
      : await db
          .select({ id: bids.id, auctionId: bids.auctionId, bidderId: bids.bidderId, maxAmount: bids.maxAmount, placedAt: bids.placedAt })
          .from(bids)
          .where(and(inArray(bids.auctionId, lots), eq(bids.status, 'accepted')))
          .orderBy(asc(bids.id));
  const own = new Map<number, number>();
  for (const auctionId of lots) {
    const terms = rows.find((row) => row.auctionId === auctionId)!;
    const standing = lotBids.filter((bid) => bid.auctionId === auctionId).map((bid) => ({ ...bid, sequence: bid.id }));
    for (const entry of bidHistory(terms, standing)) if (!entry.automatic) own.set(entry.bidId, entry.amount);
  }
  return rows.map(({ status, placedAt, startPrice: _start, reservePrice: _reserve, amount, ...row }) => ({
    ...row,
    amount: own.get(row.id) ?? Math.min(amount, row.maxAmount),
    placedAt: placedAt.toISOString(),
    removed: status === 'removed',
  }));
}
