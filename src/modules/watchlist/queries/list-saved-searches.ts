import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { savedSearches, savedSearchMail } from '../tables';
import type { SavedSearch } from '../commands/saved-searches';

/**
 * LIST_SAVED_SEARCHES: the caller's saved searches, the newest first, and whether the daily
 * e-mail of new matches is on (it is until the user or the e-mail's stop link turns it off).
 */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<{ savedSearches: SavedSearch[]; emailAlerts: boolean }> {
  const rows = await db
    .select({ id: savedSearches.id, search: savedSearches.search, categories: savedSearches.categories })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const [mail] = await db.select({ stoppedAt: savedSearchMail.stoppedAt }).from(savedSearchMail).where(eq(savedSearchMail.userId, userId));
  return { savedSearches: rows, emailAlerts: !mail?.stoppedAt };
}
