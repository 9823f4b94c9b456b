import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { bidHistory } from '../domain/engine';

/** The automatic row a bid drew (price-fold.ts): another bidder's maximum bidding by itself. */
export interface AdminAutomaticBid {
  bidderId: string;
  bidderName: string;
  bidderEmail: string;
  /** Whole SEK; never above that bidder's maximum. */
  amount: number;
  /** True: the leader's answer just after this bid; false: the beaten leader's maximum just before it. */
  after: boolean;
}

/** One bid as the console shows it: the bidder's identity and maximum (admins only). */
export interface AdminBid {
  id: number;
  /**
   * What the bid bid (whole SEK), as the history shows it: the price it made when it led after
   * it, its own maximum when it was outbid at once. Never above `maxAmount`. For a removed bid:
   * what it stood at when placed.
   */
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
  /** The automatic row this (standing) bid drew in the history; null when none. */
  automatic: AdminAutomaticBid | null;
}

const remover = alias(users, 'remover');

/**
 * Every bid of a lot, newest first, removed ones too (with who, when and why), each at the amount
 * the lot's history shows it and with the automatic row it drew. Admin pages only.
 */
export async function listLotBidsForAdmin(db: DbOrTx, auctionId: number): Promise<AdminBid[]> {
  const [rows, [terms]] = await Promise.all([
    db
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
      .orderBy(desc(bids.id)),
    db.select({ startPrice: auctions.startPrice, reservePrice: auctions.reservePrice }).from(auctions).where(eq(auctions.id, auctionId)),
  ]);
  const accepted = rows.filter((row) => row.status !== 'removed');
  const history = terms
    ? bidHistory(
        terms,
        accepted.map((row) => ({ ...row, sequence: row.id })),
      )
    : [];
  const people = new Map(rows.map((row) => [row.bidderId, { bidderName: row.bidderName, bidderEmail: row.bidderEmail }]));
  const own = new Map<number, number>();
  const automatic = new Map<number, AdminAutomaticBid>();
  history.forEach((entry, index) => {
    if (!entry.automatic) {
      own.set(entry.bidId, entry.amount);
      return;
    }
    const person = people.get(entry.bidderId) ?? { bidderName: '', bidderEmail: '' };
    // An automatic row before its bid's own row is the beaten leader's; after it, the leader's answer.
    const after = history[index - 1]?.bidId === entry.bidId && !history[index - 1]!.automatic;
    automatic.set(entry.bidId, { bidderId: entry.bidderId, ...person, amount: entry.amount, after });
  });
  return rows.map(({ status, amount, ...row }) => ({
    ...row,
    // A removed bid is not in the history: the price it made then, never above its maximum.
    amount: own.get(row.id) ?? Math.min(amount, row.maxAmount),
    status: status === 'removed' ? 'removed' : 'accepted',
    placedAt: row.placedAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    automatic: automatic.get(row.id) ?? null,
  }));
}
