import { getCaller } from '@/modules/accounts/server';
import { periodSie } from '@/modules/books/server';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';

export const dynamic = 'force-dynamic';

/**
 * The period's SIE 4I file for the accountant (docs/books.md): `?fran=2026-11-23&till=2026-11-29`.
 * The studio's only: anyone else gets NOT_FOUND, as if it did not exist (as /dokument/…). A bad
 * period is a Swedish 400.
 */
export const GET = jsonRoute(async (request: Request) => {
  const caller = await getCaller(request.headers);
  if (!caller?.admin) throw new AppError('NOT_FOUND');
  const params = new URL(request.url).searchParams;
  const file = await periodSie(await getDb(), params.get('fran'), params.get('till'));
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': 'text/plain; charset=IBM437',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'content-length': String(file.body.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
