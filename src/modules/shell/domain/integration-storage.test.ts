import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from './cookie-consent';
import { cookieExpiries, cookieNames, isIntegrationCookie, isIntegrationStorageKey } from './integration-storage';

describe('integration storage', () => {
  it('recognises what PostHog and the Google tag leave, and never the site’s own keys', () => {
    for (const name of [
      'ph_phc_abc123_posthog',
      '_ga',
      '_ga_ABC123XYZ',
      '_gid',
      '_gat',
      '_gat_UA-1',
      '_gcl_au',
      '_gac_G-1',
      '__ph_opt_in_out_phc_x',
    ])
      expect(isIntegrationCookie(name), name).toBe(true);
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token', 'klubban-redigera', 'garden', '_gamma', 'ph_x'])
      expect(isIntegrationCookie(name), name).toBe(false);
    for (const key of ['ph_phc_abc_posthog', '__ph_opt_in_out_phc_x', 'ph_phc_abc_window_id'])
      expect(isIntegrationStorageKey(key), key).toBe(true);
    for (const key of ['recentSearches', 'showBanner', COOKIE_CONSENT_KEY, 'graph', 'alpha'])
      expect(isIntegrationStorageKey(key), key).toBe(false);
  });

  it('reads cookie names from document.cookie', () => {
    expect(cookieNames('_ga=GA1.1.1; ph_phc_x_posthog=%7B%7D;  other=1')).toEqual(['_ga', 'ph_phc_x_posthog', 'other']);
    expect(cookieNames('')).toEqual([]);
  });

  it('expires a cookie on the host and on every parent domain, but names no domain for an IP or localhost', () => {
    expect(cookieExpiries('_ga', '127.0.0.1')).toHaveLength(1);
    expect(cookieExpiries('_ga', 'localhost')).toHaveLength(1);
    const www = cookieExpiries('_ga', 'www.klubban.se');
    expect(www[0]).toBe('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/');
    expect(www.filter((entry) => entry.includes('domain='))).toEqual([
      expect.stringMatching(/domain=www\.klubban\.se$/),
      expect.stringMatching(/domain=\.www\.klubban\.se$/),
      expect.stringMatching(/domain=klubban\.se$/),
      expect.stringMatching(/domain=\.klubban\.se$/),
    ]);
  });

  it('every expiry is for the named cookie, in the past, on path / (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^_[a-z]{1,6}$/),
        fc.array(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), { minLength: 1, maxLength: 4 }),
        (name, labels) => {
          for (const entry of cookieExpiries(name, labels.join('.'))) {
            expect(entry.startsWith(`${name}=; expires=Thu, 01 Jan 1970`)).toBe(true);
            expect(entry).toContain('; path=/');
          }
        },
      ),
    );
  });
});
