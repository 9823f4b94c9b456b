import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/platform/database';
import { getEnv } from './env';
import { processSingleton } from './singleton';

/**
 * The app's one secret (sessions, signed links, the test payment provider's webhook): an explicit
 * BETTER_AUTH_SECRET wins; else one generated on first start and kept in the data folder (mode 0600),
 * shared by every instance on that folder.
 */
export function appSecret(): string {
  return processSingleton('AppSecret', resolveSecret);
}

function resolveSecret(): string {
  const fromEnv = getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another instance wrote it first: use theirs
    return readFileSync(file, 'utf8').trim();
  }
}

/** HMAC-SHA256 of `message` under the app secret (or `secret`), base64url. */
export function signWithSecret(message: string, secret: string = appSecret()): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Whether `signature` is `message`'s signature, compared in constant time. */
export function verifySignature(message: string, signature: string, secret: string = appSecret()): boolean {
  const expected = Buffer.from(signWithSecret(message, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
