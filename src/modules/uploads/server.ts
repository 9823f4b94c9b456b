// STAND-IN (helper B, valuations): the two functions valuations needs from Helper A's uploads module,
// against the contract in the brief, so this branch compiles and its tests run. Helper A's file replaces it.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { uploads, type StoredImage } from '@/db/schema';
import { AppError } from '@/platform/errors';

/**
 * Makes the caller's finished uploads part of something (a valuation): every key must be the
 * owner's and ready, else NOT_FOUND (another user's key is never told apart from a missing one).
 */
export async function claimUploads(tx: DbOrTx, input: { ownerId: string; keys: readonly string[] }): Promise<StoredImage[]> {
  if (input.keys.length === 0) return [];
  const rows = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, input.ownerId), inArray(uploads.key, [...input.keys])));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const images: StoredImage[] = [];
  for (const key of input.keys) {
    const row = byKey.get(key);
    if (!row || row.status === 'receiving') throw new AppError('NOT_FOUND', 'Bilden hittades inte. Ladda upp den igen.');
    if (row.status === 'refused')
      throw new AppError('INVALID_ARGUMENT', `${row.fileName ?? 'Bilden'}: ${row.refusal ?? 'bilden kan inte användas.'}`);
    images.push({ key: row.key, width: row.width ?? 0, height: row.height ?? 0, alt: '' });
  }
  await tx
    .update(uploads)
    .set({ usedAt: new Date() })
    .where(and(eq(uploads.ownerId, input.ownerId), inArray(uploads.key, [...input.keys])));
  return images;
}

/** Copies images to a public prefix (stand-in: keeps them where they are). Runs outside any transaction. */
export async function publishImages(images: readonly StoredImage[], _prefix: string): Promise<StoredImage[]> {
  return images.map((image) => ({ ...image }));
}
