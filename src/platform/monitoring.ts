import 'server-only';
import type * as SentryModule from '@sentry/nextjs';
import { getEnv } from './env';
import { getLogger, setErrorReporter } from './logger';
import { MONITORING_DATA_COLLECTION, scrubEvent } from './monitoring-scrub';
import { peekProcessSingleton, setProcessSingleton } from './singleton';

/**
 * Error monitoring and performance on the server: with SENTRY_DSN set (Sentry, or a
 * self-hosted GlitchTip or Sentry), every error is reported: whatever the one logger writes at
 * level error with an `err` (a callable that failed, a job, a mail, a route: see logger.ts), and
 * what Next itself catches while rendering (`onRequestError` in instrumentation.ts). Nothing is
 * loaded without a DSN. Events leave scrubbed (monitoring-scrub.ts): no e-mail, no IP, no cookies.
 * The browser's side is src/modules/shell/components/integrations/monitoring.ts, after consent.
 */

type Sentry = typeof SentryModule;

const SLOT = 'Monitoring';

/** Starts monitoring once per process when a DSN is configured; a no-op otherwise. */
export async function initServerMonitoring(): Promise<boolean> {
  if (peekProcessSingleton<Sentry>(SLOT)) return true;
  const env = getEnv();
  if (!env.SENTRY_DSN) return false;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    dataCollection: MONITORING_DATA_COLLECTION,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  setProcessSingleton(SLOT, Sentry);
  setErrorReporter((error, context) => {
    Sentry.captureException(error, { extra: context });
  });
  getLogger().info({ environment: env.SENTRY_ENVIRONMENT }, 'error monitoring on');
  return true;
}

/** An error that is not logged (a failed start-up, told in one plain line): to monitoring, when it is on. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  peekProcessSingleton<Sentry>(SLOT)?.captureException(error, { extra: context });
}

/** Next's `onRequestError` (instrumentation.ts): an error thrown while rendering or in a route. */
export function reportRequestError(...args: Parameters<Sentry['captureRequestError']>): void {
  peekProcessSingleton<Sentry>(SLOT)?.captureRequestError(...args);
}

/** Sends what is waiting (at shutdown, and in tests); resolves false on time-out or when off. */
export async function flushMonitoring(timeoutMs = 2_000): Promise<boolean> {
  return (await peekProcessSingleton<Sentry>(SLOT)?.flush(timeoutMs)) ?? false;
}

/** Stops monitoring in this process (tests). */
export async function closeMonitoring(): Promise<void> {
  const Sentry = peekProcessSingleton<Sentry>(SLOT);
  setProcessSingleton(SLOT, undefined);
  setErrorReporter(null);
  await Sentry?.close(2_000);
}
