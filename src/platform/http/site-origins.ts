import { getEnv } from '../env';

/**
 * The origins this site is reached at, and which one a buyer returns to from a payment page
 * (docs/decisions/0036). One list serves Better Auth's trusted origins (sign-in refuses any other
 * Origin) and the return addresses the server hands a payment provider, so a buyer who started on
 * one of them comes back to it — where their session cookie is — and never to an address the
 * request merely claimed.
 *
 * The list: KLUBBAN_PUBLIC_URL's origin; its "www." twin (https://www.klubban.se for
 * https://klubban.se, and the other way round), the same site under the name people type; and
 * the server's own port on localhost and 127.0.0.1, for a start on one machine.
 */

/** "https://www.klubban.se" for "https://klubban.se" and the other way round; null for an IP address or a one-word host. */
export function wwwTwin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  const twin = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  if (!twin.includes('.')) return null;
  url.hostname = twin;
  return url.origin;
}

/** Every origin the site answers on, for a public address and the port the server listens on. */
export function siteOrigins({ publicUrl, port }: { publicUrl: string; port: number }): string[] {
  const origin = new URL(publicUrl).origin;
  const twin = wwwTwin(origin);
  return [...new Set([origin, ...(twin ? [twin] : []), `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
}

/** What a request says about where it came from: its Origin header and the host it was sent to. */
export interface RequestSite {
  origin: string | null;
  host: string | null;
}

/**
 * The origin to send a visitor back to: the one their request came from when it is one of
 * `allowed`, else `fallback` (KLUBBAN_PUBLIC_URL). The browser's Origin header decides; a request
 * without one (a script, an app) is matched by its host alone, and only to an allowed origin with
 * that host. Nothing outside the list is ever returned, whatever Origin or Host a request claims.
 */
export function returnOrigin(request: RequestSite, allowed: readonly string[], fallback: string): string {
  if (request.origin !== null) {
    let origin: string;
    try {
      origin = new URL(request.origin).origin;
    } catch {
      return fallback;
    }
    return allowed.includes(origin) ? origin : fallback;
  }
  const host = request.host?.trim().toLowerCase();
  if (!host) return fallback;
  const matching = allowed.filter((candidate) => new URL(candidate).host === host);
  return matching.length === 1 ? matching[0]! : fallback;
}

/** `returnOrigin` with this server's configuration. */
export function siteOriginOf(request: RequestSite): string {
  const env = getEnv();
  return returnOrigin(request, siteOrigins({ publicUrl: env.publicUrl, port: env.PORT }), env.publicUrl);
}

/** This server's allowed origins (the list above, from its configuration). */
export function configuredSiteOrigins(): string[] {
  const env = getEnv();
  return siteOrigins({ publicUrl: env.publicUrl, port: env.PORT });
}
