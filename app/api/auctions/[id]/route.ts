import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { errorResponse, jsonRoute } from '@/platform/http/json-route';
import { getCaller } from '@/modules/accounts/server';
import { REHEARSAL_LINK_PARAM } from '@/modules/auctions';
import { getAuction } from '@/modules/auctions/server';

export const dynamic = 'force-dynamic';

/** A missing lot may be cached as briefly as a public lot. */
const notFound = () =>
  errorResponse(new AppError('NOT_FOUND', 'Auktionen finns inte.'), { headers: { 'cache-control': 'public, max-age=2' } });

/**
 * `GET /api/auctions/{id}` (docs/product.md §4): one lot's public view with its bid history. A signed-in
 * viewer sees "Du" on their own bids and their own maximum, so that answer is private. A rehearsal
 * lot (docs/decisions/0033) answers only an admin or the secret of its link (`?provlank=`), and
 * never to a shared cache; to anyone else it does not exist.
 */
export const GET = jsonRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) return notFound();
  const me = await getCaller(request.headers);
  const rehearsalKey = new URL(request.url).searchParams.get(REHEARSAL_LINK_PARAM);
  const auction = await getAuction(await getDb(), Number(id), me?.id ?? null, new Date(), { rehearsalKey, admin: me?.admin ?? false });
  if (!auction) return notFound();
  return Response.json(auction, {
    headers: {
      'cache-control': me || auction.rehearsal ? 'private, no-store' : 'public, max-age=2',
      vary: 'Cookie, Authorization',
    },
  });
});
