import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { uploads } from '../tables';

/**
 * The uploads row through a tus upload's life, written here (the module's commands own its table,
 * docs/architecture.md): created when tus accepts the upload, marked ready or refused when its bytes
 * have been checked and processed, deleted when the uploader cancels it.
 */

export async function recordUploadStarted(
  db: DbOrTx,
  upload: { key: string; ownerId: string; fileName: string | null; declaredBytes: number | null },
): Promise<void> {
  await db.insert(uploads).values({ ...upload, status: 'receiving' });
}

export async function recordUploadReady(db: DbOrTx, key: string, image: { format: string; width: number; height: number }): Promise<void> {
  await db
    .update(uploads)
    .set({ status: 'ready', ...image, refusal: null, updatedAt: new Date() })
    .where(eq(uploads.key, key));
}

export async function recordUploadRefused(db: DbOrTx, key: string, refusal: string): Promise<void> {
  await db.update(uploads).set({ status: 'refused', refusal, updatedAt: new Date() }).where(eq(uploads.key, key));
}

export async function deleteUploadRecord(db: DbOrTx, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key, key));
}
