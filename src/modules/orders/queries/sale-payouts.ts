import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderRefunds, orders, orderWithdrawals } from '../tables';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { payoutsOf, storedPayoutAccountStatus } from '@/modules/payments/server';
import { formatEndTime } from '@/ui/format';
import { orderSums } from '../domain/amounts';
import { automaticReceipt, inspectionEnd, type ReleasePolicy } from '../domain/release';
import { isDelivered } from '../domain/status';
import { isProblemOpen } from '../domain/problem';
import { releaseDueAfterReceipt, withdrawalEnd } from '../domain/withdrawal';
import { configuredReleasePolicy } from '../release-policy';
import { listMyStatements } from './documents';

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
  /** The payout's statement (avräkningsnota) once it is paid (docs/decisions/0045). */
  statement?: { number: string; href: string } | null;
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
  const ids = rows.map((row) => row.id);
  const withdrawn = new Set(
    ids.length === 0
      ? []
      : (await db.select({ orderId: orderWithdrawals.orderId }).from(orderWithdrawals).where(inArray(orderWithdrawals.orderId, ids))).map(
          (row) => row.orderId,
        ),
  );
  const excluded = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ auctionId: auctions.id, excluded: items.withdrawalExcluded })
            .from(auctions)
            .innerJoin(items, eq(items.id, auctions.itemId))
            .where(
              inArray(
                auctions.id,
                rows.map((row) => row.auctionId),
              ),
            )
        )
          .filter((row) => row.excluded)
          .map((row) => row.auctionId),
  );
  /** The seller's money waits for the later of inspection and withdrawal (docs/decisions/0043). */
  const protectedUntil = (auctionId: number, receivedAt: Date) =>
    releaseDueAfterReceipt(
      inspectionEnd(receivedAt, policy),
      excluded.has(auctionId) ? null : withdrawalEnd(receivedAt, policy.withdrawalDays),
    );
  const day = (at: Date) => formatEndTime(at).replace(/ \d\d:\d\d$/, '');
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
        next: `Köparen ska betala senast ${formatEndTime(order.dueAt)}. Du får betalt när köparens ${excluded.has(order.auctionId) ? 'granskningstid' : 'ångerrätt och granskningstid'} har gått efter att köparen har fått föremålet.`,
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
      // Paid and held: the date is the end of the buyer's inspection and withdrawal windows, fixed on the
      // order once received; before that the latest it can be (shipped: the automatic receipt plus the
      // windows). A withdrawal holds it for good (docs/decisions/0043).
      const received = isDelivered(order.deliveryMethod, order.deliveryStatus);
      const withdrawnByBuyer = withdrawn.has(order.id);
      const waitsForWithdrawal = !excluded.has(order.auctionId);
      const expected =
        isProblemOpen(order) || withdrawnByBuyer
          ? null
          : received
            ? order.releaseDueAt
            : order.deliveryStatus === 'shippingBooked'
              ? protectedUntil(order.auctionId, order.receiptDueAt ?? automaticReceipt(order.shippingBookedAt ?? now, policy))
              : null;
      const why = waitsForWithdrawal
        ? `köparens ångerrätt på ${days(policy.withdrawalDays)} och granskningstid`
        : `köparens granskningstid på ${days(policy.inspectionDays)}`;
      result.set(order.auctionId, {
        ...base,
        status: 'paid-by-buyer',
        label: SALE_PAYOUT_LABELS['paid-by-buyer'],
        expectedAt: expected?.toISOString() ?? null,
        next: withdrawnByBuyer
          ? 'Köparen har ångrat köpet och skickar tillbaka föremålet. Studion hör av sig till dig om vad som händer nu.'
          : isProblemOpen(order)
            ? 'Köparen har hört av sig om köpet. Studion kontaktar dig innan pengarna betalas ut.'
            : received && expected
              ? `Köparen har fått föremålet. Utbetalas tidigast ${day(expected)}, när ${why} har gått.`
              : expected
                ? `Föremålet är på väg till köparen. Du får betalt när köparen har fått det och ${why} har gått, senast ${day(expected)} om inget problem anmäls.`
                : `Föremålet väntar på att ${order.deliveryMethod === 'pickup' ? 'hämtas' : 'skickas'}. Du får betalt när ${why} har gått efter att köparen har fått det.`,
      });
    }
  }
  // Each paid payout's statement, as a PDF link on its row.
  const statements = ids.length === 0 ? [] : await listMyStatements(db, sellerId);
  const byOrder = new Map(statements.map((d) => [d.orderId, { number: d.number, href: d.href }]));
  for (const payout of result.values()) payout.statement = byOrder.get(payout.orderId) ?? null;
  return result;
}
