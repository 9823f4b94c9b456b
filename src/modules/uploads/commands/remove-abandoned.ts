import 'server-only';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { uploads } from '../tables';
import { getLogger } from '@/platform/logger';
import { uploadStorageKey } from '../index';
import { uploadStores } from '../tus';

const BATCH = 200;

/**
 * The hourly clean-up: uploads never used by a valuation or an item (still receiving, refused, or
 * ready but abandoned) and older than the limit lose their row, partial file and variants — a
 * cancelled or abandoned upload leaves no orphan. The rows go first, in one statement that skips
 * any row a claim has meanwhile marked used; the files follow outside any transaction.
 */
export async function removeAbandonedUploads(db: DbOrTx, options: { now: Date; olderThanHours?: number }): Promise<{ removed: number }> {
  const cutoff = new Date(options.now.getTime() - (options.olderThanHours ?? 24) * 3_600_000);
  const { datastore, storage } = uploadStores();
  let removed = 0;
  for (;;) {
    const candidates = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, cutoff)))
      .limit(BATCH);
    if (candidates.length === 0) break;
    const gone = await db
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.key,
            candidates.map((c) => c.key),
          ),
          isNull(uploads.usedAt),
        ),
      )
      .returning({ key: uploads.key });
    for (const { key } of gone) {
      await datastore.remove(key).catch(() => undefined);
      await storage.delete(uploadStorageKey(key, 'full'));
      await storage.delete(uploadStorageKey(key, 'thumb'));
    }
    removed += gone.length;
    if (candidates.length < BATCH) break;
  }
  if (removed > 0) getLogger().info({ removed }, 'abandoned uploads removed');
  return { removed };
}
