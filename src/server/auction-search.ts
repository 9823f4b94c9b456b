import 'server-only';
import { getDb } from '@/platform/database';
import { parseAuctionSearch } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { jsonRoute } from '@/platform/http/json-route';

/**
 * `GET /api/auctions` (docs/product.md §4): the public list with search, categories, sort, paging and
 * category facets. Bad values are ignored or clamped, never an error (parseAuctionSearch). One
 * answer for both ways in: the route handler (app/api/auctions/route.ts) and the fast lane
 * (lanes.ts), so they cannot drift apart.
 */
export const answerAuctionSearch = jsonRoute(async (url: URL) => {
  const result = await searchAuctions(await getDb(), parseAuctionSearch(url.searchParams));
  return Response.json(result, { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } });
});
