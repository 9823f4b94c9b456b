import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderRefunds, orders } from '../tables';
import { payoutsOf, storedPayoutAccountStatus } from '@/modules/payments/server';
import { formatEndTime } from '@/ui/format';
import { orderSums } from '../domain/amounts';
import { automaticReceipt, inspectionEnd, type ReleasePolicy } from '../domain/release';
import { isDelivered } from '../domain/status';
import { isProblemOpen } from '../domain/problem';
import { configuredReleasePolicy } from '../release-policy';

export type SalePayoutStatus = 'awaiting-payment' | 'paid-by-buyer' | 'paid-out' | 'refunded';

export const SALE_PAYOUT_LABELS: Record<SalePayoutStatus, string> = {
  'awaiting-payment': 'väntar på betalning',
  'paid-by-buyer': 'betald av köparen',
  'paid-out': 'utbetald',
  refunded: 'återbetald till köparen',
};

/** What a seller sees of a sold lot's money, so they never have to ask when it comes. */
export interface SalePayout {
  auctionId: number;
  orderId: number;
  /** Hammer − commission, öre. */
  payoutOre: number;
  commissionOre: number;
  status: SalePayoutStatus;
  label: string;
  /** When the money is expected (or was paid out); null when it waits on the buyer. */
  expectedAt: string | null;
  /** One Swedish sentence on what happens next. */
  next: string;
  /** No active payout account yet: the page asks for it. */
  needsPayoutAccount: boolean;
  /** Öre of refunds to the buyer the seller bears on this sale, and the studio's reasons (docs/decisions/0041). */
  refundedOre: number;
  refundNote: string | null;
}

/** The payouts of the seller's sold lots, by lot. */
export async function listSalePayouts(
  db: DbOrTx,
  sellerId: string,
  now: Date = new Date(),
  policy: ReleasePolicy = configuredReleasePolicy(),
): Promise<Map<number, SalePayout>> {
  const days = (n: number) => `${n} ${n === 1 ? 'dag' : 'dagar'}`;
  const needsPayoutAccount = (await storedPayoutAccountStatus(db, sellerId)) !== 'active';
  const rows = await db.select().from(orders).where(eq(orders.sellerId, sellerId)).limit(500);
  const payouts = await payoutsOf(
    db,
    rows.map((row) => row.id),
  );
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderRefunds)
          .where(
            inArray(
              orderRefunds.orderId,
              rows.map((row) => row.id),
            ),
          );
  const result = new Map<number, SalePayout>();
  for (const order of rows) {
    // A cancelled purchase pays nothing; a second chance's order for the same lot speaks instead (docs/decisions/0042).
    if (order.paymentStatus === 'cancelled') continue;
    const sums = orderSums(order);
    const payout = payouts.get(order.id);
    const borne = refunds.filter((r) => r.orderId === order.id && r.status === 'succeeded' && r.sellerOre > 0);
    const refundedOre = borne.reduce((sum, r) => sum + r.sellerOre, 0);
    const base = {
      auctionId: order.auctionId,
      orderId: order.id,
      payoutOre: Math.max(0, sums.sellerPayoutOre - refundedOre),
      commissionOre: order.sellerCommissionOre,
      needsPayoutAccount,
      refundedOre,
      refundNote: borne.length > 0 ? borne.map((r) => r.reason).join('; ') : null,
    };
    if (order.paymentStatus === 'refunded') {
      result.set(order.auctionId, {
        ...base,
        payoutOre: 0,
        status: 'refunded',
        label: SALE_PAYOUT_LABELS.refunded,
        expectedAt: null,
        next:
          payout?.status === 'paid'
            ? 'Köpet är hävt och köparen har fått tillbaka pengarna. Det du fick betalt för försäljningen dras från dina nästa utbetalningar.'
            : 'Köpet är hävt och köparen har fått tillbaka pengarna. Ingen utbetalning görs för den här försäljningen.',
      });
    } else if (order.paymentStatus === 'pending') {
      result.set(order.auctionId, {
        ...base,
        status: 'awaiting-payment',
        label: SALE_PAYOUT_LABELS['awaiting-payment'],
        expectedAt: null,
        next: `Köparen ska betala senast ${formatEndTime(order.dueAt)}. Du får betalt ${days(policy.inspectionDays)} efter att köparen har fått föremålet.`,
      });
    } else if (payout?.status === 'paid') {
      result.set(order.auctionId, {
        ...base,
        status: 'paid-out',
        label: SALE_PAYOUT_LABELS['paid-out'],
        expectedAt: payout.paidAt,
        next: 'Pengarna är överförda till ditt utbetalningskonto.',
      });
    } else if (order.paymentStatus === 'released') {
      result.set(order.auctionId, {
        ...base,
        status: 'paid-by-buyer',
        label: SALE_PAYOUT_LABELS['paid-by-buyer'],
        // Approved when the order was released; it waits only for the seller's account.
        expectedAt: needsPayoutAccount ? null : (order.releasedAt?.toISOString() ?? null),
        next: needsPayoutAccount
          ? 'Pengarna är klara att betalas ut. Lägg in ditt utbetalningskonto, så skickar vi dem direkt.'
          : 'Utbetalningen är godkänd och på väg till ditt utbetalningskonto.',
      });
    } else {
      // Paid and held: the date is the end of the buyer's inspection window, fixed on the order once
      // received; before that the latest it can be (shipped: the automatic receipt plus the window).
      const received = isDelivered(order.deliveryMethod, order.deliveryStatus);
      const expected = isProblemOpen(order)
        ? null
        : received
          ? order.releaseDueAt
          : order.deliveryStatus === 'shippingBooked'
            ? inspectionEnd(order.receiptDueAt ?? automaticReceipt(order.shippingBookedAt ?? now, policy), policy)
            : null;
      result.set(order.auctionId, {
        ...base,
        status: 'paid-by-buyer',
        label: SALE_PAYOUT_LABELS['paid-by-buyer'],
        expectedAt: expected?.toISOString() ?? null,
        next: isProblemOpen(order)
          ? 'Köparen har hört av sig om köpet. Studion kontaktar dig innan pengarna betalas ut.'
          : received && expected
            ? `Köparen har fått föremålet. Pengarna betalas ut ${formatEndTime(expected)}, när köparens granskningstid på ${days(policy.inspectionDays)} har gått.`
            : expected
              ? `Föremålet är på väg till köparen. Du får betalt när köparen har fått det och granskningstiden på ${days(policy.inspectionDays)} har gått, senast ${formatEndTime(expected)} om inget problem anmäls.`
              : `Föremålet väntar på att ${order.deliveryMethod === 'pickup' ? 'hämtas' : 'skickas'}. Du får betalt ${days(policy.inspectionDays)} efter att köparen har fått det.`,
      });
    }
  }
  return result;
}
