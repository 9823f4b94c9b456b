import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { AuctionStatus } from '@/keys';
import type { AdminSearchHit, AdminSearchTerms } from '@/platform/admin-search';
import { formatSek } from '@/ui/format';
import { searchAuctions } from './search-auctions';
import { LOT_PRICE_SQL } from './price-sql';

/** Where the console edits a lot. */
export const adminAuctionPath = (auctionId: number) => `/admin/auktioner/${auctionId}`;

const STATUS_LABELS: Record<AuctionStatus, string> = {
  draft: 'Utkast',
  scheduled: 'Schemalagd',
  live: 'Pågår',
  ended: 'Avslutad',
  cancelled: 'Inställd',
};

function subtitleOf(lot: { status: AuctionStatus; lotNumber: number | null; price: number; bidCount: number }): string {
  const parts = [lot.lotNumber !== null ? `Nr ${lot.lotNumber}` : null, STATUS_LABELS[lot.status], formatSek(lot.price)];
  if (lot.bidCount > 0) parts.push(lot.bidCount === 1 ? '1 bud' : `${lot.bidCount} bud`);
  return parts.filter(Boolean).join(' · ');
}

/** The shortest query the full-text search runs for: one or two letters match most titles as a prefix (~250 ms at 100 000 lots). */
export const LOT_TEXT_MIN_LENGTH = 3;

/**
 * Whether the full-text search runs for a query: not for one or two characters, and not for a
 * phone number ("070-123 45", which as words would match every numbered title: seconds at 100 000
 * lots, bench/admin-search.mts). A plain number still does: a year, a model number.
 */
function usesFullText(terms: AdminSearchTerms): boolean {
  if (terms.text.length < LOT_TEXT_MIN_LENGTH) return false;
  return terms.phoneDigits === null || terms.id !== null;
}

/**
 * The console search's auctions (ADMIN_SEARCH): the lot whose id or lot number the query is (any
 * status, drafts too), then the public list's own Swedish full-text search over live and ended lots
 * (searchAuctions: stems, prefixes, misspellings), best first. One matcher for the site and the console.
 * Queries it skips (usesFullText) find lots by id and lot number only.
 */
export async function searchLotsForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit: number): Promise<AdminSearchHit[]> {
  const [exact, found] = await Promise.all([
    terms.id === null
      ? Promise.resolve([])
      : queryRows<{ id: number; title: string; status: AuctionStatus; lot_number: number | null; price: number; bid_count: number }>(
          db,
          sql`select a.id, i.title, a.status, a.lot_number, ${LOT_PRICE_SQL} as price, a.bid_count
            from auctions a join items i on i.id = a.item_id
            where a.id = ${terms.id} or a.lot_number = ${terms.id}
            order by (a.id = ${terms.id}) desc, a.ends_at desc, a.id desc
            limit ${limit}`,
        ),
    usesFullText(terms) ? searchAuctions(db, { search: terms.text, includeEnded: true, pageSize: limit }) : Promise.resolve({ items: [] }),
  ]);
  const hits: AdminSearchHit[] = exact.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: subtitleOf({ status: row.status, lotNumber: row.lot_number, price: row.price, bidCount: row.bid_count }),
    href: adminAuctionPath(row.id),
  }));
  const seen = new Set(hits.map((hit) => hit.id));
  for (const lot of found.items) {
    if (seen.has(lot.id)) continue;
    hits.push({
      id: lot.id,
      title: lot.title,
      subtitle: subtitleOf({ status: lot.status, lotNumber: null, price: lot.currentPrice ?? lot.startPrice, bidCount: lot.bidCount }),
      href: adminAuctionPath(lot.id),
    });
  }
  return hits.slice(0, limit);
}

/** The newest lot of each item (by item id), for links from an item to its lot in the console. */
export async function newestLotsOfItems(db: DbOrTx, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<{ item_id: number; id: number }>(
    db,
    sql`select distinct on (item_id) item_id, id from auctions
      where item_id in (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by item_id, id desc`,
  );
  return new Map(rows.map((row) => [Number(row.item_id), Number(row.id)]));
}
