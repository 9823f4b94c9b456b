import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { savedSearches } from '@/db/schema';
import type { SavedSearch } from '../commands/saved-searches';

/** LIST_SAVED_SEARCHES: the caller's saved searches, the newest first. */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<{ savedSearches: SavedSearch[] }> {
  const rows = await db
    .select({ id: savedSearches.id, search: savedSearches.search, categories: savedSearches.categories })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { savedSearches: rows };
}
