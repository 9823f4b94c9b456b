import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { scheduledJobRuns, scheduledJobs } from '@/platform/tables';
import { getLogger } from './logger';
import { countJobRun } from './metrics';
import { processSingleton } from './singleton';

/**
 * The server's scheduled work (src/server/scheduler.ts) and its record (docs/decisions/0015). The
 * list below is the one place a job is declared: the scheduler runs each by its interval, the
 * console (/admin/jobb, LIST_JOBS) shows each with its last and next run, and every run — by the
 * clock or by an admin's "Kör nu" — goes through `recordJobRun`.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ScheduledJobDefinition {
  name: string;
  /** Swedish, for the console. */
  label: string;
  /** When it runs, in words (Swedish). */
  schedule: string;
  /** How often the scheduler runs it; null: only by hand. */
  intervalMs: number | null;
  /** The connector action that runs it by hand, when it has one of its own (else RUN_SCHEDULED_JOB). */
  action?: string;
}

export const SCHEDULED_JOBS = [
  { name: 'open-auctions', label: 'Öppna auktioner som ska starta', schedule: 'Varje sekund', intervalMs: SECOND_MS },
  {
    name: 'complete-auctions',
    label: 'Avsluta auktioner vars tid har gått ut',
    schedule: 'Varje sekund',
    intervalMs: SECOND_MS,
    action: 'RUN_COMPLETE_AUCTIONS',
  },
  { name: 'drain-jobs', label: 'Bakgrundsjobb (mejl, webhooks, utbetalningar)', schedule: 'Varje sekund', intervalMs: SECOND_MS },
  {
    name: 'watchlist-reminders',
    label: 'Påminnelser om bevakade auktioner',
    schedule: 'Varje minut',
    intervalMs: MINUTE_MS,
    action: 'RUN_WATCHLIST_REMINDER',
  },
  {
    name: 'saved-search-mail',
    label: 'Mejl om nya träffar för bevakade sökningar (högst ett om dagen)',
    schedule: 'Varje minut',
    intervalMs: MINUTE_MS,
  },
  { name: 'prune-events', label: 'Rensa gamla realtidshändelser och körningar', schedule: 'Varje minut', intervalMs: MINUTE_MS },
  { name: 'offer-reminders', label: 'Påminnelser om obesvarade värderingar', schedule: 'Varje minut', intervalMs: MINUTE_MS },
  { name: 'abandoned-uploads', label: 'Ta bort övergivna uppladdningar', schedule: 'Varje timme', intervalMs: HOUR_MS },
  {
    name: 'purchase-reminders',
    label: 'Betalningspåminnelser',
    schedule: 'Varje timme',
    intervalMs: HOUR_MS,
    action: 'RUN_PURCHASE_REMINDER',
  },
  // docs/decisions/0042: off unless KLUBBAN_UNPAID_AUTO_CANCEL; the run then says so.
  {
    name: 'unpaid-orders',
    label: 'Avbryt obetalda köp efter betalningsfristen (om påslaget)',
    schedule: 'Varje timme',
    intervalMs: HOUR_MS,
  },
  { name: 'second-chance-expiry', label: 'Avsluta obesvarade erbjudanden om andra chansen', schedule: 'Varje timme', intervalMs: HOUR_MS },
  { name: 'release-funds', label: 'Frigör pengar efter leverans', schedule: 'Varje timme', intervalMs: HOUR_MS },
  { name: 'pay-payouts', label: 'Betala ut väntande utbetalningar', schedule: 'Varje timme', intervalMs: HOUR_MS },
  { name: 'clear-ended', label: 'Arkivera gamla avslutade auktioner', schedule: 'Varje dygn', intervalMs: DAY_MS, action: 'CLEAR_ENDED' },
  {
    name: 'search-backfill',
    label: 'Bygg om sökindexet för auktioner',
    schedule: 'Vid behov',
    intervalMs: null,
    action: 'RUN_SEARCH_BACKFILL_AUCTIONS',
  },
  {
    name: 'auktionse-sync',
    label: 'Exportflödet till auktionssajter',
    schedule: 'Vid behov (flödet läses av mottagaren)',
    intervalMs: null,
    action: 'RUN_AUKTIONSE_SYNC_UPDATES',
  },
] as const satisfies readonly ScheduledJobDefinition[];

export type ScheduledJobName = (typeof SCHEDULED_JOBS)[number]['name'];
export const SCHEDULED_JOB_NAMES = SCHEDULED_JOBS.map((job) => job.name) as [ScheduledJobName, ...ScheduledJobName[]];

export type RunTrigger = 'schedule' | 'manual';

/** A run that did nothing is written to the state row at most this often (per job and process). */
export const IDLE_WRITE_MS = MINUTE_MS;
/** History rows are kept this long (pruned by the prune-events job). */
export const RUN_HISTORY_DAYS = 30;

// ---- Pure rules -------------------------------------------------------------------------------

/** When a job runs next: its last run plus its interval, now when it never ran, null when only by hand. */
export function nextRunAt(lastRunAt: Date | null, intervalMs: number | null, now: Date): Date | null {
  if (intervalMs === null) return null;
  return lastRunAt ? new Date(lastRunAt.getTime() + intervalMs) : now;
}

/**
 * What one finished run writes: a history row for a run that did work, failed or was started by
 * hand; the state row for those, for the first run this process records, after a failure (so the
 * failure count goes back to 0), and otherwise at most every IDLE_WRITE_MS.
 */
export function whatToRecord(run: {
  trigger: RunTrigger;
  ok: boolean;
  didWork: boolean;
  /** This process's last write of the job's state row. */
  previous: { atMs: number; ok: boolean } | undefined;
  nowMs: number;
}): { state: boolean; history: boolean } {
  const history = run.trigger === 'manual' || !run.ok || run.didWork;
  const state = history || !run.previous || !run.previous.ok || run.nowMs - run.previous.atMs >= IDLE_WRITE_MS;
  return { state, history };
}

/** Whether a job is due on a tick at `nowMs`, given when this process last decided it is next due. */
export function isDue(nextDueMs: number | undefined, nowMs: number, toleranceMs: number): boolean {
  return nextDueMs === undefined || nextDueMs <= nowMs + toleranceMs;
}

// ---- Recording ----------------------------------------------------------------------------------

const lastWrites = () => processSingleton('ScheduledJobWrites', () => new Map<string, { atMs: number; ok: boolean }>());

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}

/**
 * Runs one job and records the run (see `whatToRecord`); answers the job's result or throws its
 * error. A failure to write the record is logged, never the job's failure.
 */
export async function recordJobRun<T>(
  db: DbOrTx,
  job: ScheduledJobName,
  run: () => Promise<T>,
  options: { trigger?: RunTrigger; actorId?: string | null; didWork?: (result: T) => boolean } = {},
): Promise<T> {
  const trigger = options.trigger ?? 'manual';
  const startedAt = new Date();
  const started = performance.now();
  let outcome: { ok: true; result: T } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, result: await run() };
  } catch (error) {
    outcome = { ok: false, error };
  }
  countJobRun(job, outcome.ok);
  const durationMs = Math.max(0, Math.round(performance.now() - started));
  const didWork = outcome.ok ? (options.didWork ? options.didWork(outcome.result) : true) : false;
  const nowMs = Date.now();
  const writes = lastWrites();
  const record = whatToRecord({ trigger, ok: outcome.ok, didWork, previous: writes.get(job), nowMs });
  const error = outcome.ok ? null : messageOf(outcome.error);
  try {
    if (record.state) {
      await db
        .insert(scheduledJobs)
        .values({
          name: job,
          lastRunAt: startedAt,
          lastDurationMs: durationMs,
          lastOk: outcome.ok,
          failures: outcome.ok ? 0 : 1,
          lastError: error,
          lastFailedAt: outcome.ok ? null : startedAt,
        })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: outcome.ok
            ? { lastRunAt: startedAt, lastDurationMs: durationMs, lastOk: true, failures: 0 }
            : {
                lastRunAt: startedAt,
                lastDurationMs: durationMs,
                lastOk: false,
                failures: sql`${scheduledJobs.failures} + 1`,
                lastError: error,
                lastFailedAt: startedAt,
              },
        });
      writes.set(job, { atMs: nowMs, ok: outcome.ok });
    }
    if (record.history) {
      await db.insert(scheduledJobRuns).values({
        job,
        trigger,
        actorId: options.actorId ?? null,
        startedAt,
        durationMs,
        ok: outcome.ok,
        error,
        // JSON-safe (dates as strings), and small: a summary, not a dump.
        summary: outcome.ok && outcome.result !== undefined ? summaryOf(outcome.result) : null,
      });
    }
  } catch (writeError) {
    getLogger().warn({ job, err: messageOf(writeError) }, 'could not record a scheduled run');
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

function summaryOf(result: unknown): unknown {
  const text = JSON.stringify(result);
  if (text === undefined) return null;
  return text.length > 4000 ? { truncated: true, length: text.length } : (JSON.parse(text) as unknown);
}

/** History rows older than `before` go (the prune-events job); answers how many. */
export async function pruneJobRuns(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(scheduledJobRuns).where(lt(scheduledJobRuns.startedAt, before)).returning({ id: scheduledJobRuns.id });
  return deleted.length;
}

// ---- Reading ----------------------------------------------------------------------------------

export interface ScheduledJobView {
  name: ScheduledJobName;
  label: string;
  schedule: string;
  intervalMs: number | null;
  action: string | null;
  lastRunAt: string | null;
  nextRunAt: string | null;
  durationMs: number | null;
  /** Consecutive failures up to the last recorded run. */
  failures: number;
  lastOk: boolean | null;
  lastError: string | null;
  lastFailedAt: string | null;
}

/** Every scheduled job in the list's order, with its recorded state (LIST_JOBS, /admin/jobb). */
export async function listScheduledJobs(db: DbOrTx, now: Date = new Date()): Promise<ScheduledJobView[]> {
  const rows = await db.select().from(scheduledJobs);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return SCHEDULED_JOBS.map((job: ScheduledJobDefinition & { name: ScheduledJobName }) => {
    const row = byName.get(job.name);
    return {
      name: job.name,
      label: job.label,
      schedule: job.schedule,
      intervalMs: job.intervalMs,
      action: job.action ?? null,
      lastRunAt: row?.lastRunAt.toISOString() ?? null,
      nextRunAt: nextRunAt(row?.lastRunAt ?? null, job.intervalMs, now)?.toISOString() ?? null,
      durationMs: row?.lastDurationMs ?? null,
      failures: row?.failures ?? 0,
      lastOk: row?.lastOk ?? null,
      lastError: row?.lastError ?? null,
      lastFailedAt: row?.lastFailedAt?.toISOString() ?? null,
    };
  });
}

/** The state rows as the scheduler needs them at start: when each job last ran. */
export async function lastRuns(db: DbOrTx): Promise<Map<string, Date>> {
  const rows = await db.select({ name: scheduledJobs.name, lastRunAt: scheduledJobs.lastRunAt }).from(scheduledJobs);
  return new Map(rows.map((row) => [row.name, row.lastRunAt]));
}
