import type { DbOrTx } from '@/db/client';
import { claimUploads } from '@/modules/uploads/server';
import type { ItemInput } from '../schema';
import { createItem } from './create-item';

/**
 * The studio's own item from the form: claims the admin's uploads and writes the item with the
 * private images in the caller's transaction. The caller publishes the photos after the commit
 * (publishItemImages), so a failure there loses nothing and the next publish retries.
 */
export async function createItemFromUploads(
  tx: DbOrTx,
  input: { actorId: string; sellerId?: string | null; item: ItemInput },
): Promise<{ id: number }> {
  const images = await claimUploads(tx, { ownerId: input.actorId, keys: input.item.images });
  const { images: _keys, ...fields } = input.item;
  return createItem(tx, { ...fields, sellerId: input.sellerId ?? null, images });
}
