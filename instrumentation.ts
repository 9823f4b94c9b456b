import type { Instrumentation } from 'next';

/**
 * Next.js calls register() once when a server starts, before it answers requests. The build
 * never runs it (NEXT_PHASE), so the build never opens the database. Error monitoring (when
 * SENTRY_DSN is set) starts before the rest, so the errors of the start-up's own work are reported.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { initServerMonitoring } = await import('./src/platform/monitoring');
  await initServerMonitoring().catch((error: unknown) => {
    // A bad configuration is told by the start-up below, in its one plain line; anything else in one line here.
    if (error instanceof Error && error.name === 'ConfigError') return;
    console.error(
      `Felövervakningen kunde inte starta – error monitoring could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const { bootstrapOrExit } = await import('./src/server/bootstrap');
  await bootstrapOrExit();
}

/** An error Next caught while rendering a page or running a route: to monitoring, when it is on. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./src/platform/monitoring');
  reportRequestError(...args);
};
