import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import type { ValuationStatus } from '@/keys';
import { actorOf, assertTransition, lockValuation, type ValuationCaller } from './common';

/**
 * SET_VALUATION_STATUS (docs/product.md §9): the seller answers the studio's offer on their own request,
 * accepted → waiting (agrees; the answer carries the hand-over instructions the page shows) or
 * accepted → rejected (declines). Every other move is refused by the table.
 */
export async function setValuationStatus(
  db: DbOrTx,
  caller: ValuationCaller,
  input: { valuationId: number; status: ValuationStatus },
  now: Date = new Date(),
): Promise<{ valuation: { id: number; status: ValuationStatus; handover: 'dropoff' | 'pickup'; pickupAddress: string | null } }> {
  return db.transaction(async (tx) => {
    const row = await lockValuation(tx, input.valuationId);
    const actor = actorOf(row, caller);
    assertTransition(row.status, input.status, actor, 'SET_VALUATION_STATUS');
    await tx.update(valuations).set({ status: input.status, sellerAnsweredAt: now, updatedAt: now }).where(eq(valuations.id, row.id));
    return { valuation: { id: row.id, status: input.status, handover: row.handover, pickupAddress: row.pickupAddress } };
  });
}
