import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { AuctionListItem } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { followedMakers } from '../tables';
import { toFollowedMaker, type FollowedMaker } from '../commands/followed-makers';

/** LIST_FOLLOWED_MAKERS: the caller's followed makers, by name. */
export async function listFollowedMakers(db: DbOrTx, userId: string): Promise<{ followedMakers: FollowedMaker[] }> {
  const rows = await db
    .select({ makerKey: followedMakers.makerKey, displayName: followedMakers.displayName })
    .from(followedMakers)
    .where(eq(followedMakers.userId, userId))
    .orderBy(asc(followedMakers.displayName), asc(followedMakers.id));
  return { followedMakers: rows.map(toFollowedMaker) };
}

/** Whether the user follows the maker of this key (the lot page's "Följer"). */
export async function isFollowingMaker(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: followedMakers.id })
    .from(followedMakers)
    .where(and(eq(followedMakers.userId, userId), eq(followedMakers.makerKey, key)));
  return row !== undefined;
}

/** The maker page shows at most this many lots of each kind. */
const MAKER_PAGE_LOTS = 100;

export interface MakerPage {
  makerKey: string;
  /** The name as the first of its lots writes it. */
  name: string;
  live: AuctionListItem[];
  /** Sold lots; their currentPrice is the hammer price. */
  sold: AuctionListItem[];
}

/**
 * The maker page (/formgivare/[slug]): the maker's live lots (ending first) and sold lots (newest
 * first), through the list's own query, so a card shows what /auktioner shows. Archived and rehearsal
 * lots are in neither. null when the maker has no live or ended lot (the page answers 404). Read through
 * items_maker_key_idx.
 */
export async function getMakerPage(db: DbOrTx, key: string): Promise<MakerPage | null> {
  const rows = await queryRows<{ id: number; status: string; maker: string }>(
    db,
    sql`(select a.id, a.status::text as status, i.maker from items i join auctions a on a.item_id = i.id
         where i.maker_key = ${key} and a.status = 'live' and a.archived_at is null and a.rehearsal_key is null
         order by a.ends_at, a.id limit ${MAKER_PAGE_LOTS})
        union all
        (select a.id, a.status::text as status, i.maker from items i join auctions a on a.item_id = i.id
         where i.maker_key = ${key} and a.status = 'ended' and a.outcome = 'sold' and a.archived_at is null and a.rehearsal_key is null
         order by a.ended_at desc nulls last, a.id desc limit ${MAKER_PAGE_LOTS})`,
  );
  if (rows.length === 0) {
    // A maker whose lots all ended unsold still has a page (the lot page links to it), empty.
    const [ended] = await queryRows<{ maker: string }>(
      db,
      sql`select i.maker from items i join auctions a on a.item_id = i.id
          where i.maker_key = ${key} and a.status = 'ended' and a.archived_at is null and a.rehearsal_key is null
          limit 1`,
    );
    return ended ? { makerKey: key, name: ended.maker.replace(/\s+/g, ' ').trim(), live: [], sold: [] } : null;
  }
  const liveIds = rows.filter((row) => row.status === 'live').map((row) => Number(row.id));
  const soldIds = rows.filter((row) => row.status === 'ended').map((row) => Number(row.id));
  const live =
    liveIds.length > 0 ? await searchAuctions(db, { auctionIds: liveIds, pageSize: MAKER_PAGE_LOTS, sort: 'slutar-snart' }) : null;
  const sold = soldIds.length > 0 ? await searchAuctions(db, { auctionIds: soldIds, pageSize: MAKER_PAGE_LOTS, includeEnded: true }) : null;
  const soldOrder = new Map(soldIds.map((id, index) => [id, index]));
  return {
    makerKey: key,
    name: rows[0]!.maker.replace(/\s+/g, ' ').trim(),
    live: live?.items ?? [],
    sold: (sold?.items ?? [])
      .filter((lot) => lot.status === 'ended')
      .sort((a, b) => (soldOrder.get(a.id) ?? 0) - (soldOrder.get(b.id) ?? 0)),
  };
}
