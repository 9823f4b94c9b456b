/**
 * What the consent-gated integrations (analytics, error monitoring, the ad tag) leave in the
 * browser, so that withdrawing consent can take it all away again:
 * - PostHog: the `ph_<key>_posthog` cookie and `ph_…` / `__ph_…` entries in localStorage and
 *   sessionStorage;
 * - the Google tag: `_ga`, `_ga_<container>`, `_gid`, `_gat…`, `_gcl_…` and `_gac_…` cookies;
 * - Sentry keeps nothing in cookies or storage.
 * The site's own keys (spec §9: recentSearches, showBanner, cookie-consent-v1; the session cookie)
 * never match.
 */

const COOKIE = /^(?:ph_.+_posthog|_ga|_ga_[A-Za-z0-9]+|_gid|_gat(?:_.+)?|_gcl_[a-z]+|_gac_.+|__ph_opt_in_out_.+)$/;
const STORAGE_KEY = /^(?:ph_|__ph_|_ph_)/;

export function isIntegrationCookie(name: string): boolean {
  return COOKIE.test(name);
}

export function isIntegrationStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** The names of the cookies in a `document.cookie` string. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * The `document.cookie` assignments that expire a cookie wherever a script could have put it: on
 * the host itself and on each parent domain (the Google tag writes to the widest one it may,
 * `.klubban.se` from `www.klubban.se`), with path `/`.
 */
export function cookieExpiries(name: string, hostname: string): string[] {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
  const out = [expired];
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (isIp || !hostname.includes('.')) return out;
  const labels = hostname.split('.');
  for (let index = 0; index < labels.length - 1; index++) {
    const domain = labels.slice(index).join('.');
    out.push(`${expired}; domain=${domain}`, `${expired}; domain=.${domain}`);
  }
  return out;
}
