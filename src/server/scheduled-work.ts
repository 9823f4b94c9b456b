import 'server-only';
import os from 'node:os';
import type { Db } from '@/db/client';
import { getEnv } from '@/platform/env';
import { drainDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { pruneEvents } from '@/platform/realtime';
import { pruneJobRuns, recordJobRun, RUN_HISTORY_DAYS, type RunTrigger, type ScheduledJobName } from '@/platform/scheduled-jobs';
import { jobHandlers } from './jobs';
import { currentSaleSettlement } from './settlement';
import { backfillAuctionSearch, clearEndedAuctions, completeDueAuctions, lotFeedStatus, openDueAuctions } from '@/modules/auctions/server';
import { runWatchlistReminders, sendSavedSearchMail } from '@/modules/watchlist/server';
import { removeAbandonedUploads } from '@/modules/uploads/server';
import { remindUnansweredOffers } from '@/modules/valuations/server';
import {
  cancelUnpaidOrders,
  configuredUnpaidPolicy,
  expireSecondChances,
  receiveDueShipments,
  releaseDueFunds,
  runPurchaseReminders,
} from '@/modules/orders/server';
import { configuredPaymentProvider, payPendingPayouts } from '@/modules/payments/server';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One job's work: what it does, and whether a result means it did something (else an idle run). */
interface Work {
  run: (db: Db) => Promise<unknown>;
  didWork: (result: unknown) => boolean;
}

function work<T>(run: (db: Db) => Promise<T>, didWork: (result: T) => boolean): Work {
  return { run, didWork: (result) => didWork(result as T) };
}

/** This process as a job runner: `<host>:<pid>` (releaseOrphanedJobs reads it back). */
export const workerId = `${os.hostname()}:${process.pid}`;

/**
 * What each scheduled job of SCHEDULED_JOBS (src/platform/scheduled-jobs.ts) does, for the
 * scheduler and for an admin's "Kör nu" (RUN_SCHEDULED_JOB). The jobs with an action of their own
 * (RUN_COMPLETE_AUCTIONS, CLEAR_ENDED, …) call the same commands in their modules.
 */
export const scheduledWork: Record<ScheduledJobName, Work> = {
  'open-auctions': work(
    (db) => openDueAuctions(db),
    (opened) => opened > 0,
  ),
  'complete-auctions': work(
    async (db) => {
      const completed = await completeDueAuctions(db, { settlement: currentSaleSettlement() });
      if (completed.length > 0)
        getLogger().info({ completed: completed.map((c) => ({ id: c.auctionId, outcome: c.outcome })) }, 'auctions completed');
      return { completed };
    },
    ({ completed }) => completed.length > 0,
  ),
  'drain-jobs': work(
    (db) => drainDueJobs(db, jobHandlers, { workerId, logger: getLogger() }),
    ({ ran }) => ran > 0,
  ),
  'watchlist-reminders': work(
    (db) => runWatchlistReminders(db),
    (r) => r.reminded24h + r.reminded1h + r.closing15m > 0,
  ),
  // Matches waiting for a user whose last saved-search e-mail is a day old (the first goes when the match is made).
  'saved-search-mail': work(
    (db) => sendSavedSearchMail(db),
    (r) => r.sent > 0,
  ),
  'prune-events': work(
    async (db) => ({
      events: await pruneEvents(db, new Date(Date.now() - DAY_MS)),
      runs: await pruneJobRuns(db, new Date(Date.now() - RUN_HISTORY_DAYS * DAY_MS)),
    }),
    (r) => r.events + r.runs > 0,
  ),
  // Offers unanswered for 3 days: SELLER_REMINDER once each (a cheap indexed read when there are none).
  'offer-reminders': work(
    (db) => remindUnansweredOffers(db),
    (r) => r.reminded > 0,
  ),
  // Photos never used by a valuation or an item, older than a day (rows, partial files, variants).
  'abandoned-uploads': work(
    (db) => removeAbandonedUploads(db, { now: new Date() }),
    (r) => r.removed > 0,
  ),
  // RUN_PURCHASE_REMINDER: reminders after 3 days, overdue orders flagged for the studio.
  'purchase-reminders': work(
    (db) => runPurchaseReminders(db),
    (r) => r.reminded + r.overdue > 0,
  ),
  // Unpaid orders cancelled KLUBBAN_UNPAID_CANCEL_AFTER_DAYS after their due date, only when KLUBBAN_UNPAID_AUTO_CANCEL
  // is on (docs/decisions/0042); off, the run does nothing and the studio cancels in the console.
  'unpaid-orders': work(
    (db) => {
      const { autoCancel, ...policy } = configuredUnpaidPolicy();
      return cancelUnpaidOrders(db, { enabled: autoCancel, policy, provider: autoCancel ? configuredPaymentProvider() : null });
    },
    (r) => r.cancelled.length > 0,
  ),
  // Second-chance offers nobody answered in time end, and the studio is told.
  'second-chance-expiry': work(
    (db) => expireSecondChances(db),
    (r) => r.expired > 0,
  ),
  // Shipments count as received on their receipt day, then funds are released by themselves when the buyer's
  // inspection window has passed without a reported problem (docs/decisions/0032).
  'release-funds': work(
    async (db) => ({ ...(await receiveDueShipments(db)), ...(await releaseDueFunds(db)) }),
    (r) => r.received.length + r.released.length > 0,
  ),
  // Payouts that waited for a seller's account (or failed every retry) are tried again.
  'pay-payouts': work(
    (db) => payPendingPayouts(db),
    (r) => r.queued > 0,
  ),
  'clear-ended': work(
    (db) => clearEndedAuctions(db, { olderThanDays: getEnv().KLUBBAN_CLEAR_ENDED_DAYS }),
    (r) => r.archived > 0,
  ),
  'search-backfill': work(
    (db) => backfillAuctionSearch(db),
    (r) => r.written + r.removed + r.countsFixed > 0,
  ),
  'auktionse-sync': work(
    (db) => lotFeedStatus(db, { publicUrl: getEnv().publicUrl }),
    () => false,
  ),
};

/** Runs one scheduled job now and records the run; answers its result or throws its error. */
export function runScheduledJob(
  db: Db,
  job: ScheduledJobName,
  options: { trigger: RunTrigger; actorId?: string | null },
): Promise<unknown> {
  const { run, didWork } = scheduledWork[job];
  return recordJobRun(db, job, () => run(db), { trigger: options.trigger, actorId: options.actorId ?? null, didWork });
}
