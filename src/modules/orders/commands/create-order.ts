import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '../tables';
import { DEFAULT_FEE_RATES, type FeeRates, type OrderAmounts, orderAmounts, PAYMENT_DUE_DAYS } from '@/modules/auctions';

const DAY_MS = 86_400_000;

/**
 * The order for a sold lot (docs/product.md §2), after a close or a buy-now: exact öre amounts, payment
 * due in 7 days. One per lot that is not cancelled (a second chance makes a new one after a cancellation,
 * docs/decisions/0042): a second call returns `orderId: null` and creates nothing.
 */
export async function createOrder(
  tx: DbOrTx,
  input: {
    auctionId: number;
    buyerId: string;
    sellerId: string | null;
    hammerPrice: number;
    viaBuyNow?: boolean;
    now: Date;
    rates?: FeeRates;
  },
): Promise<{ orderId: number | null; amounts: OrderAmounts }> {
  const amounts = orderAmounts(input.hammerPrice, input.rates ?? DEFAULT_FEE_RATES);
  const [order] = await tx
    .insert(orders)
    .values({
      auctionId: input.auctionId,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      hammerPrice: amounts.hammerPrice,
      buyerPremiumOre: amounts.buyerPremiumOre,
      totalOre: amounts.totalOre,
      sellerCommissionOre: amounts.sellerCommissionOre,
      viaBuyNow: input.viaBuyNow ?? false,
      dueAt: new Date(input.now.getTime() + PAYMENT_DUE_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: orders.auctionId, where: sql`cancelled_at is null` })
    .returning({ id: orders.id });
  return { orderId: order?.id ?? null, amounts };
}
