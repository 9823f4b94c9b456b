/**
 * The Content-Security-Policy of Klubban's pages (docs/decisions/0022): built here for proxy.ts
 * (every page) and filled in by the page cache of `npm start`'s server (server/microcache.ts), the
 * one builder both sides import.
 *
 * Scripts run only when the page itself vouches for them, in one of two ways:
 * - **a nonce** (pages rendered for one request: personal, admin, lot pages): proxy.ts makes a
 *   fresh random nonce per request and puts it in the policy; Next.js reads it from the request's
 *   policy header and writes it on every script it renders. `'strict-dynamic'` lets those scripts
 *   load the chunks and the consented integrations they need.
 * - **hashes** (pages served through the shared page cache, server/microcache.ts): a nonce there
 *   would be repeated to everyone who gets the copy, so those pages are rendered without one, and
 *   the cache lists the SHA-256 of every inline script of the finished page in the policy (the
 *   external scripts are this site's own files, `'self'`, and carry subresource integrity).
 * Either way there is no `'unsafe-inline'` and no `'unsafe-eval'` for scripts (eval only under
 * `next dev`, which React's development build needs). Styles may be inline: React and the
 * libraries set style attributes, and a style cannot run code.
 *
 * The consent-gated integrations are allowed where they are configured: the error
 * monitor's ingest host for `connect-src`, the ad tag's hosts for scripts, images and beacons.
 * Whether they load at all is consent's decision in the browser (a cached page cannot know it).
 */

import { createHash } from 'node:crypto';

/** Stands in the policy of a page that the page cache renders, for the hashes it fills in. */
export const SCRIPT_HASHES_PLACEHOLDER = "'klubban-script-hashes'";

/**
 * The request header with which the page cache (server/microcache.ts) tells proxy.ts that it will
 * take the page into its cache (value `hash`). server/serve.ts removes whatever a client sent under
 * this name.
 */
export const HASH_MODE_HEADER = 'x-klubban-csp';

/** Hosts the Google tag loads from and reports to (Google's published CSP guidance for its tag). */
const GOOGLE_TAG_HOSTS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

export type ScriptTrust = { nonce: string } | { hashes: 'placeholder' };
export interface Integrations {
  sentryDsn?: string;
  adTagScriptUrl?: string;
}
export interface PolicyOptions {
  scripts: ScriptTrust;
  extraScriptHashes?: string[];
  dev?: boolean;
  integrations?: Integrations;
  publicUrl?: string;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function integrationSources(integrations: Integrations) {
  const sentry = originOf(integrations.sentryDsn);
  const adTag = originOf(integrations.adTagScriptUrl);
  const adTagHosts = adTag ? [adTag, ...(/\.googletagmanager\.com$/.test(new URL(adTag).hostname) ? GOOGLE_TAG_HOSTS : [])] : [];
  return {
    script: adTagHosts,
    connect: [...(sentry ? [sentry] : []), ...adTagHosts],
    img: adTagHosts,
  };
}

/** The policy header's value. */
export function contentSecurityPolicy({
  scripts,
  extraScriptHashes = [],
  dev = false,
  integrations = {},
  publicUrl,
}: PolicyOptions): string {
  const extra = integrationSources(integrations);
  const publicOrigin = originOf(publicUrl);
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  const hashes = extraScriptHashes.map((hash) => `'${hash}'`);
  const scriptSrc =
    'nonce' in scripts
      ? ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'", ...hashes]
      : ["'self'", SCRIPT_HASHES_PLACEHOLDER, ...hashes];
  if (dev) scriptSrc.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${unique([...scriptSrc, ...extra.script])}`,
    "style-src 'self' 'unsafe-inline'",
    // The public address's origin too: e-mails (previewed in the console) link their photos by it,
    // and behind a proxy it may differ from the address a page was opened at.
    `img-src ${unique(["'self'", ...(publicOrigin ? [publicOrigin] : []), 'data:', 'blob:', ...extra.img])}`,
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...extra.connect])}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The policy of everything that is not a page (JSON, files, images): nothing may run or be framed. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Script types a browser runs (an absent type is JavaScript); data blocks such as JSON-LD are not. */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The `sha256-…` sources of every inline script a browser would run in `html`, in order, once each.
 * The hash is over the script's text exactly as written between its tags (what CSP hashes).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    hashes.add(sha256Source(match[2] ?? ''));
  }
  return [...hashes];
}

/** Fills the hashes of a page's inline scripts into the policy proxy.ts gave it. */
export function fillScriptHashes(policy: string, hashes: string[]): string {
  const sources = hashes.map((hash) => `'${hash}'`).filter((source) => !policy.includes(source));
  return policy.replace(` ${SCRIPT_HASHES_PLACEHOLDER}`, sources.map((source) => ` ${source}`).join(''));
}
