import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { auctions, bids } from '../tables';

/**
 * The lot's standing — its price, leader, the leader's secret maximum, bid count, end and version —
 * and its bids are one consistency boundary, and this file is the only writer of both
 * (docs/architecture.md, "Where each table lives"). Bidding decides: it locks the lot's row, runs
 * its pure engine on the standing and calls these in the same transaction to write the outcome;
 * watchlist counts its watchers here.
 */

/** What the engine decided a lot stands at after a bid or a removal. */
export interface LotStanding {
  currentPrice: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  bidCount: number;
}

/**
 * An accepted bid: stores the bid and the lot's new standing (and end, when the bid extended it)
 * in one statement — the busiest write of a Sunday evening — at the version the caller computed
 * under the row lock it holds. Returns the bid's id.
 */
export async function applyBidDecision(
  tx: DbOrTx,
  bid: {
    lotId: number;
    bidderId: string;
    maxAmount: number;
    /** What the bid stands at: its maximum, or less when it took the lead at a lower price. */
    amount: number;
    at: Date;
    standing: LotStanding & { endsAt: Date };
    version: number;
  },
): Promise<number> {
  const at = bid.at.toISOString();
  const { standing } = bid;
  const [stored] = await queryRows<{ bid_id: number | string }>(
    tx,
    sql`WITH placed AS (
          INSERT INTO ${bids} (auction_id, bidder_id, max_amount, amount, placed_at)
          VALUES (${bid.lotId}, ${bid.bidderId}, ${bid.maxAmount}, ${bid.amount}, ${at}::timestamptz)
          RETURNING id
        )
        UPDATE ${auctions} SET current_price = ${standing.currentPrice}, leader_id = ${standing.leaderId}, leader_max = ${standing.leaderMax},
          bid_count = ${standing.bidCount}, ends_at = ${standing.endsAt.toISOString()}::timestamptz, updated_at = ${at}::timestamptz,
          version = ${bid.version}
        WHERE id = ${bid.lotId}
        RETURNING (SELECT id FROM placed) AS bid_id`,
  );
  if (!stored) throw new Error('the bid was not stored');
  return Number(stored.bid_id);
}

/**
 * A bid the studio removed (ADMIN_REMOVE_BID): the bid is kept, marked removed with who, when and
 * why, and the lot takes the standing the engine recomputed from the remaining bids. The caller
 * holds the lot's row lock. Returns the lot's new row.
 */
export async function removeBidStanding(
  tx: DbOrTx,
  removal: { bidId: number; lotId: number; removedBy: string; reason: string; at: Date; standing: LotStanding },
): Promise<typeof auctions.$inferSelect> {
  await tx
    .update(bids)
    .set({ status: 'removed', removedAt: removal.at, removedBy: removal.removedBy, removedReason: removal.reason })
    .where(and(eq(bids.id, removal.bidId), eq(bids.status, 'accepted')));
  const [updated] = await tx
    .update(auctions)
    .set({ ...removal.standing, updatedAt: removal.at, version: sql`${auctions.version} + 1` })
    .where(eq(auctions.id, removal.lotId))
    .returning();
  if (!updated) throw new Error('auction vanished while locked');
  return updated;
}

/** One watcher more or fewer on a lot (never below zero). Returns the lot's watch count. */
export async function countWatcher(tx: DbOrTx, lotId: number, change: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(auctions)
    .set({ watchCount: sql`greatest(${auctions.watchCount} + ${change}, 0)` })
    .where(eq(auctions.id, lotId))
    .returning({ watchCount: auctions.watchCount });
  return row?.watchCount ?? 0;
}
