import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { signWithSecret } from '@/platform/secret';

/**
 * A browser that has signed in to an account before carries a token for that account in an
 * HttpOnly cookie (docs/security.md, "known browsers"). Failed sign-ins from anywhere else may lock
 * the account for unknown browsers, never for these: an attacker who rotates addresses and guesses
 * passwords slows down himself, not the rightful owner on her own phone. The token is an HMAC of the
 * e-mail under the app secret: it cannot be made without the secret, and says nothing by itself.
 */
export const KNOWN_DEVICE_COOKIE = 'klubban.known-device';
/** How many accounts one browser remembers (a shared family computer). */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function knownDeviceToken(email: string): string {
  return signWithSecret(`known-device\n${email}`).slice(0, 32);
}

function tokensIn(headers: Headers): string[] {
  const cookie = headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE)
      return value
        .join('=')
        .split('.')
        .filter((token) => /^[\w-]{32}$/.test(token));
  }
  return [];
}

/** Whether this request comes from a browser that has signed in to `email`'s account before. */
export function isKnownDevice(headers: Headers, email: string): boolean {
  const expected = Buffer.from(knownDeviceToken(email));
  return tokensIn(headers).some((token) => timingSafeEqual(Buffer.from(token), expected));
}

/** The Set-Cookie that adds `email`'s account to the browser's known ones (newest first). */
export function rememberDeviceCookie(headers: Headers, email: string, secure: boolean): string {
  const token = knownDeviceToken(email);
  const tokens = [token, ...tokensIn(headers).filter((t) => t !== token)].slice(0, MAX_ACCOUNTS);
  return [
    `${KNOWN_DEVICE_COOKIE}=${tokens.join('.')}`,
    'Path=/api/auth',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
