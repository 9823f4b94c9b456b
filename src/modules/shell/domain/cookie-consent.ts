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

/**
 * Runs in the inline boot script before the first paint: the dialog is part of the server HTML (so
 * a first-time visitor sees it at once, not after hydration), and a visitor who has already chosen
 * gets a style rule that hides it until React removes it. Same check as parseCookieConsent.
 */
export const COOKIE_CONSENT_BOOT_SCRIPT = `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})||'null');if(c&&c.decided===true&&typeof c.analytics==='boolean'&&!document.getElementById('cookie-consent-hidden')){var s=document.createElement('style');s.id='cookie-consent-hidden';s.textContent='[data-cookie-consent]{display:none!important}';document.head.appendChild(s)}}catch(e){}})();`;
