import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db';
import { getAuth, RESET_PASSWORD_PAGE } from '../auth';
import { normaliseEmail } from '../domain/validation';
import { isLimited, LIMITS, recordAttempt } from './attempt-limiter';

/**
 * Sends a one-time reset link when the address has an account. The answer is the same whether or
 * not it does (no account enumeration), and at most three links an hour go to one address.
 */
export async function requestPasswordReset(email: string, headers?: Headers): Promise<{ sent: true }> {
  const address = normaliseEmail(email);
  // An address Better Auth would refuse (its check is zod's) has no account: the same answer, nothing
  // stored, and no APIError from auth.api (which throws where its HTTP handler answers 400).
  if (!z.email().safeParse(address).success) return { sent: true };
  const db = await getDb();
  const checks = [{ key: `reset:email:${address}`, rule: LIMITS.resetPerEmail }];
  if (await isLimited(db, checks)) return { sent: true };
  await recordAttempt(db, checks);
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email: address, redirectTo: RESET_PASSWORD_PAGE }, headers });
  return { sent: true };
}
