import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids, items, users } from '@/db/schema';
import { announceWinner } from '@/modules/auctions/commands/complete-auction';
import { publishAuctionUpdate, type AuctionLiveUpdate } from '@/modules/auctions/live';
import { lotPath } from '@/modules/catalog/domain/slug';
import { createNotification } from '@/modules/notifications/commands/notify';
import { outbidNotification } from '@/modules/notifications/messages';
import { userTopic } from '@/modules/notifications/topics';
import { createOrder } from '@/modules/orders/commands/create-order';
import type { FeeRates } from '@/modules/orders/domain/fees';
import { AppError, type ErrorCode } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { publishEvent } from '@/platform/realtime';
import { buyNow, placeBid, type AuctionClock, type AuctionTerms, type BidRejection, type StandingBid } from '../domain/engine';

/** BID_ON_AUCTION's answer (PRODUCT.md §4). */
export interface BidResult {
  auction: Omit<AuctionLiveUpdate, 'version'>;
  youLead: boolean;
  yourMaximum: number;
}

const REJECTION_STATUS: Record<BidRejection['code'], ErrorCode> = {
  AMOUNT_INVALID: 'INVALID_ARGUMENT',
  BID_TOO_LOW: 'FAILED_PRECONDITION',
  NOT_ABOVE_OWN_MAXIMUM: 'FAILED_PRECONDITION',
  AUCTION_ENDED: 'FAILED_PRECONDITION',
  AUCTION_NOT_LIVE: 'FAILED_PRECONDITION',
  OWN_ITEM: 'PERMISSION_DENIED',
  BUY_NOW_UNAVAILABLE: 'FAILED_PRECONDITION',
};

/** A refusal as the callable API reports it: the Swedish message, and `details.reason` (+ `minimumBid`). */
function refuse(rejection: BidRejection): AppError {
  return new AppError(REJECTION_STATUS[rejection.code], rejection.message, {
    reason: rejection.code,
    ...(rejection.minimumBid !== undefined ? { minimumBid: rejection.minimumBid } : {}),
  });
}

/** Outbid e-mails: at most one per lot and person in this window; the in-app notice comes every time. */
const OUTBID_EMAIL_WINDOW_MS = 15 * 60_000;

type LockedAuction = typeof auctions.$inferSelect;

/** Locks the lot's row for the rest of the transaction: bids on one lot are decided one at a time. */
async function lockAuction(tx: DbOrTx, auctionId: number): Promise<LockedAuction> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
  return row;
}

async function assertCanBid(tx: DbOrTx, userId: string): Promise<void> {
  const [user] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Du behöver logga in för att lägga bud.');
  if (user.banned) throw new AppError('PERMISSION_DENIED', 'Ditt konto är avstängt och kan inte lägga bud.', { reason: 'USER_DISABLED' });
}

const termsOf = (row: LockedAuction): AuctionTerms => ({
  startPrice: row.startPrice,
  reservePrice: row.reservePrice,
  buyNowPrice: row.buyNowPrice,
  sellerId: row.sellerId,
});
const clockOf = (row: LockedAuction): AuctionClock => ({ status: row.status, startsAt: row.startsAt, endsAt: row.endsAt });

/** The accepted, not removed, bids of a lot in commit order (ids are taken under the row lock). */
export async function standingBids(tx: DbOrTx, auctionId: number): Promise<StandingBid[]> {
  const rows = await tx
    .select({ id: bids.id, bidderId: bids.bidderId, maxAmount: bids.maxAmount, placedAt: bids.placedAt })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), eq(bids.status, 'accepted')))
    .orderBy(asc(bids.id));
  return rows.map((row) => ({ ...row, sequence: row.id }));
}

function publicState(update: AuctionLiveUpdate): BidResult['auction'] {
  const { version: _version, ...auction } = update;
  return auction;
}

/**
 * BID_ON_AUCTION: a binding maximum bid, decided by the engine inside one transaction that holds
 * the lot's row lock, so concurrent bids serialise and each sees the one before. The new state,
 * the bid and its events (the lot's live update, the outbid notice and e-mail, both bidders' lead
 * state) commit together or not at all.
 */
export async function placeBidOnAuction(db: DbOrTx, input: { userId: string; auctionId: number; amount: number }): Promise<BidResult> {
  return db.transaction(async (tx) => {
    await assertCanBid(tx, input.userId);
    const auction = await lockAuction(tx, input.auctionId);
    const history = await standingBids(tx, auction.id);
    const now = new Date();
    const decision = placeBid({ terms: termsOf(auction), clock: clockOf(auction), bids: history, bidderId: input.userId, maxAmount: input.amount, now });
    if (!decision.ok) throw refuse(decision.rejection);

    const [bid] = await tx
      .insert(bids)
      .values({ auctionId: auction.id, bidderId: input.userId, maxAmount: input.amount, amount: decision.amount, placedAt: now })
      .returning({ id: bids.id });
    const [updated] = await tx
      .update(auctions)
      .set({
        currentPrice: decision.state.currentPrice,
        leaderId: decision.state.leaderId,
        bidCount: decision.state.bidCount,
        endsAt: decision.state.endsAt,
        updatedAt: now,
        version: sql`${auctions.version} + 1`,
      })
      .where(eq(auctions.id, auction.id))
      .returning();
    if (!bid || !updated) throw new Error('the bid was not stored');
    const live = await publishAuctionUpdate(tx, updated);

    const youLead = decision.state.leaderId === input.userId;
    const yourMaximum = Math.max(input.amount, ...history.filter((b) => b.bidderId === input.userId).map((b) => b.maxAmount));
    await publishEvent(tx, userTopic(input.userId), 'auction.lead', { auctionId: auction.id, youLead, yourMaximum });

    if (decision.outbid.length > 0) {
      const [item] = await tx.select({ title: items.title, images: items.images }).from(items).where(eq(items.id, auction.itemId));
      const lot = {
        lotTitle: item?.title ?? '',
        lotUrl: lotPath({ id: auction.id, slug: auction.slug }),
        currentPrice: live.currentPrice ?? auction.startPrice,
        nextMinimumBid: live.nextMinimumBid,
        endsAt: live.endsAt,
      };
      const bucket = Math.floor(now.getTime() / OUTBID_EMAIL_WINDOW_MS);
      for (const userId of decision.outbid) {
        await publishEvent(tx, userTopic(userId), 'auction.lead', { auctionId: auction.id, youLead: false });
        await createNotification(tx, { userId, ...outbidNotification(lot), data: { auctionId: auction.id }, dedupeKey: `outbid:${bid.id}:${userId}` });
        await enqueueJob(tx, {
          name: 'email.send',
          uniqueKey: `email:outbid:${auction.id}:${userId}:${bucket}`,
          payload: {
            template: 'OUTBID_NOTIFICATION',
            userId,
            props: { ...lot, imageUrl: item?.images[0] ? `/media/${item.images[0].key}` : null },
          },
        });
      }
    }
    return { auction: publicState(live), youLead, yourMaximum };
  });
}

export interface BuyNowResultView {
  auction: Omit<AuctionLiveUpdate, 'version'>;
  orderId: number;
}

/**
 * BUY_NOW: ends the lot at once at its buy-now price, before any bid (PRODUCT.md §1); the buyer
 * wins and an order is created, in the same locked transaction as a bid would be.
 */
export async function buyNowAuction(
  db: DbOrTx,
  input: { userId: string; auctionId: number; rates?: FeeRates },
): Promise<BuyNowResultView> {
  return db.transaction(async (tx) => {
    await assertCanBid(tx, input.userId);
    const auction = await lockAuction(tx, input.auctionId);
    const now = new Date();
    const decision = buyNow({ terms: termsOf(auction), clock: clockOf(auction), bidCount: auction.bidCount, buyerId: input.userId, now });
    if (!decision.ok) throw refuse(decision.rejection);

    const { orderId, amounts } = await createOrder(tx, {
      auctionId: auction.id,
      buyerId: input.userId,
      sellerId: auction.sellerId,
      hammerPrice: decision.price,
      viaBuyNow: true,
      now,
      rates: input.rates,
    });
    const [updated] = await tx
      .update(auctions)
      .set({
        status: 'ended',
        outcome: 'sold',
        currentPrice: decision.price,
        leaderId: input.userId,
        endsAt: now,
        endedAt: now,
        updatedAt: now,
        version: sql`${auctions.version} + 1`,
      })
      .where(eq(auctions.id, auction.id))
      .returning();
    if (orderId === null || !updated) throw new Error('the purchase was not stored');
    const live = await publishAuctionUpdate(tx, updated);
    const [item] = await tx.select({ title: items.title, images: items.images }).from(items).where(eq(items.id, auction.itemId));
    await announceWinner(tx, {
      auctionId: auction.id,
      title: item?.title ?? '',
      href: lotPath({ id: auction.id, slug: auction.slug }),
      imageUrl: item?.images[0] ? `/media/${item.images[0].key}` : null,
      winnerId: input.userId,
      amounts,
      orderId,
    });
    return { auction: publicState(live), orderId };
  });
}
