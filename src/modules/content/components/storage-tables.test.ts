import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from '@/modules/shell/domain/cookie-consent';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from '@/modules/shell/domain/recent-searches';
import { SHOW_BANNER_KEY } from '@/modules/shell/domain/sell-banner';
import { CONSENTED_STORAGE, NECESSARY_STORAGE } from './storage-tables';

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

  it('list PostHog only under consent', () => {
    expect(CONSENTED_STORAGE.map((row) => row.name)).toEqual(['ph_<nyckel>_posthog']);
    expect(names.some((name) => name.includes('posthog'))).toBe(false);
  });
});
