import 'server-only';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { addressLimitKey, clientAddress } from '@/platform/http/client-address';
import { takeAttempt } from '@/platform/rate-limit';
import { AUTH_MESSAGES } from '../domain/messages';
import { normaliseEmail } from '../domain/validation';
import { signInMethods } from '../queries/get-account';
import { LIMITS } from './attempt-limiter';

/**
 * The sign-in form's e-mail step (spec §4, §7): the one place that says whether an account exists,
 * so one client address may ask no more often than it may try passwords (docs/security.md).
 */
export async function lookUpSignInMethods(headers: Headers, email: string): Promise<string[]> {
  const db = await getDb();
  const address = clientAddress(headers);
  if (address) {
    const wait = await takeAttempt(db, [{ key: `lookup:ip:${addressLimitKey(address)}`, rule: LIMITS.lookupPerAddress }]);
    if (wait > 0) throw new AppError('RESOURCE_EXHAUSTED', AUTH_MESSAGES.tooManyRequests);
  }
  return signInMethods(db, normaliseEmail(email));
}
