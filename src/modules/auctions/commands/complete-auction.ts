import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids, items, orders } from '@/db/schema';
import { queryRows } from '@/db/rows';
import { createNotification } from '@/modules/notifications/commands/notify';
import { createOrder } from '@/modules/orders/commands/create-order';
import { PAYMENT_DUE_DAYS, type FeeRates, type OrderAmounts } from '@/modules/auctions/domain/fees';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { publishAuctionUpdate } from '../live';
import { lotPath } from '@/modules/catalog/domain/slug';
import { auctionLostNotification, auctionWonNotification } from '@/modules/notifications/messages';

/** The winner's in-app notice and AUCTION_WON e-mail (after a close or a buy-now), once per lot. */
export async function announceWinner(
  tx: DbOrTx,
  input: {
    auctionId: number;
    title: string;
    href: string;
    imageUrl: string | null;
    winnerId: string;
    amounts: OrderAmounts;
    orderId: number | null;
  },
): Promise<void> {
  const { auctionId, amounts } = input;
  const won = auctionWonNotification({
    lotTitle: input.title,
    hammerPrice: amounts.hammerPrice,
    total: amounts.totalOre / 100,
    paymentDueDays: PAYMENT_DUE_DAYS,
    orderUrl: null,
  });
  await createNotification(tx, {
    userId: input.winnerId,
    ...won,
    data: { auctionId, orderId: input.orderId },
    dedupeKey: `won:${auctionId}`,
  });
  await enqueueJob(tx, {
    name: 'email.send',
    uniqueKey: `email:won:${auctionId}`,
    payload: {
      template: 'AUCTION_WON',
      userId: input.winnerId,
      // firstName and siteUrl are added when the mail is sent (see the email.send job).
      props: {
        lotTitle: input.title,
        lotUrl: input.href,
        imageUrl: input.imageUrl,
        hammerPrice: amounts.hammerPrice,
        buyersPremium: amounts.buyerPremiumOre / 100,
        total: amounts.totalOre / 100,
        orderUrl: null,
        paymentDueDays: PAYMENT_DUE_DAYS,
      },
    },
  });
}

export interface CompletionResult {
  auctionId: number;
  /** False when the lot was already ended (the call is idempotent). */
  completed: boolean;
  outcome: 'sold' | 'unsold' | null;
  orderId: number | null;
}

/**
 * Ends one lot at its end time (PRODUCT.md §1 "Completion"): sold to the leader when the price
 * reaches the reserve (an order is created), otherwise unsold. Locks the row, so a bid committing
 * at the last moment is either in (and may have extended the end) or refused as ended, and two
 * instances completing at once do it exactly once. `skipLocked`: leave a lot another runner holds.
 */
export async function completeAuction(
  db: DbOrTx,
  auctionId: number,
  options: { now?: Date; skipLocked?: boolean; rates?: FeeRates } = {},
): Promise<CompletionResult | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`select id from auctions where id = ${auctionId} for update ${options.skipLocked ? sql`skip locked` : sql``}`,
    );
    if (!locked) {
      if (options.skipLocked) return null;
      throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    }
    const [auction] = await tx
      .select({
        id: auctions.id,
        slug: auctions.slug,
        status: auctions.status,
        outcome: auctions.outcome,
        endsAt: auctions.endsAt,
        currentPrice: auctions.currentPrice,
        reservePrice: auctions.reservePrice,
        startPrice: auctions.startPrice,
        leaderId: auctions.leaderId,
        sellerId: auctions.sellerId,
        bidCount: auctions.bidCount,
        version: auctions.version,
        title: items.title,
        images: items.images,
      })
      .from(auctions)
      .innerJoin(items, eq(items.id, auctions.itemId))
      .where(eq(auctions.id, auctionId));
    if (!auction) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    if (auction.status === 'ended' || auction.status === 'cancelled') {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.auctionId, auctionId));
      return { auctionId, completed: false, outcome: auction.outcome, orderId: order?.id ?? null };
    }
    if (auction.status !== 'live') throw new AppError('FAILED_PRECONDITION', 'Auktionen har inte startat.');
    if (auction.endsAt.getTime() > now.getTime()) {
      if (options.skipLocked) return null;
      throw new AppError('FAILED_PRECONDITION', 'Auktionen pågår fortfarande.', {
        reason: 'AUCTION_NOT_ENDED',
        endsAt: auction.endsAt.toISOString(),
      });
    }

    const reserveMet = auction.reservePrice === null || (auction.currentPrice ?? 0) >= auction.reservePrice;
    const winnerId = auction.bidCount > 0 && auction.currentPrice !== null && reserveMet ? auction.leaderId : null;
    const outcome = winnerId ? 'sold' : 'unsold';
    const [ended] = await tx
      .update(auctions)
      .set({ status: 'ended', outcome, endedAt: now, updatedAt: now, version: sql`${auctions.version} + 1` })
      .where(eq(auctions.id, auctionId))
      .returning();
    if (!ended) throw new Error('auction vanished while locked');

    const href = lotPath({ id: auction.id, slug: auction.slug });
    const imageUrl = auction.images[0] ? `/media/${auction.images[0].key}` : null;
    let orderId: number | null = null;
    if (winnerId && auction.currentPrice !== null) {
      const created = await createOrder(tx, {
        auctionId,
        buyerId: winnerId,
        sellerId: auction.sellerId,
        hammerPrice: auction.currentPrice,
        now,
        rates: options.rates,
      });
      orderId = created.orderId;
      const amounts = created.amounts;
      await announceWinner(tx, { auctionId, title: auction.title, href, imageUrl, winnerId, amounts, orderId });
    }

    // Everyone else who bid hears that it is over (the leader too when the reserve was not met).
    const losers = await tx
      .selectDistinct({ bidderId: bids.bidderId })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), eq(bids.status, 'accepted'), winnerId ? ne(bids.bidderId, winnerId) : undefined));
    for (const { bidderId } of losers) {
      const lost = auctionLostNotification({ lotTitle: auction.title, lotUrl: href, hammerPrice: winnerId ? auction.currentPrice : null });
      await createNotification(tx, { userId: bidderId, ...lost, data: { auctionId }, dedupeKey: `lost:${auctionId}:${bidderId}` });
    }

    await publishAuctionUpdate(tx, ended);
    return { auctionId, completed: true, outcome, orderId };
  });
}

/** Completes every live lot whose end has passed (RUN_COMPLETE_AUCTIONS and the scheduler). */
export async function completeDueAuctions(
  db: DbOrTx,
  options: { now?: Date; limit?: number; rates?: FeeRates } = {},
): Promise<CompletionResult[]> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, 'live'), lte(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(options.limit ?? 100);
  const results: CompletionResult[] = [];
  for (const { id } of due) {
    const result = await completeAuction(db, id, { now, skipLocked: true, rates: options.rates });
    if (result?.completed) results.push(result);
  }
  return results;
}

/** Opens scheduled lots whose start has come (status `scheduled` → `live`), announcing each. */
export async function openDueAuctions(db: DbOrTx, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const opened = await tx
      .update(auctions)
      .set({ status: 'live', updatedAt: now, version: sql`${auctions.version} + 1` })
      .where(and(eq(auctions.status, 'scheduled'), lte(auctions.startsAt, now)))
      .returning();
    for (const row of opened) await publishAuctionUpdate(tx, row);
    return opened.length;
  });
}
