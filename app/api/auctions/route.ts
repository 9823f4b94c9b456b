import { getDb } from '@/db';
import { parseCategoryParam } from '@/modules/auctions/categories';
import { searchAuctions, SORTS } from '@/modules/auctions/queries/search-auctions';
import { jsonRoute } from '@/platform/http/json-route';

export const dynamic = 'force-dynamic';

/** A positive whole number from a query value, or undefined when it is not one. */
function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number.parseInt(value, 10);
  return n > 0 ? n : undefined;
}

/**
 * `GET /api/auctions` (PRODUCT.md §4): the public list with search, categories, sort, paging and
 * category facets. Bad values are ignored or clamped, never an error.
 */
export const GET = jsonRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const sortParam = params.get('sort');
  const result = await searchAuctions(await getDb(), {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    categories: parseCategoryParam(params.get('category')),
    sort: SORTS.find((sort) => sort === sortParam),
    page: Math.min(positiveInt(params.get('page')) ?? 1, 10_000),
    pageSize: Math.min(positiveInt(params.get('pageSize')) ?? 24, 100),
    includeEnded: ['1', 'true'].includes(params.get('ended') ?? ''),
  });
  return Response.json(result, { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } });
});
