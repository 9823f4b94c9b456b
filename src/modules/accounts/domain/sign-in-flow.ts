import { AUTH_MESSAGES } from './messages';

/** The sign-in form's steps (spec §2, §4): e-mail → password → register. */
export type SignInStep = 'email' | 'password' | 'register';

export interface EmailLookupOutcome {
  step: SignInStep;
  message: { tone: 'error' | 'info'; text: string } | null;
  /**
   * Whether to explain that Google sign-in is gone (spec §1): only to the visitor whose account
   * was made with Google and has no password, at the moment its sign-in cannot go on — not to
   * every visitor of the sign-in page.
   */
  googleNote: boolean;
}

/**
 * Where the e-mail step leads, from the sign-in methods the e-mail's account has ('password' for
 * e-mail and password, else the providers; none when there is no account): spec §4 and §8.
 */
export function afterEmailLookup(methods: readonly string[]): EmailLookupOutcome {
  if (methods.includes('password')) return { step: 'password', message: null, googleNote: false };
  if (methods.length > 0)
    return { step: 'email', message: { tone: 'info', text: AUTH_MESSAGES.otherMethod }, googleNote: methods.includes('google') };
  return { step: 'register', message: { tone: 'info', text: AUTH_MESSAGES.userNotFound }, googleNote: false };
}
