import { getCaller } from '@/modules/accounts/server';
import { periodResaleReport } from '@/modules/books/server';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';

export const dynamic = 'force-dynamic';

/**
 * The period's resale-right report for Bildupphovsrätt, a CSV for Swedish Excel (docs/books.md):
 * `?fran=2026-11-23&till=2026-11-29`. The studio's only: anyone else gets NOT_FOUND. A bad period
 * is a Swedish 400.
 */
export const GET = jsonRoute(async (request: Request) => {
  const caller = await getCaller(request.headers);
  if (!caller?.admin) throw new AppError('NOT_FOUND');
  const params = new URL(request.url).searchParams;
  const report = await periodResaleReport(await getDb(), params.get('fran'), params.get('till'));
  return new Response(report.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${report.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
