import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import type { AuctionStatus } from '@/keys';

/** One lot a user sells, as the console's user page lists it (drafts and cancelled lots too). */
export interface AdminUserLot {
  id: number;
  title: string;
  status: AuctionStatus;
  outcome: 'sold' | 'unsold' | null;
  currentPrice: number | null;
  bidCount: number;
  endsAt: string;
}

/** The lots a user sells, latest end first (GET_USER, /admin/anvandare/[id]). */
export async function listUserLotsForAdmin(db: DbOrTx, sellerId: string, options: { limit?: number } = {}): Promise<AdminUserLot[]> {
  const rows = await db
    .select({
      id: auctions.id,
      title: items.title,
      status: auctions.status,
      outcome: auctions.outcome,
      currentPrice: auctions.currentPrice,
      bidCount: auctions.bidCount,
      endsAt: auctions.endsAt,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.sellerId, sellerId))
    .orderBy(desc(auctions.endsAt), desc(auctions.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map(({ endsAt, ...row }) => ({ ...row, endsAt: endsAt.toISOString() }));
}
