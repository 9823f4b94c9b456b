import 'server-only';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { uploads, type StoredImage } from '../tables';
import { AppError } from '@/platform/errors';
import { isUploadKey, uploadKeyOf, uploadStorageKey } from '../index';

/**
 * Takes the caller's finished uploads for a valuation or an item, in the given order: locks their
 * rows, checks each (own, processed, accepted, not used before) and marks them used. Pure database
 * work, for the caller's transaction. Keys may be bare upload keys or `uploads/<key>/…` storage keys.
 */
export async function claimUploads(tx: DbOrTx, input: { ownerId: string; keys: readonly string[] }): Promise<StoredImage[]> {
  const keys = input.keys.map((key) => uploadKeyOf(key) ?? key);
  if (keys.length === 0) return [];
  if (new Set(keys).size !== keys.length) throw new AppError('INVALID_ARGUMENT', 'Samma bild finns med två gånger.');
  if (!keys.every(isUploadKey)) throw new AppError('NOT_FOUND', 'Bilden hittades inte.');
  const rows = await tx.select().from(uploads).where(inArray(uploads.key, keys)).orderBy(asc(uploads.key)).for('update');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const images: StoredImage[] = [];
  for (const key of keys) {
    const row = byKey.get(key);
    if (!row || row.ownerId !== input.ownerId) throw new AppError('NOT_FOUND', 'Bilden hittades inte.');
    const name = row.fileName ? `”${row.fileName}”` : 'Bilden';
    if (row.status === 'refused')
      throw new AppError('INVALID_ARGUMENT', `${name} togs inte emot: ${row.refusal ?? 'filen kunde inte läsas.'}`);
    if (row.status !== 'ready' || !row.width || !row.height)
      throw new AppError('INVALID_ARGUMENT', `${name} är inte färdiguppladdad. Vänta tills uppladdningen är klar.`);
    if (row.usedAt) throw new AppError('INVALID_ARGUMENT', 'Bilden används redan.');
    images.push({ key: uploadStorageKey(key, 'full'), width: row.width, height: row.height, alt: '' });
  }
  await tx
    .update(uploads)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(uploads.key, keys), isNull(uploads.usedAt)));
  return images;
}
