import 'server-only';
import { z } from 'zod';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { addressLimitKey, clientAddress } from '@/platform/http/client-address';
import { getLogger } from '@/platform/logger';
import { takeAttempt } from '@/platform/rate-limit';
import { getAuth, VERIFIED_PAGE } from '../auth';
import { AUTH_MESSAGES } from '../domain/messages';
import { normaliseEmail, validateSignUp, type SignUpFields } from '../domain/validation';
import { LIMITS } from './attempt-limiter';
import { writeSignUpProfile } from './profile';

export const signUpInput = z.object({
  email: z.string().max(254),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  phone: z.string().max(40),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  acceptTerms: z.boolean(),
  newsletter: z.boolean().default(false),
});

/**
 * Sign-up (spec §4): validates every rule of §5 on the server too, creates the account with
 * e-mail and password (Better Auth sends the verification e-mail), then writes the profile with a
 * merge. A profile failure is logged only. Answers Better Auth's response, with its session cookie
 * and `set-auth-token`, so the new user is signed in.
 */
export async function signUp(input: SignUpFields, headers: Headers): Promise<Response> {
  const errors = validateSignUp(input);
  const first = Object.values(errors)[0];
  if (first) throw new AppError('INVALID_ARGUMENT', first, { fields: errors });

  const email = normaliseEmail(input.email);
  // Each sign-up mails a verification link to the address given: one client address makes a
  // handful an hour, not a mail cannon (docs/security.md).
  const address = clientAddress(headers);
  if (
    address &&
    (await takeAttempt(await getDb(), [{ key: `signup:ip:${addressLimitKey(address)}`, rule: LIMITS.signUpPerAddress }])) > 0
  ) {
    throw new AppError('RESOURCE_EXHAUSTED', AUTH_MESSAGES.tooManyRequests);
  }
  const auth = await getAuth();
  const displayName = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
  let response: Response;
  try {
    response = await auth.api.signUpEmail({
      body: { email, password: input.password, name: displayName, callbackURL: VERIFIED_PAGE },
      headers,
      asResponse: true,
    });
  } catch (error) {
    getLogger().error({ err: error }, 'sign-up failed');
    throw new AppError('INTERNAL', AUTH_MESSAGES.signUpFailed);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    if (response.status === 422 || body?.code?.includes('ALREADY_EXISTS')) {
      throw new AppError('ALREADY_EXISTS', AUTH_MESSAGES.emailInUse, { code: 'email-already-in-use' });
    }
    if (response.status === 429) throw new AppError('RESOURCE_EXHAUSTED', AUTH_MESSAGES.tooManyRequests);
    getLogger().warn({ status: response.status, code: body?.code }, 'sign-up refused');
    throw new AppError('FAILED_PRECONDITION', AUTH_MESSAGES.signUpFailed);
  }

  const created = (await response.clone().json()) as { user?: { id?: string } };
  const userId = created.user?.id;
  if (userId) {
    try {
      await writeSignUpProfile(await getDb(), userId, {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        newsletter: input.newsletter,
        termsAccepted: input.acceptTerms,
      });
    } catch (error) {
      getLogger().error({ err: error, userId }, 'profile write failed');
    }
  }
  return response;
}
