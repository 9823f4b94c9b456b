import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import { claimUploads } from '@/modules/uploads/server';
import { auditChanges, recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import type { UpdateValuationInput } from '../schema';
import { actorOf, assertTransition, lockValuation, type ValuationCaller } from './common';

/**
 * UPDATE_VALUATION_INFO (docs/product.md §9: pending → pending): the seller on their own request, or the
 * studio, while it waits for a valuation. Only the fields given change; the photos are the
 * seller's (their own finished uploads), the studio corrects the text.
 */
export async function updateValuationInfo(
  db: DbOrTx,
  caller: ValuationCaller,
  input: UpdateValuationInput,
): Promise<{ valuation: { id: number; status: 'pending' } }> {
  return db.transaction(async (tx) => {
    const row = await lockValuation(tx, input.valuationId);
    const actor = actorOf(row, caller);
    assertTransition(row.status, 'pending', actor, 'UPDATE_VALUATION_INFO');
    if (input.images && actor !== 'seller') throw new AppError('PERMISSION_DENIED', 'Bara säljaren kan byta bilderna.');

    const handover = input.handover ?? row.handover;
    const pickupAddress = input.pickupAddress === undefined ? row.pickupAddress : input.pickupAddress;
    if (handover === 'pickup' && !pickupAddress) throw new AppError('INVALID_ARGUMENT', 'Skriv adressen där vi ska hämta föremålet.');

    const changes: Partial<typeof valuations.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.category !== undefined) changes.category = input.category;
    if (input.dimensions !== undefined) changes.dimensions = input.dimensions;
    if (input.condition !== undefined) changes.condition = input.condition;
    if (input.maker !== undefined) changes.maker = input.maker;
    if (input.hopedPrice !== undefined) changes.hopedPrice = input.hopedPrice;
    changes.handover = handover;
    changes.pickupAddress = handover === 'pickup' ? pickupAddress : null;
    if (input.images) {
      const images = await claimUploads(tx, { ownerId: row.sellerId, keys: input.images });
      const title = input.title ?? row.title;
      changes.images = images.map((image) => ({ ...image, alt: image.alt || title }));
    }
    await tx.update(valuations).set(changes).where(eq(valuations.id, row.id));
    // Written only when the studio corrects a request (an admin action); the seller's own edits are theirs.
    const diff = auditChanges(row, changes);
    if (diff) await recordAudit(tx, { entityType: 'valuation', entityId: row.id, ...diff });
    return { valuation: { id: row.id, status: 'pending' as const } };
  });
}
