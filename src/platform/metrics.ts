import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { peekDatabase } from '@/platform/database';
import { methodLabel, requestKind, statusLabel } from './http/request-kind';
import { processSingleton } from './singleton';

/**
 * The one Prometheus registry, read at `/api/metrics` (app/api/metrics/route.ts).
 * Every metric is defined here, once, named `klubban_…` by Prometheus's conventions (`_total` for
 * counters, `_seconds` for durations), with labels from small fixed sets only: never a user, a lot
 * or a raw path. The registry and its metrics live on globalThis (processSingleton), so every bundle
 * of the Next server, its instrumentation and `npm start`'s outer server (server/) count into the same ones. Counted
 * per process: with several instances, Prometheus scrapes each and sums.
 */

/** How one bid ended: accepted; refused (an AppError, with its reason); failed (anything else). */
export type BidOutcome = 'accepted' | 'refused' | 'failed';
/** How one e-mail ended: the mailer's SendStatus (`outbox`: kept for admins, no SMTP configured). */
export type EmailOutcome = 'sent' | 'outbox' | 'failed';

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Memory, CPU, event-loop lag, garbage collection, handles: prom-client's standard set.
  collectDefaultMetrics({ register: registry, prefix: 'klubban_' });
  return {
    registry,
    httpRequests: new Counter({
      name: 'klubban_http_requests_total',
      help: 'HTTP requests answered by npm start, by kind of path (page, api, callable, events, static, image, ingest, other), method and status.',
      labelNames: ['kind', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'klubban_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer ending, by kind of path (event streams are not timed: they last as long as the page is open).',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    bids: new Counter({
      name: 'klubban_bids_total',
      help: 'Bids (BID_ON_AUCTION) by outcome: accepted, refused (with the reason: the engine’s code, USER_DISABLED or the error status) or failed.',
      labelNames: ['outcome', 'reason'] as const,
      registers,
    }),
    sseClients: new Gauge({
      name: 'klubban_sse_clients',
      help: 'Open server-sent event streams (/api/events) in this process.',
      registers,
    }),
    jobRuns: new Counter({
      name: 'klubban_job_runs_total',
      help: 'Runs of background jobs (the jobs queue, by job name) and of scheduled jobs (by their name in SCHEDULED_JOBS), by outcome: ok or failed.',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    emails: new Counter({
      name: 'klubban_emails_total',
      help: 'E-mails by outcome: sent over SMTP, failed over SMTP, or outbox (no SMTP configured: kept for admins to read).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    dbPool: new Gauge({
      name: 'klubban_db_pool_connections',
      help: 'PostgreSQL connection pool of this process: total connections, idle ones, and queries waiting for one. No samples on the embedded database (PGlite has no pool).',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        this.reset();
        const use = (await peekDatabase()?.catch(() => undefined))?.poolUse();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

const metrics = (): Metrics => processSingleton('Metrics', createMetrics);

/** The registry's text and its content type, as `/api/metrics` answers them. */
export async function metricsExposition(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/**
 * One answered HTTP request, as `npm start`'s server reports every answer (server/request-observer.ts,
 * through the hooks of src/server/outer-hooks.ts). A failure to count never reaches the request.
 */
export function observeRequest(method: string | undefined, url: string | undefined, status: number, seconds: number): void {
  try {
    const { httpRequests, httpDuration } = metrics();
    const kind = requestKind(url ?? '');
    httpRequests.inc({ kind, method: methodLabel(method), status: statusLabel(status) });
    if (kind !== 'events' && Number.isFinite(seconds) && seconds >= 0) httpDuration.observe({ kind }, seconds);
  } catch {
    // Metrics are never worth a failed answer.
  }
}

/** One bid decided; `reason` only for a refusal, from a fixed set (see place-bid.ts). */
export function countBid(outcome: BidOutcome, reason?: string): void {
  metrics().bids.inc(outcome === 'refused' && reason ? { outcome, reason } : { outcome });
}

/** An event stream opened (+1) or closed (-1). */
export function countSseClient(change: 1 | -1): void {
  metrics().sseClients.inc(change);
}

/** One run of a background or scheduled job; `job` is a name declared in code, never free text. */
export function countJobRun(job: string, ok: boolean): void {
  metrics().jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
}

/** One e-mail through the mailer. */
export function countEmail(outcome: EmailOutcome): void {
  metrics().emails.inc({ outcome });
}
