import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { items } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import { claimUploads } from '@/modules/uploads/server';
import { auditChanges, recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import type { UpdateItemInput } from '../schema';
import type { ItemLots } from '../item-lots';

/**
 * Changes an item's text, category, shipping or photos (UPDATE_ITEM, admin). `images` is the new
 * ordered list: an entry that is one of the item's own storage keys keeps that image, any other
 * is an upload key of the actor's, claimed here (private until publishItemImages copies it).
 * A new category is copied to the item's lots by their owner (the ItemLots port, catalog/item-lots.ts).
 * No file I/O: the caller publishes new photos after the commit.
 */
export async function updateItem(
  db: DbOrTx,
  input: UpdateItemInput & { actorId: string },
  lots: ItemLots,
): Promise<{ id: number; newImages: number }> {
  return db.transaction((tx) => applyItemUpdate(tx, input, lots));
}

/**
 * UPDATE_ITEM's change in the caller's transaction: the lock, the change, its audit row and the
 * lot pages' news. CREATE_AUCTION_FROM_ITEM runs it in the transaction that writes the lot, so the
 * item the studio checked and its lot are saved together.
 */
export async function applyItemUpdate(
  tx: DbOrTx,
  input: UpdateItemInput & { actorId: string },
  lots: ItemLots,
): Promise<{ id: number; newImages: number }> {
  const [item] = await tx.select().from(items).where(eq(items.id, input.itemId)).for('update');
  if (!item) throw new AppError('NOT_FOUND', 'Föremålet finns inte.');
  const changes: Partial<typeof items.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  for (const field of ['maker', 'year', 'condition', 'dimensions'] as const) {
    const value = input[field];
    if (value !== undefined) changes[field] = value ? value : null;
  }
  if (input.shippingPrice !== undefined) changes.shippingPrice = input.shippingPrice;
  if (input.withdrawalExcludedReason !== undefined) {
    changes.withdrawalExcluded = input.withdrawalExcludedReason !== null;
    changes.withdrawalExcludedReason = input.withdrawalExcludedReason;
  }
  // The VAT status and the resale right set the whole price bidders were shown: locked after the
  // first bid, like the prices (docs/decisions/0045).
  const vatChange = input.sellerVatStatus !== undefined && input.sellerVatStatus !== item.sellerVatStatus;
  const resaleChange = input.resaleRight !== undefined && input.resaleRight !== item.resaleRight;
  if ((vatChange || resaleChange) && (await lots.hasBids(tx, item.id))) {
    throw new AppError('FAILED_PRECONDITION', 'Föremålet har bud: momsstatus och följerätt kan inte längre ändras.');
  }
  if (vatChange) changes.sellerVatStatus = input.sellerVatStatus;
  if (resaleChange) changes.resaleRight = input.resaleRight;
  if ((changes.resaleRight ?? item.resaleRight) && !(changes.maker !== undefined ? changes.maker : item.maker)) {
    throw new AppError('INVALID_ARGUMENT', 'Ange konstnären för att markera följerätt.');
  }

  let newImages = 0;
  if (input.images) {
    const existing = new Map(item.images.map((image) => [image.key, image]));
    const uploadKeys = input.images.filter((key) => !existing.has(key));
    const claimed = await claimUploads(tx, { ownerId: input.actorId, keys: uploadKeys });
    const claimedByKey = new Map(uploadKeys.map((key, index) => [key, claimed[index]!]));
    const title = changes.title ?? item.title;
    changes.images = input.images.map((key): StoredImage => {
      const kept = existing.get(key);
      if (kept) return kept;
      const image = claimedByKey.get(key)!;
      return { ...image, alt: image.alt || title };
    });
    newImages = uploadKeys.length;
  }
  if (Object.keys(changes).length > 0) {
    await tx
      .update(items)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(items.id, item.id));
  }
  const diff = auditChanges(
    { ...item, images: item.images.map((image) => image.key) },
    { ...changes, images: changes.images?.map((image) => image.key) },
  );
  if (diff) await recordAudit(tx, { entityType: 'item', entityId: item.id, ...diff });
  if (changes.category && changes.category !== item.category) {
    await lots.recategorise(tx, item.id, changes.category);
  }
  if (diff) await lots.announcePages(tx, item.id);
  return { id: item.id, newImages };
}
