import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids, items } from '@/db/schema';

/** One bid of a user as the console's user page shows it (admins see the maximum and removals). */
export interface AdminUserBid {
  id: number;
  auctionId: number;
  title: string;
  /** The current price the bid produced (whole SEK). */
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
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(bids.bidderId, userId))
    .orderBy(desc(bids.placedAt), desc(bids.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map(({ status, placedAt, ...row }) => ({ ...row, placedAt: placedAt.toISOString(), removed: status === 'removed' }));
}
