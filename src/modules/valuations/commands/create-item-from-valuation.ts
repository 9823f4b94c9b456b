import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import { createItem } from '@/modules/catalog/server';
import { publishImages } from '@/modules/uploads/server';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { NOT_FOUND_MESSAGE, lockValuation, type ValuationRow } from './common';

const ALREADY_CREATED = 'Föremålet är redan skapat.';

function assertCanCreate(row: ValuationRow): void {
  if (row.itemId !== null) throw new AppError('FAILED_PRECONDITION', ALREADY_CREATED);
  if (row.status !== 'waiting') {
    throw new AppError('FAILED_PRECONDITION', 'Ett föremål skapas först när säljaren har godkänt erbjudandet.');
  }
}

/**
 * CREATE_ITEM_FROM_VALUATION (the studio; docs/product.md §9): an agreed request (`waiting`) becomes a
 * catalogue item with its text and photos. The photos are copied to the item's public place first,
 * outside any transaction (file I/O); then the item is written and the request points to it, in
 * one transaction that checks again. The request stays `waiting` until its lot is published.
 */
export async function createItemFromValuation(db: DbOrTx, valuationId: number): Promise<{ item: { id: number } }> {
  const [current] = await db.select().from(valuations).where(eq(valuations.id, valuationId));
  if (!current) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  assertCanCreate(current);
  const images = await publishImages(current.images, `items/v${current.id}`);
  return db.transaction(async (tx) => {
    const row = await lockValuation(tx, valuationId);
    assertCanCreate(row);
    const item = await createItem(tx, {
      sellerId: row.sellerId,
      valuationId: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      maker: row.maker,
      condition: row.condition,
      dimensions: row.dimensions,
      images,
    });
    await tx.update(valuations).set({ itemId: item.id, updatedAt: new Date() }).where(eq(valuations.id, row.id));
    await recordAudit(tx, { entityType: 'valuation', entityId: row.id, before: { itemId: null }, after: { itemId: item.id } });
    return { item: { id: item.id } };
  });
}
