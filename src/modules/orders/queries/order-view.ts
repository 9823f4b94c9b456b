import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { orderRefunds, orders, orderWithdrawals, type ShippingAddress } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import type { DeliveryMethod, DeliveryStatus, PaymentStatus, RefundStatus } from '@/keys';
import { lotPath } from '@/modules/catalog';
import { imageUrl } from '@/modules/uploads';
import { withdrawalLine, type ReceiptSource, type WithdrawalReturnKind, type WithdrawalVia } from '@/keys';
import { configuredReleasePolicy } from '../release-policy';
import { orderWithdrawalEnd, withdrawalRefundOre, withdrawalRefusal } from '../domain/withdrawal';
import { orderSums } from '../domain/amounts';
import { refundableOre, refundedOre } from '../domain/refunds';
import { DELIVERY_LABELS, DELIVERY_PATHS, isDelivered } from '../domain/status';
import { trackingUrl } from '../domain/tracking';
import { isProblemOpen } from '../domain/problem';

export interface DeliveryStage {
  status: DeliveryStatus;
  label: string;
  /** When the stage was reached; null while it lies ahead, or when it was passed without a stop. */
  at: string | null;
  /** Reached or passed (a stage may be skipped: an object sent the day it came in). */
  reached: boolean;
}

/** A refund of the order (docs/decisions/0041), as the buyer and the studio read it. */
export interface RefundView {
  id: number;
  amountOre: number;
  status: RefundStatus;
  reason: string;
  createdAt: string;
  settledAt: string | null;
}

/** A buyer's withdrawal as the order's pages show it (docs/decisions/0043). */
export interface WithdrawalView {
  noticeAt: string;
  via: WithdrawalVia;
  message: string | null;
  /** Hammer + premium + the original shipping, öre. */
  refundOre: number;
  refundDueAt: string;
  returnedAt: string | null;
  returnKind: WithdrawalReturnKind | null;
  closedAt: string | null;
}

/**
 * One purchase as its buyer (and the studio) reads it: the §9 fields of GET_ORDER plus what the
 * pages show — the lot, the delivery stages with their dates, tracking, the reported problem.
 */
export interface OrderView {
  id: number;
  auctionId: number;
  /** The catalogue item the lot sells (the studio lays a cancelled sale's item out again from it). */
  itemId: number;
  title: string;
  lotHref: string;
  imageUrl: string | null;
  status: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  deliveryLabel: string;
  deliveryMethod: DeliveryMethod | null;
  hammerPriceOre: number;
  buyerPremiumOre: number;
  /** The VAT inside the premium (the books know it; a margin-scheme order's pages do not show it: `showsVat`). */
  vatOre: number;
  /** VAT added on the hammer, its rate, and the resale right the buyer pays (docs/decisions/0045). */
  hammerVatOre: number;
  hammerVatPercent: number;
  resaleRightOre: number;
  /** Whether the buyer's pages and documents may show VAT amounts: not under the margin scheme. */
  showsVat: boolean;
  shippingOre: number;
  totalOre: number;
  dueAt: string;
  paidAt: string | null;
  paymentMethod: string | null;
  /** The item's shipping price in whole SEK; null: pickup only. */
  shippingPriceSek: number | null;
  address: ShippingAddress | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  stages: DeliveryStage[];
  problemReportedAt: string | null;
  problemMessage: string | null;
  /** A reported problem the studio has not closed (docs/decisions/0044): the release waits. */
  problemOpen: boolean;
  releasedAt: string | null;
  /** Unpaid past its due date (flagged for the studio). */
  overdue: boolean;
  viaBuyNow: boolean;
  createdAt: string;
  /** When the funds go to the seller by themselves (received, no problem reported), else null. */
  autoReleaseAt: string | null;
  /** How the delivery became done (docs/decisions/0032); null before. */
  receivedBy: ReceiptSource | null;
  /** A shipment on its way: the day it counts as received unless the buyer reports a problem. */
  receiptDueAt: string | null;
  /** The end of the buyer's inspection window, once received. */
  releaseDueAt: string | null;
  /** The studio's reason for releasing before the window ended or despite a problem. */
  releaseReason: string | null;
  /** Money given back, oldest first; what went back ("Återbetalt X kr") and what still can. */
  refunds: RefundView[];
  refundedOre: number;
  refundableOre: number;
  /** The lot's one line on the right of withdrawal ("Ångerrätt 14 dagar …" or "Ingen ångerrätt: …"). */
  withdrawalLine: string;
  /** The buyer may withdraw now ("Ångra köp" is shown). */
  canWithdraw: boolean;
  /** The end of the withdrawal window once received (exclusive: 00:00 Stockholm after the last day); null before or when excluded. */
  withdrawalEndsAt: string | null;
  /** The buyer's withdrawal, once given. */
  withdrawal: WithdrawalView | null;
}

export const orderViewColumns = {
  order: orders,
  itemId: auctions.itemId,
  slug: auctions.slug,
  title: items.title,
  images: items.images,
  shippingPrice: items.shippingPrice,
  withdrawalExcluded: items.withdrawalExcluded,
  withdrawalExcludedReason: items.withdrawalExcludedReason,
  withdrawal: orderWithdrawals,
};

type OrderViewRow = {
  order: typeof orders.$inferSelect;
  itemId: number;
  slug: string;
  title: string;
  images: unknown;
  shippingPrice: number | null;
  withdrawalExcluded: boolean;
  withdrawalExcludedReason: string | null;
  withdrawal: typeof orderWithdrawals.$inferSelect | null;
};

export function toOrderView(
  row: OrderViewRow,
  now: Date = new Date(),
  withdrawalDays = configuredReleasePolicy().withdrawalDays,
): OrderView {
  const { order, withdrawal } = row;
  const withdrawalFacts = { ...order, ...row, withdrawnAt: withdrawal?.noticeAt ?? null };
  const withdrawalEndsAt = orderWithdrawalEnd(withdrawalFacts, withdrawalDays);
  const sums = orderSums(order);
  const first = (row.images as StoredImage[])[0];
  const info = order.shippingInfo ?? {};
  const stageAt: Partial<Record<DeliveryStatus, Date | null>> = {
    waiting: order.createdAt,
    inStock: order.inStockAt,
    pickedUp: order.pickedUpAt,
    shippingBooked: order.shippingBookedAt,
    done: order.doneAt,
  };
  const path = order.deliveryMethod ? DELIVERY_PATHS[order.deliveryMethod] : (['waiting', 'inStock'] as const);
  const delivered = isDelivered(order.deliveryMethod, order.deliveryStatus);
  return {
    id: order.id,
    auctionId: order.auctionId,
    itemId: row.itemId,
    title: row.title,
    lotHref: lotPath({ id: order.auctionId, slug: row.slug }),
    imageUrl: first ? imageUrl(first) : null,
    status: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    deliveryLabel: DELIVERY_LABELS[order.deliveryStatus],
    deliveryMethod: order.deliveryMethod,
    hammerPriceOre: sums.hammerPriceOre,
    buyerPremiumOre: sums.buyerPremiumOre,
    vatOre: sums.vatOre,
    hammerVatOre: sums.hammerVatOre,
    hammerVatPercent: order.hammerVatPercent,
    resaleRightOre: sums.resaleRightBuyerOre,
    showsVat: !sums.marginScheme,
    shippingOre: sums.shippingOre,
    totalOre: sums.totalOre,
    dueAt: order.dueAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    shippingPriceSek: row.shippingPrice,
    address: info.address ?? null,
    carrier: info.carrier ?? null,
    trackingNumber: info.trackingNumber ?? null,
    trackingUrl: info.carrier && info.trackingNumber ? trackingUrl(info.carrier, info.trackingNumber) : null,
    stages: path.map((status) => {
      const reached = path.indexOf(status as never) <= path.indexOf(order.deliveryStatus as never);
      return { status, label: DELIVERY_LABELS[status], reached, at: reached ? (stageAt[status]?.toISOString() ?? null) : null };
    }),
    problemReportedAt: order.problemReportedAt?.toISOString() ?? null,
    problemMessage: order.problemMessage,
    problemOpen: isProblemOpen(order),
    releasedAt: order.releasedAt?.toISOString() ?? null,
    overdue: order.paymentStatus === 'pending' && order.dueAt.getTime() <= now.getTime(),
    viaBuyNow: order.viaBuyNow,
    createdAt: order.createdAt.toISOString(),
    autoReleaseAt:
      order.paymentStatus === 'paid' && delivered && order.releaseDueAt && !isProblemOpen(order) && !withdrawal
        ? order.releaseDueAt.toISOString()
        : null,
    receivedBy: order.receivedBy,
    receiptDueAt: order.deliveryStatus === 'shippingBooked' ? (order.receiptDueAt?.toISOString() ?? null) : null,
    releaseDueAt: order.releaseDueAt?.toISOString() ?? null,
    releaseReason: order.releaseReason,
    refunds: [],
    refundedOre: 0,
    refundableOre: refundableOre(order, []),
    withdrawalLine: withdrawalLine(row, withdrawalDays),
    canWithdraw: withdrawalRefusal(withdrawalFacts, withdrawalDays, now) === null,
    withdrawalEndsAt: withdrawalEndsAt?.toISOString() ?? null,
    withdrawal: withdrawal
      ? {
          noticeAt: withdrawal.noticeAt.toISOString(),
          via: withdrawal.via,
          message: withdrawal.message,
          refundOre: withdrawalRefundOre(order),
          refundDueAt: withdrawal.refundDueAt.toISOString(),
          returnedAt: withdrawal.returnedAt?.toISOString() ?? null,
          returnKind: withdrawal.returnKind,
          closedAt: withdrawal.closedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The views with their orders' refunds (one query for all of them). */
export async function withRefunds<T extends OrderView>(
  db: DbOrTx,
  views: T[],
  rows: { order: typeof orders.$inferSelect }[],
): Promise<T[]> {
  if (views.length === 0) return views;
  const all = await db
    .select()
    .from(orderRefunds)
    .where(
      inArray(
        orderRefunds.orderId,
        views.map((view) => view.id),
      ),
    )
    .orderBy(asc(orderRefunds.id));
  return views.map((view, index) => {
    const refunds = all.filter((r) => r.orderId === view.id);
    if (refunds.length === 0) return view;
    return {
      ...view,
      refunds: refunds.map((r) => ({
        id: r.id,
        amountOre: r.amountOre,
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      })),
      refundedOre: refundedOre(refunds),
      refundableOre: refundableOre(rows[index]!.order, refunds),
    };
  });
}

/** Orders with their lots, newest first, filtered by `where`. */
export async function selectOrderViews(db: DbOrTx, where: SQL | undefined, options: { limit: number; offset?: number }) {
  return db
    .select(orderViewColumns)
    .from(orders)
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .innerJoin(items, eq(items.id, auctions.itemId))
    .leftJoin(orderWithdrawals, eq(orderWithdrawals.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}
