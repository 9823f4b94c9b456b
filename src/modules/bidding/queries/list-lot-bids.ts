import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { bids, users } from '@/db/schema';

/** One bid as the console shows it: the bidder's identity and maximum (admins only). */
export interface AdminBid {
  id: number;
  amount: number;
  maxAmount: number;
  placedAt: string;
  bidderId: string;
  bidderName: string;
  bidderEmail: string;
  status: 'accepted' | 'removed';
  removedAt: string | null;
  removedById: string | null;
  removedByName: string | null;
  removedReason: string | null;
}

const remover = alias(users, 'remover');

/** Every bid of a lot, newest first, removed ones too (with who, when and why). Admin pages only. */
export async function listLotBidsForAdmin(db: DbOrTx, auctionId: number): Promise<AdminBid[]> {
  const rows = await db
    .select({
      id: bids.id,
      amount: bids.amount,
      maxAmount: bids.maxAmount,
      placedAt: bids.placedAt,
      bidderId: bids.bidderId,
      bidderName: users.name,
      bidderEmail: users.email,
      status: bids.status,
      removedAt: bids.removedAt,
      removedById: bids.removedBy,
      removedByName: sql<string | null>`coalesce(nullif(${remover.name}, ''), ${remover.email})`,
      removedReason: bids.removedReason,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .leftJoin(remover, eq(remover.id, bids.removedBy))
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.id));
  return rows.map((row) => ({
    ...row,
    status: row.status === 'removed' ? 'removed' : 'accepted',
    placedAt: row.placedAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  }));
}
