import { getDb } from '@/db';
import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';
import { AUTH_MESSAGES, isPlausibleEmail, normaliseEmail } from '@/modules/accounts';
import { clientAddress, isLimited, LIMITS, recordAttempt, signInMethods } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

/**
 * The sign-in form's e-mail step (spec §4, §7 "ask which sign-in methods exist for an e-mail"):
 * the one place that says whether an account exists, so it is limited per address.
 */
export const POST = jsonRoute(
  async (request: Request) => {
    const body = (await request.json().catch(() => null)) as { data?: { email?: unknown } } | null;
    const raw = body?.data?.email;
    if (typeof raw !== 'string' || !isPlausibleEmail(raw)) throw new AppError('INVALID_ARGUMENT', 'Ange en giltig e-postadress.');
    const db = await getDb();
    const checks = [{ key: `lookup:ip:${clientAddress(request.headers)}`, rule: LIMITS.lookupPerAddress }];
    if (await isLimited(db, checks)) throw new AppError('RESOURCE_EXHAUSTED', AUTH_MESSAGES.tooManyRequests);
    await recordAttempt(db, checks);
    const methods = await signInMethods(db, normaliseEmail(raw));
    return Response.json({ result: { methods } }, { headers: { 'cache-control': 'no-store' } });
  },
  { failureMessage: AUTH_MESSAGES.lookupFailed, logMessage: 'sign-in method lookup failed' },
);
