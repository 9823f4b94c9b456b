import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { dataDir } from '@/platform/database';
import { getEnv } from './env';
import { AppError } from './errors';
import { isPublicAddress } from './public-address';
import { processSingleton } from './singleton';

/**
 * The one Web Push sender (docs/product.md §9 "Saved searches and push"): the `web-push` library
 * encrypts the payload (aes128gcm) for the subscription's keys and signs the VAPID header; the
 * request itself is made here, so that it can only reach the public internet (no server-side
 * request forgery through an endpoint a user handed us):
 * - only `https:` endpoints, on a host that is, and resolves only to, public addresses; checked when
 *   a browser subscribes (assertPushEndpoint) and again at every send, by the connection's own DNS
 *   lookup, so the address checked is the address connected to (no DNS rebinding in between);
 * - exactly one exception, for tests: KLUBBAN_TEST_PUSH_ORIGIN (a local push-service stand-in).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair: the environment's, else the one kept in the data folder (made at first use). */
export function vapidKeys(): VapidKeys {
  return processSingleton('VapidKeys', resolveVapidKeys);
}

function resolveVapidKeys(): VapidKeys {
  const env = getEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = path.join(dataDir(), 'vapid-keys.json');
  const stored = readStoredKeys(file);
  if (stored) return stored;
  mkdirSync(path.dirname(file), { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  // Written whole under a name of this process's own, then linked into place: link() fails when the
  // file exists, so of two instances starting at once the first wins and the other reads its pair,
  // never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readStoredKeys(file);
    if (!theirs) throw new Error(`${file} holds no VAPID key pair: remove it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
    return theirs;
  } finally {
    unlinkSync(draft);
  }
}

function readStoredKeys(file: string): VapidKeys | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
  } catch {
    // not there yet
  }
  return null;
}

/** Who the push services may contact about our pushes. */
function vapidSubject(): string {
  const env = getEnv();
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.publicUrl.startsWith('https://')) return env.publicUrl;
  const email = env.KLUBBAN_STUDIO_EMAIL ?? env.KLUBBAN_ADMIN_EMAIL;
  return `mailto:${email ?? `push@${new URL(env.publicUrl).hostname}`}`;
}

/**
 * An endpoint refused: not https, or on an address that is not the public internet's, or (when
 * `temporary`) a host name that does not resolve at the moment.
 */
export class PushEndpointRefused extends AppError {
  readonly temporary: boolean;

  constructor(message: string, options: { temporary?: boolean } = {}) {
    super('INVALID_ARGUMENT', message, { reason: 'PUSH_ENDPOINT_REFUSED' });
    this.temporary = options.temporary ?? false;
  }
}

const REFUSED_ADDRESS = 'Pushtjänstens adress pekar inte på internet och godtas inte.';

/** The test stand-in's origin, when one is configured (never in production, env.ts sees to it). */
function testOrigin(): string | null {
  return getEnv().KLUBBAN_TEST_PUSH_ORIGIN?.replace(/\/$/, '') ?? null;
}

interface CheckedEndpoint {
  url: URL;
  /** The configured test stand-in: plain http allowed, no address check. */
  testStandIn: boolean;
}

/** The checks that need no DNS: a URL, https (or the test origin), and no private IP literal. */
function checkEndpointUrl(endpoint: string): CheckedEndpoint {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('Pushtjänstens adress är ingen giltig webbadress.');
  }
  if (url.origin === testOrigin()) return { url, testStandIn: true };
  if (url.protocol !== 'https:') throw new PushEndpointRefused('Pushtjänstens adress måste börja med https://.');
  if (url.username || url.password) throw new PushEndpointRefused('Pushtjänstens adress får inte innehålla inloggningsuppgifter.');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !isPublicAddress(host)) throw new PushEndpointRefused(REFUSED_ADDRESS);
  return { url, testStandIn: false };
}

/** Resolver failures that mean "cannot answer now" rather than "no such name". */
const TRY_AGAIN = new Set(['EAI_AGAIN', 'ETIMEOUT', 'ESERVFAIL', 'ECONNREFUSED', 'EAI_FAIL']);

/** Every address `hostname` resolves to, when all of them are public; throws otherwise. */
async function resolvePublic(hostname: string): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(hostname, { all: true, verbatim: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No such name: refused when a browser subscribes; at a send, retried (it may be back later).
    if (!TRY_AGAIN.has(code ?? '')) throw new PushEndpointRefused('Pushtjänstens adress finns inte.', { temporary: true });
    throw new AppError('UNAVAILABLE', 'Pushtjänstens adress gick inte att slå upp just nu. Försök igen om en stund.', { cause: code });
  }
  if (addresses.length === 0) throw new PushEndpointRefused('Pushtjänstens adress finns inte.', { temporary: true });
  // One private address among public ones is enough to refuse: a resolver may hand out any of them.
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw new PushEndpointRefused(REFUSED_ADDRESS);
  return addresses;
}

/**
 * Checks an endpoint a browser hands us (SUBSCRIBE_PUSH): https, and a host that resolves only to
 * public addresses. Throws PushEndpointRefused (INVALID_ARGUMENT, in Swedish) when it is not.
 */
export async function assertPushEndpoint(endpoint: string): Promise<void> {
  const { url, testStandIn } = checkEndpointUrl(endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!testStandIn && !isIP(host)) await resolvePublic(host);
}

/**
 * The connection's DNS lookup: the host is resolved, every answer checked, and only then is one
 * handed to the socket, so the address connected to is one that was checked.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublic(hostname).then(
    (addresses) => {
      const family = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
      if (usable.length === 0) {
        callback(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        return;
      }
      // Node's own types say (err, address, family); with `all` it passes the list (happy eyeballs).
      if (options.all) (callback as unknown as (error: null, list: LookupAddress[]) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    },
    (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
  );
};

/** Pooled TLS connections to the push services (FCM, Mozilla, Apple) across sends. */
const httpsAgent = () => processSingleton('WebPushAgent', () => new https.Agent({ keepAlive: true, maxSockets: 50 }));

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** How long the push service keeps the message for an offline device, in seconds. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (≤ 32 base64url characters). */
  topic?: string;
  timeoutMs?: number;
}

/** A push service's refusal other than "gone": the job queue retries it. */
export class PushServiceError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`push service answered ${statusCode}: ${body.slice(0, 200)}`);
    this.name = 'PushServiceError';
  }
}

/**
 * Sends one push: 'sent' when the push service took it, 'gone' when it answered 404 or 410 (the
 * subscription is over: delete it). Throws PushEndpointRefused for an endpoint that is not (or no
 * longer resolves to) the public internet, and any other error for the queue to retry.
 */
export async function sendWebPush(target: PushTarget, payload: string, options: PushSendOptions): Promise<'sent' | 'gone'> {
  const { url, testStandIn } = checkEndpointUrl(target.endpoint);
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, payload, {
    vapidDetails: { subject: vapidSubject(), ...vapidKeys() },
    TTL: options.ttlSeconds,
    urgency: options.urgency ?? 'normal',
    ...(options.topic ? { topic: options.topic } : {}),
    contentEncoding: 'aes128gcm',
  });
  const { statusCode, body } = await post(url, details.headers as Record<string, string | number>, details.body, {
    testStandIn,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  if (statusCode >= 200 && statusCode < 300) return 'sent';
  if (statusCode === 404 || statusCode === 410) return 'gone';
  throw new PushServiceError(statusCode, body);
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  options: { testStandIn: boolean; timeoutMs: number },
): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = (options.testStandIn && url.protocol === 'http:' ? http : https).request(
      url,
      {
        method: 'POST',
        headers,
        timeout: options.timeoutMs,
        // The stand-in is a test's local server: no pooled sockets outliving it.
        ...(options.testStandIn ? { agent: false } : { agent: httpsAgent(), lookup: publicOnlyLookup }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          // A push service's answer is a line of JSON at most; keep no more than that.
          if (text.length < 4096) text += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service did not answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
