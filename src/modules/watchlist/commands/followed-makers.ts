import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import { users } from '@/modules/accounts/tables';
import { makerKey, makerPath } from '@/modules/catalog';
import { AppError } from '@/platform/errors';
import { followedMakers } from '../tables';

/** A user follows at most this many makers (docs/product.md §9 "Followed makers"). */
export const MAX_FOLLOWED_MAKERS = 100;

/** A followed maker as the actions answer it. */
export interface FollowedMaker {
  makerKey: string;
  /** The name as the user saw it on the lot ("Bertil Vallien"). */
  name: string;
  /** The maker page (/formgivare/bertil-vallien). */
  path: string;
}

export function toFollowedMaker(row: { makerKey: string; displayName: string }): FollowedMaker {
  return { makerKey: row.makerKey, name: row.displayName, path: makerPath(row.makerKey) };
}

/**
 * FOLLOW_MAKER: the caller follows the maker of a lot, matched by its key (catalog's makerKey, which
 * items.maker_key holds), so any way of writing the name is one follow. A maker with no key ("Okänd
 * konstnär") or no public lot cannot be followed; following one already followed answers that one;
 * the 101st is refused. The user's row is locked while counting, so two follows at once cannot both
 * pass the limit.
 */
export async function followMaker(db: DbOrTx, userId: string, maker: string): Promise<{ followedMaker: FollowedMaker }> {
  const key = makerKey(maker);
  if (key === null) throw new AppError('INVALID_ARGUMENT', 'Den här formgivaren går inte att följa.');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ makerKey: followedMakers.makerKey, displayName: followedMakers.displayName })
      .from(followedMakers)
      .where(and(eq(followedMakers.userId, userId), eq(followedMakers.makerKey, key)));
    if (existing) return { followedMaker: toFollowedMaker(existing) };
    const [known] = await queryRows<{ maker: string }>(
      tx,
      sql`select i.maker from items i join auctions a on a.item_id = i.id
          where i.maker_key = ${key} and a.status in ('live', 'ended') and a.rehearsal_key is null
          limit 1`,
    );
    if (!known) throw new AppError('NOT_FOUND', 'Det finns inga föremål av den formgivaren.');
    const [kept] = await tx.select({ n: count() }).from(followedMakers).where(eq(followedMakers.userId, userId));
    if ((kept?.n ?? 0) >= MAX_FOLLOWED_MAKERS)
      throw new AppError(
        'FAILED_PRECONDITION',
        `Du kan följa högst ${MAX_FOLLOWED_MAKERS} formgivare och konstnärer. Sluta följa någon du inte behöver först.`,
      );
    const displayName = maker.replace(/\s+/g, ' ').trim();
    const [saved] = await tx
      .insert(followedMakers)
      .values({ userId, makerKey: key, displayName })
      .returning({ makerKey: followedMakers.makerKey, displayName: followedMakers.displayName });
    return { followedMaker: toFollowedMaker(saved!) };
  });
}

/** UNFOLLOW_MAKER: the caller stops following a maker; one they do not follow answers NOT_FOUND. */
export async function unfollowMaker(db: DbOrTx, userId: string, key: string): Promise<{ makerKey: string; following: false }> {
  const [gone] = await db
    .delete(followedMakers)
    .where(and(eq(followedMakers.userId, userId), eq(followedMakers.makerKey, key)))
    .returning({ id: followedMakers.id });
  if (!gone) throw new AppError('NOT_FOUND', 'Du följer inte den formgivaren.');
  return { makerKey: key, following: false };
}
