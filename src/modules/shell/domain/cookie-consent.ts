/** The cookie choice (spec §3 "Browser-kept data", §4 "Cookie consent"). */

export const COOKIE_CONSENT_KEY = 'cookie-consent-v1';

export interface CookieConsent {
  decided: true;
  analytics: boolean;
}

/** The stored record when it is a made choice; null when undecided or unreadable. */
export function parseCookieConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { decided?: unknown; analytics?: unknown };
  if (record.decided !== true || typeof record.analytics !== 'boolean') return null;
  return { decided: true, analytics: record.analytics };
}

/** Exactly `{"decided":true,"analytics":…}`. */
export function serializeCookieConsent(analytics: boolean): string {
  return JSON.stringify({ decided: true, analytics });
}

/** The policy pages the dialog links to: there the dialog must not hide what it asks about. */
export function isCookiePolicyPath(pathname: string): boolean {
  return pathname === '/cookiepolicy' || pathname === '/cookie-policy';
}
