import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { items } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import { isPrivateImage } from '@/modules/uploads';
import { publishImages } from '@/modules/uploads/server';
import { getLogger } from '@/platform/logger';
import type { ItemLots } from '../item-lots';

export type ImagePublisher = (images: StoredImage[], prefix: string) => Promise<StoredImage[]>;

/**
 * Makes an item's private photos (claimed uploads, `uploads/<key>/…`) public under `items/<id>`:
 * the files are copied outside any transaction, then one short transaction swaps each image that
 * is still on the item for its public copy (an edit in between is kept). Idempotent: a failure
 * leaves the private images in place and the next call (or publishing the lot) tries again.
 * Answers whether every image of the item is public now.
 */
export async function publishItemImages(
  db: DbOrTx,
  itemId: number,
  options: { lots: ItemLots; publish?: ImagePublisher },
): Promise<boolean> {
  const [item] = await db.select({ images: items.images }).from(items).where(eq(items.id, itemId));
  if (!item) return false;
  const pending = item.images.filter(isPrivateImage);
  if (pending.length === 0) return true;
  let published: StoredImage[];
  try {
    published = await (options.publish ?? publishImages)(pending, `items/${itemId}`);
  } catch (error) {
    getLogger().warn({ err: error, itemId }, 'publishing item images failed; kept private for a retry');
    return false;
  }
  const replacement = new Map(pending.map((image, index) => [image.key, published[index]!]));
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ images: items.images }).from(items).where(eq(items.id, itemId)).for('update');
    if (!locked) return false;
    const next = locked.images.map((image) => {
      const copy = replacement.get(image.key);
      return copy ? { ...copy, alt: image.alt } : image;
    });
    await tx
      .update(items)
      .set({ images: next, updatedAt: sql`now()` })
      .where(eq(items.id, itemId));
    await options.lots.announcePages(tx, itemId);
    return !next.some(isPrivateImage);
  });
}
