import 'server-only';
import os from 'node:os';
import type { Database } from '@/db/client';
import { drainDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { pruneEvents } from '@/platform/realtime';
import { jobHandlers } from './jobs';
import { currentSaleSettlement } from './settlement';
import { completeDueAuctions, openDueAuctions } from '@/modules/auctions/server';
import { runWatchlistReminders } from '@/modules/watchlist/server';
import { removeAbandonedUploads } from '@/modules/uploads/server';
import { remindUnansweredOffers } from '@/modules/valuations/server';
import { releaseDueFunds, runPurchaseReminders } from '@/modules/orders/server';
import { payPendingPayouts } from '@/modules/payments/server';

const MINUTE_MS = 60_000;

/**
 * The server's clockwork, in every instance (all of it is safe to run twice at once): every second
 * it opens lots whose start has come, ends lots whose time is up and runs due jobs (e-mails); every minute it sends watchlist
 * reminders and drops realtime events older than a day.
 */
export function startScheduler(database: Database, options: { intervalMs?: number } = {}): () => void {
  const log = getLogger();
  const workerId = `${os.hostname()}:${process.pid}`;
  let busy = false;
  let lastMinute = 0;
  let lastHour = 0;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await openDueAuctions(database.db);
      const completed = await completeDueAuctions(database.db, { settlement: currentSaleSettlement() });
      if (completed.length > 0)
        log.info({ completed: completed.map((c) => ({ id: c.auctionId, outcome: c.outcome })) }, 'auctions completed');
      await drainDueJobs(database.db, jobHandlers, { workerId, logger: log });
      if (Date.now() - lastMinute >= MINUTE_MS) {
        lastMinute = Date.now();
        const reminded = await runWatchlistReminders(database.db);
        if (reminded.reminded24h + reminded.reminded1h > 0) log.info(reminded, 'watchlist reminders');
        await pruneEvents(database.db, new Date(Date.now() - 24 * 60 * MINUTE_MS));
        // Offers unanswered for 3 days: SELLER_REMINDER once each (a cheap indexed read when there are none).
        const offers = await remindUnansweredOffers(database.db);
        if (offers.reminded > 0) log.info(offers, 'valuation offer reminders');
      }
      if (Date.now() - lastHour >= 60 * MINUTE_MS) {
        lastHour = Date.now();
        // Photos never used by a valuation or an item, older than a day (rows, partial files, variants).
        await removeAbandonedUploads(database.db, { now: new Date() });
        // RUN_PURCHASE_REMINDER: reminders after 3 days, overdue orders flagged for the studio.
        const purchases = await runPurchaseReminders(database.db);
        if (purchases.reminded + purchases.overdue > 0) log.info(purchases, 'purchase reminders');
        // Funds released by themselves 3 days after delivery unless the buyer reported a problem.
        const { released } = await releaseDueFunds(database.db);
        if (released.length > 0) log.info({ released }, 'funds released');
        // Payouts that waited for a seller's account (or failed every retry) are tried again.
        await payPendingPayouts(database.db);
      }
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, 'scheduler tick failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 1000);
  timer.unref();
  return () => clearInterval(timer);
}
