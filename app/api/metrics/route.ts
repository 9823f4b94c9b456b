import { getEnv } from '@/platform/env';
import { AppError } from '@/platform/errors';
import { bearerTokenMatches } from '@/platform/http/bearer';
import { errorResponse, jsonRoute } from '@/platform/http/json-route';
import { metricsExposition } from '@/platform/metrics';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Prometheus metrics (what they are: src/platform/metrics.ts). Off — a plain
 * 404, as for any unknown API path — until KLUBBAN_METRICS_TOKEN is set; then only for
 * `Authorization: Bearer <that token>`. Never cached: every scrape reads the counters now.
 */
export const GET = jsonRoute(async (request: Request) => {
  const token = getEnv().KLUBBAN_METRICS_TOKEN;
  if (!token) return errorResponse(new AppError('NOT_FOUND'), { headers: NO_STORE });
  if (!bearerTokenMatches(request.headers.get('authorization'), token)) {
    return errorResponse(new AppError('UNAUTHENTICATED'), {
      headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="klubban-metrics"' },
    });
  }
  const { contentType, text } = await metricsExposition();
  return new Response(text, { headers: { ...NO_STORE, 'content-type': contentType } });
});
