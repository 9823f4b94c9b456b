import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { PendingServerEvents } from '@/platform/analytics';
import { AppError, type ErrorCode } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { countBid } from '@/platform/metrics';
import { emailSendJob } from '@/modules/email/server';
import { publishEvents, type EventInput } from '@/platform/realtime';
import type { AuctionLiveUpdate, SaleSettlement } from '@/modules/auctions';
import { applyBidDecision, auctionUpdateEvent, endLot, liveUpdateOf } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { auctionLead, outbidNotification, userTopic } from '@/modules/notifications';
import { insertNotifications, queuePushes } from '@/modules/notifications/server';
import {
  buyNow,
  placeBid,
  type AuctionClock,
  type AuctionTerms,
  type BidRejection,
  type StandingBid,
  type StoredStanding,
} from '../domain/engine';

/** BID_ON_AUCTION's answer (docs/product.md §4). */
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

/**
 * A refusal's reason for the bids metric, from a fixed set: the engine's code (BID_TOO_LOW, …),
 * USER_DISABLED, BIDDING_BLOCKED, or else the error's status (UNAUTHENTICATED: no such user, NOT_FOUND: no such lot).
 */
function refusalReason(error: AppError): string {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' &&
    (Object.hasOwn(REJECTION_STATUS, reason) || reason === 'USER_DISABLED' || reason === 'BIDDING_BLOCKED')
    ? reason
    : error.code;
}

/** Counts a bid once it is decided: accepted when its transaction committed, else refused or failed. */
async function countedBid<T>(deciding: Promise<T>): Promise<T> {
  try {
    const result = await deciding;
    countBid('accepted');
    return result;
  } catch (error) {
    if (AppError.is(error)) countBid('refused', refusalReason(error));
    else countBid('failed');
    throw error;
  }
}

/** Outbid e-mails: at most one per lot and person in this window; the in-app notice comes every time. */
const OUTBID_EMAIL_WINDOW_MS = 15 * 60_000;

type LockedAuction = typeof auctions.$inferSelect;

function assertCanBid(banned: boolean | null, biddingBlocked: boolean | null): void {
  if (banned === null) throw new AppError('UNAUTHENTICATED', 'Du behöver logga in för att lägga bud.');
  if (banned) throw new AppError('PERMISSION_DENIED', 'Ditt konto är avstängt och kan inte lägga bud.', { reason: 'USER_DISABLED' });
  // Repeated unpaid purchases (docs/decisions/0042): the studio lifts the block.
  if (biddingBlocked)
    throw new AppError(
      'PERMISSION_DENIED',
      'Du kan inte lägga bud just nu: flera av dina köp har avbrutits för att de inte betalades. Kontakta studion.',
      { reason: 'BIDDING_BLOCKED' },
    );
}

/** Whether the user may bid: null when there is no such user, else whether they are disabled. */
const bannedOf = (userId: string) =>
  sql<boolean | null>`(select coalesce(${users.banned}, false) from ${users} where ${users.id} = ${userId})`;
const biddingBlockedOf = (userId: string) =>
  sql<boolean>`exists (select 1 from ${profiles} where ${profiles.userId} = ${userId} and ${profiles.biddingBlockedAt} is not null)`;
const adminOf = (userId: string) => sql<boolean | null>`(select ${users.role} = 'admin' from ${users} where ${users.id} = ${userId})`;

/**
 * Everything a bid (or a buy-now) is decided on, in one statement: the lot's row, locked for the
 * rest of the transaction so bids on one lot are decided one at a time; whether the bidder may
 * bid; and the item's title and first image for the notices.
 */
async function lockLotForBid(tx: DbOrTx, auctionId: number, userId: string) {
  const [row] = await tx
    .select({
      auction: auctions,
      title: items.title,
      images: items.images,
      bidderBanned: bannedOf(userId),
      bidderBlocked: biddingBlockedOf(userId),
      bidderAdmin: adminOf(userId),
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.id, auctionId))
    .for('update', { of: auctions })
    // A named statement: PostgreSQL parses and plans it once per connection, not once per bid.
    .prepare('klubban_lock_lot_for_bid')
    .execute();
  if (!row) {
    // No such lot: still say "sign in" / "disabled" first, as for a lot that exists.
    const [user] = await tx.select({ banned: bannedOf(userId), blocked: biddingBlockedOf(userId) }).from(sql`(select 1) as one`);
    assertCanBid(user?.banned ?? null, user?.blocked ?? null);
  } else {
    assertCanBid(row.bidderBanned, row.bidderBlocked);
  }
  if (!row || row.auction.status === 'draft') throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
  // A rehearsal lot (docs/decisions/0033) takes bids from the studio's own accounts only: to anyone
  // else it does not exist, whatever id they guess.
  if (row.auction.rehearsalKey !== null && !row.bidderAdmin) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
  return row;
}

const termsOf = (row: LockedAuction): AuctionTerms => ({
  startPrice: row.startPrice,
  reservePrice: row.reservePrice,
  buyNowPrice: row.buyNowPrice,
  sellerId: row.sellerId,
});
const clockOf = (row: LockedAuction): AuctionClock => ({ status: row.status, startsAt: row.startsAt, endsAt: row.endsAt });
const standingOf = (row: LockedAuction): StoredStanding => ({
  currentPrice: row.currentPrice,
  leaderId: row.leaderId,
  leaderMax: row.leaderMax,
  bidCount: row.bidCount,
});

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
 * the lot's row lock, so concurrent bids serialise and each sees the one before; the outcome is
 * written by the lot's owner (auctions' applyBidDecision). The engine needs
 * only the standing kept on the row (price, leader, leader's maximum, count), not the bids. The
 * new state, the bid and its events (the lot's live update, the outbid notice, e-mail and push, both
 * bidders' lead state) commit together or not at all — in a handful of statements, since this is
 * the busiest write of a Sunday evening. The analytics event (no bidder in it) goes once it has
 * committed.
 */
export async function placeBidOnAuction(db: DbOrTx, input: { userId: string; auctionId: number; amount: number }): Promise<BidResult> {
  const analytics = new PendingServerEvents();
  const deciding = db.transaction(async (tx) => {
    const { auction, title, images } = await lockLotForBid(tx, input.auctionId, input.userId);
    const now = new Date();
    const decision = placeBid({
      terms: termsOf(auction),
      clock: clockOf(auction),
      standing: standingOf(auction),
      bidderId: input.userId,
      maxAmount: input.amount,
      now,
    });
    if (!decision.ok) throw refuse(decision.rejection);

    const { state } = decision;
    const version = auction.version + 1;
    const bidId = await applyBidDecision(tx, {
      lotId: auction.id,
      bidderId: input.userId,
      maxAmount: input.amount,
      amount: Math.min(decision.amount, input.amount),
      at: now,
      standing: state,
      version,
    });
    const live = liveUpdateOf({ ...auction, currentPrice: state.currentPrice, bidCount: state.bidCount, endsAt: state.endsAt, version });

    // An accepted bid is above the bidder's earlier maximum (a leader's raise must be; anyone
    // else's must beat the price, which no one but the leader's maximum exceeds).
    const youLead = state.leaderId === input.userId;
    const yourMaximum = input.amount;
    const events: EventInput[] = [
      auctionUpdateEvent(live),
      auctionLead.on(userTopic(input.userId), { auctionId: auction.id, youLead, yourMaximum }),
    ];

    // Who is told they are outbid: whoever lost the lead to this bid (notice, push, e-mail), and
    // the bidder themself when the leader's maximum answered their new maximum at once with an
    // automatic bid — in the app only, saying so (they bid their maximum, the automatic bid made
    // the price): they have the answer to their own bid in front of them, no push or e-mail needed.
    const told = [
      ...decision.outbid.map((userId) => ({ userId, yourMaximum: undefined, away: true })),
      ...(youLead ? [] : [{ userId: input.userId, yourMaximum: input.amount, away: false }]),
    ];
    if (told.length > 0) {
      const lot = {
        lotTitle: title,
        lotUrl: lotPath({ id: auction.id, slug: auction.slug }),
        currentPrice: live.currentPrice ?? auction.startPrice,
        nextMinimumBid: live.nextMinimumBid,
        endsAt: live.endsAt,
      };
      const bucket = Math.floor(now.getTime() / OUTBID_EMAIL_WINDOW_MS);
      const imageUrl = images[0] ? `/media/${images[0].key}` : null;
      const messages = told.map((person) => ({ ...person, message: outbidNotification({ ...lot, yourMaximum: person.yourMaximum }) }));
      const notices = await insertNotifications(
        tx,
        messages.map(({ userId, message }) => ({
          userId,
          ...message,
          data: { auctionId: auction.id },
          dedupeKey: `outbid:${bidId}:${userId}`,
        })),
      );
      // One statement, adding nothing unless an outbid bidder has a browser that wants outbid pushes.
      await queuePushes(
        tx,
        messages
          .filter((person) => person.away)
          .map(({ userId, message }) => ({
            userId,
            kind: 'outbid' as const,
            title: message.title,
            body: message.body,
            url: message.href,
            tag: `outbid:${auction.id}`,
            dedupeKey: `${bidId}:${userId}`,
          })),
      );
      await enqueueJob(
        tx,
        decision.outbid.map((userId) =>
          emailSendJob.job(
            { template: 'OUTBID_NOTIFICATION', userId, props: { ...lot, imageUrl } },
            { uniqueKey: `email:outbid:${auction.id}:${userId}:${bucket}` },
          ),
        ),
      );
      for (const userId of decision.outbid) events.push(auctionLead.on(userTopic(userId), { auctionId: auction.id, youLead: false }));
      for (const notice of notices) events.push(notice.event);
    }
    await publishEvents(tx, events);
    analytics.add('bid placed', {
      lot_id: auction.id,
      category: auction.category,
      price_sek: decision.amount,
      bid_count: state.bidCount,
      raised_price: state.currentPrice !== auction.currentPrice,
    });
    return { auction: publicState(live), youLead, yourMaximum };
  });
  const answer = await countedBid(deciding);
  analytics.send();
  return answer;
}

export interface BuyNowResultView {
  auction: Omit<AuctionLiveUpdate, 'version'>;
  orderId: number;
}

/**
 * BUY_NOW: ends the lot at once at its buy-now price, before any bid (docs/product.md §1); the buyer
 * wins and the lot ends through auctions' end-of-lot command, whose settlement creates the order,
 * in the same locked transaction as a bid would be; its 'lot sold' event goes once that has committed.
 */
export async function buyNowAuction(
  db: DbOrTx,
  input: { userId: string; auctionId: number; settlement: SaleSettlement },
): Promise<BuyNowResultView> {
  const analytics = new PendingServerEvents();
  const view = await db.transaction(async (tx) => {
    const { auction, title, images } = await lockLotForBid(tx, input.auctionId, input.userId);
    const now = new Date();
    const decision = buyNow({ terms: termsOf(auction), clock: clockOf(auction), bidCount: auction.bidCount, buyerId: input.userId, now });
    if (!decision.ok) throw refuse(decision.rejection);

    const { live, orderId, soldEvent } = await endLot(tx, {
      lot: auction,
      title,
      images,
      sale: { buyerId: input.userId, price: decision.price, viaBuyNow: true },
      now,
      settlement: input.settlement,
    });
    if (orderId === null) throw new Error('the purchase was not stored');
    if (soldEvent) analytics.add('lot sold', soldEvent);
    return { auction: publicState(live), orderId };
  });
  analytics.send();
  return view;
}
