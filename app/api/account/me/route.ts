import { getMe } from '@/modules/accounts/queries/get-me';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const me = await getMe(request.headers);
  return Response.json({ result: me }, { headers: { 'cache-control': 'private, no-store' } });
}
