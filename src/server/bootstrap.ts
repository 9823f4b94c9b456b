import 'server-only';
import { closeDatabase, dataDir, getDatabase } from '@/platform/database';
import { backupOnSignal } from '@/db/backup';
import { isDatabaseEmpty, isDemoSeeded } from '../../demo/status';
import { shutdownServerAnalytics } from '@/platform/analytics';
import { getEnv } from '@/platform/env';
import { getLogger } from '@/platform/logger';
import { observeRequest } from '@/platform/metrics';
import { flushMonitoring, reportError } from '@/platform/monitoring';
import { getStorage } from '@/platform/storage';
import { errorStatusOf, serveLane } from './lanes';
import { registerOuterServerHooks } from './outer-hooks';
import { followPageChanges } from './page-cache';
import { startScheduler } from './scheduler';
import { announceStartPhase } from './start-progress';
import { ensurePasswordUser } from '@/modules/accounts/server';
import { CONTENT_PAGES, ensureContentPages, reviseSeededBlocks } from '@/modules/content/server';
import { paymentMode } from '@/modules/payments/server';

/**
 * Runs once when the server starts (instrumentation.ts): validate the configuration, open and
 * migrate the database, create or promote the first admin, seed the demo catalogue when asked,
 * then start the scheduler (lots ending, e-mails, reminders).
 */
export async function bootstrap(): Promise<void> {
  const env = getEnv();
  const log = getLogger();
  const started = performance.now();
  announceStartPhase('database', 'begin');
  const database = await getDatabase();
  announceStartPhase('database', 'end');
  log.info({ database: database.describe, ms: Math.round(performance.now() - started) }, 'database ready');
  logPaymentMode(log);

  // Asked before the first admin is written: an empty database with admin variables is still a
  // newcomer's database and gets the demo catalogue.
  const wantSeed = env.KLUBBAN_SEED_DEMO ?? (await isDatabaseEmpty(database));

  if (env.KLUBBAN_ADMIN_EMAIL && env.KLUBBAN_ADMIN_PASSWORD) {
    const result = await ensurePasswordUser(database.db, {
      email: env.KLUBBAN_ADMIN_EMAIL,
      password: env.KLUBBAN_ADMIN_PASSWORD,
      firstName: 'Admin',
      lastName: '',
      admin: true,
    });
    log.info({ email: env.KLUBBAN_ADMIN_EMAIL, created: result.created }, 'first admin ready');
  }

  if (wantSeed && !(await isDemoSeeded(database))) {
    log.info('seeding the demo catalogue');
    announceStartPhase('seed', 'begin');
    // Loaded only now: the demo catalogue and its image renderer are not part of a running server.
    const { seedDemo } = await import('../../demo/seed-demo');
    const result = await seedDemo(database, { storage: getStorage() });
    announceStartPhase('seed', 'end', { lots: result.lots });
    log.info(result, 'demo catalogue seeded');
  }

  // The editable pages' first versions (today's texts), for pages the database does not have yet.
  await ensureContentPages(
    database.db,
    CONTENT_PAGES.map((page) => page.pageId),
  );
  // A seed text that had to change for every studio reaches the pages the studio never edited there (decision 0043).
  await reviseSeededBlocks(database.db);

  // Off only where another instance on the same PostgreSQL runs it (env.ts refuses it otherwise).
  const stopScheduler = env.KLUBBAN_SCHEDULER === false ? () => {} : startScheduler(database);
  if (env.KLUBBAN_SCHEDULER === false) log.info('scheduler off in this instance (KLUBBAN_SCHEDULER=false)');
  // `npm start`'s outer server (server/serve.ts) from here on: the fast lane, a page that failed
  // while the database is out of reach answered 503 rather than 500, every answer counted into the
  // metrics, and its page cache dropping the pages that change as the bus announces them.
  await registerOuterServerHooks({
    lane: serveLane,
    errorStatus: errorStatusOf(database),
    observeRequest,
    followPageChanges,
  });
  // `npm run backup` asks the server that holds the embedded database's folder for its dump.
  if (database.kind === 'pglite') backupOnSignal(database, dataDir(), log);

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    stopScheduler();
    // The last analytics events and error reports go out (at most 5 s) while the database closes.
    void Promise.allSettled([shutdownServerAnalytics(), flushMonitoring(5_000), closeDatabase()]).finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Says once at start-up which payment provider serves (docs/decisions/0028): a warning when none
 * does (checkout is refused until one is configured), a plain line when payments are pretend.
 */
function logPaymentMode(log: ReturnType<typeof getLogger>): void {
  const mode = paymentMode();
  if (mode === 'none') {
    log.warn(
      { payments: mode },
      'payments are not configured: checkout and payouts are refused. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments, or KLUBBAN_PAYMENT_PROVIDER=test for visibly pretend ones',
    );
  } else if (mode === 'test') {
    log.warn({ payments: mode }, 'payments use the built-in test provider: no real payments are taken (every page says so)');
  } else {
    log.info({ payments: mode }, 'payments through Stripe');
  }
}

/** Start-up as the server runs it: a failure is one clear message and exit code 1, no stack trace. */
export async function bootstrapOrExit(): Promise<void> {
  try {
    await bootstrap();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nKlubban kunde inte starta – Klubban could not start:\n${message}\n\n`);
    reportError(error, { phase: 'start-up' });
    await flushMonitoring(2_000);
    process.exit(1);
  }
}
