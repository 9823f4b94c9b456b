import type * as SentryModule from '@sentry/nextjs';
import { MONITORING_DATA_COLLECTION, scrubEvent } from '@/platform/monitoring-scrub';

/**
 * Error monitoring and performance in the browser (spec §4: "accepting all also enables error
 * monitoring and performance measurement"): @sentry/nextjs, loaded only after "Acceptera alla"
 * and only with a DSN. Uncaught errors and rejected promises are reported; page loads and
 * navigations are traced at the configured rate, with the web vitals (LCP, INP, CLS) on them.
 * Everything leaves scrubbed (no e-mail, no IP, the user as an id only).
 */

type Sentry = typeof SentryModule;

export interface MonitoringSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
}

let sdk: Promise<Sentry> | null = null;
let active = false;
let initialized = false;

export async function startMonitoring(settings: MonitoringSettings): Promise<void> {
  active = true;
  sdk ??= import('@sentry/nextjs');
  const Sentry = await sdk;
  if (!active || initialized) return;
  initialized = true;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    integrations: [Sentry.browserTracingIntegration()],
    dataCollection: MONITORING_DATA_COLLECTION,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
}

export async function identifyMonitoring(userId: string | null): Promise<void> {
  if (!active || !sdk) return;
  const Sentry = await sdk;
  if (active) Sentry.setUser(userId ? { id: userId } : null);
}

/**
 * Withdrawal: the client is closed at once — what it already held is sent now, nothing is
 * captured or sent afterwards; accepting again in the same page starts a new client.
 */
export async function stopMonitoring(): Promise<void> {
  active = false;
  if (!sdk || !initialized) return;
  const Sentry = await sdk;
  initialized = false;
  Sentry.setUser(null);
  await Sentry.close(2_000);
}
