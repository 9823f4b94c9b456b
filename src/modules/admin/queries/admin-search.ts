import 'server-only';
import type { DbOrTx } from '@/db/client';
import { searchUsersForAdmin } from '@/modules/accounts/server';
import { adminAuctionPath, newestLotsOfItems, searchLotsForAdmin } from '@/modules/auctions/server';
import { searchItemsForAdmin } from '@/modules/catalog/server';
import { searchBlocksForAdmin } from '@/modules/content/server';
import { searchOrdersForAdmin } from '@/modules/orders/server';
import { searchValuationsForAdmin } from '@/modules/valuations/server';
import { parseAdminSearch, type AdminSearchHit } from '@/platform/admin-search';

/** ADMIN_SEARCH's answer (docs/product.md §9 "Console"): each kind's hits, best first. */
export interface AdminSearchResults {
  users: AdminSearchHit[];
  blocks: AdminSearchHit[];
  auctions: AdminSearchHit[];
  valuations: AdminSearchHit[];
  items: AdminSearchHit[];
  purchases: AdminSearchHit[];
}

/** How many hits of each kind the box shows (the search page too: each hit leads to its own list). */
export const ADMIN_SEARCH_LIMIT = 6;

export const EMPTY_ADMIN_SEARCH: AdminSearchResults = { users: [], blocks: [], auctions: [], valuations: [], items: [], purchases: [] };

/**
 * The console's one search box: every kind asked at once, each by the module that owns it through
 * its server surface. On PostgreSQL the kinds run side by side on the pool; PGlite has one
 * connection and runs them one after another (bench/admin-search.mts measures both).
 */
export async function adminSearch(db: DbOrTx, query: string, limit = ADMIN_SEARCH_LIMIT): Promise<{ results: AdminSearchResults }> {
  const terms = parseAdminSearch(query);
  if (!terms) return { results: EMPTY_ADMIN_SEARCH };
  const [users, auctions, valuations, itemRows, purchases, blocks] = await Promise.all([
    searchUsersForAdmin(db, terms, limit),
    searchLotsForAdmin(db, terms, limit),
    searchValuationsForAdmin(db, terms, limit),
    searchItemsForAdmin(db, terms, limit),
    searchOrdersForAdmin(db, terms, limit),
    searchBlocksForAdmin(db, terms, limit),
  ]);
  // An item is seen in the console through its newest lot; one without a lot yet, on the new-lot page.
  const lots = await newestLotsOfItems(
    db,
    itemRows.map((item) => item.id),
  );
  const items = itemRows.map((item): AdminSearchHit => {
    const lotId = lots.get(item.id);
    return {
      id: item.id,
      title: item.title,
      subtitle: [item.maker, `Föremål ${item.id}`, lotId === undefined ? 'ingen auktion än' : null].filter(Boolean).join(' · '),
      href: lotId === undefined ? `/admin/auktioner/ny?item=${item.id}` : adminAuctionPath(lotId),
    };
  });
  return { results: { users, blocks, auctions, valuations, items, purchases } };
}
