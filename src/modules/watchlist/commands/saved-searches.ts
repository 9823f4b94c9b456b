import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { savedSearches } from '../tables';
import type { LotCategoryKey } from '@/keys';
import { AppError } from '@/platform/errors';

/** A user keeps at most this many searches (docs/product.md §9). */
export const MAX_SAVED_SEARCHES = 20;

/** A saved search as the actions answer it (docs/product.md §9). */
export interface SavedSearch {
  id: number;
  search: string;
  categories: LotCategoryKey[];
}

const shape = { id: savedSearches.id, search: savedSearches.search, categories: savedSearches.categories };

/**
 * SAVE_SEARCH: keeps the search for the user. Saving one they already keep answers that one, not a
 * second; a 21st is refused. The user's row is locked while counting, so two saves at once cannot
 * both pass the limit.
 */
export async function saveSearch(
  db: DbOrTx,
  userId: string,
  input: { search: string; categories: LotCategoryKey[] },
): Promise<{ savedSearch: SavedSearch }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const same = and(
      eq(savedSearches.userId, userId),
      eq(savedSearches.search, input.search),
      eq(savedSearches.categories, input.categories),
    );
    const [existing] = await tx.select(shape).from(savedSearches).where(same);
    if (existing) return { savedSearch: existing };
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw new AppError('FAILED_PRECONDITION', `Du kan bevaka högst ${MAX_SAVED_SEARCHES} sökningar. Ta bort en du inte behöver först.`);
    const [saved] = await tx.insert(savedSearches).values({ userId, search: input.search, categories: input.categories }).returning(shape);
    return { savedSearch: saved! };
  });
}

/** DELETE_SAVED_SEARCH: removes one of the caller's saved searches; another user's answers NOT_FOUND. */
export async function deleteSavedSearch(
  db: DbOrTx,
  userId: string,
  savedSearchId: number,
): Promise<{ savedSearchId: number; deleted: true }> {
  const [gone] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!gone) throw new AppError('NOT_FOUND', 'Sökningen finns inte.');
  return { savedSearchId, deleted: true };
}
