import 'server-only';
import type { DbOrTx } from '@/db/client';
import type { ValuationStatus } from '@/keys';
import { countFailedJobs } from '@/platform/jobs';
import { stockholmWeekOf } from '@/platform/time';
import { weekSummary, type WeekSummary } from '@/modules/auctions/server';
import { countFailedEmails } from '@/modules/email/server';
import { orderFilterCounts } from '@/modules/orders/server';
import { waitingPayoutCounts } from '@/modules/payments/server';
import { valuationCounts } from '@/modules/valuations/server';

/** The console's front page: this Stockholm week's sale and everything waiting for the studio. */
export interface Dashboard {
  /** ISO instants: Monday 00:00 to the next Monday 00:00, Stockholm time. */
  week: { start: string; end: string };
  lots: WeekSummary;
  valuations: Pick<Record<ValuationStatus, number>, 'pending' | 'accepted' | 'waiting'>;
  orders: { unpaid: number; toShip: number; toRelease: number; overdue: number };
  /** Released but not yet transferred to the seller (docs/decisions/0032): stuck payouts show here. */
  payouts: { waiting: number; withoutAccount: number; failing: number };
  failures: { jobs: number; emails: number };
  /** The server's clock when the figures were read (the countdown corrects the device's clock by it). */
  now: string;
}

/** GET_DASHBOARD: every figure is one count on an index; the modules each answer their own. */
export async function getDashboard(db: DbOrTx, now: Date = new Date()): Promise<Dashboard> {
  const week = stockholmWeekOf(now);
  const [lots, valuations, orders, failedJobs, failedEmails, payouts] = await Promise.all([
    weekSummary(db, week, now),
    valuationCounts(db),
    orderFilterCounts(db, now),
    countFailedJobs(db),
    countFailedEmails(db),
    waitingPayoutCounts(db),
  ]);
  return {
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    lots,
    valuations: { pending: valuations.pending, accepted: valuations.accepted, waiting: valuations.waiting },
    orders: { unpaid: orders.unpaid, toShip: orders['to-ship'], toRelease: orders['to-release'], overdue: orders.overdue },
    payouts,
    failures: { jobs: failedJobs, emails: failedEmails },
    now: now.toISOString(),
  };
}
