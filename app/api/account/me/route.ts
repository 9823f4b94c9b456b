import { jsonRoute } from '@/platform/http/json-route';
import { currentMe } from '@/server/me';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(async (request: Request) => {
  const me = await currentMe(request.headers);
  return Response.json({ result: me }, { headers: { 'cache-control': 'private, no-store' } });
});
