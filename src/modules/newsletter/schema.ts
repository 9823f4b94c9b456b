import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Ange en e-postadress.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ange en giltig e-postadress.' }));

export const subscribeInput = z.object({ email: emailSchema, source: z.string().trim().max(40).optional() });

/**
 * EARLY_ACCESS_SIGNUP from the form on /: the address, and `website`, a field people never see
 * (hidden from view and from assistive technology) that only form-filling scripts fill in.
 */
export const earlyAccessInput = z.object({ email: emailSchema, website: z.string().max(200).optional() });

/** NEWSLETTER_CONFIRM: the token of the confirmation link (docs/decisions/0029). */
export const newsletterConfirmInput = z.object({
  token: z.string({ error: 'Länken är ofullständig.' }).trim().min(20, 'Länken är ofullständig.').max(600, 'Länken är ofullständig.'),
});

/** EARLY_ACCESS_UNSUBSCRIBE: the token of the link in the confirmation. */
export const earlyAccessTokenInput = z.object({
  token: z
    .string({ error: 'Länken är ofullständig.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Länken är ofullständig.'),
});
