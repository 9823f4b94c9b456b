import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '../tables';
import { getTestSession } from '@/modules/payments/server';

/**
 * The built-in test provider's checkout session, for the buyer of its order only
 * (docs/decisions/0028): null for an unknown session and for anyone else's alike, so the hosted
 * page and its form answer another user exactly as they answer a missing session.
 */
export async function getBuyersTestSession(db: DbOrTx, sessionId: string, userId: string) {
  const session = await getTestSession(db, sessionId);
  if (!session) return null;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, session.orderId), eq(orders.buyerId, userId)));
  return order ? session : null;
}
