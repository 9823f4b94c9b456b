import 'server-only';
import { z } from 'zod';
import { getDb } from '@/platform/database';
import { getAuth, RESET_PASSWORD_PAGE } from '../auth';
import { normaliseEmail } from '../domain/validation';
import { addressLimitKey, clientAddress } from '@/platform/http/client-address';
import { takeAttempt } from '@/platform/rate-limit';
import { LIMITS } from './attempt-limiter';

/**
 * Sends a one-time reset link when the address has an account. The answer is the same whether or
 * not it does (no account enumeration), at most three links an hour go to one e-mail address, and
 * one client address asks for at most ten an hour (docs/security.md).
 */
export async function requestPasswordReset(email: string, headers?: Headers): Promise<{ sent: true }> {
  const address = normaliseEmail(email);
  // An address Better Auth would refuse (its check is zod's) has no account: the same answer, nothing
  // stored, and no APIError from auth.api (which throws where its HTTP handler answers 400).
  if (!z.email().safeParse(address).success) return { sent: true };
  const db = await getDb();
  const client = headers ? clientAddress(headers) : null;
  const checks = [
    { key: `reset:email:${address}`, rule: LIMITS.resetPerEmail },
    ...(client ? [{ key: `reset:ip:${addressLimitKey(client)}`, rule: LIMITS.resetPerAddress }] : []),
  ];
  if ((await takeAttempt(db, checks)) > 0) return { sent: true };
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email: address, redirectTo: RESET_PASSWORD_PAGE }, headers });
  return { sent: true };
}
