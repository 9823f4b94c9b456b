import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';
import { AUTH_MESSAGES, isPlausibleEmail } from '@/modules/accounts';
import { lookUpSignInMethods } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

/** The sign-in form's e-mail step (spec §4, §7), limited per client address (lookUpSignInMethods). */
export const POST = jsonRoute(
  async (request: Request) => {
    const body = (await request.json().catch(() => null)) as { data?: { email?: unknown } } | null;
    const raw = body?.data?.email;
    if (typeof raw !== 'string' || !isPlausibleEmail(raw)) throw new AppError('INVALID_ARGUMENT', 'Ange en giltig e-postadress.');
    const methods = await lookUpSignInMethods(request.headers, raw);
    return Response.json({ result: { methods } }, { headers: { 'cache-control': 'no-store' } });
  },
  { failureMessage: AUTH_MESSAGES.lookupFailed, logMessage: 'sign-in method lookup failed' },
);
