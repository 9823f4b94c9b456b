import 'server-only';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders, secondChanceOffers } from '../tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { DEFAULT_FEE_RATES, orderAmounts, type FeeRates } from '@/modules/auctions';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { secondChanceNotification } from '@/modules/notifications';
import { createNotification, queuePush } from '@/modules/notifications/server';
import {
  answerRefusal,
  DEFAULT_UNPAID_POLICY,
  secondChanceAmountRefusal,
  secondChanceExpiresAt,
  underbidder,
  type UnpaidPolicy,
} from '../domain/unpaid';
import { createOrder, lotTerms } from './create-order';
import { lotHref, lotOfOrder, notifyStudio, orderPath } from './common';

/** The underbidder's page of one offer, where they accept or decline (linked from the e-mail, notice and push). */
export const secondChancePath = (offerId: number) => `/user/andra-chansen/${offerId}`;

export const OFFER_NOT_FOUND = 'Erbjudandet finns inte.';

type OfferRow = typeof secondChanceOffers.$inferSelect;

/**
 * OFFER_SECOND_CHANCE (admin; docs/decisions/0042): once the winner's order is cancelled unpaid, the lot
 * is offered to the underbidder — the highest standing maximum of a bidder who has neither had the lot
 * cancelled nor been offered it before — at that maximum, the highest amount the bid history shows for
 * them, never below the reserve. One open offer per lot; it ends after KLUBBAN_SECOND_CHANCE_HOURS. The
 * bidder hears by e-mail, in-app notice and push (kind 'won': a lot they may buy).
 */
export async function offerSecondChance(
  db: Db,
  input: { auctionId: number },
  {
    policy = DEFAULT_UNPAID_POLICY,
    rates = DEFAULT_FEE_RATES,
    now = new Date(),
  }: { policy?: UnpaidPolicy; rates?: FeeRates; now?: Date } = {},
) {
  return db.transaction(async (tx) => {
    // The lot's orders, locked: no acceptance or other offer slips in between.
    const lotOrders = await tx
      .select({ id: orders.id, buyerId: orders.buyerId, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.auctionId, input.auctionId))
      .orderBy(desc(orders.id))
      .for('update');
    const latest = lotOrders[0];
    if (!latest) throw new AppError('NOT_FOUND', 'Auktionen har inget köp.');
    if (latest.cancelledAt === null) throw new AppError('FAILED_PRECONDITION', 'Köpet är inte avbrutet: föremålet har en köpare.');
    const earlier = await tx.select().from(secondChanceOffers).where(eq(secondChanceOffers.auctionId, input.auctionId)).for('update');
    const open = earlier.find((offer) => offer.status === 'offered');
    if (open && open.expiresAt.getTime() > now.getTime()) {
      throw new AppError('FAILED_PRECONDITION', 'Ett erbjudande väntar redan på svar.');
    }
    if (open) await markExpired(tx, [open.id], now);

    const [lot] = await tx
      .select({ reservePrice: auctions.reservePrice, sellerId: auctions.sellerId })
      .from(auctions)
      .where(eq(auctions.id, input.auctionId));
    if (!lot) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    const standing = await tx
      .select({ bidderId: bids.bidderId, maxAmount: bids.maxAmount, sequence: bids.id })
      .from(bids)
      .where(and(eq(bids.auctionId, input.auctionId), eq(bids.status, 'accepted')))
      .orderBy(asc(bids.id));
    const excluded = new Set([...lotOrders.map((order) => order.buyerId), ...earlier.map((offer) => offer.bidderId)]);
    const chosen = underbidder(standing, excluded);
    if (!chosen)
      throw new AppError('FAILED_PRECONDITION', 'Det finns ingen annan budgivare att erbjuda föremålet. Lägg upp det igen i stället.');
    const refusal = secondChanceAmountRefusal(chosen.amount, lot.reservePrice);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);

    const expiresAt = secondChanceExpiresAt(now, policy);
    const [offer] = await tx
      .insert(secondChanceOffers)
      .values({
        auctionId: input.auctionId,
        cancelledOrderId: latest.id,
        bidderId: chosen.bidderId,
        amount: chosen.amount,
        offeredAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      entityType: 'auction',
      entityId: input.auctionId,
      before: null,
      after: { secondChanceOfferId: offer!.id, bidderId: chosen.bidderId, amount: chosen.amount, expiresAt },
    });

    const details = await lotOfOrder(tx, input.auctionId);
    const offerUrl = secondChancePath(offer!.id);
    const message = secondChanceNotification({ lotTitle: details.title, amount: chosen.amount, expiresAt, offerUrl });
    await createNotification(tx, {
      userId: chosen.bidderId,
      ...message,
      data: { auctionId: input.auctionId, offerId: offer!.id },
      dedupeKey: `second-chance:${offer!.id}`,
    });
    await queuePush(tx, {
      userId: chosen.bidderId,
      kind: 'won',
      title: message.title,
      body: message.body,
      url: offerUrl,
      tag: `second-chance:${input.auctionId}`,
      dedupeKey: `second-chance:${offer!.id}`,
    });
    await enqueueJob(
      tx,
      emailSendJob.job(
        {
          template: 'SECOND_CHANCE_OFFER',
          userId: chosen.bidderId,
          props: {
            lotTitle: details.title,
            lotUrl: lotHref(details),
            imageUrl: details.imageUrl,
            amount: chosen.amount,
            totalOre: orderAmounts(chosen.amount, rates, await lotTerms(tx, offer!.auctionId)).totalOre,
            expiresAt: expiresAt.toISOString(),
            offerUrl,
          },
        },
        { uniqueKey: `email:second-chance:${offer!.id}` },
      ),
    );
    return { offer: offerView(offer!) };
  });
}

function offerView(offer: OfferRow) {
  return {
    id: offer.id,
    auctionId: offer.auctionId,
    bidderId: offer.bidderId,
    amount: offer.amount,
    status: offer.status,
    offeredAt: offer.offeredAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    orderId: offer.orderId,
  };
}

/** The bidder's offer, locked; NOT_FOUND when there is none or it is someone else's. */
async function lockOffer(tx: DbOrTx, offerId: number, bidderId: string): Promise<OfferRow> {
  const [offer] = await tx.select().from(secondChanceOffers).where(eq(secondChanceOffers.id, offerId)).for('update');
  if (!offer || offer.bidderId !== bidderId) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  return offer;
}

/**
 * ACCEPT_SECOND_CHANCE (the bidder): an ordinary order at the offered amount, with the buyer's premium,
 * seller's commission and due date of any sale (createOrder), paid through the normal checkout.
 */
export async function acceptSecondChance(
  db: Db,
  input: { offerId: number; userId: string },
  { rates = DEFAULT_FEE_RATES, now = new Date() }: { rates?: FeeRates; now?: Date } = {},
) {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId, input.userId);
    const refusal = answerRefusal(offer, now);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const [lot] = await tx.select({ sellerId: auctions.sellerId }).from(auctions).where(eq(auctions.id, offer.auctionId));
    const { orderId } = await createOrder(tx, {
      auctionId: offer.auctionId,
      buyerId: offer.bidderId,
      sellerId: lot?.sellerId ?? null,
      hammerPrice: offer.amount,
      now,
      rates,
    });
    if (orderId === null) throw new AppError('FAILED_PRECONDITION', 'Föremålet har redan en köpare.');
    const [answered] = await tx
      .update(secondChanceOffers)
      .set({ status: 'accepted', answeredAt: now, orderId })
      .where(eq(secondChanceOffers.id, offer.id))
      .returning();
    const details = await lotOfOrder(tx, offer.auctionId);
    await notifyStudio(tx, {
      orderId,
      type: 'order.second-chance',
      title: `Andra chansen antagen: ${details.title}`,
      body: `Näst högsta budgivaren köper föremålet för ${offer.amount} kr. Köpet väntar på betalning.`,
    });
    return { offer: offerView(answered!), orderId, orderUrl: orderPath(orderId) };
  });
}

/** DECLINE_SECOND_CHANCE (the bidder): the offer ends; the studio may offer the next bidder or relist. */
export async function declineSecondChance(db: Db, input: { offerId: number; userId: string }, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId, input.userId);
    const refusal = answerRefusal(offer, now);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const [answered] = await tx
      .update(secondChanceOffers)
      .set({ status: 'declined', answeredAt: now })
      .where(eq(secondChanceOffers.id, offer.id))
      .returning();
    const details = await lotOfOrder(tx, offer.auctionId);
    await notifyStudio(tx, {
      orderId: offer.cancelledOrderId,
      type: 'order.second-chance',
      title: `Andra chansen avböjd: ${details.title}`,
      body: 'Budgivaren tackade nej. Erbjud nästa budgivare eller lägg upp föremålet igen.',
    });
    return { offer: offerView(answered!) };
  });
}

async function markExpired(tx: DbOrTx, ids: number[], now: Date) {
  for (const id of ids) {
    await tx.update(secondChanceOffers).set({ status: 'expired', answeredAt: now }).where(eq(secondChanceOffers.id, id));
  }
}

/** The scheduled expiry (job `second-chance-expiry`): unanswered offers past their time end, and the studio is told. */
export async function expireSecondChances(db: Db, now: Date = new Date()): Promise<{ expired: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(secondChanceOffers)
      .set({ status: 'expired', answeredAt: now })
      .where(and(eq(secondChanceOffers.status, 'offered'), lte(secondChanceOffers.expiresAt, now)))
      .returning();
    for (const offer of expired) {
      const details = await lotOfOrder(tx, offer.auctionId);
      await notifyStudio(tx, {
        orderId: offer.cancelledOrderId,
        type: 'order.second-chance',
        title: `Andra chansen gick ut: ${details.title}`,
        body: 'Budgivaren svarade inte i tid. Erbjud nästa budgivare eller lägg upp föremålet igen.',
        dedupeKey: `second-chance-expired:${offer.id}`,
      });
    }
    return { expired: expired.length };
  });
}
