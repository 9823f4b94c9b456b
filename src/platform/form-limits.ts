import type { LimitRule } from './rate-limit';

/**
 * The limits of the forms anyone may send without an account (docs/security.md): the newsletter
 * sign-up and the accessibility statement's barrier report. One table, so the numbers are read and
 * changed in one place; counted by the one rate limiter (./rate-limit.ts). An address is the
 * client's as `npm start`'s server saw it, counted by addressLimitKey (IPv6 by its /64); where it is
 * unknown, the address limits do not apply and the others still do.
 */
export const FORM_LIMITS = {
  /** Newsletter sign-ups from one address (docs/decisions/0029): more are refused with RESOURCE_EXHAUSTED. */
  newsletterPerAddress: { max: 5, windowSeconds: 60 * 60 },
  /** Confirmation e-mails to one address: a further sign-up within the hour answers the same and sends nothing. */
  newsletterMailPerEmail: { max: 1, windowSeconds: 60 * 60 },
  /** Barrier reports from one address (or one signed-in account). */
  barrierReportsPerAddress: { max: 5, windowSeconds: 60 * 60 },
  /** Barrier reports from everyone together, so that many addresses cannot bury the studio's console. */
  barrierReportsPerDay: { max: 200, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, LimitRule>;
