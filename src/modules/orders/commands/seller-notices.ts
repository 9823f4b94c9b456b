import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders } from '../tables';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import {
  PAYOUT_ACCOUNT_PATH,
  salePaidNotification,
  salePaidOutNotification,
  saleSoldNotification,
  SELLER_SALES_PATH,
} from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import { payoutsOf, storedPayoutAccountStatus } from '@/modules/payments/server';
import { orderSums } from '../domain/amounts';
import { configuredReleasePolicy } from '../release-policy';
import { lotHref, lotOfOrder, type OrderLot } from './common';
import { payoutWaitDays } from '../domain/withdrawal';
import { issueStatement } from './documents';

/**
 * The seller hears every step after the lot goes live (docs/decisions/0032): sold, paid by the
 * buyer, paid out — each an in-app notice and an e-mail, once per order (dedupe keys), queued in
 * the transaction that made the step. An unsold lot is told by auctions' end-of-lot command (no
 * order exists). The payout account is asked for at the sale, not when the money is due.
 */

interface SellerLot {
  auctionId: number;
  title: string;
  href: string;
  imageUrl: string | null;
}

function sellerLotProps(lot: SellerLot) {
  return { lotTitle: lot.title, lotUrl: lot.href, imageUrl: lot.imageUrl, salesUrl: SELLER_SALES_PATH };
}

function sellerLotOf(lot: OrderLot): SellerLot {
  return { auctionId: lot.auctionId, title: lot.title, href: lotHref(lot), imageUrl: lot.imageUrl };
}

/** SALE_SOLD and its notice, in the transaction that created the order. */
export async function tellSellerSold(
  tx: DbOrTx,
  sale: { orderId: number; sellerId: string; hammerPrice: number; commissionOre: number; dueAt: Date; lot: SellerLot },
): Promise<void> {
  const payoutOre = sale.hammerPrice * 100 - sale.commissionOre;
  const payoutAccount = await storedPayoutAccountStatus(tx, sale.sellerId);
  const message = saleSoldNotification({ lotTitle: sale.lot.title, hammerPrice: sale.hammerPrice, payoutOre, payoutAccount });
  await createNotification(tx, {
    userId: sale.sellerId,
    ...message,
    data: { auctionId: sale.lot.auctionId, orderId: sale.orderId },
    dedupeKey: `sale-sold:${sale.orderId}`,
  });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'SALE_SOLD',
        userId: sale.sellerId,
        props: {
          ...sellerLotProps(sale.lot),
          hammerPrice: sale.hammerPrice,
          commissionOre: sale.commissionOre,
          payoutOre,
          paymentDueAt: sale.dueAt.toISOString(),
          // The right of withdrawal may hold it longer than the inspection (docs/decisions/0043); the item is not read here.
          inspectionDays: payoutWaitDays(configuredReleasePolicy(), false),
          payoutAccount,
          payoutAccountUrl: PAYOUT_ACCOUNT_PATH,
        },
      },
      { uniqueKey: `email:sale-sold:${sale.orderId}` },
    ),
  );
}

/** SALE_PAID and its notice, in the transaction that made the order paid. */
export async function tellSellerPaid(
  tx: DbOrTx,
  order: { id: number; sellerId: string | null; deliveryMethod: 'pickup' | 'shipping' | null } & Parameters<typeof orderSums>[0],
  lot: OrderLot,
): Promise<void> {
  if (!order.sellerId) return;
  const payoutOre = orderSums(order).sellerPayoutOre;
  const inspectionDays = payoutWaitDays(configuredReleasePolicy(), lot.withdrawalExcluded);
  const payoutAccount = await storedPayoutAccountStatus(tx, order.sellerId);
  const message = salePaidNotification({ lotTitle: lot.title, payoutOre, inspectionDays });
  await createNotification(tx, { userId: order.sellerId, ...message, data: { orderId: order.id }, dedupeKey: `sale-paid:${order.id}` });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'SALE_PAID',
        userId: order.sellerId,
        props: {
          ...sellerLotProps(sellerLotOf(lot)),
          payoutOre,
          inspectionDays,
          deliveryMethod: order.deliveryMethod ?? 'pickup',
          payoutAccount,
          payoutAccountUrl: PAYOUT_ACCOUNT_PATH,
        },
      },
      { uniqueKey: `email:sale-paid:${order.id}` },
    ),
  );
}

/**
 * SALE_PAID_OUT and its notice, once the transfer job has paid the seller (src/server/jobs.ts calls
 * it after payments' payOut answered "paid"); nothing when there is no paid payout.
 */
export async function tellSellerPaidOut(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const payout = (await payoutsOf(tx, [orderId])).get(orderId);
    if (!order?.sellerId || payout?.status !== 'paid' || !payout.paidAt) return false;
    const lot = await lotOfOrder(tx, order.auctionId);
    // The statement (avräkningsnota) for the payout goes with the mail (docs/decisions/0045).
    const statement = await issueStatement(tx, orderId, new Date());
    const message = salePaidOutNotification({ lotTitle: lot.title, payoutOre: payout.amountOre });
    await createNotification(tx, { userId: order.sellerId, ...message, data: { orderId }, dedupeKey: `sale-paid-out:${orderId}` });
    await enqueueJob(
      tx,
      emailSendJob.job(
        {
          template: 'SALE_PAID_OUT',
          userId: order.sellerId,
          props: {
            ...sellerLotProps(sellerLotOf(lot)),
            payoutOre: payout.amountOre,
            paidOutAt: payout.paidAt,
            statementNumber: statement?.number ?? null,
          },
          ...(statement ? { attachments: [{ documentId: statement.id }] } : {}),
        },
        { uniqueKey: `email:sale-paid-out:${orderId}` },
      ),
    );
    return true;
  });
}
