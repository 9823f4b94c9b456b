import { getDb } from '@/db';
import { jsonRoute } from '@/platform/http/json-route';
import { parseAuctionSearch } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/auctions` (PRODUCT.md §4): the public list with search, categories, sort, paging and
 * category facets. Bad values are ignored or clamped, never an error (parseAuctionSearch).
 */
export const GET = jsonRoute(async (request: Request) => {
  const options = parseAuctionSearch(new URL(request.url).searchParams);
  const result = await searchAuctions(await getDb(), options);
  return Response.json(result, { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } });
});
