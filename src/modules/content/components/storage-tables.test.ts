import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from '@/modules/shell/domain/cookie-consent';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from '@/modules/shell/domain/recent-searches';
import { SHOW_BANNER_KEY } from '@/modules/shell/domain/sell-banner';
import { isIntegrationCookie, isIntegrationStorageKey } from '@/modules/shell/domain/integration-storage';
import { AD_TAG_STORAGE, CONSENTED_STORAGE, consentedStorage, NECESSARY_STORAGE, POSTHOG_STORAGE } from './storage-tables';

/** The cookie policy's tables name what the code keeps in the browser: a renamed key must show here. */
describe('the cookie policy storage tables', () => {
  const names = NECESSARY_STORAGE.map((row) => row.name);

  it('name the keys the shell stores', () => {
    expect(names).toContain(COOKIE_CONSENT_KEY);
    expect(names).toContain(RECENT_SEARCHES_KEY);
    expect(names).toContain(SHOW_BANNER_KEY);
    expect(names).toContain('better-auth.session_token');
  });

  it('state how many recent searches are kept', () => {
    const row = NECESSARY_STORAGE.find((entry) => entry.name === RECENT_SEARCHES_KEY);
    expect(row?.purpose).toContain(`högst ${MAX_RECENT_SEARCHES}`);
  });

  it('list PostHog and the ad tag only under consent, by the names withdrawal clears', () => {
    expect(CONSENTED_STORAGE.map((row) => row.name)).toEqual(['ph_<nyckel>_posthog', '_ga, _ga_<id>']);
    expect(names.some((name) => name.includes('posthog') || name.startsWith('_ga'))).toBe(false);
    expect(isIntegrationCookie('ph_phc_abc123_posthog')).toBe(true);
    for (const name of ['_ga', '_ga_ABC123XYZ']) expect(isIntegrationCookie(name)).toBe(true);
    for (const name of names) expect(isIntegrationCookie(name) || isIntegrationStorageKey(name)).toBe(false);
  });

  it('show only the configured integrations', () => {
    expect(consentedStorage({ analytics: true, adTag: false })).toEqual([POSTHOG_STORAGE]);
    expect(consentedStorage({ analytics: false, adTag: true })).toEqual([AD_TAG_STORAGE]);
    expect(consentedStorage({ analytics: false, adTag: false })).toEqual([]);
  });
});
