import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderCheckouts, orders } from '../tables';
import { AppError } from '@/platform/errors';
import { getLogger } from '@/platform/logger';
import type { PaymentProvider } from '@/modules/payments';
import type { CheckoutLine } from '@/modules/payments/server';
import { orderSums, shippingOreFor } from '../domain/amounts';
import type { CheckoutInput } from '../schema';
import { lockOrder, lotOfOrder, ORDER_NOT_FOUND, orderPath } from './common';

/** How long the hosted page accepts payment (Stripe's minimum is 30 minutes). */
const CHECKOUT_MINUTES = 60;
/** A repeated identical request within this window opens the same session (a double click). */
const SAME_SESSION_MS = 10 * 60_000;

export interface CheckoutContext {
  provider: PaymentProvider;
  publicUrl: string;
  now?: Date;
}

/**
 * CREATE_CHECKOUT_SESSION: the buyer's delivery choice (pickup, or shipping at the item's price to a
 * Swedish address) priced in öre and a hosted payment page opened at the provider for exactly that.
 * The choice is kept per session; the order takes it only when the provider's webhook says that
 * session was paid. An earlier open session of the order is ended so only the latest can be paid.
 */
export async function createCheckoutSession(
  db: Db,
  input: CheckoutInput & { buyer: { id: string; email: string } },
  { provider, publicUrl, now = new Date() }: CheckoutContext,
): Promise<{ url: string; sessionId: string }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order || order.buyerId !== input.buyer.id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (order.paymentStatus !== 'pending') throw new AppError('FAILED_PRECONDITION', 'Köpet är redan betalt.');
  const lot = await lotOfOrder(db, order.auctionId);
  const shippingOre = shippingOreFor(input.deliveryMethod, lot.shippingPrice);
  if (shippingOre === null) throw new AppError('FAILED_PRECONDITION', 'Det här föremålet kan bara hämtas i studion.');
  const address = input.deliveryMethod === 'shipping' && input.address ? { ...input.address, country: 'SE' } : null;
  const sums = orderSums({ ...order, shippingOre });
  const lines: CheckoutLine[] = [
    { name: `Klubbat pris: ${lot.title}`, amountOre: sums.hammerPriceOre },
    // The VAT on a VAT-registered seller's or the studio's own hammer, and a resale right the buyer pays, are
    // part of the order's total (docs/decisions/0045): without them the provider charges less and the payment is refused.
    { name: 'Moms på klubbat pris', amountOre: sums.hammerVatOre },
    { name: 'Slagavgift (moms ingår)', amountOre: sums.buyerPremiumOre },
    { name: 'Följerätt', amountOre: sums.resaleRightBuyerOre },
    { name: 'Frakt', amountOre: sums.shippingOre },
  ].filter((line) => line.amountOre > 0);

  const choice = createHash('sha256')
    .update(JSON.stringify([input.deliveryMethod, address]))
    .digest('base64url')
    .slice(0, 16);
  const windowStart = Math.floor(now.getTime() / SAME_SESSION_MS) * SAME_SESSION_MS;
  const open = (idempotencyKey: string) =>
    provider.createCheckoutSession({
      orderId: order.id,
      buyerEmail: input.buyer.email,
      lines,
      successUrl: new URL(`${orderPath(order.id)}?betalning=klar`, publicUrl).toString(),
      cancelUrl: new URL(`${orderPath(order.id)}?betalning=avbruten`, publicUrl).toString(),
      // Derived from the window, not from `now`: a repeated request sends exactly the same
      // parameters under the same key (Stripe refuses a key reused with different ones).
      expiresAt: new Date(windowStart + SAME_SESSION_MS + CHECKOUT_MINUTES * 60_000),
      idempotencyKey,
    });
  const key = `checkout:${order.id}:${choice}:${windowStart}`;
  let session = await open(key);
  if (order.providerSessionId && session.sessionId !== order.providerSessionId) {
    // The key answered an earlier session of this order that another choice has since replaced
    // (and expired): the buyer came back to that choice, so open a fresh page for it.
    const [replaced] = await db
      .select({ sessionId: orderCheckouts.sessionId })
      .from(orderCheckouts)
      .where(eq(orderCheckouts.sessionId, session.sessionId));
    if (replaced) session = await open(`${key}:after:${order.providerSessionId}`);
  }

  const previous = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.paymentStatus !== 'pending') return { paid: true as const };
    await tx
      .insert(orderCheckouts)
      .values({
        sessionId: session.sessionId,
        orderId: order.id,
        provider: provider.name,
        deliveryMethod: input.deliveryMethod,
        shippingOre: sums.shippingOre,
        totalOre: sums.totalOre,
        address,
      })
      .onConflictDoNothing({ target: orderCheckouts.sessionId });
    await tx
      .update(orders)
      .set({ paymentProvider: provider.name, providerSessionId: session.sessionId, updatedAt: now })
      .where(eq(orders.id, order.id));
    return { paid: false as const, sessionId: locked.providerSessionId };
  });
  if (previous.paid) {
    // Paid meanwhile (another tab): this new session must not take money twice.
    await provider.expireCheckoutSession(session.sessionId);
    throw new AppError('FAILED_PRECONDITION', 'Köpet är redan betalt.');
  }
  if (previous.sessionId && previous.sessionId !== session.sessionId) {
    try {
      await provider.expireCheckoutSession(previous.sessionId);
    } catch (error) {
      // The old page stays payable until it expires by itself; its payment would still be matched to its own choice.
      getLogger().warn({ err: error, orderId: order.id }, 'could not expire the previous checkout session');
    }
  }
  return { url: session.url, sessionId: session.sessionId };
}
