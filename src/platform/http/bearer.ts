import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries `Bearer <token>` with exactly `token`. Compared in
 * constant time: both sides are hashed first, so the comparison runs over equal-length buffers
 * and tells neither where a wrong token differs nor how long the right one is.
 */
export function bearerTokenMatches(authorization: string | null | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  if (!match || token === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
