// TEMPORARY STAND-IN (helper C, branch helper-cat) for Helper A's uploads module: only the
// signatures the catalogue uses (claimUploads, publishImages). When merging, take Helper A's files
// and delete this one.
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { uploads, type StoredImage } from '@/db/schema';
import { AppError } from '@/platform/errors';
import { getStorage, type FileStorage } from '@/platform/storage';

export { imageUrl, isPrivateImage } from './index';

/** Marks the owner's finished uploads as used and answers them as private images, in the given order. */
export async function claimUploads(tx: DbOrTx, input: { ownerId: string; keys: string[] }): Promise<StoredImage[]> {
  if (input.keys.length === 0) return [];
  const rows = await tx
    .select()
    .from(uploads)
    .where(and(inArray(uploads.key, input.keys), eq(uploads.ownerId, input.ownerId)))
    .for('update');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const images: StoredImage[] = [];
  for (const key of input.keys) {
    const row = byKey.get(key);
    if (!row) throw new AppError('INVALID_ARGUMENT', 'En bild finns inte eller är inte din. Ladda upp den igen.');
    if (row.status !== 'ready')
      throw new AppError('INVALID_ARGUMENT', `Bilden ${row.fileName ?? ''} kunde inte tas emot.`.replace('  ', ' '));
    if (row.usedAt) throw new AppError('INVALID_ARGUMENT', 'En bild används redan. Ladda upp den igen.');
    images.push({ key: `uploads/${key}/full.jpg`, width: row.width ?? 1200, height: row.height ?? 900, alt: '' });
  }
  await tx
    .update(uploads)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(uploads.key, input.keys));
  return images;
}

/** Copies private images to public keys under `prefix` (file I/O: never inside a transaction). */
export async function publishImages(images: StoredImage[], prefix: string, storage: FileStorage = getStorage()): Promise<StoredImage[]> {
  const published: StoredImage[] = [];
  for (const image of images) {
    const match = /^uploads\/([^/]+)\/full\.jpg$/.exec(image.key);
    if (!match) {
      published.push(image);
      continue;
    }
    const file = await storage.get(image.key);
    if (!file) throw new AppError('FAILED_PRECONDITION', 'En bild saknas i lagringen. Ladda upp den igen.');
    const key = `${prefix}/${match[1]}.jpg`;
    await storage.put(key, file.body, 'image/jpeg');
    published.push({ ...image, key });
  }
  return published;
}
