import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '../tables';
import {
  DEFAULT_FEE_RATES,
  type FeeRates,
  type LotTerms,
  type OrderAmounts,
  orderAmounts,
  PAYMENT_DUE_DAYS,
  PRIVATE_LOT,
} from '@/modules/auctions';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { issueLotInvoice } from './documents';

const DAY_MS = 86_400_000;

/** What the fee rule needs to know about a lot: its item's seller VAT status and resale-right mark. */
export async function lotTerms(tx: DbOrTx, auctionId: number): Promise<LotTerms> {
  const [row] = await tx
    .select({ sellerVatStatus: items.sellerVatStatus, resaleRight: items.resaleRight })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.id, auctionId));
  return row ?? PRIVATE_LOT;
}

/**
 * The order for a sold lot (docs/product.md §2), after a close or a buy-now: exact öre amounts by the
 * one fee rule with the lot's VAT status and resale right (docs/decisions/0045), payment due in 7
 * days, and its invoice issued in the same transaction. One per lot that is not cancelled (a second chance makes a new one after a cancellation,
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
  const amounts = orderAmounts(input.hammerPrice, input.rates ?? DEFAULT_FEE_RATES, await lotTerms(tx, input.auctionId));
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
      vatModel: amounts.vatModel,
      sellerVatStatus: amounts.sellerVatStatus,
      hammerVatOre: amounts.hammerVatOre,
      hammerVatPercent: amounts.hammerVatPercent,
      premiumVatOre: amounts.premiumVatOre,
      commissionVatOre: amounts.commissionVatOre,
      resaleRightOre: amounts.resaleRightOre,
      resaleRightPayer: amounts.resaleRightPayer,
      viaBuyNow: input.viaBuyNow ?? false,
      dueAt: new Date(input.now.getTime() + PAYMENT_DUE_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: orders.auctionId, where: sql`cancelled_at is null` })
    .returning({ id: orders.id });
  if (order) await issueLotInvoice(tx, order.id, input.now);
  return { orderId: order?.id ?? null, amounts };
}
