import { getMe } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const me = await getMe(request.headers);
  return Response.json({ result: me }, { headers: { 'cache-control': 'private, no-store' } });
}
