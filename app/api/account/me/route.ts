import { jsonRoute } from '@/platform/http/json-route';
import { getMe } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(async (request: Request) => {
  const me = await getMe(request.headers);
  return Response.json({ result: me }, { headers: { 'cache-control': 'private, no-store' } });
});
