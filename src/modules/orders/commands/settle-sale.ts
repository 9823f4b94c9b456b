import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '../tables';
import {
  DEFAULT_FEE_RATES,
  PAYMENT_DUE_DAYS,
  type FeeRates,
  type LotSale,
  type OrderAmounts,
  type SaleSettlement,
} from '@/modules/auctions';
import { auctionWonNotification } from '@/modules/notifications';
import { createNotification, queuePush } from '@/modules/notifications/server';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '@/modules/email/server';
import { createOrder } from './create-order';
import { orderPath } from './common';
import { tellSellerSold } from './seller-notices';

/** The winner's in-app notice, AUCTION_WON e-mail and push (after a close or a buy-now), once per lot. */
async function announceWinner(tx: DbOrTx, sale: LotSale, amounts: OrderAmounts, orderId: number): Promise<void> {
  const { auctionId } = sale;
  const won = auctionWonNotification({
    lotTitle: sale.title,
    hammerPrice: amounts.hammerPrice,
    total: amounts.totalOre / 100,
    paymentDueDays: PAYMENT_DUE_DAYS,
    orderUrl: orderPath(orderId),
  });
  await createNotification(tx, { userId: sale.buyerId, ...won, data: { auctionId, orderId }, dedupeKey: `won:${auctionId}` });
  await queuePush(tx, {
    userId: sale.buyerId,
    kind: 'won',
    title: won.title,
    body: won.body,
    // A push opens the lot (which shows the win and the way to pay); the in-app notice goes to the purchase.
    url: sale.href,
    tag: `won:${auctionId}`,
    dedupeKey: String(auctionId),
  });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'AUCTION_WON',
        userId: sale.buyerId,
        // firstName and siteUrl are added when the mail is sent (see the email.send job).
        props: {
          lotTitle: sale.title,
          lotUrl: sale.href,
          imageUrl: sale.imageUrl,
          hammerPrice: amounts.hammerPrice,
          buyersPremium: amounts.buyerPremiumOre / 100,
          total: amounts.totalOre / 100,
          orderUrl: orderPath(orderId),
          paymentDueDays: PAYMENT_DUE_DAYS,
        },
      },
      { uniqueKey: `email:won:${auctionId}` },
    ),
  );
}

/**
 * How orders settles a sold lot (the `SaleSettlement` the end-of-lot command asks for): the order
 * with its fees at these rates, and the winner told, in the transaction that ended the lot.
 */
export function saleSettlement(rates: FeeRates = DEFAULT_FEE_RATES): SaleSettlement {
  return {
    async settle(tx, sale) {
      const { orderId, amounts } = await createOrder(tx, {
        auctionId: sale.auctionId,
        buyerId: sale.buyerId,
        sellerId: sale.sellerId,
        hammerPrice: sale.hammerPrice,
        viaBuyNow: sale.viaBuyNow,
        now: sale.now,
        rates,
      });
      if (orderId === null) throw new Error('the purchase was not stored: the lot already has an order');
      await announceWinner(tx, sale, amounts, orderId);
      if (sale.sellerId) {
        await tellSellerSold(tx, {
          orderId,
          sellerId: sale.sellerId,
          hammerPrice: amounts.hammerPrice,
          commissionOre: amounts.sellerCommissionOre,
          dueAt: new Date(sale.now.getTime() + PAYMENT_DUE_DAYS * 86_400_000),
          lot: { auctionId: sale.auctionId, title: sale.title, href: sale.href, imageUrl: sale.imageUrl },
        });
      }
      return { orderId };
    },
    async orderIdOf(tx, auctionId) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.auctionId, auctionId))
        .orderBy(desc(orders.id))
        .limit(1);
      return order?.id ?? null;
    },
  };
}
