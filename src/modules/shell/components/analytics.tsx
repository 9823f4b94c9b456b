'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import type { PostHog } from 'posthog-js';

/** Where the browser sends analytics: a same-origin relay (app/ingest/[...path]/route.ts). */
export const ANALYTICS_RELAY_PATH = '/ingest';

let client: Promise<PostHog> | null = null;

/** PostHog's web app for a cloud ingestion host (links from the toolbar); the host itself otherwise. */
function uiHost(host: string): string {
  return host.replace(/^https:\/\/(us|eu)\.i\.posthog\.com\/?$/, 'https://$1.posthog.com');
}

/** Loads and initialises posthog-js once per page load; the script is fetched only now. */
function loadPostHog(key: string, host: string): Promise<PostHog> {
  client ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, {
      api_host: ANALYTICS_RELAY_PATH,
      ui_host: uiHost(host),
      person_profiles: 'identified_only',
      // Page views are reported on each route change below, the App Router's own navigation.
      capture_pageview: false,
      capture_pageleave: true,
      // "Accepting all also enables error monitoring and performance measurement" (spec §4).
      capture_exceptions: true,
      capture_performance: true,
    });
    return posthog;
  });
  return client;
}

/**
 * Analytics (spec §4 "Cookie consent"): nothing is loaded until analytics consent is given, and
 * nothing at all when no PostHog key and host are configured. Then one page view per route change.
 */
export function Analytics({
  enabled,
  posthogKey,
  posthogHost,
}: {
  enabled: boolean;
  posthogKey: string | null;
  posthogHost: string | null;
}) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';

  useEffect(() => {
    if (!enabled || !posthogKey || !posthogHost) return;
    let current = true;
    loadPostHog(posthogKey, posthogHost)
      .then((posthog) => {
        if (current) posthog.capture('$pageview');
      })
      .catch(() => {
        // Analytics must never break the page (a blocked script, an ad blocker).
        client = null;
      });
    return () => {
      current = false;
    };
  }, [enabled, posthogKey, posthogHost, pathname, query]);

  return null;
}
