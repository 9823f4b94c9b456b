import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A push service standing in for FCM or Mozilla's on 127.0.0.1 (push tested without the
 * internet): it keeps every request, answers each endpoint path with the status set for it (201 by
 * default), and a test decrypts what arrived with the browser's keys, as the browser would.
 */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** The status the push service answers for `path` from now on. */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the keys it sends. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** The payload as the browser reads it: aes128gcm (RFC 8291) decrypted with its private key and auth secret. */
export function decryptPush(push: ReceivedPush, browser: BrowserKeys): unknown {
  return JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8'));
}

/**
 * The VAPID header (RFC 8292: `vapid t=<JWT>, k=<public key>`), verified as a push service does: the
 * JWT's ES256 signature under k; returns k and the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by its key');
  expectAlg(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string });
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string } };
}

function expectAlg(header: { alg?: string }) {
  if (header.alg !== 'ES256') throw new Error(`VAPID JWT alg ${header.alg}`);
}
