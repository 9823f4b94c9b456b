import { sql } from 'drizzle-orm';
import { getDatabase } from '@/platform/database';
import { isDatabaseUnavailableError } from '@/platform/database-unavailable';
import { jsonRoute } from '@/platform/http/json-route';
import { getLogger } from '@/platform/logger';
import { paymentMode } from '@/modules/payments/server';

export const dynamic = 'force-dynamic';

/**
 * Reports whether the database answers; 503 when it does not (that answer is the report, not an
 * error). It also tells which payment provider serves (docs/decisions/0028) — `none` means
 * payments are refused — without changing the status: the database is what 503 is about.
 */
export const GET = jsonRoute(async () => {
  const started = performance.now();
  const mode = paymentMode();
  const payments = { provider: mode, configured: mode !== 'none' };
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return Response.json(
      {
        status: 'ok',
        database: { kind: database.kind, reachable: true, ms: Math.round((performance.now() - started) * 10) / 10 },
        payments,
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    // The database out of reach is what this answer reports (a warning, without the stack); anything else is an error.
    if (isDatabaseUnavailableError(error))
      getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, 'health check failed');
    else getLogger().error({ err: error }, 'health check failed');
    return Response.json(
      { status: 'unavailable', database: { reachable: false }, payments },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
});
