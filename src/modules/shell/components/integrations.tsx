'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/modules/accounts/components/auth-provider';
import { cookieExpiries, cookieNames, isIntegrationCookie, isIntegrationStorageKey } from '../domain/integration-storage';
import { adTagPageView, startAdTag, stopAdTag, type AdTagSettings } from './integrations/ad-tag';
import { identifyMonitoring, startMonitoring, stopMonitoring, type MonitoringSettings } from './integrations/monitoring';
import { identifyPostHog, postHogPageView, startPostHog, stopPostHog, type PostHogSettings } from './integrations/posthog';

/** The integrations configured on the server (read at request time: one build serves with or without them). */
export interface IntegrationSettings {
  posthog: PostHogSettings | null;
  monitoring: MonitoringSettings | null;
  adTag: AdTagSettings | null;
}

/** Takes away what the integrations left in this browser: their cookies and their storage entries. */
export function clearIntegrationStorage(): void {
  for (const name of cookieNames(document.cookie).filter(isIntegrationCookie)) {
    for (const expiry of cookieExpiries(name, window.location.hostname)) document.cookie = expiry;
  }
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of Object.keys(storage).filter(isIntegrationStorageKey)) storage.removeItem(key);
    } catch {
      // Storage can be unavailable (some private modes): then nothing was kept there either.
    }
  }
}

/**
 * Analytics, error monitoring and the ad tag, gated by the cookie choice (spec §4):
 * - undecided (`consented` null): nothing is loaded and nothing is sent;
 * - "Acceptera alla": each configured integration loads once; every route change reports one
 *   page view to analytics and the ad tag; the signed-in user is identified by id only;
 * - "Endast nödvändiga", at once or later: every integration stops at once, and their cookies
 *   and storage are cleared (also left-overs from an earlier visit or another tab).
 */
export function Integrations({ consented, settings }: { consented: boolean | null; settings: IntegrationSettings }) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.me.uid : state.status === 'signedOut' ? null : undefined;
  const previousUser = useRef<string | null>(null);
  const { posthog, monitoring, adTag } = settings;

  const run = useRef(0);
  useEffect(() => {
    if (consented === null) return;
    // The outcome, for whoever waits on it (the tests): `on` once every configured integration has
    // started, `off` once every one has stopped and the storage is cleared.
    const root = document.documentElement;
    const current = ++run.current;
    const settle = (state: 'on' | 'off') => {
      if (run.current === current) root.dataset.integrations = state;
    };
    if (consented) {
      root.dataset.integrations = 'starting';
      if (adTag) startAdTag(adTag);
      // A blocked script (an ad blocker) must never break the page: failures are settled, not thrown.
      void Promise.allSettled([posthog ? startPostHog(posthog) : null, monitoring ? startMonitoring(monitoring) : null]).then(() =>
        settle('on'),
      );
      return;
    }
    root.dataset.integrations = 'stopping';
    stopAdTag();
    clearIntegrationStorage();
    void Promise.allSettled([stopPostHog(), stopMonitoring()]).then(() => {
      clearIntegrationStorage();
      settle('off');
    });
  }, [consented, posthog, monitoring, adTag]);

  useEffect(() => {
    if (!consented || userId === undefined) return;
    const previous = previousUser.current;
    previousUser.current = userId;
    void identifyPostHog(userId, previous).catch(() => undefined);
    void identifyMonitoring(userId).catch(() => undefined);
  }, [consented, userId]);

  useEffect(() => {
    if (!consented) return;
    void postHogPageView().catch(() => undefined);
    adTagPageView();
  }, [consented, pathname, query]);

  return null;
}
