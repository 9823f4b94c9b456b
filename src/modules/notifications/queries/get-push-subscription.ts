import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pushSubscriptions } from '../tables';
import type { PushKind } from '../push-kinds';

/**
 * GET_PUSH_SUBSCRIPTION: the kinds this browser's subscription (by its endpoint) asks for, when it
 * is the caller's; null when it is not kept or is another user's (the same answer, so it tells
 * nothing of who else uses the browser — /user then offers to turn push on for the caller).
 */
export async function getPushSubscription(
  db: DbOrTx,
  userId: string,
  endpoint: string,
): Promise<{ subscription: { kinds: PushKind[] } | null }> {
  const [row] = await db
    .select({ kinds: pushSubscriptions.kinds })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  return { subscription: row ? { kinds: row.kinds as PushKind[] } : null };
}
