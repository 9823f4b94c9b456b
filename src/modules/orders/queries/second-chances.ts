import 'server-only';
import { and, desc, eq, getTableColumns, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { SecondChanceStatus } from '@/keys';
import { orders, secondChanceOffers } from '../tables';
import { profiles, users } from '@/modules/accounts/tables';
import { DEFAULT_FEE_RATES, orderAmounts, type FeeRates } from '@/modules/auctions';
import { AppError } from '@/platform/errors';
import { lotHref, lotOfOrder } from '../commands/common';
import { OFFER_NOT_FOUND, secondChancePath } from '../commands/second-chance';
import { lotTerms } from '../commands/create-order';
import type { PriceLines } from '../components/order-sums';

/** A second-chance offer as its bidder and the studio read it (docs/decisions/0042). */
export interface SecondChanceView {
  id: number;
  auctionId: number;
  lotTitle: string;
  lotUrl: string;
  imageUrl: string | null;
  /** Whole SEK: the price the bidder is offered. */
  amount: number;
  /** In öre: the amount with the buyer's premium (shipping is chosen at checkout). */
  totalOre: number;
  /** 'expired' as soon as the time has passed, before the job marks it. */
  status: SecondChanceStatus;
  offeredAt: string;
  expiresAt: string;
  answeredAt: string | null;
  orderId: number | null;
  url: string;
  bidderId: string;
  bidderName: string | null;
  /** The lot's lines at the offered amount, by the one fee rule with the lot's terms (docs/decisions/0045). */
  lines: PriceLines;
}

type OfferRow = typeof secondChanceOffers.$inferSelect;

async function view(db: DbOrTx, offer: OfferRow & { bidderName: string | null }, rates: FeeRates, now: Date): Promise<SecondChanceView> {
  const lot = await lotOfOrder(db, offer.auctionId);
  const expired = offer.status === 'offered' && offer.expiresAt.getTime() <= now.getTime();
  const amounts = orderAmounts(offer.amount, rates, await lotTerms(db, offer.auctionId));
  return {
    id: offer.id,
    auctionId: offer.auctionId,
    lotTitle: lot.title,
    lotUrl: lotHref(lot),
    imageUrl: lot.imageUrl,
    amount: offer.amount,
    totalOre: amounts.totalOre,
    lines: {
      hammerPriceOre: offer.amount * 100,
      hammerVatOre: amounts.hammerVatOre,
      hammerVatPercent: amounts.hammerVatPercent,
      buyerPremiumOre: amounts.buyerPremiumOre,
      vatOre: amounts.marginScheme ? null : amounts.premiumVatOre,
      resaleRightOre: amounts.resaleRightPayer === 'buyer' ? amounts.resaleRightOre : 0,
    },
    status: expired ? 'expired' : offer.status,
    offeredAt: offer.offeredAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    orderId: offer.orderId,
    url: secondChancePath(offer.id),
    bidderId: offer.bidderId,
    bidderName: offer.bidderName,
  };
}

/** The offers matching `where`, each with its bidder's name. */
function offersWhere(db: DbOrTx, where: SQL) {
  return db
    .select({ ...getTableColumns(secondChanceOffers), bidderName: users.name })
    .from(secondChanceOffers)
    .innerJoin(users, eq(users.id, secondChanceOffers.bidderId))
    .where(where)
    .$dynamic();
}

/** LIST_MY_SECOND_CHANCES: the signed-in bidder's offers, newest first. */
export async function listMySecondChances(
  db: DbOrTx,
  userId: string,
  { rates = DEFAULT_FEE_RATES, now = new Date() }: { rates?: FeeRates; now?: Date } = {},
): Promise<SecondChanceView[]> {
  const rows = await offersWhere(db, eq(secondChanceOffers.bidderId, userId)).orderBy(desc(secondChanceOffers.offeredAt)).limit(50);
  return Promise.all(rows.map((row) => view(db, row, rates, now)));
}

/** One offer of the signed-in bidder; NOT_FOUND when it is someone else's. */
export async function getMySecondChance(
  db: DbOrTx,
  userId: string,
  offerId: number,
  options: { rates?: FeeRates; now?: Date } = {},
): Promise<SecondChanceView> {
  const [row] = await offersWhere(db, eq(secondChanceOffers.id, offerId));
  if (!row || row.bidderId !== userId) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  return view(db, row, options.rates ?? DEFAULT_FEE_RATES, options.now ?? new Date());
}

/** The studio's list of a lot's offers (the console's order page), oldest first. */
export async function listSecondChancesForAuction(
  db: DbOrTx,
  auctionId: number,
  { rates = DEFAULT_FEE_RATES, now = new Date() }: { rates?: FeeRates; now?: Date } = {},
): Promise<SecondChanceView[]> {
  const rows = await offersWhere(db, eq(secondChanceOffers.auctionId, auctionId)).orderBy(secondChanceOffers.id);
  return Promise.all(rows.map((row) => view(db, row, rates, now)));
}

/** A buyer's unpaid cancellations and bidding block, for the console's user and order pages. */
export interface UnpaidRecord {
  cancellations: { orderId: number; cancelledAt: string; reason: string | null }[];
  biddingBlockedAt: string | null;
  biddingBlockReason: string | null;
}

export async function unpaidRecordOf(db: DbOrTx, userId: string): Promise<UnpaidRecord> {
  const cancelled = await db
    .select({ orderId: orders.id, cancelledAt: orders.cancelledAt, reason: orders.cancelReason })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), isNotNull(orders.cancelledAt)))
    .orderBy(desc(orders.cancelledAt));
  const [profile] = await db
    .select({ blockedAt: profiles.biddingBlockedAt, reason: profiles.biddingBlockReason })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    cancellations: cancelled.map((row) => ({ orderId: row.orderId, cancelledAt: row.cancelledAt!.toISOString(), reason: row.reason })),
    biddingBlockedAt: profile?.blockedAt?.toISOString() ?? null,
    biddingBlockReason: profile?.reason ?? null,
  };
}
