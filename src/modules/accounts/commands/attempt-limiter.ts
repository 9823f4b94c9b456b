import type { LimitRule } from '@/platform/rate-limit';

/**
 * The account limits (docs/security.md): sign-in failures per address and per account, the
 * e-mail look-up per address, reset requests per e-mail. Counted by the one rate limiter
 * (src/platform/rate-limit.ts); addresses are the client's as `npm start`'s server saw it
 * (src/platform/http/client-address.ts), never a header a client chose.
 */
export const LIMITS = {
  /** Failures on one account from browsers that never signed in to it: then only a known browser or the e-mailed reset link gets in. */
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  /** Failures from browsers that have signed in to the account before (their own count: an attacker cannot lock them out). */
  signInPerKnownDevice: { max: 5, windowSeconds: 15 * 60 },
  signInPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Whether an account exists is told no faster than sign-in attempts are allowed from one address. */
  lookupPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Accounts made from one address (each mails a verification link). */
  signUpPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /** Verification links sent again to one address. */
  verificationPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;
