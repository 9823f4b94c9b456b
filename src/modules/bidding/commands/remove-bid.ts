import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recordAudit } from '@/platform/audit';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { AppError } from '@/platform/errors';
import { publishEvents } from '@/platform/realtime';
import { previewRemoval, type EngineState } from '../domain/engine';
import { standingBids } from './place-bid';
import { publishAuctionUpdate, removeBidStanding } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { auctionLead, userTopic } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';

/** What the lot would show without the bid (ADMIN_PREVIEW_REMOVE_BID), and what ADMIN_REMOVE_BID applies. */
export interface RemovalPreview {
  bidId: number;
  auctionId: number;
  before: { currentPrice: number | null; leaderId: string | null; bidCount: number };
  after: { currentPrice: number | null; leaderId: string | null; bidCount: number; reserveMet: boolean };
}

async function loadForRemoval(tx: DbOrTx, bidId: number, lock: boolean) {
  const [bid] = await tx
    .select({ id: bids.id, auctionId: bids.auctionId, bidderId: bids.bidderId, status: bids.status })
    .from(bids)
    .where(eq(bids.id, bidId));
  if (!bid) throw new AppError('NOT_FOUND', 'Budet finns inte.');
  if (bid.status === 'removed') throw new AppError('FAILED_PRECONDITION', 'Budet är redan borttaget.', { reason: 'ALREADY_REMOVED' });
  const query = tx.select().from(auctions).where(eq(auctions.id, bid.auctionId));
  const [auction] = lock ? await query.for('update') : await query;
  if (!auction) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
  if (auction.status !== 'live')
    throw new AppError('FAILED_PRECONDITION', 'Bud kan bara tas bort medan auktionen pågår.', { reason: 'AUCTION_NOT_LIVE' });
  const history = await standingBids(tx, auction.id);
  // The bid's status was read before the lot's lock: a removal that held the lock meanwhile may have taken it.
  if (!history.some((standing) => standing.id === bid.id)) {
    throw new AppError('FAILED_PRECONDITION', 'Budet är redan borttaget.', { reason: 'ALREADY_REMOVED' });
  }
  const after: EngineState = previewRemoval(
    { startPrice: auction.startPrice, reservePrice: auction.reservePrice, buyNowPrice: auction.buyNowPrice, sellerId: auction.sellerId },
    { status: auction.status, startsAt: auction.startsAt, endsAt: auction.endsAt },
    history,
    bid.id,
  );
  const preview: RemovalPreview = {
    bidId: bid.id,
    auctionId: auction.id,
    before: { currentPrice: auction.currentPrice, leaderId: auction.leaderId, bidCount: auction.bidCount },
    after: { currentPrice: after.currentPrice, leaderId: after.leaderId, bidCount: after.bidCount, reserveMet: after.reserveMet },
  };
  return { bid, auction, preview, after };
}

export async function previewBidRemoval(db: DbOrTx, bidId: number): Promise<RemovalPreview> {
  return db.transaction(async (tx) => (await loadForRemoval(tx, bidId, false)).preview);
}

/**
 * ADMIN_REMOVE_BID: recomputes the lot from the remaining bids under the row lock (exactly what
 * the preview showed, unless a bid came in between — then the new state includes it), keeps the
 * removed bid with who, when and why, and tells the bidder and anyone whose lead changed.
 */
export async function removeBid(db: DbOrTx, input: { bidId: number; adminId: string; reason: string }): Promise<RemovalPreview> {
  return db.transaction(async (tx) => {
    const { bid, auction, preview, after } = await loadForRemoval(tx, input.bidId, true);
    const now = new Date();
    const updated = await removeBidStanding(tx, {
      bidId: bid.id,
      lotId: auction.id,
      removedBy: input.adminId,
      reason: input.reason,
      at: now,
      standing: { currentPrice: after.currentPrice, leaderId: after.leaderId, leaderMax: after.leaderMax, bidCount: after.bidCount },
    });
    await publishAuctionUpdate(tx, updated);
    await recordAudit(tx, {
      entityType: 'bid',
      entityId: bid.id,
      before: {
        status: 'accepted',
        auctionId: auction.id,
        bidderId: bid.bidderId,
        currentPrice: preview.before.currentPrice,
        leaderId: preview.before.leaderId,
      },
      after: { status: 'removed', reason: input.reason, currentPrice: preview.after.currentPrice, leaderId: preview.after.leaderId },
    });

    const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, auction.itemId));
    const href = lotPath({ id: auction.id, slug: auction.slug });
    const title = item?.title ?? '';
    await createNotification(tx, {
      userId: bid.bidderId,
      type: 'bid.removed',
      title: `Ditt bud på ”${title}” har tagits bort`,
      body: `Klubban har tagit bort ett av dina bud. Skäl: ${input.reason}`,
      href,
      data: { auctionId: auction.id, bidId: bid.id },
      dedupeKey: `bid-removed:${bid.id}`,
    });
    const affected = new Set(
      [preview.before.leaderId, preview.after.leaderId].filter((id): id is string => Boolean(id) && id !== bid.bidderId),
    );
    if (preview.before.leaderId !== preview.after.leaderId) {
      for (const userId of affected) {
        const leads = userId === preview.after.leaderId;
        await publishEvents(tx, [auctionLead.on(userTopic(userId), { auctionId: auction.id, youLead: leads })]);
        await createNotification(tx, {
          userId,
          type: 'bid.recalculated',
          title: leads ? `Du leder nu på ”${title}”` : `Du leder inte längre på ”${title}”`,
          body: 'Ett bud har tagits bort och auktionen har räknats om.',
          href,
          data: { auctionId: auction.id },
          dedupeKey: `bid-removed:${bid.id}:${userId}`,
        });
      }
    }
    return preview;
  });
}
