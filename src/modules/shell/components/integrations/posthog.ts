import type { PostHog } from 'posthog-js';

/** Where the browser sends analytics: a same-origin relay (app/ingest/[...path]/route.ts). */
export const ANALYTICS_RELAY_PATH = '/ingest';

export interface PostHogSettings {
  key: string;
  host: string;
}

let client: Promise<PostHog> | null = null;
let active = false;
let generation = 0;

/** PostHog's web app for a cloud ingestion host (links from the toolbar); the host itself otherwise. */
function uiHost(host: string): string {
  return host.replace(/^https:\/\/(us|eu)\.i\.posthog\.com\/?$/, 'https://$1.posthog.com');
}

/**
 * Loads posthog-js and initialises it once (spec §4), with its own defaults (batching every 3 s,
 * retries, rate limits: spec §9 are PostHog's). The script is fetched only now. Turned on again
 * after a withdrawal in the same page, a fresh instance starts (the old one was shut down).
 */
export function startPostHog(settings: PostHogSettings): Promise<void> {
  active = true;
  client ??= import('posthog-js').then(({ default: posthog }) => {
    const config = {
      api_host: ANALYTICS_RELAY_PATH,
      ui_host: uiHost(settings.host),
      person_profiles: 'identified_only' as const,
      // Page views are reported on each route change (integrations.tsx), the App Router's navigation.
      capture_pageview: false,
      capture_pageleave: true,
      // Clicks and page text are not collected (they can carry names and bids; docs/decisions/0019),
      // nor sessions recorded. Errors and web vitals go to error monitoring, not here.
      autocapture: false,
      disable_session_recording: true,
      capture_exceptions: false,
      capture_performance: false,
    };
    generation++;
    // The first instance is the library's default one; after a shutdown, init under a new name makes another.
    return generation === 1 ? posthog.init(settings.key, config) : posthog.init(settings.key, config, `klubban${generation}`);
  });
  return client.then(() => undefined);
}

export async function postHogPageView(): Promise<void> {
  if (!active || !client) return;
  const posthog = await client;
  if (active) posthog.capture('$pageview');
}

/** The signed-in user by id (never e-mail); `null` after signing out starts a new anonymous visitor. */
export async function identifyPostHog(userId: string | null, previous: string | null): Promise<void> {
  if (!active || !client) return;
  const posthog = await client;
  if (!active) return;
  if (userId) posthog.identify(userId);
  else if (previous) posthog.reset();
}

/**
 * Withdrawal: capturing is switched off and the instance shut down at once — what it still held
 * from before goes now, nothing is captured, stored or sent afterwards.
 */
export async function stopPostHog(): Promise<void> {
  active = false;
  const current = client;
  if (!current) return;
  client = null;
  const posthog = await current;
  posthog.opt_out_capturing();
  await posthog.shutdown();
}
